import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import {
  MEASUREMENT_SYSTEMS,
  PROFILE_VISIBILITIES,
  type UserSettings,
} from '@simmer/domain/profiles';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useResetSettings, useSaveSettings, useSettings } from '../api/profile';
import { BoundedNumberInput } from './bounded-number-input';
import { optionsOf } from './format';

type Theme = UserSettings['preferences']['theme'];

const THEME_OPTIONS: { value: Theme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];
const TIME_FORMAT_OPTIONS = [
  { value: '12h' as const, label: '12-hour' },
  { value: '24h' as const, label: '24-hour' },
];
const WEEK_START_OPTIONS = [
  { value: 'sunday' as const, label: 'Sunday' },
  { value: 'monday' as const, label: 'Monday' },
];

/** Our 'system' is Mantine's 'auto'. */
function toColorScheme(theme: Theme): MantineColorScheme {
  return theme === 'system' ? 'auto' : theme;
}

function errorText(error: unknown): string {
  return error instanceof ApiError || error instanceof Error
    ? error.message
    : 'An unexpected error occurred';
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" p="lg" component="section">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

function LabelledSegments<T extends string>({
  id,
  label,
  data,
  value,
  onChange,
}: {
  id: string;
  label: string;
  data: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl<T> aria-labelledby={id} data={data} value={value} onChange={onChange} />
    </Stack>
  );
}

function SettingsForm({ saved }: { saved: UserSettings }) {
  const { setColorScheme } = useMantineColorScheme();
  const [draft, setDraft] = useState<UserSettings>(saved);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const save = useSaveSettings();
  const reset = useResetSettings();

  // The saved theme is the user's choice on every device: apply it when the page opens.
  const applySavedTheme = useEffectEvent(() =>
    setColorScheme(toColorScheme(saved.preferences.theme)),
  );
  useEffect(() => {
    applySavedTheme();
  }, []);

  const setGroup = <G extends keyof UserSettings>(group: G, change: Partial<UserSettings[G]>) =>
    setDraft((current) => ({ ...current, [group]: { ...current[group], ...change } }));

  const changeTheme = (theme: Theme) => {
    setGroup('preferences', { theme });
    setColorScheme(toColorScheme(theme));
  };

  const onSave = () => {
    reset.reset();
    save.mutate(draft, {
      onSuccess: () => void notify({ color: 'green', message: 'Settings saved' }),
    });
  };

  const onReset = () => {
    save.reset();
    reset.mutate(undefined, {
      onSuccess: (defaults) => {
        setDraft(defaults);
        setColorScheme(toColorScheme(defaults.preferences.theme));
        setConfirmingReset(false);
        void notify({ message: 'Settings reset to defaults' });
      },
    });
  };

  const failure = save.error ?? reset.error;

  return (
    <Stack gap="lg">
      <Section title="Notifications" description="Choose what Simmer tells you about.">
        <Stack gap="sm">
          <Switch
            label="Email notifications"
            checked={draft.notifications.email}
            onChange={(event) => setGroup('notifications', { email: event.currentTarget.checked })}
          />
          <Switch
            label="Push notifications"
            checked={draft.notifications.push}
            onChange={(event) => setGroup('notifications', { push: event.currentTarget.checked })}
          />
          <Switch
            label="Weekly report"
            checked={draft.notifications.weeklyReport}
            onChange={(event) =>
              setGroup('notifications', { weeklyReport: event.currentTarget.checked })
            }
          />
          <Switch
            label="Meal reminders"
            checked={draft.notifications.mealReminders}
            onChange={(event) =>
              setGroup('notifications', { mealReminders: event.currentTarget.checked })
            }
          />
        </Stack>
      </Section>

      <Section title="Preferences" description="How Simmer looks and measures.">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <LabelledSegments
            id="settings-theme"
            label="Theme"
            data={THEME_OPTIONS}
            value={draft.preferences.theme}
            onChange={changeTheme}
          />
          <LabelledSegments
            id="settings-time-format"
            label="Time format"
            data={TIME_FORMAT_OPTIONS}
            value={draft.preferences.timeFormat}
            onChange={(timeFormat) => setGroup('preferences', { timeFormat })}
          />
          <LabelledSegments
            id="settings-week-start"
            label="Start of week"
            data={WEEK_START_OPTIONS}
            value={draft.preferences.startOfWeek}
            onChange={(startOfWeek) => setGroup('preferences', { startOfWeek })}
          />
          <LabelledSegments
            id="settings-measurement"
            label="Measurement system"
            data={optionsOf(MEASUREMENT_SYSTEMS)}
            value={draft.preferences.measurementSystem}
            onChange={(measurementSystem) => setGroup('preferences', { measurementSystem })}
          />
          <BoundedNumberInput
            label="Default servings"
            description="For new recipes and plans (1–12)"
            min={1}
            max={12}
            allowDecimal={false}
            value={draft.preferences.defaultServings}
            onChange={(defaultServings) => setGroup('preferences', { defaultServings })}
          />
        </SimpleGrid>
      </Section>

      <Section title="Privacy" description="Who sees your profile and what you share.">
        <Stack gap="sm">
          <Select
            label="Profile visibility"
            data={optionsOf(PROFILE_VISIBILITIES)}
            value={draft.privacy.profileVisibility}
            onChange={(value) => value && setGroup('privacy', { profileVisibility: value })}
            allowDeselect={false}
            maw={320}
          />
          <Switch
            label="Share recipes"
            checked={draft.privacy.shareRecipes}
            onChange={(event) => setGroup('privacy', { shareRecipes: event.currentTarget.checked })}
          />
          <Switch
            label="Share meal plans"
            checked={draft.privacy.shareMealPlans}
            onChange={(event) =>
              setGroup('privacy', { shareMealPlans: event.currentTarget.checked })
            }
          />
        </Stack>
      </Section>

      {failure && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {errorText(failure)}
        </Alert>
      )}

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => setConfirmingReset(true)}>
          Reset to Defaults
        </Button>
        <Button onClick={onSave} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </Group>

      <Modal
        opened={confirmingReset}
        onClose={() => !reset.isPending && setConfirmingReset(false)}
        title="Reset to Defaults?"
        centered
      >
        <Stack gap="md">
          <Text>
            Every notification, preference and privacy setting goes back to its default. This is
            saved straight away.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setConfirmingReset(false)}
              disabled={reset.isPending}
            >
              Cancel
            </Button>
            <Button onClick={onReset} loading={reset.isPending}>
              Reset
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/**
 * /settings: notifications, preferences (theme, units, week start) and privacy; `children` are
 * sections other features add below and `banner` a notice above (the route passes them in).
 */
export function SettingsPage({
  children,
  banner,
}: {
  children?: ReactNode;
  /** Shown above the sections at once (the checkout confirmation). */
  banner?: ReactNode;
}) {
  const settings = useSettings();
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Settings
        </Title>
        {banner}
        {settings.isPending ? (
          <FullPageSpinner label="Loading your settings" />
        ) : settings.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            <Text size="sm">{errorText(settings.error)}</Text>
            <Button
              mt="sm"
              variant="light"
              color="red"
              onClick={() => void settings.refetch()}
              loading={settings.isFetching}
            >
              Try Again
            </Button>
          </Alert>
        ) : (
          <>
            <SettingsForm saved={settings.data} />
            {children}
          </>
        )}
      </Stack>
    </Container>
  );
}
