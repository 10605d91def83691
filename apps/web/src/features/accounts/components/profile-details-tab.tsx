import { Avatar, Button, FileButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { PROFILE_MESSAGES, type Profile } from '@simmer/domain/profiles';
import { IconClipboardList, IconUpload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUpdateProfile, useUploadAvatar } from '../api/profile';
import { AVATAR_ACCEPT, avatarFileError } from '../avatar-file';
import { SocialHandlesForm } from './social-handles-form';

function initialsOf(profile: Profile): string {
  const source = profile.displayName.trim() || profile.email;
  const words = source.split(/[\s@._-]+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

/** The server's message when it speaks to the user (our 4xx), else the spec's failure text. */
function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.code === 'NETWORK' || error.status < 500)) {
    return error.message;
  }
  return PROFILE_MESSAGES.updateProfileFailed;
}

function AvatarSection({ profile }: { profile: Profile }) {
  const upload = useUploadAvatar();
  const [error, setError] = useState<string | null>(null);

  const onPick = (file: File | null) => {
    if (!file) return;
    const problem = avatarFileError(file);
    setError(problem);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: () => void notify({ color: 'green', message: 'Profile picture updated' }),
      onError: (uploadError) => setError(uploadErrorMessage(uploadError)),
    });
  };

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar
        src={profile.photoUrl}
        alt={profile.displayName || profile.email}
        size={96}
        radius={96}
        color="orange"
      >
        {initialsOf(profile)}
      </Avatar>
      <Stack gap={6} align="flex-start">
        <FileButton onChange={onPick} accept={AVATAR_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending}
            >
              {profile.photoUrl ? 'Change photo' : 'Upload photo'}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          JPEG, PNG or WebP, up to 5MB.
        </Text>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

function DisplayNameForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [error, setError] = useState<string | null>(null);
  const unchanged = displayName.trim() === profile.displayName;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    update.mutate(
      { displayName: displayName.trim() },
      {
        onSuccess: (saved) => {
          setDisplayName(saved.displayName);
          void notify({ color: 'green', message: 'Profile updated' });
        },
        onError: () => setError(PROFILE_MESSAGES.updateProfileFailed),
      },
    );
  };

  return (
    <form onSubmit={onSubmit}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Display name"
          value={displayName}
          onChange={(event) => setDisplayName(event.currentTarget.value)}
          maxLength={80}
          autoComplete="name"
          error={error}
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={update.isPending} disabled={unchanged}>
          Save
        </Button>
      </Group>
    </form>
  );
}

export function ProfileDetailsTab({ profile }: { profile: Profile }) {
  return (
    <Stack gap="lg" maw={560}>
      <Title order={2} size="h3">
        Profile
      </Title>
      <AvatarSection profile={profile} />
      <DisplayNameForm profile={profile} />
      <TextInput
        label="Email"
        value={profile.email}
        readOnly
        description="Your email address can't be changed here."
      />
      <SocialHandlesForm profile={profile} />
      <div>
        <Button
          component={Link}
          to={paths.questionnaire}
          variant="default"
          leftSection={<IconClipboardList size={16} aria-hidden />}
        >
          Update Cooking Questionnaire
        </Button>
      </div>
    </Stack>
  );
}
