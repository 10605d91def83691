import { describe, expect, it } from 'vitest';
import { createAiClient, extractJson } from './ai-client';

describe('extractJson', () => {
  it.each([
    ['a bare array', '[{"a": 1}]', [{ a: 1 }]],
    [
      'a ```json fence in prose',
      'Here you go:\n```json\n{"a": [1, 2]}\n```\nEnjoy!',
      { a: [1, 2] },
    ],
    ['a fence without a language', '```\n[1]\n```', [1]],
    ['the first balanced block in prose', 'Sure! {"a": "}{"} and more {"b": 2}', { a: '}{' }],
    ['an array after a stray bracket', 'Note [sic]: [1, 2]', [1, 2]],
  ])('reads %s', (_case, text, expected) => {
    expect(extractJson(text)).toEqual(expected);
  });

  it.each([
    ['prose', 'Sorry, I cannot help with that.'],
    ['a cut-off array', '[{"name": "x", "canonicalName": "x'],
    ['an empty reply', ''],
  ])('finds nothing in %s', (_case, text) => {
    expect(extractJson(text)).toBeUndefined();
  });
});

describe('createAiClient', () => {
  const log = { warn: () => undefined, error: () => undefined };

  it('is null without an API key, so features keep their non-AI behaviour', () => {
    expect(createAiClient({}, log)).toBeNull();
    expect(createAiClient({ baseUrl: 'http://127.0.0.1:1' }, log)).toBeNull();
  });
});
