import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenToContrast } from '@/lib/contrast';
import {
  AA_TEXT_CONTRAST,
  accessibleColorRoles,
  cssVariablesResolver,
  DIMMED,
  textBackgrounds,
  theme,
} from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const backgrounds = textBackgrounds(merged);

describe('contrastRatio', () => {
  it('gives the WCAG ratios of black, white and a mid grey', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('darkens a colour only as far as the ratio asks', () => {
    expect(darkenToContrast('#000000', ['#ffffff'], 4.5)).toBe('#000000');
    const darker = darkenToContrast('#f76707', ['#ffffff'], 4.5);
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(darker, '#ffffff')).toBeLessThan(4.8);
  });
});

describe('the theme’s colours', () => {
  it.each(Object.keys(merged.colors))(
    '%s reaches AA with white text, as text in both schemes and as light-variant text',
    (color) => {
      const roles = accessibleColorRoles(merged, color);
      const shades = merged.colors[color]!;

      for (const background of [merged.white, ...backgrounds.light]) {
        expect(contrastRatio(roles.filled, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        expect(contrastRatio(roles.filledHover, background)).toBeGreaterThanOrEqual(
          AA_TEXT_CONTRAST,
        );
      }
      for (const background of [...backgrounds.light, shades[1]]) {
        expect(contrastRatio(roles.text, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }
      for (const background of backgrounds.dark) {
        expect(contrastRatio(roles.darkText, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }
      for (const tint of [shades[1], shades[2]]) {
        expect(contrastRatio(roles.lightColor, tint)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }
    },
  );

  it('keeps the orange brand: the primary filled colour is an orange, not a brown', () => {
    const { filled } = accessibleColorRoles(merged, 'orange');
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(filled.slice(at, at + 2), 16));

    expect(r).toBeGreaterThan(190);
    expect(g! / r!).toBeGreaterThan(0.25);
    expect(b! / r!).toBeLessThan(0.15);
  });

  it('dims text to a colour that still reaches AA on the body and raised surfaces', () => {
    for (const background of backgrounds.light) {
      expect(contrastRatio(DIMMED.light, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
    for (const background of backgrounds.dark) {
      expect(contrastRatio(DIMMED.dark, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('gives the CSS variables of every colour in both schemes', () => {
    const { light, dark } = cssVariablesResolver(merged);

    expect(light['--mantine-color-orange-filled']).toBe(
      accessibleColorRoles(merged, 'orange').filled,
    );
    expect(dark['--mantine-color-orange-filled']).toBe(light['--mantine-color-orange-filled']);
    expect(light['--mantine-color-dimmed']).toBe(DIMMED.light);
    expect(dark['--mantine-color-dimmed']).toBe(DIMMED.dark);
    expect(light['--mantine-color-green-light-color']).toBeDefined();
    expect(dark['--mantine-color-red-text']).toBe(accessibleColorRoles(merged, 'red').darkText);
  });
});
