import {
  ListRecipesQuerySchema,
  RecipeCountsQuerySchema,
  type Recipe,
} from '@simmer/domain/recipes';
import { describe, expect, it } from 'vitest';
import {
  activeFilterChips,
  clearFilters,
  countPanelFilters,
  DEFAULT_RECIPE_FILTERS,
  filtersFromSearchParams,
  filtersToApiQuery,
  filtersToSearchParams,
  isTimeRangeNudge,
  applyTicks,
  nextMinRating,
  onlyAllowed,
  panelFiltersOf,
  recipeCountsUrl,
  recipePageUrl,
  recipesFound,
  stillMatches,
  type RecipeListFilters,
} from './recipe-list-filters';

const parse = (search: string) => filtersFromSearchParams(new URLSearchParams(search));

const busyFilters: RecipeListFilters = {
  q: 'green curry',
  category: 'dinner',
  timeRange: [15, 60],
  difficulty: ['easy', 'hard'],
  cuisine: ['Thai', 'Middle Eastern'],
  dietary: ['vegan', 'gluten-free'],
  minRating: 4,
  savedOnly: true,
  sort: 'time-asc',
};

describe('filtersFromSearchParams', () => {
  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual(DEFAULT_RECIPE_FILTERS);
  });

  it('reads every filter, lists as "a,b" or as repeated keys', () => {
    const filters = parse(
      'q=green+curry&category=dinner&minTime=15&maxTime=60&difficulty=easy,hard' +
        '&cuisine=Thai&cuisine=Middle%20Eastern&dietary=vegan,gluten-free&minRating=4' +
        '&savedOnly=true&sort=time-asc',
    );

    expect(filters).toEqual(busyFilters);
  });

  it("lists values in the order of the spec's lists, whatever the address said", () => {
    expect(parse('cuisine=Middle+Eastern,Thai&dietary=paleo,vegan').cuisine).toEqual([
      'Thai',
      'Middle Eastern',
    ]);
    expect(parse('dietary=paleo,vegan').dietary).toEqual(['vegan', 'paleo']);
  });

  it('drops what it does not know instead of failing', () => {
    const filters = parse(
      'category=lunch&difficulty=easy,impossible&cuisine=Martian&dietary=carnivore' +
        '&minRating=9&savedOnly=yes&sort=random&minTime=abc',
    );

    expect(filters).toEqual({ ...DEFAULT_RECIPE_FILTERS, difficulty: ['easy'], minRating: 5 });
  });

  it('keeps the time range on the 0–120 slider in steps of 5, low before high', () => {
    expect(parse('minTime=-20&maxTime=500').timeRange).toEqual([0, 120]);
    expect(parse('minTime=13&maxTime=44').timeRange).toEqual([15, 45]);
    expect(parse('minTime=90&maxTime=30').timeRange).toEqual([30, 90]);
  });
});

describe('filtersToSearchParams', () => {
  it('writes nothing for the defaults, so a plain /recipes stays plain', () => {
    expect(filtersToSearchParams(DEFAULT_RECIPE_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter through the address', () => {
    const params = filtersToSearchParams(busyFilters);

    expect(filtersFromSearchParams(params)).toEqual(busyFilters);
  });

  it('sends 120 as "or more": no upper bound at the top of the slider', () => {
    const params = filtersToSearchParams({ ...DEFAULT_RECIPE_FILTERS, timeRange: [45, 120] });

    expect(params.get('minTime')).toBe('45');
    expect(params.has('maxTime')).toBe(false);
  });

  it('trims the search and leaves an all-blank search out', () => {
    expect(filtersToSearchParams({ ...DEFAULT_RECIPE_FILTERS, q: '  pasta ' }).get('q')).toBe(
      'pasta',
    );
    expect(filtersToSearchParams({ ...DEFAULT_RECIPE_FILTERS, q: '   ' }).has('q')).toBe(false);
  });
});

describe('the API query', () => {
  it("is one the server's ListRecipesQuerySchema reads back as the same filters", () => {
    const url = recipePageUrl(busyFilters, 40, 20);
    const query = Object.fromEntries(new URL(url, 'http://x').searchParams);

    expect(url.startsWith('/api/recipes?')).toBe(true);
    expect(ListRecipesQuerySchema.parse(query)).toEqual({
      cursor: 40,
      limit: 20,
      q: 'green curry',
      category: 'dinner',
      minTime: 15,
      maxTime: 60,
      difficulty: ['easy', 'hard'],
      cuisine: ['Thai', 'Middle Eastern'],
      dietary: ['vegan', 'gluten-free'],
      minRating: 4,
      savedOnly: true,
      sort: 'time-asc',
    });
  });

  it("counts with the filters the server's RecipeCountsQuerySchema reads back, without the order", () => {
    const url = recipeCountsUrl(busyFilters);
    const query = Object.fromEntries(new URL(url, 'http://x').searchParams);

    expect(url.startsWith('/api/recipes/counts?')).toBe(true);
    expect(query).not.toHaveProperty('sort');
    expect(RecipeCountsQuerySchema.parse(query)).toEqual({
      q: 'green curry',
      category: 'dinner',
      minTime: 15,
      maxTime: 60,
      difficulty: ['easy', 'hard'],
      cuisine: ['Thai', 'Middle Eastern'],
      dietary: ['vegan', 'gluten-free'],
      minRating: 4,
      savedOnly: true,
    });
  });

  it('is the same for equal filters, so they share a cache entry', () => {
    expect(filtersToApiQuery(parse('cuisine=Thai,Greek'))).toBe(
      filtersToApiQuery(parse('cuisine=Greek&cuisine=Thai')),
    );
    expect(filtersToApiQuery(DEFAULT_RECIPE_FILTERS)).toBe('');
  });
});

describe('activeFilterChips', () => {
  it('shows no chips for the defaults, whatever the sort', () => {
    expect(activeFilterChips({ ...DEFAULT_RECIPE_FILTERS, sort: 'rating' })).toEqual([]);
  });

  it('gives one labelled chip per active filter', () => {
    expect(activeFilterChips(busyFilters).map((chip) => chip.label)).toEqual([
      'Search: green curry',
      'Dinner',
      '15–60 mins',
      'Easy',
      'Hard',
      'Thai',
      'Middle Eastern',
      'Vegan',
      'Gluten-Free',
      '4+ stars',
      'Saved only',
    ]);
  });

  it('labels open-ended time ranges', () => {
    const label = (timeRange: [number, number]) =>
      activeFilterChips({ ...DEFAULT_RECIPE_FILTERS, timeRange })[0]?.label;

    expect(label([0, 30])).toBe('Up to 30 mins');
    expect(label([60, 120])).toBe('60+ mins');
  });

  it('removes exactly its own filter', () => {
    const chips = activeFilterChips(busyFilters);
    const thai = chips.find((chip) => chip.id === 'cuisine:Thai')!;
    const time = chips.find((chip) => chip.id === 'time')!;

    expect(thai.without).toEqual({ ...busyFilters, cuisine: ['Middle Eastern'] });
    expect(time.without).toEqual({ ...busyFilters, timeRange: [0, 120] });
  });

  it('gives every chip a distinct id', () => {
    const ids = activeFilterChips(busyFilters).map((chip) => chip.id);

    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('clearFilters', () => {
  it('resets every filter, search and category included, and keeps the sort', () => {
    expect(clearFilters(busyFilters)).toEqual({ ...DEFAULT_RECIPE_FILTERS, sort: 'time-asc' });
  });
});

describe('countPanelFilters', () => {
  it('counts the sidebar filters for the mobile Filters button', () => {
    expect(countPanelFilters(panelFiltersOf(DEFAULT_RECIPE_FILTERS))).toBe(0);
    // time 1 + difficulty 2 + cuisine 2 + dietary 2 + rating 1 + saved 1
    expect(countPanelFilters(panelFiltersOf(busyFilters))).toBe(9);
  });
});

describe('nextMinRating', () => {
  it('chooses a star, and resets to 0 when the same star is chosen again', () => {
    expect(nextMinRating(0, 3)).toBe(3);
    expect(nextMinRating(3, 4)).toBe(4);
    expect(nextMinRating(4, 4)).toBe(0);
  });
});

describe('applyTicks', () => {
  const levels = ['easy', 'medium', 'hard'] as const;

  it('adds what was ticked and removes what was unticked, in the allowed order', () => {
    expect(applyTicks(['easy'], ['easy'], ['easy', 'hard'], levels)).toEqual(['easy', 'hard']);
    expect(applyTicks(['easy', 'hard'], ['easy', 'hard'], ['hard'], levels)).toEqual(['hard']);
  });

  it('composes with a change the box was not yet drawn with', () => {
    // "Easy" was unticked a moment ago, but the group still shows it ticked when "Hard" is ticked.
    expect(applyTicks([], ['easy'], ['easy', 'hard'], levels)).toEqual(['hard']);
    // "Medium" was ticked a moment ago; unticking "Easy" keeps it.
    expect(applyTicks(['easy', 'medium'], ['easy'], [], levels)).toEqual(['medium']);
  });
});

describe('onlyAllowed', () => {
  it('keeps known values in the known order', () => {
    expect(onlyAllowed(['easy', 'medium', 'hard'] as const, ['hard', 'nope', 'easy'])).toEqual([
      'easy',
      'hard',
    ]);
  });
});

describe('stillMatches', () => {
  const recipe = (isSaved: boolean) => ({ isSaved }) as Recipe;

  it('takes an unsaved recipe out of Favorites and Saved only', () => {
    expect(stillMatches(recipe(false), { ...DEFAULT_RECIPE_FILTERS, category: 'favorites' })).toBe(
      false,
    );
    expect(stillMatches(recipe(false), { ...DEFAULT_RECIPE_FILTERS, savedOnly: true })).toBe(false);
    expect(stillMatches(recipe(true), { ...DEFAULT_RECIPE_FILTERS, savedOnly: true })).toBe(true);
  });

  it('keeps every recipe the server sent otherwise', () => {
    expect(stillMatches(recipe(false), busyFilters)).toBe(false);
    expect(stillMatches(recipe(false), DEFAULT_RECIPE_FILTERS)).toBe(true);
  });
});

describe('isTimeRangeNudge', () => {
  const panel = panelFiltersOf(busyFilters);

  it('is a nudge when only an already-set time range moves', () => {
    expect(isTimeRangeNudge(panel, { ...panel, timeRange: [15, 55] })).toBe(true);
  });

  it('is not when the range starts or ends at the full 0–120, or another filter changes', () => {
    expect(isTimeRangeNudge({ ...panel, timeRange: [0, 120] }, panel)).toBe(false);
    expect(isTimeRangeNudge(panel, { ...panel, timeRange: [0, 120] })).toBe(false);
    expect(isTimeRangeNudge(panel, { ...panel, timeRange: [15, 55], savedOnly: false })).toBe(
      false,
    );
  });
});

describe('recipesFound', () => {
  it('is every match the server counted, not only those loaded', () => {
    expect(recipesFound(57, 20, 20)).toBe(57);
  });

  it('leaves out loaded recipes a change has since taken out of the list', () => {
    expect(recipesFound(57, 20, 18)).toBe(55);
    expect(recipesFound(2, 2, 0)).toBe(0);
  });

  it('is unknown until the count arrives', () => {
    expect(recipesFound(undefined, 20, 19)).toBeUndefined();
  });
});
