import Anthropic, { APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import type { z } from 'zod';
import type { AppConfig } from '../config/env';
import { AppError } from './app-error';

/** Spec 3 §9: the AI client waits up to 10 minutes for a reply. */
export const AI_CLIENT_TIMEOUT_MS = 600_000;

/** The model every server-side AI feature uses unless a caller asks for another. */
export const DEFAULT_AI_MODEL = 'claude-sonnet-5-5';

const DEFAULT_MAX_TOKENS = 4_000;
const MAX_JSON_STARTS = 100;

/** Spec 2 §8 wording, plus one line for a failed call (the SDK's own message stays in the log). */
export const AI_MESSAGES = {
  notConfigured: 'AI service is not properly configured',
  noText: 'No text content received from Anthropic API',
  noJson: 'No valid JSON found in the response',
  invalid: 'Invalid response from AI',
  failed: 'The AI service did not answer. Please try again later.',
} as const;

type Logger = {
  warn(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
};

/** A picture the model looks at with the prompt (vision): the file's bytes and their type. */
export interface AiImage {
  mediaType: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
  data: Buffer;
}

export interface GenerateOptions {
  maxTokens?: number;
  model?: string;
  /** Sent as base64 image blocks before the prompt's text, as the Messages API advises. */
  images?: AiImage[];
  /** Aborts the request (shutdown); the caller sees the SDK's abort error. */
  signal?: AbortSignal;
}

export interface AiClient {
  /** Sends one user message (the prompt, after any images) and returns the reply's text. */
  generateText(prompt: string, options?: GenerateOptions): Promise<string>;
  /** Sends one user message and returns the JSON in the reply, validated by `schema`. */
  generateJson<T>(prompt: string, schema: z.ZodType<T>, options?: GenerateOptions): Promise<T>;
}

/**
 * The first JSON value in a model reply: the whole text, a ```json fence, or the first balanced
 * {...} or [...] in prose. Undefined when there is none.
 */
export function extractJson(text: string): unknown {
  const attempts = [text.trim()];
  for (const fence of text.matchAll(/```(?:json)?\s*\n?([\s\S]*?)```/gi)) attempts.push(fence[1]!);
  for (const attempt of attempts) {
    const parsed = tryParse(attempt);
    if (parsed !== undefined) return parsed;
  }
  // Bounded: a long reply full of brackets must not cost quadratic time.
  let tries = 0;
  for (let start = 0; start < text.length && tries < MAX_JSON_STARTS; start += 1) {
    if (text[start] !== '{' && text[start] !== '[') continue;
    tries += 1;
    const end = balancedEnd(text, start);
    if (end === -1) continue;
    const parsed = tryParse(text.slice(start, end + 1));
    if (parsed !== undefined) return parsed;
  }
  return undefined;
}

function tryParse(text: string): unknown {
  if (!text || !/^[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Index of the bracket that closes the one at `start`, skipping strings; -1 when unbalanced. */
function balancedEnd(text: string, start: number): number {
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') stack.push('}');
    else if (char === '[') stack.push(']');
    else if (char === '}' || char === ']') {
      if (stack.pop() !== char) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

/** A plain string without images; otherwise the images' blocks, then the text block. */
function userContent(
  prompt: string,
  images: AiImage[] = [],
): string | Anthropic.ContentBlockParam[] {
  if (images.length === 0) return prompt;
  return [
    ...images.map((image): Anthropic.ImageBlockParam => ({
      type: 'image',
      source: { type: 'base64', media_type: image.mediaType, data: image.data.toString('base64') },
    })),
    { type: 'text', text: prompt },
  ];
}

/**
 * The server's Anthropic client, or null when ANTHROPIC_API_KEY is not set (features then keep
 * their non-AI behaviour). ANTHROPIC_BASE_URL points it at a proxy or, in tests, a local fake.
 * No sampling temperature is sent, although spec 2 §7 names one (0 for recipe extraction, 0.7 for
 * plans): API version 2026-10-21, which this SDK speaks, refuses it (and the SDK dropped it); the
 * prompts ask for one fixed JSON shape instead.
 */
export function createAiClient(
  settings: AppConfig['anthropic'],
  log: Logger,
  options: { maxRetries?: number } = {},
): AiClient | null {
  const { apiKey } = settings;
  if (!apiKey) return null;
  const redact = (text: string) => text.replaceAll(apiKey, '[redacted]');
  const client = new Anthropic({
    apiKey,
    baseURL: settings.baseUrl ?? null,
    timeout: AI_CLIENT_TIMEOUT_MS,
    ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
    // The SDK's own lines (retries) go to our log, without their details.
    logger: {
      error: (message) => log.error({ sdk: redact(message) }, 'Anthropic SDK'),
      warn: (message) => log.warn({ sdk: redact(message) }, 'Anthropic SDK'),
      info: () => undefined,
      debug: () => undefined,
    },
    logLevel: 'warn',
  });

  async function generateText(prompt: string, options: GenerateOptions = {}): Promise<string> {
    let message: Anthropic.Message;
    try {
      message = await client.messages.create(
        {
          model: options.model ?? settings.model ?? DEFAULT_AI_MODEL,
          max_tokens: options.maxTokens ?? DEFAULT_MAX_TOKENS,
          messages: [{ role: 'user', content: userContent(prompt, options.images) }],
        },
        options.signal ? { signal: options.signal } : undefined,
      );
    } catch (error) {
      if (error instanceof APIUserAbortError) throw error;
      log.error(
        error instanceof APIError
          ? {
              status: error.status as number | undefined,
              requestId: error.requestID,
              type: error.type,
              message: redact(error.message),
            }
          : { message: redact(error instanceof Error ? error.message : String(error)) },
        'AI request failed',
      );
      throw new AppError('UNAVAILABLE', AI_MESSAGES.failed);
    }
    const text = (message.content ?? [])
      .filter((block): block is Anthropic.TextBlock => block.type === 'text')
      .map((block) => block.text)
      .join('')
      .trim();
    if (!text) throw new AppError('UNAVAILABLE', AI_MESSAGES.noText);
    return text;
  }

  return {
    generateText,
    async generateJson<T>(prompt: string, schema: z.ZodType<T>, options: GenerateOptions = {}) {
      const text = await generateText(prompt, options);
      const json = extractJson(text);
      if (json === undefined) throw new AppError('UNAVAILABLE', AI_MESSAGES.noJson);
      const result = schema.safeParse(json);
      if (!result.success) {
        throw new AppError('UNAVAILABLE', AI_MESSAGES.invalid, {
          issues: result.error.issues.slice(0, 5).map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          })),
        });
      }
      return result.data;
    },
  };
}
