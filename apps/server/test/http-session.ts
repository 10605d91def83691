import { randomUUID } from 'node:crypto';

/** A signed-in user of a server started by spawn-server, spoken to over real HTTP. */
export interface Session {
  url: string;
  cookie: string;
}

/** One JSON request as the signed-in user; throws with the status and body unless it is 2xx. */
export async function api<T>(session: Session, method: string, route: string, body?: unknown) {
  const response = await fetch(`${session.url}${route}`, {
    method,
    headers: {
      cookie: session.cookie,
      origin: session.url,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok)
    throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

/** Signs a new cook up and returns their session cookie. */
export async function signUp(url: string, prefix = 'cook'): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      email: `${prefix}-${randomUUID().slice(0, 8)}@example.com`,
      password: 'secret-pass',
      name: 'Cook',
    }),
  });
  if (response.status !== 200)
    throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
