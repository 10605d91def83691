import type { ComingSoonProps } from './coming-soon';

/**
 * What each screen still to be built says, keyed by its route path. Loaded with the page, not with
 * the route table, so the landing bundle does not carry these texts.
 */
export const COMING_SOON_PAGES: Record<string, ComingSoonProps> = {
  '/questionnaire': {
    title: 'Cooking questionnaire',
    description: 'Nine short questions that build your cooking profile and a first meal plan.',
  },
  '/meal-preview': {
    title: 'Your Personalized Meal Plan',
    description: 'A preview of a week of meals built from your questionnaire answers.',
  },
  '/chefs': {
    title: 'Get Paid to Share Your Recipes',
    description: 'Chefs sell premium recipes on Simmer and keep 70% of each sale.',
  },
  '/chefs/signup': {
    title: 'Become a Simmer chef',
    description: 'Set up your chef profile and start selling premium recipes.',
  },
  '/recipes/discover': {
    title: 'Discover recipes',
    description: 'A full-screen story viewer to flick through recipes and add them to your plan.',
  },
  '/admin': {
    title: 'Admin Dashboard',
    description: 'Users, roles, recipe access and recipe ingredient matching.',
  },
  '/admin/recipes/:uid': {
    title: "A user's recipes",
    description: 'Every recipe a user created, for admins.',
  },
};
