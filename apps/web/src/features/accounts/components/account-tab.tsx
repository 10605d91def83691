import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  PasswordInput,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  FRESH_SIGN_IN_MINUTES,
  PROFILE_MESSAGES,
  type Profile,
  type UserSettings,
} from '@simmer/domain/profiles';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { exportUrl, useDeleteAccount, useSaveSettings, useSettings } from '../api/profile';
import { ChangePasswordSection, TwoFactorSection } from './security-sections';

type NotificationKey = keyof UserSettings['notifications'];

const NOTIFICATION_LABELS: { key: NotificationKey; label: string; description: string }[] = [
  { key: 'email', label: 'Email notifications', description: 'News and updates by email' },
  { key: 'push', label: 'Push notifications', description: 'Alerts on this device' },
  { key: 'weeklyReport', label: 'Weekly report', description: 'A summary of your week' },
  { key: 'mealReminders', label: 'Meal reminders', description: 'A nudge before planned meals' },
];

function NotificationToggles() {
  const settings = useSettings();
  const save = useSaveSettings();
  const [failed, setFailed] = useState(false);

  if (settings.isPending) return <Loader size="sm" aria-label="Loading notification settings" />;
  if (settings.isError) {
    return (
      <Group gap="sm">
        <Text c="red" size="sm" role="alert">
          {settings.error.message}
        </Text>
        <Button size="xs" variant="light" onClick={() => void settings.refetch()}>
          Try Again
        </Button>
      </Group>
    );
  }

  // While a save is in flight its settings are the latest, so quick toggles build on each other.
  const current = save.isPending ? save.variables : settings.data;
  const toggle = (key: NotificationKey, value: boolean) => {
    setFailed(false);
    save.mutate(
      { ...current, notifications: { ...current.notifications, [key]: value } },
      { onError: () => setFailed(true) },
    );
  };

  return (
    <Stack gap="sm">
      {NOTIFICATION_LABELS.map(({ key, label, description }) => (
        <Switch
          key={key}
          label={label}
          description={description}
          checked={current.notifications[key]}
          onChange={(event) => toggle(key, event.currentTarget.checked)}
        />
      ))}
      {failed && (
        <Alert color="red" role="alert" py="xs">
          {PROFILE_MESSAGES.updateNotificationsFailed}
        </Alert>
      )}
    </Stack>
  );
}

function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const close = () => {
    if (remove.isPending) return;
    setOpened(false);
    setPassword('');
    remove.reset();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(hasPassword ? { password } : {});
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Title order={4}>Delete Account</Title>
      <Text size="sm" c="dimmed">
        Permanently delete your account, your recipes, meal plans and shopping lists.
      </Text>
      <Button
        color="red"
        variant="outline"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Delete Account
      </Button>
      <Modal opened={opened} onClose={close} title="Are you sure?" centered>
        <form onSubmit={onSubmit}>
          <Stack gap="md">
            <Text>
              This action cannot be undone. Your account and everything in it will be permanently
              deleted.
            </Text>
            {hasPassword ? (
              <PasswordInput
                label="Password"
                description="Enter your password to confirm."
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                autoComplete="current-password"
                required
                data-autofocus
              />
            ) : (
              <Text size="sm" c="dimmed">
                For your security, this works within {FRESH_SIGN_IN_MINUTES} minutes of signing in.
                If it has been longer, sign out and sign in again first.
              </Text>
            )}
            {remove.isError && (
              <Alert color="red" role="alert" py="xs">
                {deleteErrorMessage(remove.error)}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={remove.isPending}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={remove.isPending}>
                Delete Account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}

/** The server's reason for a refusal (wrong password, sign in again), else the spec's message. */
function deleteErrorMessage(error: Error): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : PROFILE_MESSAGES.deleteAccountFailed;
}

export function AccountTab({ profile }: { profile: Profile }) {
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Account
      </Title>

      <Card withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={3} size="h4">
            Notifications
          </Title>
          <NotificationToggles />
        </Stack>
      </Card>

      <Card withBorder radius="md" p="lg">
        <Stack gap="lg">
          <Title order={3} size="h4">
            Security
          </Title>
          <ChangePasswordSection />
          <TwoFactorSection enabled={profile.twoFactorEnabled} />
          <DeleteAccountSection hasPassword={profile.hasPassword} />
        </Stack>
      </Card>

      <Card withBorder radius="md" p="lg">
        <Stack gap="xs" align="flex-start">
          <Title order={3} size="h4">
            Your data
          </Title>
          <Text size="sm" c="dimmed">
            Everything Simmer holds about you, as a JSON file.
          </Text>
          <Button
            component="a"
            href={exportUrl}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download my data
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
