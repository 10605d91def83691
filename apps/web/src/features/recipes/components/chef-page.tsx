import type { ChefPage as ChefPageData } from '@simmer/domain/recipes';
import {
  Anchor,
  Avatar,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useChef, useFollowChef } from '../api/chefs';
import { RecipeCard, RecipeCardSkeleton } from './recipe-card';
import { RecipeLoadFailure } from './recipe-sections';

// One column on phones, two on small screens, three on desktops.
const GRID_COLUMNS = { base: 1, xs: 2, md: 3 };

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function ChefSkeleton() {
  return (
    <Stack gap="xl" role="status" aria-live="polite" aria-label="Loading chef">
      <Group gap="lg" wrap="nowrap">
        <Skeleton circle height={72} />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton height={28} width="50%" />
          <Skeleton height={14} width="30%" />
          <Skeleton height={14} width="70%" />
        </Stack>
      </Group>
      <SimpleGrid cols={GRID_COLUMNS} spacing="lg">
        {Array.from({ length: 6 }, (_, index) => (
          <RecipeCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function FollowButton({ chef }: { chef: ChefPageData }) {
  const { data: user, isPending } = useSession();
  const location = useLocation();
  const follow = useFollowChef(chef.id);

  if (isPending) return <Skeleton height={36} width={120} />;
  if (!user) {
    return (
      <Button
        component={Link}
        to={paths.login}
        state={{ from: { pathname: location.pathname, search: location.search } }}
        variant="light"
      >
        Sign in to follow
      </Button>
    );
  }
  return (
    <Button
      variant={chef.isFollowing ? 'default' : 'filled'}
      leftSection={
        chef.isFollowing ? <IconCheck size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />
      }
      aria-pressed={chef.isFollowing}
      onClick={() => follow.mutate(!chef.isFollowing)}
    >
      {chef.isFollowing ? 'Following' : 'Follow'}
    </Button>
  );
}

function ChefHeader({ chef }: { chef: ChefPageData }) {
  return (
    <Group justify="space-between" align="flex-start" gap="lg">
      <Group gap="lg" wrap="nowrap" align="flex-start">
        <Avatar size={72} radius="xl" color="orange" aria-hidden>
          {initials(chef.name)}
        </Avatar>
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {chef.name}
          </Title>
          <Group gap="md">
            <Text fw={600} data-testid="follower-count" aria-live="polite">
              {plural(chef.followerCount, 'follower', 'followers')}
            </Text>
            <Text c="dimmed">{plural(chef.recipeCount, 'recipe', 'recipes')}</Text>
          </Group>
          {chef.bio && (
            <Text c="dimmed" maw={640} style={{ whiteSpace: 'pre-line' }}>
              {chef.bio}
            </Text>
          )}
        </Stack>
      </Group>
      <FollowButton chef={chef} />
    </Group>
  );
}

function Recipes({ chef }: { chef: ChefPageData }) {
  if (chef.recipes.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Text fw={600}>No recipes yet</Text>
        <Text c="dimmed" size="sm">
          {chef.name} has not shared any recipes yet.
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md" component="section" aria-labelledby="chef-recipes-heading">
      <Title order={2} fz="xl" id="chef-recipes-heading">
        Recipes
      </Title>
      <SimpleGrid cols={GRID_COLUMNS} spacing="lg">
        {chef.recipes.map((recipe) => (
          <RecipeCard key={recipe.id} recipe={recipe} />
        ))}
      </SimpleGrid>
      {chef.recipes.length < chef.recipeCount && (
        <Text c="dimmed" size="sm" ta="center">
          Showing the newest {chef.recipes.length} of {chef.recipeCount} recipes.{' '}
          <Anchor component={Link} to={paths.recipes} inherit>
            Browse all recipes
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/** /chef/:id — a chef, their followers and their recipes (spec 2 §2). */
export function ChefPage({ id }: { id: string }) {
  const chef = useChef(id);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      {chef.isPending ? (
        <ChefSkeleton />
      ) : chef.isError ? (
        <RecipeLoadFailure
          error={chef.error}
          notFoundTitle="Chef not found"
          failureTitle="Failed to load chef"
          exit={{ to: paths.home, label: 'Go Home' }}
          onRetry={() => void chef.refetch()}
        />
      ) : (
        <Stack gap="xl">
          <ChefHeader chef={chef.data} />
          <Recipes chef={chef.data} />
        </Stack>
      )}
    </Container>
  );
}
