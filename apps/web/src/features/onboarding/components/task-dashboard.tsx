import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { buildDashboardTiles, EMPTY_TASK_STATUS, nextTaskLink } from '@simmer/domain/onboarding';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDashboard } from '../api/dashboard';
import { DashboardTiles } from './dashboard-tiles';
import { OnboardingProgress } from './onboarding-progress';

const NEXT_TASK_LABEL: Record<string, string> = {
  '/profile': 'Complete your cooking profile',
  '/recipes': 'Add recipes to your collection',
  '/grocery-list': 'Shop for your groceries',
  '/meal-planner': 'Plan your meals',
  '/recipes/discover': 'Discover new recipes',
};

// Spec 1 §4: a failed status load leaves every flag false and every count 0.
const FALLBACK_TILES = buildDashboardTiles(EMPTY_TASK_STATUS, null);
const FALLBACK_NEXT_TASK = nextTaskLink(EMPTY_TASK_STATUS);

export interface TaskDashboardProps {
  onProfileTileClick?: () => void;
}

/** The signed-in home's tasks: the next-task link, the tiles and the onboarding progress. */
export function TaskDashboard({ onProfileTileClick }: TaskDashboardProps) {
  const dashboard = useDashboard();
  if (dashboard.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Loading your tasks">
        <Loader />
      </Center>
    );
  }
  const data = dashboard.data;
  const tiles = data?.tiles ?? FALLBACK_TILES;
  const nextTask = data?.nextTaskLink ?? FALLBACK_NEXT_TASK;
  return (
    <Stack gap="lg">
      {dashboard.isError && (
        <Alert color="red" variant="light" title="Your task status could not be loaded">
          The tiles below show the usual first steps.
        </Alert>
      )}
      <Text>
        Next task:{' '}
        <Anchor component={Link} to={nextTask} fw={600} data-testid="next-task-link">
          {NEXT_TASK_LABEL[nextTask] ?? 'Open'}
          <IconArrowRight
            size={16}
            aria-hidden
            style={{ verticalAlign: 'middle', marginLeft: 4 }}
          />
        </Anchor>
      </Text>
      <DashboardTiles tiles={tiles} onProfileTileClick={onProfileTileClick} />
      {data && <OnboardingProgress onboarding={data.onboarding} />}
    </Stack>
  );
}
