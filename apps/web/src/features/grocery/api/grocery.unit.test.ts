import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toggleGroceryItemsOptions } from './grocery';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ticking grocery lines', () => {
  it('sends a quick tick and untick one after the other, in the order of the taps', async () => {
    const sent: boolean[] = [];
    const answers: (() => void)[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      sent.push((JSON.parse(init.body as string) as { checked: boolean }).checked);
      return new Promise<Response>((resolve) => {
        answers.push(() => resolve(new Response('{"updated":1}', { status: 200 })));
      });
    });
    const queryClient = new QueryClient();
    const tap = (checked: boolean) =>
      new MutationObserver(queryClient, toggleGroceryItemsOptions).mutate({ ids: ['g1'], checked });

    const tick = tap(true);
    const untick = tap(false);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const sentBeforeTheFirstAnswer = [...sent];
    answers[0]!();
    await tick;
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    answers[1]!();
    await untick;

    expect(sentBeforeTheFirstAnswer).toEqual([true]);
    expect(sent).toEqual([true, false]);
  });
});
