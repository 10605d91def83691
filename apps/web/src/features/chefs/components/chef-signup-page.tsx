import {
  CHEF_SIGN_IN_REQUIRED,
  MAX_SPECIALTIES,
  SOCIAL_LINK_KINDS,
  type ChefApplication,
  type ChefApplicationStatus,
} from '@simmer/domain/chefs';
import { isChefOrAdmin } from '@simmer/domain/accounts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconCircleCheck,
  IconCircleX,
  IconClock,
  IconLogin,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { sessionQueryKey, useSession, type SessionUser } from '@/lib/session';
import { localKeys, safeLocalSet } from '@/lib/storage-keys';
import { useApplyToBeChef, useMyChefApplication } from '../api/chefs';

type SocialLinks = Partial<Record<(typeof SOCIAL_LINK_KINDS)[number], string>>;

const SOCIAL_LABELS: Record<(typeof SOCIAL_LINK_KINDS)[number], string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  website: 'Website',
};

const STATUS_COPY: Record<
  ChefApplicationStatus,
  { badge: string; color: string; title: string; text: string }
> = {
  pending: {
    badge: 'pending',
    color: 'yellow',
    title: 'Your application is pending',
    text: 'Our team reviews every application. You can still change it below until it is decided.',
  },
  approved: {
    badge: 'approved',
    color: 'green',
    title: 'Your application was approved',
    text: 'Welcome to Simmer chefs! Your chef tools are ready.',
  },
  rejected: {
    badge: 'rejected',
    color: 'red',
    title: 'Your application was not approved',
    text: 'You are welcome to tell us more and apply again.',
  },
};

/** 'Baking, vegan ,, Thai' → ['Baking', 'vegan', 'Thai'] (the server caps the count). */
const specialtiesOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function ApplicationStatus({ application }: { application: ChefApplication }) {
  const copy = STATUS_COPY[application.status];
  const Icon = { pending: IconClock, approved: IconCircleCheck, rejected: IconCircleX }[
    application.status
  ];
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="chef-application-status">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Icon size={24} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <div>
            <Title order={2} fz="lg">
              {copy.title}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {copy.text}
            </Text>
          </div>
        </Group>
        <Badge color={copy.color} variant="light" size="lg" style={{ flexShrink: 0 }}>
          {copy.badge}
        </Badge>
      </Group>
    </Paper>
  );
}

function SignInRequired() {
  const rememberReturn = () => safeLocalSet(localKeys.redirectAfterLogin, paths.chefSignup);
  return (
    <Alert
      color="orange"
      variant="light"
      radius="lg"
      icon={<IconLogin size={20} />}
      title={CHEF_SIGN_IN_REQUIRED}
    >
      <Text size="sm" mb="sm">
        Sign in, or create a free account, and come back here to apply.
      </Text>
      <Group gap="sm">
        <Button component={Link} to={paths.login} onClick={rememberReturn}>
          Sign in
        </Button>
        <Button component={Link} to={paths.signup} onClick={rememberReturn} variant="default">
          Create an account
        </Button>
      </Group>
    </Alert>
  );
}

function ApplicationForm({
  user,
  application,
}: {
  user: SessionUser;
  application: ChefApplication | null;
}) {
  const editable = application?.status === 'pending' ? application : null;
  const [displayName, setDisplayName] = useState(editable?.displayName ?? user.name);
  const [bio, setBio] = useState(editable?.bio ?? '');
  const [specialties, setSpecialties] = useState(editable?.specialties.join(', ') ?? '');
  const [socialLinks, setSocialLinks] = useState<SocialLinks>(
    (editable?.socialLinks as SocialLinks | undefined) ?? {},
  );
  const apply = useApplyToBeChef();
  const [saved, setSaved] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    apply.mutate(
      { displayName, bio, specialties: specialtiesOf(specialties), socialLinks },
      { onSuccess: () => setSaved(true) },
    );
  }

  const error =
    apply.error instanceof ApiError && apply.error.status < 500
      ? apply.error.message
      : apply.error
        ? 'Failed to save your application. Please try again.'
        : null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={handleSubmit} aria-labelledby="chef-application-title">
        <Stack gap="md">
          <Title order={2} fz="xl" id="chef-application-title">
            {editable ? 'Your application' : 'Tell us about you'}
          </Title>
          <TextInput
            label="Display name"
            description="How followers will see you on Simmer"
            required
            maxLength={80}
            value={displayName}
            onChange={(event) => setDisplayName(event.currentTarget.value)}
          />
          <Textarea
            label="Bio"
            description="What you cook and who you cook for"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={1000}
            value={bio}
            onChange={(event) => setBio(event.currentTarget.value)}
          />
          <TextInput
            label="Specialties"
            description={`Separated by commas, up to ${MAX_SPECIALTIES}`}
            placeholder="Baking, Vegan, Thai"
            maxLength={500}
            value={specialties}
            onChange={(event) => setSpecialties(event.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {SOCIAL_LINK_KINDS.map((kind) => (
              <TextInput
                key={kind}
                label={SOCIAL_LABELS[kind]}
                placeholder={kind === 'website' ? 'https://' : '@handle'}
                maxLength={200}
                value={socialLinks[kind] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setSocialLinks((links) => ({ ...links, [kind]: value }));
                }}
              />
            ))}
          </SimpleGrid>
          {error && (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
              {error}
            </Alert>
          )}
          {saved && !apply.isPending && (
            <Text size="sm" c="green" role="status" fw={600}>
              Application saved.
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={apply.isPending}>
              {editable ? 'Update Application' : 'Submit Application'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function SignedInApplication({ user }: { user: SessionUser }) {
  const application = useMyChefApplication(true);
  const queryClient = useQueryClient();
  const isApprovedBeforeSession =
    application.data?.status === 'approved' && !isChefOrAdmin(user.role);
  useEffect(() => {
    // Approved since the session was read: read it again, so the app shows the chef role.
    if (isApprovedBeforeSession) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [isApprovedBeforeSession, queryClient]);
  if (application.isPending) return <FullPageSpinner label="Loading your application" />;
  if (application.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        Failed to load your application. Please try again.
      </Alert>
    );
  const current = application.data;
  if (isChefOrAdmin(user.role) && current?.status !== 'approved')
    return (
      <Alert color="green" variant="light" radius="lg" title="You are already a chef">
        Your chef tools are ready.{' '}
        <Anchor component={Link} to={paths.recipeNew}>
          Create a recipe
        </Anchor>
      </Alert>
    );
  return (
    <Stack gap="lg">
      {current && <ApplicationStatus application={current} />}
      {current?.status !== 'approved' && (
        <ApplicationForm key={current?.id ?? 'new'} user={user} application={current} />
      )}
    </Stack>
  );
}

/** /chefs/signup: a signed-in user applies to become a chef and follows the application. */
export function ChefSignupPage() {
  const { data: user, isPending } = useSession();
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>Become a Simmer chef</Title>
          <Text c="dimmed">
            Share your recipes, sell premium ones and keep 70% of each sale. Tell us about your
            cooking and our team will review your application.
          </Text>
          <Anchor component={Link} to={paths.chefs} size="sm" fw={600}>
            See how chefs earn
          </Anchor>
        </Stack>
        {isPending ? (
          <FullPageSpinner label="Checking your session" />
        ) : user ? (
          <SignedInApplication user={user} />
        ) : (
          <SignInRequired />
        )}
      </Stack>
    </Container>
  );
}
