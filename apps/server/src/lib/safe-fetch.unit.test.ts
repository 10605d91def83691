import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { IMPORT_MESSAGES } from '@simmer/domain/import';
import { RECIPE_MESSAGES } from '@simmer/domain/recipes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { safeFetch, type SafeFetchOptions } from './safe-fetch';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const routes = new Map<string, Handler>();
const seen = new Map<string, IncomingMessage>();
let server: Server;
let origin: string;
let port: number;

const LOCAL = ['127.0.0.1'];
const PAGE = '<!doctype html><html><head><title>Soup</title></head><body>Soup</body></html>';

function html(body: string | Buffer, contentType = 'text/html; charset=utf-8'): Handler {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': contentType });
    res.end(body);
  };
}

function redirect(location: string, status = 302): Handler {
  return (_req, res) => {
    res.writeHead(status, { location });
    res.end();
  };
}

function fetchLocal(path: string, options: Partial<SafeFetchOptions> = {}) {
  return safeFetch(`${origin}${path}`, { accept: 'html', allowedPrivateHosts: LOCAL, ...options });
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function expectAppError(
  promise: Promise<unknown>,
  code: AppError['code'],
  message: string,
): Promise<void> {
  const error = await failure(promise);
  expect({ code: error.code, message: error.message }).toEqual({ code, message });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    seen.set(path, req);
    const handler = routes.get(path);
    if (handler) handler(req, res);
    else {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<!doctype html><p>Not here</p>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('safeFetch: pages', () => {
  it('returns the page with its status, media type and text, sending browser-like headers', async () => {
    routes.set('/soup', html(PAGE));

    const page = await fetchLocal('/soup');

    expect(page).toMatchObject({ url: `${origin}/soup`, status: 200, contentType: 'text/html' });
    expect(page.text()).toBe(PAGE);
    const headers = seen.get('/soup')!.headers;
    expect(headers['user-agent']).toMatch(/^Mozilla\/5\.0 \(Windows NT.*Chrome\/\d+/);
    expect(headers['accept']).toContain('text/html');
    expect(headers['accept-language']).toMatch(/^en/);
    expect(headers['accept-encoding']).toMatch(/gzip.*deflate.*br/);
  });

  it('decodes a windows-1252 page by the charset of its Content-Type', async () => {
    const bytes = Buffer.from('<p>Cr\xe8me br\xfbl\xe9e \x96 5\x80</p>', 'latin1');
    routes.set('/cp1252', html(bytes, 'text/html; charset=windows-1252'));

    const page = await fetchLocal('/cp1252');

    expect(page.text()).toBe('<p>Crème brûlée – 5€</p>');
  });

  it.each([
    ['<meta charset="iso-8859-1">', '/meta-charset'],
    ['<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">', '/http-equiv'],
  ])('decodes a page by its own %s when the header has no charset', async (meta, path) => {
    const bytes = Buffer.from(`<html><head>${meta}</head><body>Cr\xe8me</body></html>`, 'latin1');
    routes.set(path, html(bytes, 'text/html'));

    const page = await fetchLocal(path);

    expect(page.text()).toContain('<body>Crème</body>');
  });

  it('reads UTF-8 when nothing declares a charset', async () => {
    routes.set('/utf8', html(Buffer.from('<p>Crème brûlée</p>', 'utf8'), 'text/html'));

    expect((await fetchLocal('/utf8')).text()).toBe('<p>Crème brûlée</p>');
  });

  it.each([
    ['gzip', zlib.gzipSync(PAGE)],
    ['br', zlib.brotliCompressSync(PAGE)],
    ['deflate', zlib.deflateSync(PAGE)],
    ['deflate', zlib.deflateRawSync(PAGE)],
  ])('decodes a %s body', async (encoding, compressed) => {
    routes.set('/compressed', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': encoding });
      res.end(compressed);
    });

    const page = await fetchLocal('/compressed');

    expect(page.body.toString('utf8')).toBe(PAGE);
  });

  it('takes a page without Content-Type when it starts like HTML', async () => {
    routes.set('/untyped', (_req, res) => res.end(`\ufeff  ${PAGE}`));

    const page = await fetchLocal('/untyped');

    expect(page.contentType).toBe('text/html');
  });

  it.each([
    ['application/json', '{"name":"Soup"}'],
    ['application/pdf', '%PDF-1.7'],
    ['text/plain', PAGE],
  ])('refuses %s', async (type, body) => {
    routes.set('/not-html', html(body, type));

    await expectAppError(
      fetchLocal('/not-html'),
      'UNSUPPORTED_MEDIA_TYPE',
      IMPORT_MESSAGES.notHtml,
    );
  });

  it('refuses an untyped body that does not look like HTML', async () => {
    routes.set('/untyped-text', (_req, res) => res.end('just some words'));

    await expectAppError(
      fetchLocal('/untyped-text'),
      'UNSUPPORTED_MEDIA_TYPE',
      IMPORT_MESSAGES.notHtml,
    );
  });

  it.each([404, 500, 410])('reports the HTTP %i the site answered', async (status) => {
    routes.set('/status', (_req, res) => {
      res.writeHead(status, { 'content-type': 'text/html' });
      res.end('<!doctype html><p>Oops</p>');
    });

    await expectAppError(
      fetchLocal('/status'),
      'UNPROCESSABLE',
      IMPORT_MESSAGES.httpStatus(status),
    );
  });
});

describe('safeFetch: images', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

  it('returns a PNG, and sniffs one sent without a media type', async () => {
    routes.set('/photo.png', html(png, 'image/png'));
    routes.set('/photo', html(png, 'application/octet-stream'));

    const typed = await fetchLocal('/photo.png', { accept: 'image' });
    const sniffed = await fetchLocal('/photo', { accept: 'image' });

    expect(typed).toMatchObject({ contentType: 'image/png', body: png });
    expect(sniffed.contentType).toBe('image/png');
    expect(seen.get('/photo')!.headers['accept']).toMatch(/^image\//);
  });

  it('refuses a page where an image was expected, naming the type', async () => {
    routes.set('/page-not-image', html(PAGE));

    await expectAppError(
      fetchLocal('/page-not-image', { accept: 'image' }),
      'UNSUPPORTED_MEDIA_TYPE',
      RECIPE_MESSAGES.invalidImageType('text/html'),
    );
  });

  it('refuses an image over the cap with the image wording', async () => {
    routes.set('/huge.png', html(Buffer.alloc(4096), 'image/png'));

    await expectAppError(
      fetchLocal('/huge.png', { accept: 'image', maxBytes: 1024 }),
      'PAYLOAD_TOO_LARGE',
      RECIPE_MESSAGES.imageTooLarge,
    );
  });
});

describe('safeFetch: redirects', () => {
  it('follows a relative redirect and reports the final URL', async () => {
    routes.set('/old', redirect('/new?x=1#top', 301));
    routes.set('/new', html(PAGE));

    const page = await fetchLocal('/old');

    expect(page.url).toBe(`${origin}/new?x=1`);
    expect(page.text()).toBe(PAGE);
  });

  it.each([302, 303, 307, 308])('follows a %i', async (status) => {
    routes.set('/moved', redirect(`${origin}/new`, status));
    routes.set('/new', html(PAGE));

    expect((await fetchLocal('/moved')).url).toBe(`${origin}/new`);
  });

  function chain(length: number): void {
    for (let step = length; step > 0; step -= 1)
      routes.set(`/hop${step}`, redirect(`/hop${step - 1}`));
    routes.set('/hop0', html(PAGE));
  }

  it('follows five redirects', async () => {
    chain(5);

    expect((await fetchLocal('/hop5')).url).toBe(`${origin}/hop0`);
  });

  it('refuses a sixth redirect', async () => {
    chain(6);

    await expectAppError(fetchLocal('/hop6'), 'UNPROCESSABLE', IMPORT_MESSAGES.tooManyRedirects);
  });

  it('ends a redirect loop', async () => {
    routes.set('/loop-a', redirect('/loop-b'));
    routes.set('/loop-b', redirect('/loop-a'));

    await expectAppError(fetchLocal('/loop-a'), 'UNPROCESSABLE', IMPORT_MESSAGES.tooManyRedirects);
  });

  it('refuses a redirect to a scheme other than http(s)', async () => {
    routes.set('/to-ftp', redirect('ftp://example.com/recipe'));

    await expectAppError(fetchLocal('/to-ftp'), 'UNPROCESSABLE', IMPORT_MESSAGES.fetchFailed);
  });
});

describe('safeFetch: private addresses', () => {
  it.each([
    ['loopback', () => `${origin.replace('127.0.0.1', 'localhost')}/soup`],
    ['IPv6 loopback', () => `http://[::1]:${port}/soup`],
    ['another loopback address', () => `http://127.0.0.2:${port}/soup`],
    ['a private network', () => 'http://10.0.0.1/'],
    ['the cloud metadata service', () => 'http://169.254.169.254/latest/meta-data/'],
    ['the IPv6 metadata service', () => 'http://[fd00:ec2::254]/latest/meta-data/'],
    ['an IPv4-mapped loopback', () => `http://[::ffff:127.0.0.2]:${port}/soup`],
    ['an IPv4-compatible loopback', () => `http://[::127.0.0.1]:${port}/soup`],
    ['a NAT64 private address', () => 'http://[64:ff9b::a00:1]/'],
    ['a carrier-grade NAT address', () => 'http://100.64.0.1/'],
    ['the unspecified address', () => `http://0.0.0.0:${port}/soup`],
    ['a decimal loopback', () => `http://2130706434:${port}/soup`],
  ])('refuses a redirect to %s', async (_name, target) => {
    routes.set('/to-private', redirect(target()));
    routes.set('/soup', html(PAGE));

    await expectAppError(fetchLocal('/to-private'), 'BAD_REQUEST', IMPORT_MESSAGES.privateAddress);
  });

  it('refuses a loopback page unless it is allowed', async () => {
    routes.set('/soup', html(PAGE));

    await expectAppError(
      safeFetch(`${origin}/soup`, { accept: 'html' }),
      'BAD_REQUEST',
      IMPORT_MESSAGES.privateAddress,
    );
    expect(
      (await safeFetch(`${origin}/soup`, { accept: 'html', allowedPrivateHosts: ['127.0.0.0/8'] }))
        .status,
    ).toBe(200);
  });

  it('lets exactly the listed hosts through', async () => {
    routes.set('/soup', html(PAGE));
    const onlyIpv4 = { accept: 'html', allowedPrivateHosts: ['127.0.0.1'] } as const;

    await expectAppError(
      safeFetch(`http://[::1]:${port}/soup`, onlyIpv4),
      'BAD_REQUEST',
      IMPORT_MESSAGES.privateAddress,
    );
    await expectAppError(
      safeFetch(`http://localhost:${port}/soup`, onlyIpv4),
      'BAD_REQUEST',
      IMPORT_MESSAGES.privateAddress,
    );
    const byName = await safeFetch(`http://localhost:${port}/soup`, {
      accept: 'html',
      allowedPrivateHosts: ['localhost'],
    });
    expect(byName.text()).toBe(PAGE);
  });

  describe('after DNS resolution', () => {
    const names: Record<string, string[]> = {
      'recipes.test': ['127.0.0.1'],
      'intranet.test': ['10.0.0.7'],
      'rebind.test': ['93.184.215.14', '169.254.169.254'],
      'mapped.test': ['::ffff:192.168.1.1'],
    };
    const lookup = (hostname: string) => Promise.resolve(names[hostname] ?? []);

    it.each(['intranet.test', 'rebind.test', 'mapped.test', 'recipes.test'])(
      'refuses %s, which resolves to a private address',
      async (host) => {
        await expectAppError(
          safeFetch(`http://${host}:${port}/soup`, {
            accept: 'html',
            lookup,
            allowedPrivateHosts: LOCAL,
          }),
          'BAD_REQUEST',
          IMPORT_MESSAGES.privateAddress,
        );
      },
    );

    it('connects to the address it checked when the name is allowed', async () => {
      routes.set('/soup', html(PAGE));

      const page = await safeFetch(`http://recipes.test:${port}/soup`, {
        accept: 'html',
        lookup,
        allowedPrivateHosts: ['recipes.test'],
      });

      expect(page.text()).toBe(PAGE);
      expect(seen.get('/soup')!.headers.host).toBe(`recipes.test:${port}`);
    });

    it('refuses a redirect to a name that resolves to a private address', async () => {
      routes.set('/to-intranet', redirect('http://intranet.test/'));

      await expectAppError(
        fetchLocal('/to-intranet', { lookup }),
        'BAD_REQUEST',
        IMPORT_MESSAGES.privateAddress,
      );
    });

    it('reports a name that does not resolve as unreachable', async () => {
      await expectAppError(
        safeFetch('http://nowhere.test/', { accept: 'html', lookup }),
        'UNPROCESSABLE',
        IMPORT_MESSAGES.unreachable,
      );
    });
  });
});

describe('safeFetch: limits', () => {
  it('times out when the headers never come', async () => {
    routes.set('/silent', () => {});

    await expectAppError(
      fetchLocal('/silent', { timeoutMs: 300 }),
      'UNPROCESSABLE',
      IMPORT_MESSAGES.timeout,
    );
  });

  it('times out on a body dripped a byte at a time', async () => {
    routes.set('/drip', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => res.write('.'), 50);
      res.on('close', () => clearInterval(timer));
    });

    await expectAppError(
      fetchLocal('/drip', { timeoutMs: 400 }),
      'UNPROCESSABLE',
      IMPORT_MESSAGES.timeout,
    );
  });

  it('stops an endless body at the cap', async () => {
    routes.set('/endless', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(16 * 1024, 'a');
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on('drain', pump);
      pump();
    });

    await expectAppError(
      fetchLocal('/endless', { maxBytes: 256 * 1024 }),
      'PAYLOAD_TOO_LARGE',
      IMPORT_MESSAGES.tooLarge,
    );
  });

  it('refuses a declared Content-Length over the cap before reading the body', async () => {
    routes.set('/declared-huge', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': 10_000_000 });
      res.write('<!doctype html>');
    });

    await expectAppError(
      fetchLocal('/declared-huge', { maxBytes: 1_000_000, timeoutMs: 2_000 }),
      'PAYLOAD_TOO_LARGE',
      IMPORT_MESSAGES.tooLarge,
    );
  });

  it('stops a gzip bomb at the cap without inflating the rest', async () => {
    // 100 gzip members of 10 MB of zeros each are ~1 MB on the wire and 1 GB inflated.
    const member = zlib.gzipSync(Buffer.alloc(10 * 1024 * 1024));
    const wire = Buffer.concat(Array.from({ length: 100 }, () => member));
    let sent = 0;
    let total = 0;
    routes.set('/bomb', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      const pump = () => {
        while (!res.destroyed && total < 64) {
          total += 1;
          sent += wire.length;
          if (!res.write(wire)) return;
        }
        if (!res.destroyed) res.end();
      };
      res.on('drain', pump);
      pump();
    });

    await expectAppError(
      fetchLocal('/bomb', { maxBytes: 1024 * 1024 }),
      'PAYLOAD_TOO_LARGE',
      IMPORT_MESSAGES.tooLarge,
    );
    expect(sent).toBeLessThan(wire.length * 32);
  });

  it('reports a corrupt compressed body', async () => {
    routes.set('/corrupt', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end('this is not gzip at all');
    });

    await expectAppError(fetchLocal('/corrupt'), 'UNPROCESSABLE', IMPORT_MESSAGES.fetchFailed);
  });

  it('rethrows the caller’s abort', async () => {
    routes.set('/silent', () => {});
    const controller = new AbortController();
    const reason = new Error('shutting down');

    const pending = fetchLocal('/silent', { signal: controller.signal });
    setTimeout(() => controller.abort(reason), 50);

    await expect(pending).rejects.toBe(reason);
  });
});

describe('safeFetch: unreachable and invalid addresses', () => {
  it('reports a refused connection as unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    await expectAppError(
      safeFetch(`http://127.0.0.1:${closedPort}/`, { accept: 'html', allowedPrivateHosts: LOCAL }),
      'UNPROCESSABLE',
      IMPORT_MESSAGES.unreachable,
    );
  });

  it('reports a connection reset mid-answer as unreachable', async () => {
    routes.set('/reset', (req) => req.socket.destroy());

    await expectAppError(fetchLocal('/reset'), 'UNPROCESSABLE', IMPORT_MESSAGES.unreachable);
  });

  it.each([
    'ftp://example.com/recipe',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'http://user:pass@example.com/recipe',
    'https://user@example.com/recipe',
    'not a url',
    '',
    'http://',
  ])('refuses %j', async (url) => {
    await expectAppError(
      safeFetch(url, { accept: 'html' }),
      'BAD_REQUEST',
      IMPORT_MESSAGES.invalidUrl,
    );
  });
});
