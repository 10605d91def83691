import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useRecipePages } from '../api/recipes';
import { RecipeCard, RecipeCardSkeleton } from './recipe-card';

const GRID_COLUMNS = { base: 1, sm: 2, md: 3, lg: 4 };

function skeletons(count: number) {
  return Array.from({ length: count }, (_, index) => <RecipeCardSkeleton key={`s${index}`} />);
}

function LoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={18} />}
      title="Error Loading Recipes"
      role="alert"
    >
      <Text size="sm">Failed to load recipes</Text>
      <Button mt="sm" variant="light" color="red" onClick={onRetry} loading={isRetrying}>
        Try Again
      </Button>
    </Alert>
  );
}

function EmptyState() {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon variant="light" color="gray" size={48} radius="xl">
          <IconSearch size={24} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg">
          No recipes found
        </Title>
        <Text c="dimmed" maw={420}>
          Try adjusting your filters or search term to find what you&apos;re looking for.
        </Text>
      </Stack>
    </Paper>
  );
}

/** /recipes: the Recipe Box, every recipe the user may see, 20 at a time. */
export function RecipeBoxPage() {
  const pages = useRecipePages();
  const recipes = pages.data?.pages.flatMap((page) => page.recipes) ?? [];
  const loadedCount = recipes.length;

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Recipe Box
          </Title>
          <Button
            component={Link}
            to={paths.recipeAdd}
            leftSection={<IconPlus size={18} aria-hidden />}
            style={{ flexShrink: 0 }}
          >
            Add Recipe
          </Button>
        </Group>

        {pages.isPending ? (
          <SimpleGrid cols={GRID_COLUMNS} spacing="lg" role="status" aria-label="Loading recipes">
            {skeletons(8)}
          </SimpleGrid>
        ) : pages.isError && !pages.data ? (
          <LoadError onRetry={() => void pages.refetch()} isRetrying={pages.isFetching} />
        ) : (
          <>
            <Text size="sm" c="dimmed" role="status" aria-live="polite">
              {loadedCount} recipe(s) found (from {loadedCount} loaded)
            </Text>
            {loadedCount === 0 ? (
              <EmptyState />
            ) : (
              <SimpleGrid cols={GRID_COLUMNS} spacing="lg" aria-busy={pages.isFetchingNextPage}>
                {recipes.map((recipe) => (
                  <RecipeCard key={recipe.id} recipe={recipe} />
                ))}
                {pages.isFetchingNextPage && skeletons(4)}
              </SimpleGrid>
            )}
            {pages.isFetchNextPageError && (
              <LoadError
                onRetry={() => void pages.fetchNextPage()}
                isRetrying={pages.isFetchingNextPage}
              />
            )}
            {pages.hasNextPage && !pages.isFetchNextPageError && (
              <Center>
                <Button
                  variant="light"
                  size="md"
                  onClick={() => void pages.fetchNextPage()}
                  loading={pages.isFetchingNextPage}
                >
                  Load More Recipes
                </Button>
              </Center>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
