import type { ComingSoonProps } from './coming-soon';

/**
 * What each screen still to be built says, keyed by its route path. Loaded with the page, not with
 * the route table, so the landing bundle does not carry these texts.
 */
export const COMING_SOON_PAGES: Record<string, ComingSoonProps> = {
  '/admin': {
    title: 'Admin Dashboard',
    description: 'Users, roles, recipe access and recipe ingredient matching.',
  },
  '/admin/recipes/:uid': {
    title: "A user's recipes",
    description: 'Every recipe a user created, for admins.',
  },
};
