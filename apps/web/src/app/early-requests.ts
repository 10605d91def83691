import { DEFAULT_GROCERY_RANGE_DAYS } from '@simmer/domain/grocery';
import { addDays, startOfWeek, toIsoDay } from '@simmer/domain/meal-plans';
import { RECIPE_PAGE_SIZE } from '@simmer/domain/recipes';
import { startEarlyGet } from '@/lib/api-client';
import { recipeUrl, recipeVideosUrl } from '@/features/recipes/api/recipe-url';
import { CARD_IMAGE_SIZES, cardImageSrcSet } from '@/features/recipes/card-image';

const PLANNER_SETTINGS = '/api/me/settings';
/** A recipe's page and its cook mode; new, add and discover are screens of their own. */
const RECIPE_SCREEN = /^\/recipes\/(?!(?:new|add|discover)$)([^/]+)(\/cook-mode)?$/;

/**
 * The first API requests of the screen being opened, started before React mounts, while the
 * route's code still loads: otherwise each screen asked for its data only once its code had
 * arrived and rendered, a whole round trip later on a phone. `apiFetch` hands each answer to the
 * first query asking for the same address (TanStack Query's queryFn), so nothing is asked twice.
 *
 * Only the addresses a screen opens with when its address carries no parameters; the unit test
 * checks each against the address its feature builds. Anything else is fetched as before.
 */
export function earlyRequests(pathname: string, search: string, now: Date): string[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  const plain = search === '' || search === '?';
  const today = toIsoDay(now);
  switch (path) {
    case '/recipes':
      return plain ? [`/api/recipes?cursor=0&limit=${RECIPE_PAGE_SIZE}`] : [];
    case '/grocery-list':
      return plain
        ? [`/api/grocery?start=${today}&end=${addDays(today, DEFAULT_GROCERY_RANGE_DAYS)}`]
        : [];
    case '/meal-planner':
      return plain ? [PLANNER_SETTINGS] : [];
    default: {
      const recipe = RECIPE_SCREEN.exec(path);
      if (!recipe) return [];
      try {
        // The route reads the id decoded; the recipe's query encodes it again.
        const id = decodeURIComponent(recipe[1]!);
        // Cook mode draws its video area with the steps: both answers come together (the server
        // names the video's poster in the page itself).
        return recipe[2] ? [recipeUrl(id), recipeVideosUrl(id)] : [recipeUrl(id)];
      } catch {
        return []; // a malformed address: the screen shows its own error
      }
    }
  }
}

/** The planner's week is known once the settings say which day it starts on. */
export function plannerMealsUrl(now: Date, weekStartsOn: 'sunday' | 'monday'): string {
  const start = startOfWeek(toIsoDay(now), weekStartsOn);
  return `/api/meals?start=${start}&end=${addDays(start, 6)}`;
}

let hasStarted = false;

/**
 * Starts the session and the current screen's first requests, once: the small early entry
 * (src/early.ts) normally does, and the app's entry calls it too in case that script failed.
 */
export function startEarlyRequests(location: Location = window.location): void {
  if (hasStarted) return;
  hasStarted = true;
  const now = new Date();
  void startEarlyGet('/api/auth/get-session');
  for (const url of earlyRequests(location.pathname, location.search, now)) void startEarlyGet(url);
  const urls = earlyRequests(location.pathname, location.search, now);
  const recipeList = urls.find((url) => url.startsWith('/api/recipes?'));
  if (recipeList) {
    // The first card picture is the Recipe Box's largest paint: fetched as soon as the list says
    // which it is, with the card's own srcset and sizes so the card finds it in the cache.
    void startEarlyGet(recipeList)
      .then((response) => (response.ok ? response.clone().json() : null))
      .then(
        (
          page: { recipes?: Array<{ images?: Array<{ thumb: string; medium: string }> }> } | null,
        ) => {
          // The first card with a picture (the card marks the same one eager).
          const image = page?.recipes?.find((recipe) => recipe.images?.length)?.images?.[0];
          if (image) preloadImage(image);
        },
      )
      .catch(() => {}); // the card loads its image itself
  }
  if (urls.includes(PLANNER_SETTINGS)) {
    // The planner's week starts on the day its settings say: read a copy of their answer (the
    // planner's own query takes the original), then ask for that week's meals.
    void startEarlyGet(PLANNER_SETTINGS)
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((settings: { preferences?: { startOfWeek?: 'sunday' | 'monday' } } | null) => {
        if (settings)
          void startEarlyGet(plannerMealsUrl(now, settings.preferences?.startOfWeek ?? 'sunday'));
      })
      .catch(() => {}); // the planner asks for its meals itself
  }
}

function preloadImage(image: { thumb: string; medium: string }): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.imageSrcset = cardImageSrcSet(image);
  link.imageSizes = CARD_IMAGE_SIZES;
  link.fetchPriority = 'high';
  document.head.append(link);
}
