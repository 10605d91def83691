/** Every URL the web app links to, in one place. */
export const paths = {
  home: '/',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  gdpr: '/gdpr',
  login: '/login',
  signup: '/signup',
  questionnaire: '/questionnaire',
  mealPreview: '/meal-preview',
  chefs: '/chefs',
  chef: (id: string) => `/chef/${id}`,
  chefSignup: '/chefs/signup',
  chefEarnings: '/chef/earnings',
  roleChecker: '/role-checker',
  sharedRecipe: (shareId: string, recipeId: string) => `/recipe/shared/${shareId}/${recipeId}`,
  pricing: '/pricing',
  recipes: '/recipes',
  recipe: (id: string) => `/recipes/${id}`,
  recipeNew: '/recipes/new',
  recipeAdd: '/recipes/add',
  recipeEdit: (id: string) => `/recipes/edit/${id}`,
  recipesDiscover: '/recipes/discover',
  /** Cook mode, with the servings to scale the overview's ingredients to when they differ. */
  recipeCookMode: (id: string, servings?: number) =>
    `/recipes/${id}/cook-mode${servings ? `?servings=${servings}` : ''}`,
  recipeCookModeEdit: (id: string) => `/recipes/${id}/cook-mode-edit`,
  recipePrint: (id: string) => `/recipes/${id}/print`,
  cookMode: '/cook-mode',
  mealPlanner: '/meal-planner',
  mealPlannerWizard: '/meal-planner/wizard',
  groceryList: '/grocery-list',
  profile: '/profile',
  settings: '/settings',
  pro: '/pro',
  admin: '/admin',
  adminUserRecipes: (uid: string) => `/admin/recipes/${uid}`,
} as const;

const NAV_HIDDEN_EXACT = new Set<string>([
  paths.login,
  paths.signup,
  paths.questionnaire,
  paths.mealPreview,
  paths.chefs,
  paths.roleChecker,
  paths.recipesDiscover,
  paths.mealPlannerWizard,
]);

const NAV_HIDDEN_PREFIXES = ['/recipe/share/', '/stories'];

// A recipe's printable page: the recipe alone, as it goes on paper.
const PRINT_PAGE = /^\/recipes\/[^/]+\/print\/?$/;
// Cook mode is a full-screen overlay (spec 2 §2), /cook-mode only passes through to it.
const COOK_MODE_PAGE = /^\/(?:recipes\/[^/]+\/)?cook-mode\/?$/;

/** Whether the navigation bar is hidden on a path (spec 1 §2). */
export function isNavigationHidden(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    NAV_HIDDEN_EXACT.has(normalised) ||
    NAV_HIDDEN_PREFIXES.some((p) => pathname.startsWith(p)) ||
    PRINT_PAGE.test(pathname) ||
    COOK_MODE_PAGE.test(pathname)
  );
}

/** Whether a path is cook mode, where the timers show in full rather than as the indicator. */
export const isCookModePath = (pathname: string) => COOK_MODE_PAGE.test(pathname);

export type NavSection = 'cook' | 'shop' | 'plan' | 'recipes' | 'profile';

const COOK_MODE_PATH = /^\/recipes\/[^/]+\/cook-mode$/;
const underPath = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/**
 * The navigation item a page belongs to, from the page's own address rather than the item's
 * link: Cook links to /recipes when no meal is next, which must not light Cook up there.
 */
export function navSectionOf(pathname: string): NavSection | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.cookMode || COOK_MODE_PATH.test(path)) return 'cook';
  if (underPath(path, paths.groceryList)) return 'shop';
  if (underPath(path, paths.mealPlanner)) return 'plan';
  if (underPath(path, paths.recipes)) return 'recipes';
  if (underPath(path, paths.profile)) return 'profile';
  return null;
}
