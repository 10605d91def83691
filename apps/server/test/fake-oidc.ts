import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

export interface FakeOidcUser {
  sub: string;
  email: string;
  name: string;
  picture?: string;
  emailVerified?: boolean;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  codeChallenge: string | undefined;
  user: FakeOidcUser;
}

/**
 * A local OpenID Connect provider for tests: discovery, authorize (approves at once as `nextUser`),
 * token with PKCE and client-secret checks, RS256 ID tokens, JWKS and userinfo. It speaks the same
 * protocol as Google's endpoints, so the real sign-in code runs unchanged against it.
 */
export async function startFakeOidc(client: { clientId: string; clientSecret: string }) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, FakeOidcUser>();
  const state = {
    nextUser: {
      sub: 'google-1',
      email: 'google.user@example.com',
      name: 'Google User',
    } as FakeOidcUser,
    tokenRequests: 0,
  };
  let issuer = '';

  const signIdToken = (
    user: FakeOidcUser,
    audience: string,
    nonce: string | undefined,
    key: CryptoKey,
  ) =>
    new SignJWT({
      email: user.email,
      email_verified: user.emailVerified ?? true,
      name: user.name,
      picture: user.picture,
      ...(nonce ? { nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(issuer)
      .setSubject(user.sub)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const clientId = url.searchParams.get('client_id');
      const redirectUri = url.searchParams.get('redirect_uri');
      if (
        clientId !== client.clientId ||
        !redirectUri ||
        url.searchParams.get('response_type') !== 'code'
      ) {
        return json(400, { error: 'invalid_request' });
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        clientId,
        redirectUri,
        nonce: url.searchParams.get('nonce') ?? undefined,
        codeChallenge: url.searchParams.get('code_challenge') ?? undefined,
        user: state.nextUser,
      });
      const target = new URL(redirectUri);
      target.searchParams.set('code', code);
      const returnedState = url.searchParams.get('state');
      if (returnedState) target.searchParams.set('state', returnedState);
      response.writeHead(302, { location: target.toString() });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        state.tokenRequests += 1;
        const form = new URLSearchParams(raw);
        const basic = request.headers.authorization?.startsWith('Basic ')
          ? Buffer.from(request.headers.authorization.slice(6), 'base64').toString().split(':')
          : [];
        const clientId = form.get('client_id') ?? decodeURIComponent(basic[0] ?? '');
        const clientSecret = form.get('client_secret') ?? decodeURIComponent(basic[1] ?? '');
        const pending = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (clientId !== client.clientId || clientSecret !== client.clientSecret) {
          return json(401, { error: 'invalid_client' });
        }
        if (
          !pending ||
          pending.redirectUri !== form.get('redirect_uri') ||
          form.get('grant_type') !== 'authorization_code'
        ) {
          return json(400, { error: 'invalid_grant' });
        }
        if (pending.codeChallenge) {
          const verifier = form.get('code_verifier') ?? '';
          const challenge = createHash('sha256').update(verifier).digest('base64url');
          if (challenge !== pending.codeChallenge) return json(400, { error: 'invalid_grant' });
        }
        const accessToken = randomBytes(16).toString('hex');
        tokens.set(accessToken, pending.user);
        void signIdToken(pending.user, pending.clientId, pending.nonce, privateKey).then(
          (idToken) =>
            json(200, {
              access_token: accessToken,
              token_type: 'Bearer',
              expires_in: 3600,
              scope: 'openid email profile',
              id_token: idToken,
            }),
        );
      });
      return;
    }
    if (url.pathname === '/userinfo') {
      const user = tokens.get(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
      if (!user) return json(401, { error: 'invalid_token' });
      return json(200, {
        sub: user.sub,
        email: user.email,
        email_verified: user.emailVerified ?? true,
        name: user.name,
        picture: user.picture,
      });
    }
    json(404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
