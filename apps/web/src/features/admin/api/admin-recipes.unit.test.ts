import { describe, expect, it } from 'vitest';
import { adminRecipesExportUrl, reprocessInBatches } from './admin-recipes';

describe('reprocessInBatches', () => {
  it('sends 5 recipes at a time, adds up the counts and goes on past a failure', async () => {
    const ids = Array.from({ length: 12 }, (_, index) => `r${index}`);
    let inFlight = 0;
    let mostAtOnce = 0;
    const progress: number[] = [];
    const reprocess = async (id: string) => {
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      if (id === 'r7') throw new Error('Failed to reprocess recipe ingredients');
      return { processed: 3, total: 4, matched: 2 };
    };

    const outcome = await reprocessInBatches(ids, reprocess, (done) => progress.push(done));

    expect(mostAtOnce).toBe(5);
    expect(progress).toEqual([5, 10, 12]);
    expect(outcome).toEqual({ recipes: 12, failed: 1, processed: 33, total: 44, matched: 22 });
  });

  it('does nothing for an empty selection', async () => {
    const outcome = await reprocessInBatches([], () => Promise.reject(new Error('not called')));

    expect(outcome).toEqual({ recipes: 0, failed: 0, processed: 0, total: 0, matched: 0 });
  });
});

describe('adminRecipesExportUrl', () => {
  it('carries the search and visibility, and nothing when there is no filter', () => {
    expect(adminRecipesExportUrl({ q: 'pad thai', visibility: 'chef' })).toBe(
      '/api/admin/recipes/export.csv?q=pad+thai&visibility=chef',
    );
    expect(adminRecipesExportUrl({})).toBe('/api/admin/recipes/export.csv');
  });
});
