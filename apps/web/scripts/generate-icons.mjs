// Draws Simmer's app icons from its SVG logo (the pot of public/favicon.svg) into apps/web/public (committed, so builds need no
// image tools): the favicon, the PWA icons (192, 512 and a maskable 512) and the Apple touch icon.
// Run after changing the logo: npm run icons -w apps/web
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const BRAND = '#e8590c';
const publicDir = path.resolve(import.meta.dirname, '../public');

/** The steaming pot, drawn on a 64 × 64 grid. */
const POT = `<path d="M14 30h36v6c0 9-8 16-18 16s-18-7-18-16z" fill="#fff"/><path d="M24 12c-3 4 3 6 0 10M32 10c-3 4 3 6 0 10M40 12c-3 4 3 6 0 10" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>`;

/**
 * The logo: a rounded orange tile (`rounded`) or a full square the platform masks itself, with
 * the pot scaled to `scale` around the centre (maskable icons keep it inside the central 80%).
 */
const logo = ({ rounded, scale }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" ${rounded ? 'rx="14" ' : ''}fill="${BRAND}"/><g transform="translate(32 32) scale(${scale}) translate(-32 -31)">${POT}</g></svg>`;

const png = (svg, size) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An ICO file holding PNG images (supported by every browser that reads favicon.ico). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += data.length;
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const tile = logo({ rounded: true, scale: 1 });
const square = logo({ rounded: false, scale: 0.72 });
mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
writeFileSync(path.join(publicDir, 'icons', 'icon-192.png'), await png(tile, 192));
writeFileSync(path.join(publicDir, 'icons', 'icon-512.png'), await png(tile, 512));
writeFileSync(path.join(publicDir, 'icons', 'maskable-512.png'), await png(square, 512));
writeFileSync(path.join(publicDir, 'icons', 'apple-touch-icon.png'), await png(square, 180));
const favicon = await Promise.all(
  [16, 32, 48].map(async (size) => ({ size, data: await png(tile, size) })),
);
writeFileSync(path.join(publicDir, 'favicon.ico'), ico(favicon));
console.log('icons written to', publicDir);
