import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { PREVIEW_MESSAGES, PreviewLeadInputSchema } from '@simmer/domain/onboarding';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '@/lib/notify';
import type { OnboardingData } from '@/lib/onboarding-data';
import { safeSessionGet, sessionKeys } from '@/lib/storage-keys';
import { useSavePreviewLead } from '../api/questionnaire';

/** The campaign from the page's address, else the one the visitor arrived with. */
function utmOf(params: URLSearchParams) {
  const fromUrl = Object.fromEntries(
    (['source', 'medium', 'campaign'] as const)
      .map((field) => [field, params.get(`utm_${field}`)] as const)
      .filter((entry): entry is [(typeof entry)[0], string] => Boolean(entry[1])),
  );
  if (Object.keys(fromUrl).length > 0) return fromUrl;
  try {
    const stored = JSON.parse(safeSessionGet(sessionKeys.utm) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(
      (['source', 'medium', 'campaign'] as const)
        .filter((field) => typeof stored[field] === 'string')
        .map((field) => [field, (stored[field] as string).slice(0, 200)]),
    );
  } catch {
    return {};
  }
}

/** 'Save Your Meal Plan': the visitor's email, kept with their answers as a preview lead. */
export function PreviewLeadDialog({
  opened,
  onClose,
  data,
}: {
  opened: boolean;
  onClose: () => void;
  data: OnboardingData;
}) {
  const [searchParams] = useSearchParams();
  const save = useSavePreviewLead();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const lead = { ...data, email, utmParams: utmOf(searchParams) };
    const checked = PreviewLeadInputSchema.shape.email.safeParse(email);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? PREVIEW_MESSAGES.leadEmailInvalid);
      return;
    }
    setFieldError(null);
    try {
      await save.mutateAsync(lead);
      onClose();
      void notify({ message: 'Your meal plan is saved.' });
    } catch {
      // The failure shows in the dialog below.
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={PREVIEW_MESSAGES.leadTitle} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Leave your email and we will keep this plan for you, ready when you sign up.
          </Text>
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fieldError}
            data-autofocus
          />
          {save.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {PREVIEW_MESSAGES.leadFailed}
            </Alert>
          )}
          <Button type="submit" loading={save.isPending}>
            Save my meal plan
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
