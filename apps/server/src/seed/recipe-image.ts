import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { DemoRecipe } from './demo-recipes.data';

const WIDTH = 800;
const HEIGHT = 600;

/** A deterministic stream of numbers in [0, 1) from a seed string. */
function randomStream(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

function motifShapes(motif: DemoRecipe['image']['motif'], accent: string): string {
  const cx = WIDTH / 2;
  const cy = HEIGHT / 2 + 30;
  const rim = `fill="#fdfaf5" stroke="${accent}" stroke-width="10"`;
  switch (motif) {
    case 'bowl':
    case 'salad':
      return `<path d="M${cx - 230} ${cy - 40} A230 200 0 0 0 ${cx + 230} ${cy - 40} Z" ${rim}/>
        <ellipse cx="${cx}" cy="${cy - 40}" rx="230" ry="38" fill="${accent}" opacity="0.85"/>`;
    case 'plate':
    case 'skewer':
      return `<ellipse cx="${cx}" cy="${cy}" rx="280" ry="170" ${rim}/>
        <ellipse cx="${cx}" cy="${cy}" rx="200" ry="115" fill="${accent}" opacity="0.25"/>`;
    case 'pan':
      return `<rect x="${cx + 220}" y="${cy - 22}" width="200" height="44" rx="20" fill="#3b3b3b"/>
        <ellipse cx="${cx - 20}" cy="${cy}" rx="250" ry="170" fill="#2f2f2f"/>
        <ellipse cx="${cx - 20}" cy="${cy}" rx="220" ry="145" fill="${accent}" opacity="0.9"/>`;
    case 'pot':
      return `<rect x="${cx - 210}" y="${cy - 120}" width="420" height="260" rx="40" fill="#41474f"/>
        <rect x="${cx - 260}" y="${cy - 100}" width="60" height="30" rx="12" fill="#41474f"/>
        <rect x="${cx + 200}" y="${cy - 100}" width="60" height="30" rx="12" fill="#41474f"/>
        <ellipse cx="${cx}" cy="${cy - 120}" rx="210" ry="40" fill="${accent}"/>`;
    case 'cake':
      return `<rect x="${cx - 200}" y="${cy - 80}" width="400" height="190" rx="24" fill="${accent}"/>
        <rect x="${cx - 200}" y="${cy - 20}" width="400" height="24" fill="#fdfaf5" opacity="0.9"/>
        <ellipse cx="${cx}" cy="${cy - 80}" rx="200" ry="42" fill="#fdfaf5"/>
        <ellipse cx="${cx}" cy="${cy + 125}" rx="260" ry="34" fill="#ffffff" opacity="0.6"/>`;
    case 'glass':
      return `<path d="M${cx - 120} ${cy - 190} L${cx + 120} ${cy - 190} L${cx + 90} ${cy + 160} L${cx - 90} ${cy + 160} Z" fill="#ffffff" opacity="0.55" stroke="#ffffff" stroke-width="8"/>
        <path d="M${cx - 108} ${cy - 110} L${cx + 108} ${cy - 110} L${cx + 88} ${cy + 150} L${cx - 88} ${cy + 150} Z" fill="${accent}"/>`;
    case 'bread':
      return `<ellipse cx="${cx}" cy="${cy}" rx="270" ry="150" fill="${accent}"/>
        <path d="M${cx - 150} ${cy - 60} q40 40 0 100 M${cx - 40} ${cy - 80} q40 50 0 140 M${cx + 70} ${cy - 70} q40 50 0 120" stroke="#fdfaf5" stroke-width="12" fill="none" opacity="0.7"/>`;
    case 'taco':
      return `<path d="M${cx - 260} ${cy + 80} A260 230 0 0 1 ${cx + 260} ${cy + 80} Z" fill="#f2c66d" stroke="#d99a2b" stroke-width="10"/>
        <path d="M${cx - 220} ${cy + 20} q110 -80 220 -60 q110 -10 220 60" stroke="${accent}" stroke-width="36" fill="none" stroke-linecap="round"/>`;
  }
}

/** Renders an illustration for a demo recipe: its colours, its vessel and scattered garnish. */
export async function renderRecipeImage(recipe: DemoRecipe): Promise<Buffer> {
  const random = randomStream(recipe.slug);
  const garnish = Array.from({ length: 26 }, () => {
    const x = 120 + random() * (WIDTH - 240);
    const y = 140 + random() * (HEIGHT - 260);
    const r = 6 + random() * 14;
    const colour = random() > 0.5 ? '#ffffff' : recipe.image.from;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${colour}" opacity="${(0.35 + random() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${recipe.image.from}"/><stop offset="1" stop-color="${recipe.image.to}"/>
    </linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
    <ellipse cx="${WIDTH / 2}" cy="${HEIGHT / 2 + 200}" rx="330" ry="40" fill="#000000" opacity="0.15"/>
    ${motifShapes(recipe.image.motif, recipe.image.to)}
    <g>${garnish}</g>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}
