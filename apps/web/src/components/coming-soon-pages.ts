import type { ComingSoonProps } from './coming-soon';

/**
 * What each screen still to be built says, keyed by its route path. Loaded with the page, not with
 * the route table, so the landing bundle does not carry these texts.
 */
export const COMING_SOON_PAGES: Record<string, ComingSoonProps> = {
  '/recipes/discover': {
    title: 'Discover recipes',
    description: 'A full-screen story viewer to flick through recipes and add them to your plan.',
  },
};
