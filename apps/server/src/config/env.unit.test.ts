import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './env';

function tempDir() {
  return mkdtempSync(path.join(tmpdir(), 'simmer-env-'));
}

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});

    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', SEED_DEMO: true });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid PORT: must be a number (got "abc")'],
    [{ PORT: '70000' }, 'Invalid PORT: must be between 0 and 65535 (got "70000")'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid DATABASE_URL: must start with postgres:// or postgresql:// (got "mysql://x")',
    ],
    [{ SEED_DEMO: 'maybe' }, 'Invalid SEED_DEMO: must be true or false (got "maybe")'],
    [
      { PUBLIC_URL: 'localhost' },
      'Invalid PUBLIC_URL: must be an absolute http(s) URL (got "localhost")',
    ],
    [{ SESSION_SECRET: 'short' }, 'Invalid SESSION_SECRET: must be at least 32 characters'],
    [
      { IMPORT_ALLOW_PRIVATE_HOSTS: '10.0.0.0/33' },
      'Invalid IMPORT_ALLOW_PRIVATE_HOSTS: must be comma-separated host names, IP addresses or CIDR ranges (got "10.0.0.0/33")',
    ],
    [
      { IMPORT_ALLOW_PRIVATE_HOSTS: 'recipes.lan, http://nas' },
      'Invalid IMPORT_ALLOW_PRIVATE_HOSTS: must be comma-separated host names, IP addresses or CIDR ranges (got "recipes.lan, http://nas")',
    ],
    [
      { TRUST_PROXY: 'yes please' },
      'Invalid TRUST_PROXY: must be false, true, a number of proxy hops, or comma-separated IP addresses or CIDR ranges (got "yes please")',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'Invalid TRUST_PROXY: must be false, true, a number of proxy hops, or comma-separated IP addresses or CIDR ranges (got "10.0.0.0/33")',
    ],
    [
      { TRUST_PROXY: '-1' },
      'Invalid TRUST_PROXY: must be false, true, a number of proxy hops, or comma-separated IP addresses or CIDR ranges (got "-1")',
    ],
    [
      { GOOGLE_CLIENT_ID: 'id-only' },
      'Invalid GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ],
  ])('rejects %o with one line naming the variable', (env, message) => {
    expect(() => parseEnv(env)).toThrowError(new ConfigError(message));
  });

  it('reads the private hosts import may fetch as a trimmed list', () => {
    const env = parseEnv({
      IMPORT_ALLOW_PRIVATE_HOSTS: ' recipes.lan, 127.0.0.1 ,10.0.0.0/8,[::1],fd00::/8,, ',
    });

    expect(env.IMPORT_ALLOW_PRIVATE_HOSTS).toEqual([
      'recipes.lan',
      '127.0.0.1',
      '10.0.0.0/8',
      '[::1]',
      'fd00::/8',
    ]);
  });

  it('trusts no proxy by default', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
  });

  it.each([
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['true', true],
    [' 10.0.0.1 , 192.168.0.0/16,::1,fd00::/8 ', ['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8']],
    ['loopback,10.0.0.0/8', ['loopback', '10.0.0.0/8']],
  ])('reads TRUST_PROXY=%o as %o', (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      PORT: 3000,
      DATABASE_URL: undefined,
    });
  });
});

describe('loadConfig', () => {
  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = tempDir();

    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });

    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first.sessionSecret);
  });

  it('allows no private hosts for import unless some are listed', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).imports).toEqual({ allowedPrivateHosts: [] });
    expect(
      loadConfig({ DATA_DIR: tempDir(), IMPORT_ALLOW_PRIVATE_HOSTS: 'recipes.lan,192.168.1.0/24' })
        .imports,
    ).toEqual({ allowedPrivateHosts: ['recipes.lan', '192.168.1.0/24'] });
  });

  it('takes the chef demo calendar from CHEF_DEMO_URL, an http(s) address, with a default', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).chefs.demoUrl).toBe(
      'https://cal.com/simmer/chef-demo',
    );
    expect(
      loadConfig({ DATA_DIR: tempDir(), CHEF_DEMO_URL: 'https://calendly.com/simmer/demo' }).chefs
        .demoUrl,
    ).toBe('https://calendly.com/simmer/demo');
    expect(() => loadConfig({ DATA_DIR: tempDir(), CHEF_DEMO_URL: 'javascript:alert(1)' })).toThrow(
      'Invalid CHEF_DEMO_URL: must be an absolute http(s) URL',
    );
  });

  it('passes the trusted proxies on, none unless configured', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
    ]);
  });

  it('derives the public URL from the port when none is given', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '4123' }).publicUrl).toBe(
      'http://localhost:4123',
    );
  });

  it('refuses a DATA_DIR it cannot write to', () => {
    const file = path.join(tempDir(), 'a-file');
    writeFileSync(file, '');

    expect(() => loadConfig({ DATA_DIR: file })).toThrowError(
      /^Invalid DATA_DIR: .*a-file is not a writable directory \(EEXIST\)$/,
    );
  });
});
