import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { ComingSoonProps } from '@/components/coming-soon';
import { RouteError } from '@/components/route-error';
import { RequireAdmin, RequireAuth, RequireChefOrAdmin } from './guards';
import { AppLayout } from './layout';

type LegalSlug = 'privacy' | 'terms' | 'cookies' | 'gdpr';

/** A route whose feature arrives with a later issue: a real page that says so. */
function soon(path: string, props: ComingSoonProps): RouteObject {
  return {
    path,
    lazy: async () => {
      const { ComingSoon } = await import('@/components/coming-soon');
      return { Component: () => <ComingSoon {...props} /> };
    },
  };
}

function legal(slug: LegalSlug): RouteObject {
  return {
    path: `/${slug}`,
    lazy: async () => {
      const { LegalRoute } = await import('./routes/legal');
      return { Component: () => <LegalRoute slug={slug} /> };
    },
  };
}

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
  soon('/questionnaire', {
    title: 'Cooking questionnaire',
    description: 'Nine short questions that build your cooking profile and a first meal plan.',
  }),
  soon('/meal-preview', {
    title: 'Your Personalized Meal Plan',
    description: 'A preview of a week of meals built from your questionnaire answers.',
  }),
  soon('/chefs', {
    title: 'Get Paid to Share Your Recipes',
    description: 'Chefs sell premium recipes on Simmer and keep 70% of each sale.',
  }),
  soon('/chefs/signup', {
    title: 'Become a Simmer chef',
    description: 'Set up your chef profile and start selling premium recipes.',
  }),
  {
    path: '/chef/:id',
    lazy: () => import('./routes/chef').then((m) => ({ Component: m.ChefRoute })),
  },
  {
    path: '/role-checker',
    lazy: () => import('./routes/role-checker').then((m) => ({ Component: m.RoleCheckerRoute })),
  },
  soon('/pricing', {
    title: 'Pricing',
    description: 'Compare the Free and Pro plans, monthly or annually.',
  }),
  // Any path under /recipe/shared/ shows the shared recipe view.
  {
    path: '/recipe/shared/*',
    lazy: () => import('./routes/shared-recipe').then((m) => ({ Component: m.SharedRecipeRoute })),
  },
];

const signedInRoutes: RouteObject[] = [
  {
    path: '/recipes',
    lazy: () => import('./routes/recipes').then((m) => ({ Component: m.RecipeBoxRoute })),
  },
  {
    path: '/recipes/new',
    lazy: () => import('./routes/recipe-form').then((m) => ({ Component: m.NewRecipeRoute })),
  },
  soon('/recipes/add', {
    title: 'Add a recipe',
    description:
      'Import a recipe from a web page, pasted text or a photo, then review it before saving.',
    action: { label: 'Manual Entry', to: '/recipes/new' },
  }),
  soon('/recipes/discover', {
    title: 'Discover recipes',
    description: 'A full-screen story viewer to flick through recipes and add them to your plan.',
  }),
  {
    path: '/recipes/edit/:id',
    lazy: () => import('./routes/recipe-form').then((m) => ({ Component: m.EditRecipeRoute })),
  },
  {
    path: '/recipes/:id',
    lazy: () => import('./routes/recipes').then((m) => ({ Component: m.RecipeDetailRoute })),
  },
  soon('/recipes/:id/cook-mode', {
    title: 'Cook mode',
    description: 'Full-screen, step by step, with timers and video.',
  }),
  soon('/recipes/:id/cook-mode-edit', {
    title: 'Edit Cook Mode',
    description: 'Add step timers, tips and videos to the cook mode of your recipe.',
  }),
  soon('/cook-mode', {
    title: 'Cook mode',
    description: 'Cook your next planned meal step by step.',
  }),
  {
    path: '/meal-planner',
    lazy: () => import('./routes/meal-planner').then((m) => ({ Component: m.MealPlannerRoute })),
  },
  soon('/meal-planner/wizard', {
    title: 'Recipe Wizard',
    description: 'Fill the open slots of your week with suggested recipes.',
  }),
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
  soon('/pro', {
    title: 'Simmer Pro',
    description: 'Unlimited recipes, advanced planning, smart shopping lists and recipe scaling.',
  }),
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
              soon('/admin', {
                title: 'Admin Dashboard',
                description: 'Users, roles, recipe access and recipe ingredient matching.',
              }),
              soon('/admin/recipes/:uid', {
                title: "A user's recipes",
                description: 'Every recipe a user created, for admins.',
              }),
            ],
          },
          {
            element: <RequireChefOrAdmin />,
            children: [
              soon('/recipes/:id/cook-mode-edit', {
                title: 'Edit Cook Mode',
                description: 'Attach video and set the start and end of each step.',
              }),
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
