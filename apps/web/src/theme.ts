import {
  Badge,
  createTheme,
  Drawer,
  localStorageColorSchemeManager,
  Menu,
  Modal,
  Notification,
  RangeSlider,
  rem,
  Slider,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';
import { contrastRatio, darken, darkenToContrast } from '@/lib/contrast';
import { COLOR_SCHEME_STORAGE_KEY } from '@/lib/color-scheme';

/** WCAG 2.1 AA: normal-size text needs 4.5:1 against what is behind it. */
export const AA_TEXT_CONTRAST = 4.5;

export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 7, dark: 6 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '750' },
  respectReducedMotion: true,
  components: {
    // A close button shows only an ×: name it once here so no dialog can forget it.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // The focus placeholder Mantine puts first in a menu is a role=presentation child of
    // role=menu, which ARIA forbids (axe: aria-required-children); focus goes to the first item.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
    // Mantine greys these with gray-6 / dark-2 directly, below AA: use the dimmed colour below.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: (_theme, props) =>
        props.title ? { description: { color: 'var(--mantine-color-dimmed)' } } : {},
    }),
    Slider: Slider.extend({ styles: { markLabel: { color: 'var(--mantine-color-dimmed)' } } }),
    RangeSlider: RangeSlider.extend({
      styles: { markLabel: { color: 'var(--mantine-color-dimmed)' } },
    }),
    // Mantine's xs and sm badges set 9 and 10 px capitals; 11 px is the smallest we show.
    Badge: Badge.extend({
      vars: (_theme, props) => {
        if (props.size === 'xs')
          return { root: { '--badge-fz': rem(11), '--badge-height': rem(18) } };
        if (props.size === 'sm')
          return { root: { '--badge-fz': rem(11), '--badge-height': rem(20) } };
        return { root: {} };
      },
    }),
  },
});

export const colorSchemeManager = localStorageColorSchemeManager({
  key: COLOR_SCHEME_STORAGE_KEY,
});

/*
 * Contrast to WCAG AA, decided once for every colour instead of page by page. Mantine's own
 * shades put white on orange at 3.0:1 and grey "dimmed" text on white at 3.3:1, so:
 * - filled surfaces (buttons, badges: white text) use the palette's first shade from 7 that
 *   reaches 4.5:1 on white and gray-1, else shade 9 darkened just enough. For the orange brand
 *   that is shade 9 a few percent darker (#c5420e): still orange. The dark scheme keeps the same
 *   filled colour, since its text is white there too.
 * - coloured text in the light scheme is that colour, darkened further if needed to reach 4.5:1
 *   on the colour's own pale tint (an Alert's link).
 * - light-variant text (dark orange on pale orange) reaches 4.5:1 on its hover tint as well.
 * - coloured text in the dark scheme takes the palette's shade 4, or a lighter one, that reaches
 *   4.5:1 on the dark body and on the raised dark-5 surface.
 * - dimmed text: #5f666d on white (5.5:1; 5.2:1 on gray-1) and #adadad on the dark body (6.9:1;
 *   5.0:1 on dark-5), still clearly quieter than body text.
 */
export const DIMMED = { light: '#5f666d', dark: '#adadad' } as const;

const reaches = (color: string, backgrounds: string[]) =>
  backgrounds.every((background) => contrastRatio(color, background) >= AA_TEXT_CONTRAST);

/** The backgrounds coloured text sits on in each scheme: the body and the lightest raised tint. */
export const textBackgrounds = (t: MantineTheme) => ({
  light: [t.white, t.colors.gray[1]],
  dark: [t.colors.dark[7], t.colors.dark[5]],
});

export interface ColorRoles {
  /** Filled surfaces with white text (buttons, badges) and outlines. */
  filled: string;
  filledHover: string;
  /** Coloured text in the light scheme, on white, gray-1 or the colour's own pale tint. */
  text: string;
  /** Light-variant text on the colour's pale tint (shades 1 and 2), light scheme. */
  lightColor: string;
  /** Coloured text in the dark scheme. */
  darkText: string;
}

/** The colours one palette uses for text and filled surfaces, each reaching AA contrast. */
export function accessibleColorRoles(t: MantineTheme, color: string): ColorRoles {
  const shades = t.colors[color]!;
  const backgrounds = textBackgrounds(t);
  const filled =
    [shades[7], shades[8], shades[9]].find((shade) => reaches(shade, backgrounds.light)) ??
    darkenToContrast(shades[9], backgrounds.light, AA_TEXT_CONTRAST);
  return {
    filled,
    filledHover: darken(filled, 0.12),
    text: darkenToContrast(filled, [...backgrounds.light, shades[1]], AA_TEXT_CONTRAST),
    lightColor: darkenToContrast(shades[9], [shades[1], shades[2]], AA_TEXT_CONTRAST),
    darkText:
      [shades[4], shades[3], shades[2], shades[1], shades[0]].find((shade) =>
        reaches(shade, backgrounds.dark),
      ) ?? t.white,
  };
}

export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  for (const color of Object.keys(t.colors)) {
    const roles = accessibleColorRoles(t, color);
    Object.assign(light, {
      [`--mantine-color-${color}-filled`]: roles.filled,
      [`--mantine-color-${color}-filled-hover`]: roles.filledHover,
      [`--mantine-color-${color}-text`]: roles.text,
      [`--mantine-color-${color}-outline`]: roles.filled,
      [`--mantine-color-${color}-light-color`]: roles.lightColor,
    });
    Object.assign(dark, {
      [`--mantine-color-${color}-filled`]: roles.filled,
      [`--mantine-color-${color}-filled-hover`]: roles.filledHover,
      [`--mantine-color-${color}-text`]: roles.darkText,
    });
  }
  const primary = accessibleColorRoles(t, t.primaryColor);
  const red = accessibleColorRoles(t, 'red');
  return {
    variables: {},
    light: {
      ...light,
      '--mantine-color-dimmed': DIMMED.light,
      '--mantine-color-anchor': primary.text,
      '--mantine-color-error': red.text,
    },
    dark: {
      ...dark,
      '--mantine-color-dimmed': DIMMED.dark,
      '--mantine-color-anchor': primary.darkText,
      '--mantine-color-error': red.darkText,
    },
  };
};
