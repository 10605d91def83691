import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarWeek } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useProfile } from '@/features/accounts/api/profile';
import { PreviewWeekCard, TaskDashboard } from '@/features/onboarding';
import { safeSessionSet, sessionKeys } from '@/lib/storage-keys';

export function DashboardRoute({ name }: { name: string }) {
  const profile = useProfile();

  // Spec 1 §2: the profile tile keeps the user's preferences for the questionnaire to prefill.
  const storePrefilledPreferences = () => {
    if (!profile.data) return;
    safeSessionSet(sessionKeys.cookingProfile, JSON.stringify(profile.data.cookingProfile));
    safeSessionSet(sessionKeys.persona, profile.data.persona);
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>hey chef,</Title>
            <Text c="dimmed">{name ? `Good to see you, ${name}.` : 'Good to see you.'}</Text>
          </div>
          <Button
            component={Link}
            to={paths.mealPlanner}
            leftSection={<IconCalendarWeek size={18} />}
          >
            Plan This Week
          </Button>
        </Group>
        <PreviewWeekCard />
        <TaskDashboard onProfileTileClick={storePrefilledPreferences} />
      </Stack>
    </Container>
  );
}
