import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * Writes `file.br` (quality 11) and `file.gz` (level 9) beside a built text file, so the server
 * sends them as they are (@fastify/static `preCompressed`) instead of compressing each response at
 * a lower level while the visitor waits.
 */
export function writeCompressed(file) {
  const body = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}
