import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAnthropic, type FakeAnthropic } from '../../test/fake-anthropic';
import { AI_MESSAGES, createAiClient, extractJson } from './ai-client';

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

describe('createAiClient with images', () => {
  const API_KEY = 'sk-ant-test-images-41d2';
  const log = { warn: () => undefined, error: () => undefined };
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
  let fake: FakeAnthropic;

  beforeAll(async () => {
    fake = await startFakeAnthropic({ apiKey: API_KEY, respond: () => ({ text: 'ok' }) });
  });

  afterAll(async () => {
    await fake.close();
  });

  it('sends each image as a base64 block, in order, before the prompt', async () => {
    const ai = createAiClient({ apiKey: API_KEY, baseUrl: fake.url }, log, { maxRetries: 0 })!;

    const reply = await ai.generateText('What is on these cards?', {
      images: [
        { mediaType: 'image/png', data: png },
        { mediaType: 'image/jpeg', data: jpeg },
      ],
    });

    expect(reply).toBe('ok');
    const request = fake.requests.at(-1)!;
    expect(request.body.messages[0]!.content).toEqual([
      {
        type: 'image',
        source: { type: 'base64', media_type: 'image/png', data: png.toString('base64') },
      },
      {
        type: 'image',
        source: { type: 'base64', media_type: 'image/jpeg', data: jpeg.toString('base64') },
      },
      { type: 'text', text: 'What is on these cards?' },
    ]);
    expect(request.images).toEqual([
      { mediaType: 'image/png', data: png },
      { mediaType: 'image/jpeg', data: jpeg },
    ]);
  });

  it('keeps a prompt without images a plain string', async () => {
    const ai = createAiClient({ apiKey: API_KEY, baseUrl: fake.url }, log, { maxRetries: 0 })!;

    await ai.generateText('Hello', { images: [] });

    expect(fake.requests.at(-1)!.body.messages[0]!.content).toBe('Hello');
  });

  it('fails as unavailable when the API refuses an image (bytes not of the declared type)', async () => {
    const ai = createAiClient({ apiKey: API_KEY, baseUrl: fake.url }, log, { maxRetries: 0 })!;

    await expect(
      ai.generateText('Read this', { images: [{ mediaType: 'image/webp', data: png }] }),
    ).rejects.toThrow(AI_MESSAGES.failed);
  });

  it.each([
    ['an unknown media type', { type: 'base64', media_type: 'image/bmp', data: 'Qk0=' }],
    ['data that is not base64', { type: 'base64', media_type: 'image/png', data: 'not base64!' }],
  ])('the fake refuses, as the API does, an image block with %s', async (_case, source) => {
    const response = await fetch(`${fake.url}/v1/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': API_KEY,
        'anthropic-version': '2023-06-01',
      },
      body: JSON.stringify({
        model: 'm',
        max_tokens: 10,
        messages: [
          {
            role: 'user',
            content: [
              { type: 'image', source },
              { type: 'text', text: 'Hi' },
            ],
          },
        ],
      }),
    });

    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toMatch(/^messages\.0\.content\.0\.image\.source/);
  });
});
