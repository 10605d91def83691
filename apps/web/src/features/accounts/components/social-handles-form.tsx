import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { PROFILE_MESSAGES, UpdateProfileInputSchema, type Profile } from '@simmer/domain/profiles';
import { IconBrandInstagram, IconBrandTiktok } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { notify } from '@/lib/notify';
import { useUpdateProfile } from '../api/profile';

type Network = 'instagram' | 'tiktok';

/** The handles as the server would store them, or its words for what is wrong with each. */
function checkHandles(handles: Record<Network, string>) {
  const parsed = UpdateProfileInputSchema.safeParse({ socialProfiles: handles });
  if (parsed.success) {
    const saved = parsed.data.socialProfiles ?? {};
    return {
      value: { instagram: saved.instagram ?? '', tiktok: saved.tiktok ?? '' },
      errors: null,
    };
  }
  const errors: Partial<Record<Network, string>> = {};
  for (const issue of parsed.error.issues) {
    const network = issue.path[1] as Network | undefined;
    if (network && !errors[network]) errors[network] = issue.message;
  }
  return { value: null, errors };
}

/**
 * Instagram and TikTok handles (spec 1 §3 socialProfiles), checked as the server checks them (a
 * leading @ dropped; letters, digits, dots and underscores); an empty field clears the handle.
 * Admins find users by them.
 */
export function SocialHandlesForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const saved = {
    instagram: profile.socialProfiles.instagram ?? '',
    tiktok: profile.socialProfiles.tiktok ?? '',
  };
  const [handles, setHandles] = useState(saved);
  const [errors, setErrors] = useState<Partial<Record<Network, string>>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const unchanged =
    handles.instagram.trim().replace(/^@+/, '') === saved.instagram &&
    handles.tiktok.trim().replace(/^@+/, '') === saved.tiktok;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    const checked = checkHandles(handles);
    setErrors(checked.errors ?? {});
    if (!checked.value) return;
    update.mutate(
      { socialProfiles: checked.value },
      {
        onSuccess: (profile) => {
          setHandles({
            instagram: profile.socialProfiles.instagram ?? '',
            tiktok: profile.socialProfiles.tiktok ?? '',
          });
          void notify({ color: 'green', message: 'Social handles saved' });
        },
        onError: () => setFailed(PROFILE_MESSAGES.updateProfileFailed),
      },
    );
  };

  const field = (network: Network, label: string, icon: ReactNode) => (
    <TextInput
      label={label}
      placeholder="@yourhandle"
      leftSection={icon}
      value={handles[network]}
      maxLength={60}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setHandles((current) => ({ ...current, [network]: value }));
        setErrors((current) => ({ ...current, [network]: undefined }));
      }}
      error={errors[network]}
    />
  );

  return (
    <form onSubmit={onSubmit} aria-label="Social handles">
      <Stack gap="sm">
        {field('instagram', 'Instagram handle', <IconBrandInstagram size={16} aria-hidden />)}
        {field('tiktok', 'TikTok handle', <IconBrandTiktok size={16} aria-hidden />)}
        {failed && (
          <Text size="sm" c="red" role="alert">
            {failed}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={update.isPending} disabled={unchanged}>
            Save handles
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
