// WCAG 2.x contrast arithmetic for the theme's colours (#rgb or #rrggbb: the palettes are hex).

function channels(hex: string): [number, number, number] {
  const short = /^#([0-9a-f]{3})$/i.exec(hex)?.[1];
  const value = short
    ? [...short].map((digit) => digit + digit).join('')
    : /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!value) throw new Error(`expected a #rgb or #rrggbb colour, got ${hex}`);
  return [0, 2, 4].map((at) => parseInt(value.slice(at, at + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

const luminances = new Map<string, number>();

/**
 * The relative luminance of a colour, as WCAG 2.x defines it. Remembered: the theme's contrast
 * search (darkenToContrast) asks for the same few backgrounds thousands of times at start-up.
 */
export function relativeLuminance(hex: string): number {
  let luminance = luminances.get(hex);
  if (luminance === undefined) {
    luminance = computeLuminance(hex);
    luminances.set(hex, luminance);
  }
  return luminance;
}

function computeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const s = channel / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The colour itself when it already reaches `ratio` against every background, else the same hue
 * darkened step by step (towards black) until it does.
 */
export function darkenToContrast(hex: string, backgrounds: string[], ratio: number): string {
  const rgb = channels(hex);
  for (let factor = 1; factor >= 0; factor -= 0.01) {
    const candidate = toHex(rgb.map((channel) => channel * factor));
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= ratio)) {
      return candidate;
    }
  }
  return '#000000';
}

/** The colour with each channel scaled towards black by `fraction` (0.1 is 10 % darker). */
export function darken(hex: string, fraction: number): string {
  return toHex(channels(hex).map((channel) => channel * (1 - fraction)));
}
