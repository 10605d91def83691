import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { groupPermissions, isAdmin, isProRole, roleOf } from '@simmer/domain/accounts';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { paths } from '@/config/paths';
import { useProfile } from '../api/profile';
import { useSession } from '@/lib/session';

function RoleBadge({ on, yes, no }: { on: boolean; yes: string; no: string }) {
  return (
    <Badge size="lg" variant={on ? 'filled' : 'light'} color={on ? 'green' : 'gray'}>
      {on ? yes : no}
    </Badge>
  );
}

function SignedInRoles() {
  const profile = useProfile();
  if (profile.isPending) return <FullPageSpinner label="Loading your permissions" />;
  if (profile.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        <Text size="sm">{profile.error.message}</Text>
        <Button mt="sm" variant="light" color="red" onClick={() => void profile.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }

  const role = roleOf(profile.data.role);
  const groups = Object.entries(groupPermissions(profile.data.permissions));
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text>
          Signed in as <strong>{profile.data.email}</strong> with the role <Code>{role}</Code>.
        </Text>
        <Group gap="sm" aria-label="Roles">
          <RoleBadge on={isAdmin(role)} yes="Admin" no="Not Admin" />
          <RoleBadge on={isProRole(role)} yes="Pro User" no="Free User" />
          <RoleBadge on={role === 'chef'} yes="Chef" no="Not Chef" />
        </Group>
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h3">
          Permissions
        </Title>
        {groups.length === 0 ? (
          <Text c="dimmed">No permissions.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {groups.map(([prefix, permissions]) => (
              <Card
                key={prefix}
                withBorder
                radius="md"
                p="md"
                component="section"
                aria-labelledby={`permission-group-${prefix}`}
                data-testid={`permission-group-${prefix}`}
              >
                <Title order={3} size="h5" mb="xs" id={`permission-group-${prefix}`}>
                  {prefix === '*' ? '* (all access)' : prefix}
                </Title>
                <List spacing={2} size="sm">
                  {permissions.map((permission) => (
                    <List.Item key={permission}>
                      <Code>{permission}</Code>
                    </List.Item>
                  ))}
                </List>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}

/** /role-checker: which role the signed-in user has and every permission it grants. */
export function RoleCheckerPage() {
  const { data: user, isPending } = useSession();
  const location = useLocation();
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Role Checker
          </Title>
          <Anchor component={Link} to={paths.home}>
            Back to Home
          </Anchor>
        </Group>
        {isPending ? (
          <FullPageSpinner label="Checking your session" />
        ) : user ? (
          <SignedInRoles />
        ) : (
          <Card withBorder radius="md" p="lg">
            <Stack gap="sm" align="flex-start">
              <Text>You are not signed in, so you have no role or permissions yet.</Text>
              <Button component={Link} to={paths.login} state={{ from: location }}>
                Log In
              </Button>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
