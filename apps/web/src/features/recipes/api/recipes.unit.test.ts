import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRecipeSavedOptions } from './recipes';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saving and unsaving a recipe', () => {
  it('sends a quick save and unsave one after the other, in the order of the taps', async () => {
    const sent: string[] = [];
    const answers: (() => void)[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      sent.push(init.method ?? 'GET');
      return new Promise<Response>((resolve) => {
        answers.push(() =>
          resolve(new Response('{"isSaved":true,"saveCount":1}', { status: 200 })),
        );
      });
    });
    const queryClient = new QueryClient();
    const options = setRecipeSavedOptions(queryClient);
    const tap = (isSaved: boolean) =>
      new MutationObserver(queryClient, options).mutate({ id: 'r1', isSaved });

    const save = tap(true);
    const unsave = tap(false);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const sentBeforeTheFirstAnswer = [...sent];
    answers[0]!();
    await save;
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    answers[1]!();
    await unsave;

    expect(sentBeforeTheFirstAnswer).toEqual(['PUT']);
    expect(sent).toEqual(['PUT', 'DELETE']);
  });
});
