import type { ImportRecord } from '@simmer/domain/import';
import { describe, expect, it } from 'vitest';
import { createDateFormat } from '@/lib/format-date';
import { importActions, importDateLabel, importHeading, importOrigin } from './history-labels';

const record = (overrides: Partial<ImportRecord>): ImportRecord => ({
  id: 'imp_1',
  source: 'url',
  url: 'https://example.com/soup',
  excerpt: '',
  status: 'failed',
  method: null,
  reason: 'The site took too long to answer',
  recipeName: null,
  recipeId: null,
  canRetry: true,
  createdAt: '2026-03-03T10:00:00.000Z',
  ...overrides,
});

describe('importHeading', () => {
  it('names the recipe when one was read, with where it came from beneath', () => {
    expect(importHeading(record({ status: 'saved', recipeName: 'Tomato Soup' }))).toEqual({
      title: 'Tomato Soup',
      subtitle: 'https://example.com/soup',
    });
  });

  it('shows the address of a page that failed', () => {
    expect(importHeading(record({}))).toEqual({
      title: 'https://example.com/soup',
      subtitle: null,
    });
  });

  it('shows the start of pasted text on one line, or the photo’s file name', () => {
    expect(importOrigin(record({ source: 'text', url: null, excerpt: 'Soup\n\n2 tomatoes' }))).toBe(
      'Soup 2 tomatoes',
    );
    expect(importOrigin(record({ source: 'image', url: null, excerpt: 'card.jpg' }))).toBe(
      'card.jpg',
    );
    expect(importOrigin(record({ source: 'image', url: null, excerpt: '' }))).toBe('Photo');
  });
});

describe('importActions', () => {
  it('offers Retry for a failed import the server can retry', () => {
    expect(importActions(record({}))).toEqual({ canRetry: true, canOpen: false });
    expect(importActions(record({ canRetry: false }))).toEqual({ canRetry: false, canOpen: false });
  });

  it('offers nothing but removal while an import is being read', () => {
    expect(importActions(record({ status: 'running', canRetry: true }))).toEqual({
      canRetry: false,
      canOpen: false,
    });
  });

  it('offers the recipe of a saved import', () => {
    expect(importActions(record({ status: 'saved', recipeId: 'rec_1', canRetry: true }))).toEqual({
      canRetry: false,
      canOpen: true,
    });
  });
});

describe('importDateLabel', () => {
  const now = new Date(2026, 2, 3, 18, 30);

  const gb24 = createDateFormat({ locale: 'en-GB', timeFormat: '24h' });
  const us12 = createDateFormat({ locale: 'en-US', timeFormat: '12h' });
  const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

  it('says today and yesterday with the time, on the user’s clock', () => {
    expect(importDateLabel(new Date(2026, 2, 3, 9, 5).toISOString(), now, gb24)).toBe(
      'Today, 09:05',
    );
    expect(importDateLabel(new Date(2026, 2, 2, 23, 59).toISOString(), now, gb24)).toBe(
      'Yesterday, 23:59',
    );
    expect(plain(importDateLabel(new Date(2026, 2, 3, 14, 5).toISOString(), now, us12))).toBe(
      'Today, 2:05 PM',
    );
  });

  it('gives older imports their date, in the user’s language', () => {
    expect(importDateLabel(new Date(2026, 0, 15, 12, 0).toISOString(), now, gb24)).toBe(
      '15 Jan 2026',
    );
    expect(importDateLabel(new Date(2026, 0, 15, 12, 0).toISOString(), now, us12)).toBe(
      'Jan 15, 2026',
    );
  });

  it('leaves a broken date blank', () => {
    expect(importDateLabel('not a date', now, gb24)).toBe('');
  });
});
