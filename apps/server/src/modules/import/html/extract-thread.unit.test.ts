import { IMPORT_MESSAGES } from '@simmer/domain/import';
import { afterEach, describe, expect, it } from 'vitest';
import { extractRecipeFromHtml } from './extract-html';
import { createPageReader, type PageReader } from './extract-thread';

const PAGE_URL = 'https://cook.example/soup';

const soupPage = `<!doctype html><html><head><title>Soup</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Tomato Soup',
  recipeIngredient: ['4 tomatoes', '1 onion'],
  recipeInstructions: ['Chop.', 'Simmer for 20 minutes.'],
  prepTime: 'PT10M',
})}</script></head><body><h1>Tomato Soup</h1></body></html>`;

// A page whose own headings and paragraphs repeat one short line 600,000 times (14 MB): read in
// well over a second on this kind of machine (bench/import-adversarial.ts), far past the limit
// below. The same phrase on one line is read in a tenth of that since white space is folded in
// place, too near the limit to be sure of passing it: a faster reader needs a slower page here.
const slowPage = (() => {
  const text = 'For the\n'.repeat(600_000);
  return `<html><body><article><h1>Cake</h1><h2>${text}</h2><p>Serves ${text}</p><p>Prep time ${text}</p></article></body></html>`;
})();

describe('createPageReader', () => {
  let reader: PageReader | undefined;
  afterEach(async () => {
    await reader?.close();
    reader = undefined;
  });

  it('reads a page in its worker as the extractor does on the main thread', async () => {
    reader = createPageReader();
    const read = await reader.read(soupPage, PAGE_URL);
    expect(read).toEqual(extractRecipeFromHtml(soupPage, PAGE_URL));
    expect(read.recipe).toMatchObject({ title: 'Tomato Soup', prepTime: 10 });
    // Pages asked for together are each read, in turn.
    const both = await Promise.all([
      reader.read(soupPage, PAGE_URL),
      reader.read(soupPage.replace(/Tomato Soup/g, 'Pea Soup'), PAGE_URL),
    ]);
    expect(both.map((extraction) => extraction.recipe?.title)).toEqual(['Tomato Soup', 'Pea Soup']);
  }, 60_000);

  it('gives up on a page past its limit, and reads the next page with a new worker', async () => {
    reader = createPageReader({ limitMs: 250 });
    // The worker's start does not count against a page.
    await expect(reader.read(soupPage, PAGE_URL)).resolves.toMatchObject({
      recipe: { title: 'Tomato Soup' },
    });
    // The server's own event loop keeps turning while the worker reads.
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    await expect(reader.read(slowPage, PAGE_URL)).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      message: IMPORT_MESSAGES.readTimeout,
    });
    clearInterval(ticker);
    expect(ticks).toBeGreaterThan(5);
    await expect(reader.read(soupPage, PAGE_URL)).resolves.toMatchObject({
      recipe: { title: 'Tomato Soup' },
    });
  }, 60_000);

  it('reads other pages on a second thread while one page is slow', async () => {
    reader = createPageReader({ threads: 2, limitMs: 30_000 });
    // Both threads started and ready: two pages asked for together go one to each.
    await Promise.all([reader.read(soupPage, PAGE_URL), reader.read(soupPage, PAGE_URL)]);
    const settled: string[] = [];
    const slow = reader.read(slowPage, PAGE_URL).finally(() => settled.push('slow'));
    const soup = reader.read(soupPage, PAGE_URL).finally(() => settled.push('soup'));
    await expect(soup).resolves.toMatchObject({ recipe: { title: 'Tomato Soup' } });
    await slow.catch(() => undefined);
    expect(settled).toEqual(['soup', 'slow']);
  }, 60_000);

  it('answers that it is busy past its queue, and reads the pages it took', async () => {
    reader = createPageReader({ threads: 1, queueLimit: 1, limitMs: 250 });
    const first = reader.read(slowPage, PAGE_URL);
    const second = reader.read(soupPage, PAGE_URL);
    await expect(reader.read(soupPage, PAGE_URL)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: IMPORT_MESSAGES.readBusy,
    });
    await expect(first).rejects.toMatchObject({ message: IMPORT_MESSAGES.readTimeout });
    await expect(second).resolves.toMatchObject({ recipe: { title: 'Tomato Soup' } });
  }, 60_000);

  it('answers the pages still waiting when the server closes', async () => {
    reader = createPageReader();
    const waiting = expect(reader.read(soupPage, PAGE_URL)).rejects.toThrow(
      'The page reader is closed',
    );
    await reader.close();
    await waiting;
    await expect(reader.read(soupPage, PAGE_URL)).rejects.toThrow('The page reader is closed');
  });
});
