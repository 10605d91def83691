import { IMPORT_MESSAGES } from '@simmer/domain/import';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { importFailureOf, importRequestFor, retryRequestFor } from './import-request';

const photo = new File(['jpeg'], 'card.jpg', { type: 'image/jpeg' });

describe('importRequestFor', () => {
  it.each([
    ['url', '', IMPORT_MESSAGES.emptyText],
    ['url', '   ', IMPORT_MESSAGES.emptyText],
    ['url', 'example.com/soup', IMPORT_MESSAGES.invalidUrl],
    ['url', 'ftp://example.com/soup', IMPORT_MESSAGES.invalidUrl],
    ['text', ' \n ', IMPORT_MESSAGES.emptyText],
  ] as const)('in %s mode refuses %j with the spec’s message', (mode, text, message) => {
    expect(importRequestFor({ mode, text, image: null })).toEqual({ error: message });
  });

  it('asks for the trimmed address in URL mode', () => {
    expect(
      importRequestFor({ mode: 'url', text: '  https://example.com/soup \n', image: null }),
    ).toEqual({ request: { kind: 'url', url: 'https://example.com/soup' } });
  });

  it('asks for the pasted text in text mode', () => {
    expect(
      importRequestFor({ mode: 'text', text: 'Tomato soup\n2 tomatoes', image: null }),
    ).toEqual({ request: { kind: 'text', text: 'Tomato soup\n2 tomatoes' } });
  });

  it('reads an attached image whatever the mode', () => {
    expect(importRequestFor({ mode: 'url', text: '', image: photo })).toEqual({
      request: { kind: 'image', file: photo },
    });
  });
});

describe('importFailureOf', () => {
  it('wraps the server’s message in the spec’s extraction error, with the tips and the attempt', () => {
    const error = new ApiError(422, 'UNPROCESSABLE', 'No recipe was found on this page', {
      importId: 'imp_1',
    });

    expect(importFailureOf(error)).toEqual({
      message: 'Recipe extraction error: No recipe was found on this page',
      showTips: true,
      importId: 'imp_1',
    });
  });

  it('shows a rate limit as it came, without tips', () => {
    const error = new ApiError(429, 'RATE_LIMITED', 'Too many imports. Try again in a minute.');

    expect(importFailureOf(error)).toEqual({
      message: 'Too many imports. Try again in a minute.',
      showTips: false,
      importId: null,
    });
  });

  it('shows the AI service being unavailable in the server’s words', () => {
    const error = new ApiError(503, 'UNAVAILABLE', 'Invalid response from AI', {
      importId: 'imp_2',
    });

    expect(importFailureOf(error)).toMatchObject({
      message: 'Recipe extraction error: Invalid response from AI',
      importId: 'imp_2',
    });
  });

  it('says a network failure happened, with the tips', () => {
    const error = new ApiError(0, 'NETWORK', 'Network error. Please check your connection');

    expect(importFailureOf(error)).toEqual({
      message: 'Recipe extraction error: Network error. Please check your connection',
      showTips: true,
      importId: null,
    });
  });
});

describe('retryRequestFor', () => {
  const request = { kind: 'url', url: 'https://example.com/soup' } as const;

  it('retries the recorded attempt on the server', () => {
    const failure = { message: 'x', showTips: true, importId: 'imp_9' };

    expect(retryRequestFor(request, failure)).toEqual({
      kind: 'retry',
      importId: 'imp_9',
      source: 'url',
    });
  });

  it('sends the same input again when nothing was recorded', () => {
    expect(retryRequestFor(request, { message: 'x', showTips: true, importId: null })).toBe(
      request,
    );
  });

  it('sends a recipe file again, since the server does not keep it', () => {
    const file = new File(['{}'], 'soup.json', { type: 'application/json' });
    const fileRequest = { kind: 'file', file, recipe: 2 } as const;

    expect(retryRequestFor(fileRequest, { message: 'x', showTips: true, importId: 'imp_9' })).toBe(
      fileRequest,
    );
  });
});
