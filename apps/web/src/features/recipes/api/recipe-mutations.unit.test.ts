import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recipeQueryKeys } from './recipes';
import { saveErrorMessage, saveRecipeOptions, type SaveRecipePlan } from './recipe-mutations';

const CHANGED = 'This recipe was changed elsewhere. Reload to see the latest version.';
const input = { name: 'Dal', ingredients: [{ name: 'lentils' }], instructions: ['Simmer.'] };

function editor() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(recipeQueryKeys.detail('r1'), { id: 'r1', version: 3 });
  const save = (plan: SaveRecipePlan) =>
    new MutationObserver(queryClient, saveRecipeOptions(queryClient))
      .mutate(plan)
      .catch((error: unknown) => error);
  return { queryClient, save };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saving an edited recipe', () => {
  it('sends the version the form read', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string));
      return Promise.resolve(
        new Response(JSON.stringify({ id: 'r1', version: 4, images: [] }), { status: 200 }),
      );
    });
    const { save } = editor();

    await save({ editing: { id: 'r1', version: 3 }, input, removedImageIds: [], newImages: [] });

    expect(bodies).toEqual([{ ...input, version: 3 }]);
  });

  it('refused with 409 reloads the recipe screens and says why', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ error: { code: 'CONFLICT', message: CHANGED } }), {
          status: 409,
        }),
      ),
    );
    const { queryClient, save } = editor();

    const error = await save({
      editing: { id: 'r1', version: 2 },
      input,
      removedImageIds: [],
      newImages: [],
    });

    expect(saveErrorMessage(error, 'Failed to save recipe')).toBe(CHANGED);
    expect(queryClient.getQueryState(recipeQueryKeys.detail('r1'))?.isInvalidated).toBe(true);
  });
});
