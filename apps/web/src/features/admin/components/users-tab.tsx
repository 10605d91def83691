import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ROLES, type Role } from '@simmer/domain/accounts';
import {
  ADMIN_MESSAGES,
  ADMIN_SEARCH_MAX,
  ADMIN_TOAST_MS,
  isTrialEndingSoon,
  type AdminUser,
} from '@simmer/domain/admin';
import { IconAlertCircle, IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import {
  useAdminUsers,
  useChangeRole,
  useDecideChefApplication,
  useResetOnboarding,
} from '../api/admin';
import { exportUrls } from '../api/revenue';
import classes from './admin.module.css';

const SEARCH_DEBOUNCE_MS = 300;

const success = (message: string) => notify({ message, color: 'green', autoClose: ADMIN_TOAST_MS });
const failure = (error: unknown, fallback: string) =>
  notify({
    message: error instanceof ApiError && error.status === 409 ? error.message : fallback,
    color: 'red',
    autoClose: ADMIN_TOAST_MS,
  });

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

function UserRow({ user, me }: { user: AdminUser; me: string | undefined }) {
  const format = useDateFormat();
  const changeRole = useChangeRole();
  const decide = useDecideChefApplication();
  const reset = useResetOnboarding();
  const [pendingRole, setPendingRole] = useState<Role | null>(null);
  const when = (instant: string | null) => (instant ? format.date(instant) : '—');
  const { subscription, metrics, acquisition } = user;
  const trialRed = isTrialEndingSoon(subscription.trialEnd);

  const applyRole = (role: Role) =>
    changeRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => void success(ADMIN_MESSAGES.roleUpdated(role)),
        onError: (error) => void failure(error, ADMIN_MESSAGES.roleUpdateFailed),
      },
    );
  const chooseRole = (role: Role) => {
    if (role === user.role) return;
    // Demoting oneself locks one out of this page: ask first.
    if (user.id === me && user.role === 'admin') setPendingRole(role);
    else applyRole(role);
  };

  return (
    <Table.Tr>
      <Table.Td className={classes.sticky}>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {user.email}
          </Text>
          {user.displayName && <Text size="sm">{user.displayName}</Text>}
          <Group gap={4}>
            <Badge variant="light">{user.role}</Badge>
            {user.pendingChefApplicationId && (
              <Badge variant="light" color="orange">
                Chef application
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            Joined {when(user.createdAt)}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td className={classes.cell}>
        <Line label="Tier">{subscription.tier}</Line>
        <Line label="Status">{subscription.status}</Line>
        <Line label="Customer">{subscription.customerId ?? '—'}</Line>
        <Line label="Trial end">
          <Text span size="sm" c={trialRed ? 'red' : undefined} fw={trialRed ? 700 : undefined}>
            {when(subscription.trialEnd)}
            {trialRed && ' (3 days or fewer left)'}
          </Text>
        </Line>
        <Line label="Period end">{when(subscription.currentPeriodEnd)}</Line>
        {subscription.cancelAtPeriodEnd && <Text size="sm">Cancels at period end</Text>}
      </Table.Td>
      <Table.Td className={classes.cell}>
        <Line label="Planned meals">{metrics.plannedMeals}</Line>
        <Line label="Recipes">{metrics.recipeCount}</Line>
        <Line label="Last recipe">{when(metrics.lastRecipeCreated)}</Line>
        <Line label="Last planned">{when(metrics.lastMealPlanned)}</Line>
        <Line label="Total cook time">{metrics.totalCookTime} min</Line>
      </Table.Td>
      <Table.Td className={classes.cell}>
        {acquisition ? (
          <>
            <Line label="Source">{acquisition.source ?? '—'}</Line>
            <Line label="Medium">{acquisition.medium ?? '—'}</Line>
            <Line label="Campaign">{acquisition.campaign ?? '—'}</Line>
            {acquisition.content && <Line label="Content">{acquisition.content}</Line>}
            {acquisition.term && <Line label="Term">{acquisition.term}</Line>}
            {acquisition.referrer && <Line label="Referrer">{acquisition.referrer}</Line>}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Not recorded
          </Text>
        )}
        <Line label="Instagram">{user.socialProfiles.instagram ?? '—'}</Line>
        <Line label="TikTok">{user.socialProfiles.tiktok ?? '—'}</Line>
      </Table.Td>
      <Table.Td className={classes.cell}>
        <Stack gap="xs">
          <NativeSelect
            size="xs"
            aria-label={`Role of ${user.email}`}
            data={[...ROLES]}
            value={user.role}
            disabled={changeRole.isPending}
            onChange={(event) => chooseRole(event.currentTarget.value as Role)}
          />
          {user.pendingChefApplicationId && (
            <Group gap="xs">
              <Button
                size="xs"
                loading={decide.isPending}
                onClick={() =>
                  decide.mutate(
                    { applicationId: user.pendingChefApplicationId!, decision: 'approve' },
                    {
                      onSuccess: () => void success(ADMIN_MESSAGES.roleUpdated('chef')),
                      onError: (error) => void failure(error, ADMIN_MESSAGES.roleUpdateFailed),
                    },
                  )
                }
              >
                Approve chef
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={decide.isPending}
                onClick={() =>
                  decide.mutate(
                    { applicationId: user.pendingChefApplicationId!, decision: 'reject' },
                    {
                      onSuccess: () => void success('Chef application declined'),
                      onError: (error) => void failure(error, 'Failed to decline the application'),
                    },
                  )
                }
              >
                Decline
              </Button>
            </Group>
          )}
          <Button
            size="xs"
            variant="default"
            loading={reset.isPending}
            onClick={() =>
              reset.mutate(user.id, {
                onSuccess: () => void success(ADMIN_MESSAGES.resetSucceeded),
                onError: (error) => void failure(error, ADMIN_MESSAGES.resetFailed),
              })
            }
          >
            Reset onboarding
          </Button>
          <Anchor component={Link} to={paths.adminUserRecipes(user.id)} size="sm">
            Recipes of {user.email}
          </Anchor>
        </Stack>
        <Modal
          opened={pendingRole !== null}
          onClose={() => setPendingRole(null)}
          title="Change your own role?"
        >
          <Stack>
            <Text size="sm">
              You are about to make yourself {pendingRole}. You will lose access to the admin
              dashboard at once, and only another admin can give it back.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPendingRole(null)}>
                Keep admin
              </Button>
              <Button
                color="red"
                onClick={() => {
                  if (pendingRole) applyRole(pendingRole);
                  setPendingRole(null);
                }}
              >
                Make me {pendingRole}
              </Button>
            </Group>
          </Stack>
        </Modal>
      </Table.Td>
    </Table.Tr>
  );
}

/** The Users tab: search as you type, 10 a page, the admin view of each user and its actions. */
export function UsersTab() {
  const { data: me } = useSession();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers(debounced, page);
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  return (
    <Stack>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search users"
          description="Email, display name, Instagram or TikTok handle"
          placeholder="Search users"
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={ADMIN_SEARCH_MAX}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 260px' }}
        />
        <Button
          component="a"
          href={exportUrls.users(debounced)}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Export CSV
        </Button>
      </Group>
      {users.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {ADMIN_MESSAGES.fetchUsersFailed}
        </Alert>
      )}
      {users.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {users.data.total === 0
              ? ADMIN_MESSAGES.noUsers
              : `${users.data.total.toLocaleString()} ${users.data.total === 1 ? 'user' : 'users'}`}
          </Text>
          {users.data.users.length > 0 && (
            <Table.ScrollContainer minWidth={900}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th className={classes.sticky}>User</Table.Th>
                    <Table.Th>Subscription</Table.Th>
                    <Table.Th>Metrics</Table.Th>
                    <Table.Th>Acquisition and social</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {users.data.users.map((user) => (
                    <UserRow key={user.id} user={user} me={me?.id} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
