import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface FakeMessagesRequest {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    max_tokens: number;
    messages: { role: string; content: string }[];
    [key: string]: unknown;
  };
}

/** What the fake answers next: a reply text, an HTTP error, or a reply with no text block. */
export type FakeReply =
  { text: string } | { status: number; type?: string; message?: string } | { empty: true };

/**
 * A local Anthropic Messages API for tests: `POST /v1/messages` checks the API key (`x-api-key`,
 * or `Authorization: Bearer` as SDK 1.x sends it) and the `anthropic-version` header and the body's required fields, refuses sampling parameters as API
 * version 2026-10-21 does, and answers with a real-shaped message. By default it calls `respond`
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
      const recorded = { headers: request.headers, body };
      requests.push(recorded);

      const reply = queued.shift() ?? state.respond(recorded);
      if ('status' in reply) {
        return error(reply.status, reply.type ?? 'api_error', reply.message ?? 'Internal error');
      }
      const text = 'text' in reply ? reply.text : '';
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
      return request.body.messages[0]?.content ?? '';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeAnthropic = Awaited<ReturnType<typeof startFakeAnthropic>>;
