import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const SECRET = 'a-production-secret-of-at-least-32-chars';

describe('loadConfig', () => {
  let dataDir = '';
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'reputation-ai-config-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
  const errorOf = (env: Record<string, string>) => {
    try {
      load(env);
    } catch (error) {
      return error;
    }
    throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
  };

  it('gives the embedded defaults', () => {
    const config = load({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 5000,
      dataDir: path.resolve(dataDir),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:5000',
      smtpUrl: undefined,
      supportEmail: undefined,
      trustProxy: false,
      authRateLimit: { perIp: 50, perEmail: 10, windowMinutes: 15 },
    });
  });

  it.each([['abc'], ['70000'], ['-1'], ['50.5']])('refuses PORT=%s naming PORT', (port) => {
    const error = errorOf({ PORT: port });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/\bPORT\b/);
  });

  it.each([
    ['DATABASE_URL', 'not a url'],
    ['PUBLIC_URL', 'localhost:5000'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['SUPPORT_EMAIL', 'nobody'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['AUTH_RATE_LIMIT_PER_EMAIL', '0'],
    ['APP_SECRET', 'too-short'],
  ])('refuses a bad %s naming it', (name, value) => {
    const error = errorOf({ [name]: value });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`${name}:`);
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash', () => {
    expect(load({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(load({ PUBLIC_URL: 'https://reviews.example.com/' }).publicUrl).toBe('https://reviews.example.com');
  });

  it('refuses to start in production without APP_SECRET', () => {
    const error = errorOf({ NODE_ENV: 'production' });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('APP_SECRET');
    // Nothing was written in its place.
    expect(() => statSync(path.join(dataDir, 'secret'))).toThrow();
  });

  it('starts in production with APP_SECRET and writes no secret file', () => {
    const config = load({ NODE_ENV: 'production', APP_SECRET: SECRET });
    expect(config.appSecret).toBe(SECRET);
    expect(() => statSync(path.join(dataDir, 'secret'))).toThrow();
  });

  it('generates the embedded secret into DATA_DIR/secret with mode 0600 and reuses it', () => {
    const first = load({});
    const file = path.join(dataDir, 'secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.appSecret);
    expect(first.appSecret.length).toBeGreaterThanOrEqual(32);

    const second = load({});
    expect(second.appSecret).toBe(first.appSecret);
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const nested = path.join(dataDir, 'deeper', 'data');
    const config = loadConfig({ DATA_DIR: nested });
    expect(statSync(path.join(nested, 'secret')).mode & 0o777).toBe(0o600);
    expect(config.dataDir).toBe(nested);
  });

  it('gives different secrets to different data directories', () => {
    const other = mkdtempSync(path.join(os.tmpdir(), 'reputation-ai-config-'));
    try {
      expect(loadConfig({ DATA_DIR: other }).appSecret).not.toBe(load({}).appSecret);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('reads TRUST_PROXY and the rate limits', () => {
    const config = load({
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_PER_IP: '7',
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
      AUTH_RATE_LIMIT_WINDOW_MINUTES: '5',
    });
    expect(config.trustProxy).toBe(true);
    expect(config.authRateLimit).toEqual({ perIp: 7, perEmail: 3, windowMinutes: 5 });
  });
});
