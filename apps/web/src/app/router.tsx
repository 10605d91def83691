import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from '@/components/route-error';
import { RequireAdmin, RequireAuth, RequireChefOrAdmin } from './guards';
import { AppLayout } from './layout';

type LegalSlug = 'privacy' | 'terms' | 'cookies' | 'gdpr';

function legal(slug: LegalSlug): RouteObject {
  return {
    path: `/${slug}`,
    lazy: async () => {
      const { LegalRoute } = await import('./routes/legal');
      return { Component: () => <LegalRoute slug={slug} /> };
    },
  };
}

const chefRoutes = () => import('./routes/chefs');
const adminRoutes = () => import('./routes/admin');

const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
  {
    path: '/about',
    lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })),
  },
  legal('privacy'),
  legal('terms'),
  legal('cookies'),
  legal('gdpr'),
  {
    path: '/login',
    lazy: () => import('./routes/auth').then((m) => ({ Component: m.LoginRoute })),
  },
  {
    path: '/signup',
    lazy: () => import('./routes/auth').then((m) => ({ Component: m.SignupRoute })),
  },
  {
    path: '/questionnaire',
    lazy: () => import('./routes/questionnaire').then((m) => ({ Component: m.QuestionnaireRoute })),
  },
  {
    path: '/meal-preview',
    lazy: () => import('./routes/meal-preview').then((m) => ({ Component: m.MealPreviewRoute })),
  },
  { path: '/chefs', lazy: () => chefRoutes().then((m) => ({ Component: m.ChefsLandingRoute })) },
  {
    path: '/chefs/signup',
    lazy: () => chefRoutes().then((m) => ({ Component: m.ChefSignupRoute })),
  },
  {
    path: '/chef/:id',
    lazy: () => import('./routes/chef').then((m) => ({ Component: m.ChefRoute })),
  },
  {
    path: '/role-checker',
    lazy: () => import('./routes/role-checker').then((m) => ({ Component: m.RoleCheckerRoute })),
  },
  {
    path: '/pricing',
    lazy: () => import('./routes/pricing').then((m) => ({ Component: m.PricingRoute })),
  },
  // Any path under /recipe/shared/ shows the shared recipe view.
  {
    path: '/recipe/shared/*',
    lazy: () => import('./routes/shared-recipe').then((m) => ({ Component: m.SharedRecipeRoute })),
  },
];

const signedInRoutes: RouteObject[] = [
  {
    path: '/recipes',
    lazy: () => import('./routes/recipe-box').then((m) => ({ Component: m.RecipeBoxRoute })),
  },
  {
    path: '/recipes/new',
    lazy: () => import('./routes/recipe-form').then((m) => ({ Component: m.NewRecipeRoute })),
  },
  {
    path: '/recipes/add',
    lazy: () => import('./routes/recipe-import').then((m) => ({ Component: m.RecipeImportRoute })),
  },
  {
    path: '/recipes/discover',
    lazy: () => import('./routes/story-viewer').then((m) => ({ Component: m.StoryViewerRoute })),
  },
  {
    path: '/recipes/edit/:id',
    lazy: () => import('./routes/recipe-form').then((m) => ({ Component: m.EditRecipeRoute })),
  },
  {
    path: '/recipes/:id',
    lazy: () => import('./routes/recipe-detail').then((m) => ({ Component: m.RecipeDetailRoute })),
  },
  {
    path: '/recipes/:id/print',
    lazy: () => import('./routes/recipe-print').then((m) => ({ Component: m.RecipePrintRoute })),
  },
  {
    path: '/recipes/:id/cook-mode',
    lazy: () => import('./routes/cook-mode').then((m) => ({ Component: m.RecipeCookModeRoute })),
  },
  {
    path: '/cook-mode',
    lazy: () => import('./routes/cook-mode').then((m) => ({ Component: m.NextMealCookModeRoute })),
  },
  {
    path: '/meal-planner',
    lazy: () => import('./routes/meal-planner').then((m) => ({ Component: m.MealPlannerRoute })),
  },
  {
    path: '/meal-planner/wizard',
    lazy: () =>
      import('./routes/meal-planner-wizard').then((m) => ({ Component: m.MealPlannerWizardRoute })),
  },
  {
    path: '/grocery-list',
    lazy: () => import('./routes/grocery-list').then((m) => ({ Component: m.GroceryListRoute })),
  },
  {
    path: '/profile',
    lazy: () => import('./routes/profile').then((m) => ({ Component: m.ProfileRoute })),
  },
  {
    path: '/settings',
    lazy: () => import('./routes/settings').then((m) => ({ Component: m.SettingsRoute })),
  },
  {
    path: '/pro',
    lazy: () => import('./routes/pricing').then((m) => ({ Component: m.ProRoute })),
  },
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // A failing page keeps the navigation around it.
        errorElement: <RouteError />,
        children: [
          ...publicRoutes,
          { element: <RequireAuth />, children: signedInRoutes },
          {
            element: <RequireAdmin />,
            children: [
              {
                path: '/admin',
                lazy: () => adminRoutes().then((m) => ({ Component: m.AdminRoute })),
              },
              {
                path: '/admin/recipes/:uid',
                lazy: () => adminRoutes().then((m) => ({ Component: m.AdminUserRecipesRoute })),
              },
            ],
          },
          {
            element: <RequireChefOrAdmin />,
            children: [
              {
                path: '/recipes/:id/cook-mode-edit',
                lazy: () =>
                  import('./routes/cook-mode-edit').then((m) => ({
                    Component: m.CookModeEditRoute,
                  })),
              },
              {
                path: '/chef/earnings',
                lazy: () =>
                  import('./routes/chef-earnings').then((m) => ({
                    Component: m.ChefEarningsRoute,
                  })),
              },
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createRouter>;
