import { ActionIcon, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';

const OPTIONS: { value: MantineColorScheme; label: string; icon: typeof IconSun }[] = [
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
  { value: 'auto', label: 'System', icon: IconDeviceDesktop },
];

/** Cycles light → dark → system; the label says which theme is on and what a click does. */
export function ThemeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const index = Math.max(
    0,
    OPTIONS.findIndex((option) => option.value === colorScheme),
  );
  const current = OPTIONS[index]!;
  const next = OPTIONS[(index + 1) % OPTIONS.length]!;
  const Icon = current.icon;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={() => setColorScheme(next.value)}
      aria-label={`Theme: ${current.label}. Switch to ${next.label}`}
      title={`Theme: ${current.label}`}
      data-testid="theme-toggle"
    >
      <Icon size={20} />
    </ActionIcon>
  );
}
