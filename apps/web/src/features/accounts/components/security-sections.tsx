import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '@simmer/domain/accounts';
import { IconCheck, IconCopy, IconKey, IconShieldLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import {
  securityErrorMessage,
  useChangePassword,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useVerifyTotp,
  type TwoFactorSetup,
} from '../api/security';

const WEAK_PASSWORD_MESSAGE = `Password should be at least ${MIN_PASSWORD_LENGTH} characters`;

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      setError(WEAK_PASSWORD_MESSAGE);
      return;
    }
    setError(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          void notify({ color: 'green', message: 'Password changed' });
          onDone();
        },
        onError: (changeError) => setError(securityErrorMessage(changeError)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit}>
      <Stack gap="md">
        <PasswordInput
          label="Current password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.currentTarget.value)}
          autoComplete="current-password"
          required
          data-autofocus
        />
        <PasswordInput
          label="New password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters. Other devices will be signed out.`}
          value={newPassword}
          onChange={(event) => setNewPassword(event.currentTarget.value)}
          autoComplete="new-password"
          required
        />
        {error && (
          <Alert color="red" role="alert" py="xs">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ChangePasswordSection() {
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="xs" align="flex-start">
      <Title order={4}>Change Password</Title>
      <Text size="sm" c="dimmed">
        Choose a new password for signing in with your email.
      </Text>
      <Button
        variant="default"
        leftSection={<IconKey size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Change Password
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Change Password" centered>
        {opened && <ChangePasswordForm onDone={() => setOpened(false)} />}
      </Modal>
    </Stack>
  );
}

function PasswordStep({
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(password);
      }}
    >
      <Stack gap="md">
        <PasswordInput
          label="Password"
          description="Confirm it's you with your current password."
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          autoComplete="current-password"
          required
          data-autofocus
        />
        {error && (
          <Alert color="red" role="alert" py="xs">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function VerifyStep({ setup, onDone }: { setup: TwoFactorSetup; onDone: () => void }) {
  const verify = useVerifyTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    verify.mutate(code, {
      onSuccess: () => {
        void notify({ color: 'green', message: 'Two-factor authentication is on' });
        onDone();
      },
      onError: (verifyError) => setError(securityErrorMessage(verifyError)),
    });
  };

  return (
    <form onSubmit={onSubmit}>
      <Stack gap="md">
        <Text size="sm">
          1. Add this key to your authenticator app (paste the whole link, or open it on this
          device):
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Code block style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {setup.totpURI}
          </Code>
          <CopyButton value={setup.totpURI}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="light"
                onClick={copy}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">
          2. Keep these backup codes somewhere safe. Each one signs you in once if you lose your
          phone:
        </Text>
        <SimpleGrid cols={2} spacing={4} data-testid="backup-codes">
          {setup.backupCodes.map((backupCode) => (
            <Code key={backupCode}>{backupCode}</Code>
          ))}
        </SimpleGrid>
        <TextInput
          label="3. Enter the 6-digit code from the app"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
        />
        {error && (
          <Alert color="red" role="alert" py="xs">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={verify.isPending} disabled={code.length !== 6}>
            Verify and turn on
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EnableTwoFactor({ onDone }: { onDone: () => void }) {
  const enable = useEnableTwoFactor();
  const [error, setError] = useState<string | null>(null);
  if (enable.data) return <VerifyStep setup={enable.data} onDone={onDone} />;
  return (
    <PasswordStep
      submitLabel="Continue"
      pending={enable.isPending}
      error={error}
      onCancel={onDone}
      onSubmit={(password) => {
        setError(null);
        enable.mutate(password, {
          onError: (enableError) => setError(securityErrorMessage(enableError)),
        });
      }}
    />
  );
}

function DisableTwoFactor({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  const [error, setError] = useState<string | null>(null);
  return (
    <PasswordStep
      submitLabel="Disable"
      pending={disable.isPending}
      error={error}
      onCancel={onDone}
      onSubmit={(password) => {
        setError(null);
        disable.mutate(password, {
          onSuccess: () => {
            void notify({ message: 'Two-factor authentication is off' });
            onDone();
          },
          onError: (disableError) => setError(securityErrorMessage(disableError)),
        });
      }}
    />
  );
}

export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  // Fixed when the dialog opens: the profile flips to enabled mid-way through turning it on.
  const [mode, setMode] = useState<'enable' | 'disable' | null>(null);
  const close = () => setMode(null);
  return (
    <Stack gap="xs" align="flex-start">
      <Group gap="sm">
        <Title order={4}>Two-Factor Authentication</Title>
        <Badge color={enabled ? 'green' : 'gray'} variant="light">
          {enabled ? 'On' : 'Off'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {enabled
          ? 'Signing in asks for a code from your authenticator app.'
          : 'Add a code from an authenticator app to signing in.'}
      </Text>
      <Button
        variant="default"
        leftSection={<IconShieldLock size={16} aria-hidden />}
        onClick={() => setMode(enabled ? 'disable' : 'enable')}
      >
        {enabled ? 'Disable' : 'Enable'}
      </Button>
      <Modal
        opened={mode !== null}
        onClose={close}
        title={
          mode === 'disable'
            ? 'Turn off two-factor authentication'
            : 'Turn on two-factor authentication'
        }
        centered
      >
        {mode === 'enable' && <EnableTwoFactor onDone={close} />}
        {mode === 'disable' && <DisableTwoFactor onDone={close} />}
      </Modal>
    </Stack>
  );
}
