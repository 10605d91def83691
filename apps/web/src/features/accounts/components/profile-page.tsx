import { Alert, Button, Container, Group, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { PROFILE_MESSAGES } from '@simmer/domain/profiles';
import {
  IconAlertCircle,
  IconChefHat,
  IconCreditCard,
  IconLogout,
  IconSettings,
  IconToolsKitchen2,
  IconUser,
} from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSignOut } from '../api/auth';
import { useProfile } from '../api/profile';
import { AccountTab } from './account-tab';
import { CookingPreferencesTab } from './cooking-preferences-tab';
import { PersonaTab } from './persona-tab';
import { ProfileDetailsTab } from './profile-details-tab';
import classes from './profile-page.module.css';

const TABS = [
  { value: 'profile', label: 'Profile', icon: IconUser },
  { value: 'cooking-preferences', label: 'Cooking Preferences', icon: IconToolsKitchen2 },
  { value: 'cooking-profile', label: 'Cooking Profile', icon: IconChefHat },
  { value: 'account', label: 'Account', icon: IconSettings },
  { value: 'subscription', label: 'Subscription', icon: IconCreditCard },
] as const;

type TabValue = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

function ProfileSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-live="polite" aria-label="Loading your profile">
      <Skeleton height={36} radius="md" />
      <Group gap="lg">
        <Skeleton height={96} circle />
        <Skeleton height={36} width={160} radius="md" />
      </Group>
      <Skeleton height={56} radius="md" />
      <Skeleton height={56} radius="md" />
    </Stack>
  );
}

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={16} aria-hidden />}
      style={{ flexShrink: 0 }}
      onClick={() => signOut.mutate()}
      loading={signOut.isPending}
    >
      Sign Out
    </Button>
  );
}

/** /profile: details, cooking preferences, persona, account security and subscription. */
export function ProfilePage({
  subscriptionTab,
}: {
  /** The Subscription tab's content, from the billing feature (the route composes the two). */
  subscriptionTab: ReactNode;
}) {
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'profile';
  const tabList = useRef<HTMLDivElement>(null);

  // On a phone the tab row scrolls sideways; keep the open tab in view (e.g. after ?tab=...).
  useEffect(() => {
    tabList.current
      ?.querySelector<HTMLElement>('[aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab, profile.isSuccess]);

  const selectTab = (value: string | null) => {
    if (!isTab(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'profile') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Profile Settings
          </Title>
          <SignOutButton />
        </Group>

        {profile.isPending ? (
          <ProfileSkeleton />
        ) : profile.isError ? (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            title={PROFILE_MESSAGES.loadProfileFailed}
            role="alert"
          >
            <Button
              mt="sm"
              variant="light"
              color="red"
              onClick={() => void profile.refetch()}
              loading={profile.isFetching}
            >
              Try Again
            </Button>
          </Alert>
        ) : (
          <Tabs
            value={tab}
            onChange={selectTab}
            classNames={{ list: classes.tabList, tab: classes.tab }}
          >
            <Tabs.List ref={tabList} aria-label="Profile sections">
              {TABS.map(({ value, label, icon: Icon }) => (
                <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
                  {label}
                </Tabs.Tab>
              ))}
            </Tabs.List>

            <Tabs.Panel value="profile" pt="lg">
              <ProfileDetailsTab profile={profile.data} />
            </Tabs.Panel>
            <Tabs.Panel value="cooking-preferences" pt="lg">
              <CookingPreferencesTab cookingProfile={profile.data.cookingProfile} />
            </Tabs.Panel>
            <Tabs.Panel value="cooking-profile" pt="lg">
              <PersonaTab persona={profile.data.persona} />
            </Tabs.Panel>
            <Tabs.Panel value="account" pt="lg">
              <AccountTab profile={profile.data} />
            </Tabs.Panel>
            <Tabs.Panel value="subscription" pt="lg">
              {subscriptionTab}
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}
