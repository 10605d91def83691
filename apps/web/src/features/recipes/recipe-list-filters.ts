import {
  CUISINES,
  DIETARY_FILTER_LABELS,
  DIETARY_FILTERS,
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  RECIPE_CATEGORIES,
  RECIPE_CATEGORY_LABELS,
  RECIPE_SORTS,
  RECIPE_TIME_FILTER,
  type Cuisine,
  type DietaryFilter,
  type Difficulty,
  type RecipeSummary,
  type RecipeCategory,
  type RecipeSort,
} from '@simmer/domain/recipes';

/** The Recipe Box's filter state (spec 2 §3 "Filter state"), kept in the page's URL. */
export interface RecipeListFilters {
  q: string;
  category: RecipeCategory;
  /**
   * Total minutes, [min, max] on the 0–120 slider. [0, 120] is no time filter; a max of 120
   * means "120 or more", so the top of the slider never hides long recipes.
   */
  timeRange: [number, number];
  difficulty: Difficulty[];
  cuisine: Cuisine[];
  dietary: DietaryFilter[];
  /** 0 is no minimum; 1–5 stars. */
  minRating: number;
  savedOnly: boolean;
  sort: RecipeSort;
}

export const DEFAULT_RECIPE_FILTERS: RecipeListFilters = {
  q: '',
  category: 'all',
  timeRange: [RECIPE_TIME_FILTER.min, RECIPE_TIME_FILTER.max],
  difficulty: [],
  cuisine: [],
  dietary: [],
  minRating: 0,
  savedOnly: false,
  sort: 'newest',
};

/** The filters the sidebar and the mobile drawer hold. */
export type PanelFilters = Pick<
  RecipeListFilters,
  'timeRange' | 'difficulty' | 'cuisine' | 'dietary' | 'minRating' | 'savedOnly'
>;

export const MAX_SEARCH_LENGTH = 200;

const { min: TIME_MIN, max: TIME_MAX, step: TIME_STEP } = RECIPE_TIME_FILTER;

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/** A list param written as "a,b" or as repeated keys; unknown and repeated values dropped, in the given order. */
function listOf<T extends string>(
  allowed: readonly T[],
  params: URLSearchParams,
  key: string,
): T[] {
  const values = params.getAll(key).flatMap((value) => value.split(','));
  return allowed.filter((item) => values.includes(item));
}

function minutes(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number)) return fallback;
  const snapped = Math.round(number / TIME_STEP) * TIME_STEP;
  return Math.min(TIME_MAX, Math.max(TIME_MIN, snapped));
}

/** Reads the filters from the page's search params, ignoring anything invalid. */
export function filtersFromSearchParams(params: URLSearchParams): RecipeListFilters {
  const low = minutes(params.get('minTime'), TIME_MIN);
  const high = minutes(params.get('maxTime'), TIME_MAX);
  const rating = Math.round(Number(params.get('minRating') ?? 0));
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    category: oneOf(RECIPE_CATEGORIES, params.get('category')) ?? 'all',
    timeRange: low <= high ? [low, high] : [high, low],
    difficulty: listOf(DIFFICULTIES, params, 'difficulty'),
    cuisine: listOf(CUISINES, params, 'cuisine'),
    dietary: listOf(DIETARY_FILTERS, params, 'dietary'),
    minRating: Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0,
    savedOnly: params.get('savedOnly') === 'true',
    sort: oneOf(RECIPE_SORTS, params.get('sort')) ?? 'newest',
  };
}

/** Only what differs from the defaults, so a plain /recipes stays plain. */
function filterEntries(filters: RecipeListFilters): [string, string][] {
  const entries: [string, string][] = [];
  const q = filters.q.trim();
  if (q) entries.push(['q', q]);
  if (filters.category !== 'all') entries.push(['category', filters.category]);
  const [low, high] = filters.timeRange;
  if (low > TIME_MIN) entries.push(['minTime', String(low)]);
  if (high < TIME_MAX) entries.push(['maxTime', String(high)]);
  if (filters.difficulty.length > 0) entries.push(['difficulty', filters.difficulty.join(',')]);
  if (filters.cuisine.length > 0) entries.push(['cuisine', filters.cuisine.join(',')]);
  if (filters.dietary.length > 0) entries.push(['dietary', filters.dietary.join(',')]);
  if (filters.minRating > 0) entries.push(['minRating', String(filters.minRating)]);
  if (filters.savedOnly) entries.push(['savedOnly', 'true']);
  if (filters.sort !== 'newest') entries.push(['sort', filters.sort]);
  return entries;
}

/** The page's search params for these filters. */
export function filtersToSearchParams(filters: RecipeListFilters): URLSearchParams {
  return new URLSearchParams(filterEntries(filters));
}

/**
 * The GET /api/recipes query for these filters, without cursor and limit. The names are the
 * API's own (ListRecipesQuerySchema), so it doubles as the list's cache key.
 */
export function filtersToApiQuery(filters: RecipeListFilters): string {
  return filtersToSearchParams(filters).toString();
}

/** The API address of one page of the list. */
export function recipePageUrl(filters: RecipeListFilters, cursor: number, limit: number): string {
  const params = filtersToSearchParams(filters);
  params.set('cursor', String(cursor));
  params.set('limit', String(limit));
  return `/api/recipes?${params.toString()}`;
}

/** The API address of the list's counts: its filters and search, without the order. */
export function recipeCountsUrl(filters: RecipeListFilters): string {
  const params = filtersToSearchParams(filters);
  params.delete('sort');
  return `/api/recipes/counts?${params.toString()}`;
}

/**
 * Whether a loaded recipe still belongs in the list after a change made since it loaded: the
 * server filtered it, but a save undone on Favorites or Saved only takes it out at once.
 */
export function stillMatches(
  recipe: Pick<RecipeSummary, 'isSaved'>,
  filters: RecipeListFilters,
): boolean {
  const needsSaved = filters.savedOnly || filters.category === 'favorites';
  return !needsSaved || recipe.isSaved;
}

/**
 * N of 'N recipe(s) found (from M loaded)': every match the server counted, less the loaded ones
 * a change since has taken out of the list; undefined until the count arrives.
 */
export function recipesFound(
  total: number | undefined,
  loaded: number,
  shown: number,
): number | undefined {
  if (total === undefined) return undefined;
  return Math.max(shown, total - (loaded - shown));
}

function timeLabel([low, high]: [number, number]): string {
  if (high >= TIME_MAX) return `${low}+ mins`;
  if (low <= TIME_MIN) return `Up to ${high} mins`;
  return `${low}–${high} mins`;
}

export interface ActiveFilterChip {
  /** Stable and unique, e.g. "cuisine:Thai". */
  id: string;
  label: string;
  /** The filters with this one removed. */
  without: RecipeListFilters;
}

/** One removable chip per active filter, search and category included; sort is not a filter. */
export function activeFilterChips(filters: RecipeListFilters): ActiveFilterChip[] {
  const chips: ActiveFilterChip[] = [];
  const q = filters.q.trim();
  if (q) chips.push({ id: 'q', label: `Search: ${q}`, without: { ...filters, q: '' } });
  if (filters.category !== 'all') {
    chips.push({
      id: 'category',
      label: RECIPE_CATEGORY_LABELS[filters.category],
      without: { ...filters, category: 'all' },
    });
  }
  const [low, high] = filters.timeRange;
  if (low > TIME_MIN || high < TIME_MAX) {
    chips.push({
      id: 'time',
      label: timeLabel(filters.timeRange),
      without: { ...filters, timeRange: [...DEFAULT_RECIPE_FILTERS.timeRange] },
    });
  }
  for (const level of filters.difficulty) {
    chips.push({
      id: `difficulty:${level}`,
      label: DIFFICULTY_LABELS[level],
      without: { ...filters, difficulty: filters.difficulty.filter((d) => d !== level) },
    });
  }
  for (const cuisine of filters.cuisine) {
    chips.push({
      id: `cuisine:${cuisine}`,
      label: cuisine,
      without: { ...filters, cuisine: filters.cuisine.filter((c) => c !== cuisine) },
    });
  }
  for (const diet of filters.dietary) {
    chips.push({
      id: `dietary:${diet}`,
      label: DIETARY_FILTER_LABELS[diet],
      without: { ...filters, dietary: filters.dietary.filter((d) => d !== diet) },
    });
  }
  if (filters.minRating > 0) {
    chips.push({
      id: 'minRating',
      label: `${filters.minRating}+ stars`,
      without: { ...filters, minRating: 0 },
    });
  }
  if (filters.savedOnly) {
    chips.push({ id: 'savedOnly', label: 'Saved only', without: { ...filters, savedOnly: false } });
  }
  return chips;
}

/** Clear All and Reset Filters: every filter back to its default; the chosen sort stays. */
export function clearFilters(filters: RecipeListFilters): RecipeListFilters {
  return { ...DEFAULT_RECIPE_FILTERS, sort: filters.sort };
}

export function panelFiltersOf(filters: RecipeListFilters): PanelFilters {
  const { timeRange, difficulty, cuisine, dietary, minRating, savedOnly } = filters;
  return { timeRange, difficulty, cuisine, dietary, minRating, savedOnly };
}

export const DEFAULT_PANEL_FILTERS: PanelFilters = panelFiltersOf(DEFAULT_RECIPE_FILTERS);

/** How many sidebar filters are on, for the mobile Filters button's badge. */
export function countPanelFilters(filters: PanelFilters): number {
  const [low, high] = filters.timeRange;
  return (
    (low > TIME_MIN || high < TIME_MAX ? 1 : 0) +
    filters.difficulty.length +
    filters.cuisine.length +
    filters.dietary.length +
    (filters.minRating > 0 ? 1 : 0) +
    (filters.savedOnly ? 1 : 0)
  );
}

/**
 * The minimum-rating control: choosing the star already chosen resets it to 0 (spec 3 §9).
 */
export function nextMinRating(current: number, clicked: number): number {
  return current === clicked ? 0 : clicked;
}

/** The allowed values among those a checkbox group reports, in the allowed list's order. */
export function onlyAllowed<T extends string>(
  allowed: readonly T[],
  values: readonly string[],
): T[] {
  return allowed.filter((item) => values.includes(item));
}

/**
 * A checkbox group's change, applied to the current choice rather than the one it was drawn with:
 * what the user ticked is added and what they unticked is removed, so two quick clicks both count
 * even when the second lands before the first has been drawn.
 */
export function applyTicks<T extends string>(
  current: readonly T[],
  shown: readonly T[],
  chosen: readonly T[],
  allowed: readonly T[],
): T[] {
  const ticked = chosen.filter((item) => !shown.includes(item));
  const unticked = shown.filter((item) => !chosen.includes(item));
  return allowed.filter(
    (item) => ticked.includes(item) || (current.includes(item) && !unticked.includes(item)),
  );
}

/** A change to the sidebar's filters, made to whatever they are when it is applied. */
export type PanelFiltersUpdate = (current: PanelFilters) => PanelFilters;

function isFullTimeRange([low, high]: [number, number]) {
  return low <= TIME_MIN && high >= TIME_MAX;
}

/**
 * Whether a panel change only moves a time range that was already set: arrow keys commit every
 * 5-minute step, and such nudges should replace one history entry rather than add one each.
 */
export function isTimeRangeNudge(before: PanelFilters, after: PanelFilters): boolean {
  const { timeRange: beforeTime, ...beforeRest } = before;
  const { timeRange: afterTime, ...afterRest } = after;
  return (
    JSON.stringify(beforeRest) === JSON.stringify(afterRest) &&
    !isFullTimeRange(beforeTime) &&
    !isFullTimeRange(afterTime)
  );
}
