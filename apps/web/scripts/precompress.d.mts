/** Writes `file.br` and `file.gz` beside a built text file (see precompress.mjs). */
export function writeCompressed(file: string): void;
