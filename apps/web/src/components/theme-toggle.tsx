import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useHydrated } from '@/hooks/use-hydrated';
import { isColorSchemeChoice, nextColorScheme, type ColorSchemeChoice } from '@/lib/color-scheme';

const LABELS: Record<ColorSchemeChoice, string> = { light: 'Light', dark: 'Dark', auto: 'System' };
const ICONS: Record<ColorSchemeChoice, typeof IconSun> = {
  light: IconSun,
  dark: IconMoon,
  auto: IconDeviceDesktop,
};

/**
 * Cycles light → dark → system; the label says which theme is on and what a click does.
 * `drawnAs` draws it for a given choice, for a page drawn ahead of time (the prerendered landing
 * page draws one per choice).
 */
export function ThemeToggle({ drawnAs }: { drawnAs?: ColorSchemeChoice }) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // The choice lives in localStorage: a server-drawn view shows "System" until the app has it.
  const hydrated = useHydrated();
  const current =
    drawnAs ?? (!hydrated ? 'auto' : isColorSchemeChoice(colorScheme) ? colorScheme : 'light');
  const next = nextColorScheme(current);
  const Icon = ICONS[current];
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={() => setColorScheme(next)}
      aria-label={`Theme: ${LABELS[current]}. Switch to ${LABELS[next]}`}
      title={`Theme: ${LABELS[current]}`}
      data-testid="theme-toggle"
      data-color-scheme={current}
    >
      <Icon size={20} />
    </ActionIcon>
  );
}
