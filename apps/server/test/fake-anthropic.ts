import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

/** A content block of a user message as the API takes it: text, or a base64 image. */
export type FakeContentBlock =
  | { type: 'text'; text: string }
  | { type: 'image'; source: { type: 'base64'; media_type: string; data: string } };

/** An image a request carried, decoded. */
export interface FakeImage {
  mediaType: string;
  data: Buffer;
}

export interface FakeMessagesRequest {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    max_tokens: number;
    messages: { role: string; content: string | FakeContentBlock[] }[];
    [key: string]: unknown;
  };
  /** The first message's text: the string content, or its text blocks joined. */
  text: string;
  /** The first message's image blocks, in order, decoded from base64. */
  images: FakeImage[];
}

const IMAGE_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The type a file's first bytes announce, as the API checks it against the declared one. */
function sniffImageType(data: Buffer): string | undefined {
  if (data.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  if (data.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) return 'image/png';
  if (data.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}

/**
 * Checks a message's content as the API does: a non-empty string, or an array of text blocks and
 * base64 image blocks (known media type, valid base64, at most 5 MB, bytes of the declared type).
 * Returns the first problem as the API words it, or the decoded text and images.
 */
function readContent(
  content: unknown,
  path: string,
): { problem: string } | { text: string; images: FakeImage[] } {
  if (typeof content === 'string') return { text: content, images: [] };
  if (!Array.isArray(content) || content.length === 0) {
    return { problem: `${path}: Input should be a valid string or a non-empty list` };
  }
  const texts: string[] = [];
  const images: FakeImage[] = [];
  for (const [index, block] of (content as Record<string, unknown>[]).entries()) {
    const at = `${path}.${index}`;
    if (block?.type === 'text') {
      if (typeof block.text !== 'string' || !block.text) {
        return { problem: `${at}.text.text: text content blocks must be non-empty` };
      }
      texts.push(block.text);
      continue;
    }
    if (block?.type !== 'image') {
      return { problem: `${at}: Input tag '${String(block?.type)}' is not a known block type` };
    }
    const source = block.source as Record<string, unknown> | undefined;
    if (source?.type !== 'base64') {
      // The API also takes url and file sources; the server sends base64 only, so the fake does too.
      return { problem: `${at}.image.source: this fake takes base64 image sources only` };
    }
    const mediaType = source.media_type;
    if (typeof mediaType !== 'string' || !IMAGE_MEDIA_TYPES.includes(mediaType)) {
      return {
        problem: `${at}.image.source.base64.media_type: Input should be 'image/jpeg', 'image/png', 'image/gif' or 'image/webp'`,
      };
    }
    const encoded = source.data;
    if (
      typeof encoded !== 'string' ||
      !encoded ||
      !/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) ||
      encoded.length % 4 !== 0
    ) {
      return { problem: `${at}.image.source.base64.data: invalid base64 data` };
    }
    const data = Buffer.from(encoded, 'base64');
    if (data.length > MAX_IMAGE_BYTES) {
      return {
        problem: `${at}.image.source.base64: image exceeds 5 MB maximum: ${data.length} bytes > ${MAX_IMAGE_BYTES} bytes`,
      };
    }
    const actual = sniffImageType(data);
    if (actual !== mediaType) {
      return {
        problem: actual
          ? `${at}.image.source.base64.data: The image was specified using the ${mediaType} media type, but the image appears to be a ${actual} image`
          : `${at}.image.source.base64.data: Could not process image`,
      };
    }
    images.push({ mediaType, data });
  }
  return { text: texts.join('\n'), images };
}

/** What the fake answers next: a reply text, an HTTP error, or a reply with no text block. */
export type FakeReply =
  | { text: string; delayMs?: number }
  | { status: number; type?: string; message?: string }
  | { empty: true };

/**
 * A local Anthropic Messages API for tests: `POST /v1/messages` checks the API key (`x-api-key`,
 * or `Authorization: Bearer` as SDK 1.x sends it), the `anthropic-version` header, the body's
 * required fields and the first message's content blocks (text, base64 images), refuses sampling
 * parameters as API version 2026-10-21 does, and answers with a real-shaped message. By default it calls `respond`
 * with the request; `failNext` queues error replies. Errors carry `retry-after-ms: 1`, so the SDK's
 * own retries run at full speed.
 */
export async function startFakeAnthropic(options: {
  apiKey: string;
  respond?: (request: FakeMessagesRequest) => FakeReply;
}) {
  const requests: FakeMessagesRequest[] = [];
  let rejected = 0;
  const queued: FakeReply[] = [];
  const state = { respond: options.respond ?? ((): FakeReply => ({ text: '[]' })) };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomUUID()}`,
          ...headers,
        });
        response.end(JSON.stringify(body));
      };
      const error = (status: number, type: string, message: string) =>
        send(status, { type: 'error', error: { type, message } }, { 'retry-after-ms': '1' });

      if (request.method !== 'POST' || request.url !== '/v1/messages') {
        return error(404, 'not_found_error', `${request.method} ${request.url} not found`);
      }
      // SDK 1.x sends the key as a bearer token; older clients send x-api-key. The API takes both.
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if ((request.headers['x-api-key'] ?? bearer) !== options.apiKey) {
        rejected += 1;
        return error(401, 'authentication_error', 'invalid x-api-key');
      }
      if (!request.headers['anthropic-version']) {
        return error(400, 'invalid_request_error', 'anthropic-version: header is required');
      }
      let body: FakeMessagesRequest['body'];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeMessagesRequest['body'];
      } catch {
        return error(400, 'invalid_request_error', 'Request body is not valid JSON');
      }
      for (const field of ['model', 'max_tokens', 'messages'] as const) {
        if (body[field] === undefined) {
          return error(400, 'invalid_request_error', `${field}: Field required`);
        }
      }
      for (const field of ['temperature', 'top_p', 'top_k']) {
        if (field in body) {
          return error(400, 'invalid_request_error', `${field}: Extra inputs are not permitted`);
        }
      }
      if (!Array.isArray(body.messages) || body.messages.length === 0) {
        return error(400, 'invalid_request_error', 'messages: at least one message is required');
      }
      const content = readContent(body.messages[0]!.content, 'messages.0.content');
      if ('problem' in content) return error(400, 'invalid_request_error', content.problem);
      const recorded: FakeMessagesRequest = { headers: request.headers, body, ...content };
      requests.push(recorded);

      const reply = queued.shift() ?? state.respond(recorded);
      if ('status' in reply) {
        return error(reply.status, reply.type ?? 'api_error', reply.message ?? 'Internal error');
      }
      const text = 'text' in reply ? reply.text : '';
      const delayMs = 'delayMs' in reply ? (reply.delayMs ?? 0) : 0;
      // A slow model: the answer comes after the delay (or never, when the client gave up).
      setTimeout(() => {
        if (response.destroyed) return;
        send(200, {
          id: `msg_${randomUUID().replaceAll('-', '')}`,
          type: 'message',
          role: 'assistant',
          model: body.model,
          content: 'empty' in reply ? [] : [{ type: 'text', text, citations: null }],
          stop_reason: 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: 100, output_tokens: Math.ceil(text.length / 4) },
        });
      }, delayMs);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}`,
    /** Requests that passed the key and header checks. */
    requests,
    /** Requests refused for a missing or wrong key. */
    get rejected() {
      return rejected;
    },
    /** Answers every later request with `respond`. */
    setResponder(respond: (request: FakeMessagesRequest) => FakeReply) {
      state.respond = respond;
    },
    /** Answers the next requests with these replies, in order, before `respond` takes over. */
    queue(...replies: FakeReply[]) {
      queued.push(...replies);
    },
    /** The text of a recorded request's first user message. */
    promptOf(request: FakeMessagesRequest) {
      return request.text;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeAnthropic = Awaited<ReturnType<typeof startFakeAnthropic>>;
