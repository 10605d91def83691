/** The colour schemes the theme toggle cycles through, in its order: light → dark → system. */
export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;
export type ColorSchemeChoice = (typeof COLOR_SCHEMES)[number];

/** Where the chosen scheme is kept (Mantine's local-storage manager and public/theme-init.js). */
export const COLOR_SCHEME_STORAGE_KEY = 'mantine-color-scheme-value';

export function nextColorScheme(current: ColorSchemeChoice): ColorSchemeChoice {
  return COLOR_SCHEMES[(COLOR_SCHEMES.indexOf(current) + 1) % COLOR_SCHEMES.length]!;
}

export function isColorSchemeChoice(value: unknown): value is ColorSchemeChoice {
  return COLOR_SCHEMES.includes(value as ColorSchemeChoice);
}
