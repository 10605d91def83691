import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { TextDecoder } from 'node:util';
import zlib from 'node:zlib';
import { IMPORT_MESSAGES } from '@simmer/domain/import';
import { RECIPE_MESSAGES } from '@simmer/domain/recipes';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';
import { AppError } from './app-error';

export interface SafeFetchOptions {
  accept: 'html' | 'image';
  /** Hosts a self-hoster or a test allows even though they resolve to private/loopback addresses: host names, IPs or CIDRs ("127.0.0.1", "recipes.lan", "10.0.0.0/8"). Default none. */
  allowedPrivateHosts?: readonly string[];
  timeoutMs?: number; // whole request incl. body and redirects; default 10_000
  maxBytes?: number; // default 5 * 1024 * 1024 (decoded body)
  maxRedirects?: number; // default 5
  signal?: AbortSignal;
  /** Resolves a host name to its addresses instead of the system resolver (tests). */
  lookup?: HostResolver;
}

export interface FetchedResource {
  url: string; // final URL after redirects
  status: number;
  contentType: string; // lower-cased media type without parameters
  body: Buffer;
  /** The body decoded as text: charset from Content-Type, else <meta charset>/http-equiv, else UTF-8. */
  text(): string;
}

export type HostResolver = (hostname: string) => Promise<readonly string[]>;

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const ACCEPT = {
  html: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  image: 'image/webp,image/png,image/jpeg,image/*;q=0.8,*/*;q=0.5',
} as const;

/** Thrown from inside the connection's DNS lookup; turned into the privateAddress AppError. */
class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;

interface HostAllowance {
  key: string;
  names: ReadonlySet<string>;
  ranges: readonly [Address, number][];
}

/**
 * Fetches a user-given http(s) URL for import: refuses private, loopback, link-local and other
 * non-public addresses after DNS resolution and at every redirect, and bounds time, size, redirects
 * and media type. Every failure is an AppError with the import wording, except the caller's own
 * abort, which is rethrown.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<FetchedResource> {
  const { signal: callerSignal } = options;
  callerSignal?.throwIfAborted();
  let target = parseTargetUrl(url);
  if (!target) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.invalidUrl);

  const allowance = parseAllowance(options.allowedPrivateHosts ?? []);
  const agent = agentFor(allowance, options.lookup);
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = callerSignal ? AbortSignal.any([callerSignal, timeout.signal]) : timeout.signal;

  try {
    for (let redirects = 0; ; redirects += 1) {
      assertLiteralAllowed(target, allowance);
      const response = await request(target, {
        dispatcher: agent,
        method: 'GET',
        headers: {
          'user-agent': USER_AGENT,
          accept: ACCEPT[options.accept],
          'accept-language': 'en-US,en;q=0.9',
          'accept-encoding': 'gzip, deflate, br',
        },
        signal,
      });
      const { statusCode, headers, body } = response;
      const location = firstHeader(headers.location);

      if (REDIRECT_STATUSES.has(statusCode) && location !== undefined) {
        discard(body);
        if (redirects >= maxRedirects) {
          throw new AppError('UNPROCESSABLE', IMPORT_MESSAGES.tooManyRedirects);
        }
        const next = parseTargetUrl(location, target);
        if (!next) throw new AppError('UNPROCESSABLE', IMPORT_MESSAGES.fetchFailed);
        target = next;
        continue;
      }
      if (statusCode < 200 || statusCode > 299) {
        discard(body);
        throw new AppError('UNPROCESSABLE', IMPORT_MESSAGES.httpStatus(statusCode));
      }
      return await readResource(target, statusCode, headers, body, {
        accept: options.accept,
        maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
      });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (callerSignal?.aborted) throw callerSignal.reason;
    if (timeout.signal.aborted) throw new AppError('UNPROCESSABLE', IMPORT_MESSAGES.timeout);
    throw toAppError(error);
  } finally {
    clearTimeout(timer);
  }
}

/** An absolute http(s) URL without credentials, fragment dropped; undefined otherwise. */
function parseTargetUrl(value: string, base?: URL): URL | undefined {
  let parsed: URL;
  try {
    parsed = new URL(value, base);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  if (parsed.username || parsed.password || !parsed.hostname) return undefined;
  parsed.hash = '';
  return parsed;
}

/** Stops reading a response; an unread body closes its connection. */
function discard(body: Readable): void {
  body.on('error', () => {}).destroy();
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function normalizeHost(host: string): string {
  return host
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
}

function parseAllowance(entries: readonly string[]): HostAllowance {
  const names = new Set<string>();
  const ranges: [Address, number][] = [];
  for (const raw of entries) {
    const entry = normalizeHost(raw.trim());
    if (!entry) continue;
    if (entry.includes('/')) {
      if (ipaddr.isValidCIDR(entry)) ranges.push(ipaddr.parseCIDR(entry));
    } else if (isIP(entry)) {
      const address = ipaddr.process(entry);
      ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else {
      names.add(entry);
    }
  }
  const key = JSON.stringify([
    [...names].sort(),
    ranges.map(([address, bits]) => `${address.toString()}/${bits}`).sort(),
  ]);
  return { key, names, ranges };
}

/**
 * Whether the host as written in the URL is exempt: a listed name, or an IP literal inside a listed
 * IP or CIDR. A name is never exempt through what it resolves to.
 */
function isHostAllowed(hostname: string, allowance: HostAllowance): boolean {
  const host = normalizeHost(hostname);
  if (allowance.names.has(host)) return true;
  if (!isIP(host)) return false;
  const address = ipaddr.process(host);
  return allowance.ranges.some(
    ([range, bits]) => range.kind() === address.kind() && address.match(range, bits),
  );
}

/** The IPv4 address an IPv6 address stands for: mapped, translated, NAT64 (64:ff9b::/96), compatible. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const parts = address.parts;
  const isWellKnownNat64 =
    parts[0] === 0x64 && parts[1] === 0xff9b && parts.slice(2, 6).every((part) => part === 0);
  const isCompatible = parts.slice(0, 6).every((part) => part === 0);
  const range = address.range();
  if (range !== 'ipv4Mapped' && range !== 'rfc6145' && !isWellKnownNat64 && !isCompatible) {
    return undefined;
  }
  const bytes = address.toByteArray().slice(12);
  return new ipaddr.IPv4(bytes);
}

/** Only plain public unicast addresses may be fetched. */
function isPublicAddress(value: string): boolean {
  if (!ipaddr.isValid(value)) return false;
  const address = ipaddr.parse(value);
  if (address.kind() === 'ipv6') {
    const embedded = embeddedIpv4(address as ipaddr.IPv6);
    if (embedded) return embedded.range() === 'unicast';
  }
  return address.range() === 'unicast';
}

/** Node connects to IP literals without calling `lookup`, so they are checked before each request. */
function assertLiteralAllowed(target: URL, allowance: HostAllowance): void {
  const host = normalizeHost(target.hostname);
  if (!isIP(host) || isHostAllowed(host, allowance) || isPublicAddress(host)) return;
  throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.privateAddress);
}

async function systemResolve(hostname: string, family: number): Promise<string[]> {
  const answers = await dnsLookup(hostname, { all: true, family });
  return answers.map((answer) => answer.address);
}

/**
 * The connection's own DNS lookup: the addresses it checks are the ones the socket connects to, so
 * a rebinding answer cannot slip in between. One non-public address refuses the whole host.
 */
function guardedLookup(
  allowance: HostAllowance,
  resolve: HostResolver | undefined,
): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    const family = typeof lookupOptions.family === 'number' ? lookupOptions.family : 0;
    const answer = resolve ? resolve(hostname) : systemResolve(hostname, family);
    answer
      .then((addresses) => {
        const found = addresses
          .map((address) => ({ address, family: isIP(address) }))
          .filter((entry) => entry.family !== 0 && (!family || entry.family === family));
        if (found.length === 0) {
          throw Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' });
        }
        if (
          !isHostAllowed(hostname, allowance) &&
          found.some((entry) => !isPublicAddress(entry.address))
        ) {
          throw new PrivateAddressError(hostname);
        }
        if (lookupOptions.all) callback(null, found);
        else callback(null, found[0]!.address, found[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, ''));
  };
}

const agents = new Map<string, Agent>();
const agentsByResolver = new WeakMap<HostResolver, Map<string, Agent>>();

/** One Agent per allowance (in practice one per process); its lookup guards every connection. */
function agentFor(allowance: HostAllowance, resolve: HostResolver | undefined): Agent {
  let cache = agents;
  if (resolve) {
    cache = agentsByResolver.get(resolve) ?? new Map<string, Agent>();
    agentsByResolver.set(resolve, cache);
  }
  let agent = cache.get(allowance.key);
  if (!agent) {
    agent = new Agent({ connect: { lookup: guardedLookup(allowance, resolve) } });
    cache.set(allowance.key, agent);
  }
  return agent;
}

function toAppError(error: unknown): AppError {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof PrivateAddressError) {
      return new AppError('BAD_REQUEST', IMPORT_MESSAGES.privateAddress);
    }
    if (decoderErrors.has(cause)) return new AppError('UNPROCESSABLE', IMPORT_MESSAGES.fetchFailed);
  }
  return new AppError('UNPROCESSABLE', IMPORT_MESSAGES.unreachable);
}

interface ReadOptions {
  accept: SafeFetchOptions['accept'];
  maxBytes: number;
}

async function readResource(
  url: URL,
  status: number,
  headers: Record<string, string | string[] | undefined>,
  body: Readable,
  { accept, maxBytes }: ReadOptions,
): Promise<FetchedResource> {
  const contentTypeHeader = firstHeader(headers['content-type']) ?? '';
  const declaredType = contentTypeHeader.split(';')[0]!.trim().toLowerCase();
  const isUndeclared =
    declaredType === '' || (accept === 'image' && declaredType === 'application/octet-stream');
  const tooLarge = () =>
    new AppError(
      'PAYLOAD_TOO_LARGE',
      accept === 'image' ? RECIPE_MESSAGES.imageTooLarge : IMPORT_MESSAGES.tooLarge,
    );

  if (!isUndeclared && !isAcceptedType(accept, declaredType)) {
    discard(body);
    throw unsupportedType(accept, declaredType);
  }
  const declaredLength = Number(firstHeader(headers['content-length']));
  if (Number.isFinite(declaredLength) && declaredLength > maxBytes) {
    discard(body);
    throw tooLarge();
  }

  let bytes: Buffer;
  try {
    const decoded = decodeBody(body, firstHeader(headers['content-encoding']) ?? '');
    bytes = await readCapped(decoded, maxBytes, tooLarge);
  } finally {
    discard(body);
  }
  let contentType = declaredType === 'image/jpg' ? 'image/jpeg' : declaredType;
  if (isUndeclared) {
    const sniffed = accept === 'html' ? sniffHtml(bytes) : sniffImage(bytes);
    if (!sniffed) throw unsupportedType(accept, declaredType || 'unknown');
    contentType = sniffed;
  }

  let text: string | undefined;
  return {
    url: url.href,
    status,
    contentType,
    body: bytes,
    text: () => (text ??= decodeText(bytes, contentTypeHeader)),
  };
}

function isAcceptedType(accept: SafeFetchOptions['accept'], type: string): boolean {
  return accept === 'html' ? HTML_TYPES.has(type) : IMAGE_TYPES.has(type) || type === 'image/jpg';
}

function unsupportedType(accept: SafeFetchOptions['accept'], type: string): AppError {
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    accept === 'html' ? IMPORT_MESSAGES.notHtml : RECIPE_MESSAGES.invalidImageType(type),
  );
}

const decoderErrors = new WeakSet<Error>();

/** Undoes Content-Encoding lazily, so a compression bomb inflates only as far as it is read. */
function decodeBody(body: Readable, contentEncoding: string): AsyncIterable<Buffer> {
  const codings = contentEncoding
    .toLowerCase()
    .split(',')
    .map((coding) => coding.trim())
    .filter((coding) => coding && coding !== 'identity')
    .reverse();
  let stream: AsyncIterable<Buffer> = body;
  for (const coding of codings) {
    const decoder = createDecoder(coding);
    if (!decoder) {
      throw new AppError('UNPROCESSABLE', IMPORT_MESSAGES.fetchFailed);
    }
    stream = decodeWith(stream, decoder);
  }
  return stream;
}

type DecoderFactory = (firstChunk: Buffer) => Transform;

// Like browsers, tolerate a compressed body that stops without its trailer.
const LENIENT = { flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH };

function createDecoder(coding: string): DecoderFactory | undefined {
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      return () => zlib.createGunzip(LENIENT);
    case 'br':
      return () =>
        zlib.createBrotliDecompress({
          flush: zlib.constants.BROTLI_OPERATION_FLUSH,
          finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
        });
    case 'deflate':
      // Servers send both zlib-wrapped and raw deflate under this name; the first byte tells which.
      return (first) =>
        (first[0]! & 0x0f) === 0x08 ? zlib.createInflate(LENIENT) : zlib.createInflateRaw(LENIENT);
    default:
      return undefined;
  }
}

async function* decodeWith(
  source: AsyncIterable<Buffer>,
  createDecoderFor: DecoderFactory,
): AsyncGenerator<Buffer> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  const decoder = createDecoderFor(first.value);
  decoder.once('error', (error) => decoderErrors.add(error));
  async function* replay() {
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  }
  // The caller destroys the response body when it stops reading, which ends `replay` too.
  const output = pipeline(replay(), decoder, () => {});
  try {
    for await (const chunk of output) yield chunk as Buffer;
  } finally {
    output.destroy();
  }
}

async function readCapped(
  source: AsyncIterable<Buffer>,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

function sniffHtml(bytes: Buffer): string | undefined {
  const start = bytes
    .subarray(0, 1024)
    .toString('latin1')
    .replace(/^\xef\xbb\xbf/, '')
    .trimStart()
    .toLowerCase();
  return start.startsWith('<!doctype html') || start.startsWith('<html') ? 'text/html' : undefined;
}

function sniffImage(bytes: Buffer): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  const isWebp =
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return isWebp ? 'image/webp' : undefined;
}

/** A byte-order mark wins, then the Content-Type charset, then the page's own meta, then UTF-8. */
function decodeText(bytes: Buffer, contentTypeHeader: string): string {
  const fromBom = bomCharset(bytes);
  const fromHeader = /;\s*charset\s*=\s*["']?([^"';\s]+)/i.exec(contentTypeHeader)?.[1];
  const head = bytes.subarray(0, 4096).toString('latin1');
  const fromMeta = /<meta[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
  // A page cannot declare itself UTF-16 in its own ASCII-compatible bytes (HTML's prescan rule).
  const metaCharset = fromMeta && /^utf-?16/i.test(fromMeta) ? 'utf-8' : fromMeta;
  for (const label of [fromBom, fromHeader, metaCharset]) {
    const decoder = label ? textDecoder(label) : undefined;
    if (decoder?.encoding === 'windows-1252') return decodeWindows1252(bytes);
    if (decoder) return decoder.decode(bytes);
  }
  return new TextDecoder('utf-8').decode(bytes);
}

// prettier-ignore
const WINDOWS_1252_C1 = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/**
 * Node 20's TextDecoder reads windows-1252 (and its aliases latin1, iso-8859-1, ascii) as
 * ISO-8859-1, losing curly quotes, dashes and the euro sign in 0x80-0x9F.
 */
function decodeWindows1252(bytes: Buffer): string {
  return bytes
    .toString('latin1')
    .replace(/[\x80-\x9f]/g, (char) =>
      String.fromCharCode(WINDOWS_1252_C1[char.charCodeAt(0) - 0x80]!),
    );
}

function bomCharset(bytes: Buffer): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

function textDecoder(label: string): TextDecoder | undefined {
  try {
    return new TextDecoder(label.trim().toLowerCase());
  } catch {
    return undefined;
  }
}
