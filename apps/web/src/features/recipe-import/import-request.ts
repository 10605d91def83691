import {
  IMPORT_MESSAGES,
  ImportTextInputSchema,
  ImportUrlInputSchema,
  type ImportSource,
} from '@simmer/domain/import';
import type { InputBoxValue } from '../../components/input-box-rules';
import { ApiError } from '../../lib/api-client';

/** One import to run: a new one from the input box, the same page again, or a retried attempt. */
export type ImportRequest =
  | { kind: 'url'; url: string; force?: boolean }
  | { kind: 'text'; text: string }
  | { kind: 'image'; file: File }
  /** A recipe file; `recipe` picks one of its recipes (from 0). */
  | { kind: 'file'; file: File; recipe?: number }
  | { kind: 'retry'; importId: string; source: ImportSource };

export type ImportRequestOrError = { request: ImportRequest } | { error: string };

/**
 * What the input box asks for, checked with the contract's rules and the spec's messages: an
 * attached image wins; URL mode needs an http(s) address; text mode needs some text.
 */
export function importRequestFor(value: InputBoxValue): ImportRequestOrError {
  if (value.image) return { request: { kind: 'image', file: value.image } };
  if (value.mode === 'url') {
    const parsed = ImportUrlInputSchema.safeParse({ url: value.text });
    if (!parsed.success)
      return { error: parsed.error.issues[0]?.message ?? IMPORT_MESSAGES.invalidUrl };
    return { request: { kind: 'url', url: parsed.data.url } };
  }
  const parsed = ImportTextInputSchema.safeParse({ text: value.text });
  if (!parsed.success)
    return { error: parsed.error.issues[0]?.message ?? IMPORT_MESSAGES.emptyText };
  return { request: { kind: 'text', text: parsed.data.text } };
}

/** Where the request's recipe comes from, for the progress view's wording. */
export function sourceOf(request: ImportRequest): ImportSource {
  return request.kind === 'retry' ? request.source : request.kind;
}

export interface ImportFailure {
  /** What the screen says: the spec's 'Recipe extraction error: …', or a rate limit as it came. */
  message: string;
  /** Whether the troubleshooting tips help (not for a rate limit or a sign-in problem). */
  showTips: boolean;
  /** The recorded failed attempt, which Try Again retries on the server. */
  importId: string | null;
}

function importIdOf(details: unknown): string | null {
  if (!details || typeof details !== 'object' || !('importId' in details)) return null;
  const { importId } = details;
  return typeof importId === 'string' && importId !== '' ? importId : null;
}

/** How a failed import reads on the screen (spec 2 §8). */
export function importFailureOf(error: unknown): ImportFailure {
  if (error instanceof ApiError) {
    const importId = importIdOf(error.details);
    if (error.status === 429 || error.status === 401 || error.status === 403) {
      return { message: error.message, showTips: false, importId };
    }
    // The server's messages are meant for the user, 5xx included (its handler hides faults).
    return { message: IMPORT_MESSAGES.extractionError(error.message), showTips: true, importId };
  }
  return {
    message: IMPORT_MESSAGES.extractionError('An unexpected error occurred'),
    showTips: true,
    importId: null,
  };
}

/**
 * Try Again: the recorded attempt again when there is one, else the same input once more. A
 * recipe file is not kept on the server: it is sent again.
 */
export function retryRequestFor(request: ImportRequest, failure: ImportFailure): ImportRequest {
  if (failure.importId && request.kind !== 'file') {
    return { kind: 'retry', importId: failure.importId, source: sourceOf(request) };
  }
  return request;
}

/** File names and types the recipe file picker offers. */
export const RECIPE_FILE_ACCEPT = '.json,.jsonld,application/json,application/ld+json';
