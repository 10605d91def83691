import type { RecipeSummary } from '@simmer/domain/recipes';
import {
  Alert,
  Badge,
  Box,
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
import {
  IconAdjustmentsHorizontal,
  IconAlertCircle,
  IconCards,
  IconPlus,
  IconSearch,
} from '@tabler/icons-react';
import { useIntersection } from '@mantine/hooks';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SkipLink } from '@/components/skip-link';
import { useOpenedOnce, usePreloadWhenIdle } from '@/hooks/use-lazy-part';
import { useWideScreen } from '@/hooks/use-wide-screen';
import { paths } from '@/config/paths';
import { safeSessionSet, sessionKeys } from '@/lib/storage-keys';
import { useRecipeCounts, useRecipePages } from '../api/recipes';
import {
  activeFilterChips,
  clearFilters,
  countPanelFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  isTimeRangeNudge,
  panelFiltersOf,
  recipesFound,
  stillMatches,
  type PanelFiltersUpdate,
  type RecipeListFilters,
} from '../recipe-list-filters';
import { RecipeCard, RecipeCardSkeleton } from './recipe-card';
import {
  ActiveFilterChips,
  RecipeCategoryChips,
  RecipeSearchBox,
  RecipeSortPopover,
  RecipeSortSelect,
} from './recipe-filters-bar';

// The filter panel is 40-odd controls: its own chunk, loaded when the page is idle (or shown).
const loadFilterPanel = () => import('./recipe-filters-panel');
const RecipeFilterSidebar = lazy(() =>
  loadFilterPanel().then((m) => ({ default: m.RecipeFilterSidebar })),
);
const RecipeFilterDrawer = lazy(() =>
  loadFilterPanel().then((m) => ({ default: m.RecipeFilterDrawer })),
);

const GRID_COLUMNS = { base: 1, xs: 2, lg: 3 };
const NO_RECIPES: RecipeSummary[] = [];
const SIDEBAR_WIDTH = 260;
const RESULTS_ID = 'recipe-results';
const SENTINEL_THRESHOLD = 0.5;
/** Cards drawn at once when a list first arrives: a phone's first screen, a wider grid's two rows. */
const FIRST_CARDS = { phone: 2, wide: 6 };

type FiltersUpdate = (current: RecipeListFilters) => RecipeListFilters;
/** Whether the change replaces the current history entry instead of adding one. */
type ReplaceRule = (before: RecipeListFilters, after: RecipeListFilters) => boolean;

/**
 * The Recipe Box's filters live in the URL, so reload, back and forward keep them. An update
 * starts from the address itself, not the rendered filters: those can lag behind quick successive
 * changes (arrow keys on the slider, a debounced search landing after a click, two boxes ticked in
 * a row).
 */
function useRecipeListFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(search)), [search]);
  const update = useCallback(
    (change: FiltersUpdate, replace?: ReplaceRule) => {
      const before = filtersFromSearchParams(new URLSearchParams(window.location.search));
      const after = change(before);
      setParams(filtersToSearchParams(after), {
        replace: replace?.(before, after) ?? false,
        preventScrollReset: true,
      });
    },
    [setParams],
  );
  return [filters, update] as const;
}

function skeletons(count: number) {
  return Array.from({ length: count }, (_, index) => <RecipeCardSkeleton key={`s${index}`} />);
}

/** The first page's placeholder: drawn once, however often the page re-renders while it waits. */
const LoadingGrid = memo(function LoadingGrid() {
  return (
    <SimpleGrid cols={GRID_COLUMNS} spacing="lg" role="status" aria-label="Loading recipes">
      {skeletons(8)}
    </SimpleGrid>
  );
});

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

function EmptyState({ onReset }: { onReset?: () => void }) {
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
        {onReset && (
          <Button variant="light" mt="xs" onClick={onReset}>
            Reset Filters
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The cards, then what follows them (Load More and its sentinel), held back while the cards are
 * still being drawn: a sentinel under the first few would load the next page at once.
 */
function RecipeGrid({
  recipes,
  isDrawing,
  isFetchingNextPage,
  children,
}: {
  recipes: RecipeSummary[];
  isDrawing: boolean;
  isFetchingNextPage: boolean;
  children: ReactNode;
}) {
  // The first picture is the screen's largest paint: it loads at once, the others as they near.
  const firstPictured = recipes.findIndex((recipe) => recipe.images.length > 0);
  return (
    <>
      {recipes.length > 0 && (
        <SimpleGrid cols={GRID_COLUMNS} spacing="lg" aria-busy={isFetchingNextPage || isDrawing}>
          {recipes.map((recipe, index) => (
            <RecipeCard key={recipe.id} recipe={recipe} isFirst={index === firstPictured} />
          ))}
          {isFetchingNextPage && skeletons(4)}
        </SimpleGrid>
      )}
      {!isDrawing && children}
    </>
  );
}

/** /recipes: the Recipe Box, every recipe the user may see, filtered and sorted, 20 at a time. */
export function RecipeBoxPage() {
  const [filters, updateFilters] = useRecipeListFilters();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const navigate = useNavigate();
  const pages = useRecipePages(filters);
  // The sidebar shows on a wide screen, the Filters button below it.
  const hasSidebar = useWideScreen();
  // The drawer is mounted from its first opening on, so it keeps its closing transition.
  const wasDrawerOpened = useOpenedOnce(isDrawerOpen);
  // A head start for the Filters button; opening the drawer loads it too.
  usePreloadWhenIdle(loadFilterPanel);
  const data = pages.data;
  const isPending = pages.isPending;

  const loaded = useMemo(() => data?.pages.flatMap((page) => page.recipes) ?? [], [data]);
  // The server filtered every page; a heart undone since then takes a recipe out of Favorites or
  // Saved only at once. N counts every match the server found, M what was loaded (spec: "N
  // recipe(s) found (from M loaded)").
  const shown = useMemo(
    () => loaded.filter((recipe) => stillMatches(recipe, filters)),
    [loaded, filters],
  );
  // Twenty cards are a few hundred components: drawing them in one go blocked a phone's main
  // thread for a quarter of a second. A list arriving on an empty grid shows its first cards at
  // once and the rest in a deferred render, which React splits into short tasks; a list replacing
  // one already shown stays until the new one is drawn. The grid starts empty even when the list
  // is there from the first render (a server-drawn first view, app/server-render), which then
  // shows the same first cards.
  const deferredShown = useDeferredValue(shown, NO_RECIPES);
  const cards =
    deferredShown === shown || deferredShown.length > 0
      ? deferredShown
      : shown.slice(0, hasSidebar ? FIRST_CARDS.wide : FIRST_CARDS.phone);
  // The counts read every match: asked once the first page is shown, so the list never waits.
  const countsQuery = useRecipeCounts(filters, pages.isSuccess);
  const counts = countsQuery.data;
  // Without the counts (the request failed) the line counts what is loaded, as before them.
  const found = countsQuery.isError
    ? shown.length
    : recipesFound(counts?.total, loaded.length, shown.length);
  const { fetchNextPage } = pages;
  const canLoadMore = pages.hasNextPage && !pages.isFetchingNextPage && !pages.isFetchNextPageError;
  // Infinite loading: the next page comes once the Load More row is half visible (spec 2 §10).
  const { ref: sentinelRef, entry: sentinel } = useIntersection({ threshold: SENTINEL_THRESHOLD });
  const isSentinelVisible =
    (sentinel?.isIntersecting ?? false) && sentinel!.intersectionRatio >= SENTINEL_THRESHOLD;
  useEffect(() => {
    if (isSentinelVisible && canLoadMore) void fetchNextPage();
  }, [isSentinelVisible, canLoadMore, fetchNextPage]);
  const hasActiveFilters = activeFilterChips(filters).length > 0;
  const panelFilters = panelFiltersOf(filters);
  const activePanelCount = countPanelFilters(panelFilters);

  const applyPanel = (panel: PanelFiltersUpdate) =>
    updateFilters(
      (current) => ({ ...current, ...panel(panelFiltersOf(current)) }),
      (before, after) => isTimeRangeNudge(panelFiltersOf(before), panelFiltersOf(after)),
    );
  const clearAll = () => updateFilters(clearFilters);
  const setCategory = useCallback(
    (category: RecipeListFilters['category']) =>
      updateFilters((current) => ({ ...current, category })),
    [updateFilters],
  );
  const setSearch = useCallback(
    (q: string) =>
      // Refining a search replaces its history entry; starting or clearing one adds one.
      updateFilters(
        (current) => ({ ...current, q }),
        (before, after) => Boolean(before.q && after.q.trim()),
      ),
    [updateFilters],
  );
  const setSort = useCallback(
    (sort: RecipeListFilters['sort']) => updateFilters((current) => ({ ...current, sort })),
    [updateFilters],
  );

  const discover = () => {
    safeSessionSet(sessionKeys.storyRecipeIds, JSON.stringify(shown.map((recipe) => recipe.id)));
    void navigate(paths.recipesDiscover);
  };

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        {/* The filters are dozens of tab stops: keyboard users may go straight to the recipes. */}
        <SkipLink targetId={RESULTS_ID}>Skip to results</SkipLink>
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Recipe Box
          </Title>
          <Group gap="sm">
            <Button
              variant="light"
              onClick={discover}
              disabled={shown.length === 0}
              leftSection={<IconCards size={18} aria-hidden />}
            >
              Discover Recipes
            </Button>
            <Button
              component={Link}
              to={paths.recipeAdd}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              Add Recipe
            </Button>
          </Group>
        </Group>

        <Group align="flex-start" gap="lg" wrap="nowrap">
          {hasSidebar && (
            <Box visibleFrom="sm" w={SIDEBAR_WIDTH} style={{ flexShrink: 0, alignSelf: 'stretch' }}>
              <Suspense fallback={null}>
                <RecipeFilterSidebar value={panelFilters} onChange={applyPanel} />
              </Suspense>
            </Box>
          )}

          <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
            <Group gap="sm" wrap="nowrap">
              <RecipeSearchBox value={filters.q} onSearch={setSearch} />
              {/* One sort control is mounted, not both with one hidden: each is a floating tree. */}
              {hasSidebar && <RecipeSortSelect value={filters.sort} onChange={setSort} />}
            </Group>
            {!hasSidebar && (
              <Group gap="sm" grow>
                <Button
                  variant="default"
                  size="md"
                  leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
                  rightSection={
                    activePanelCount > 0 ? (
                      <Badge size="sm" circle aria-label={`${activePanelCount} active`}>
                        {activePanelCount}
                      </Badge>
                    ) : null
                  }
                  onClick={() => setIsDrawerOpen(true)}
                >
                  Filters
                </Button>
                <RecipeSortPopover value={filters.sort} onChange={setSort} />
              </Group>
            )}

            <RecipeCategoryChips
              counts={counts?.categories}
              value={filters.category}
              onChange={setCategory}
            />
            <ActiveFilterChips
              filters={filters}
              onChange={(next) => updateFilters(() => next)}
              onClearAll={clearAll}
            />

            {isPending ? (
              <LoadingGrid />
            ) : pages.isError && !data ? (
              <LoadError onRetry={() => void pages.refetch()} isRetrying={pages.isFetching} />
            ) : (
              <>
                <Text
                  id={RESULTS_ID}
                  tabIndex={-1}
                  size="sm"
                  c="dimmed"
                  role="status"
                  aria-live="polite"
                >
                  {found === undefined
                    ? 'Counting recipes…'
                    : `${found} recipe(s) found (from ${loaded.length} loaded)`}
                </Text>
                {shown.length === 0 && (
                  <EmptyState onReset={hasActiveFilters ? clearAll : undefined} />
                )}
                <RecipeGrid
                  recipes={cards}
                  isDrawing={cards !== shown}
                  isFetchingNextPage={pages.isFetchingNextPage}
                >
                  {pages.isFetchNextPageError && (
                    <LoadError
                      onRetry={() => void pages.fetchNextPage()}
                      isRetrying={pages.isFetchingNextPage}
                    />
                  )}
                  {pages.hasNextPage && !pages.isFetchNextPageError && (
                    <Center ref={sentinelRef} data-testid="recipe-list-sentinel">
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
                </RecipeGrid>
              </>
            )}
          </Stack>
        </Group>
      </Stack>

      {wasDrawerOpened && (
        <Suspense fallback={null}>
          <RecipeFilterDrawer
            opened={isDrawerOpen}
            onClose={() => setIsDrawerOpen(false)}
            value={panelFilters}
            onApply={(panel) => {
              applyPanel(() => panel);
              setIsDrawerOpen(false);
            }}
          />
        </Suspense>
      )}
    </Container>
  );
}
