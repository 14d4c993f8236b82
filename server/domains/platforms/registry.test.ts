import type { Config, PlatformConfig } from '@server/config';
import { HttpError } from '@server/http/errors';
import { createPlatformRegistry } from './registry';

const OFF: PlatformConfig = { mode: 'off' };
const configOf = (overrides: Partial<Record<'google' | 'trustpilot' | 'facebook', PlatformConfig>>): Pick<Config, 'google' | 'trustpilot' | 'facebook'> => ({
  google: OFF,
  trustpilot: OFF,
  ...overrides,
  facebook: { ...(overrides.facebook ?? OFF), graphVersion: 'v21.0' },
});

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the platform registry', () => {
  it('answers each configured adapter, with the emulator origin where one stands in', () => {
    const registry = createPlatformRegistry(
      configOf({
        google: { mode: 'real', clientId: 'id', clientSecret: 'secret' },
        trustpilot: { mode: 'emulator', clientId: 'key', clientSecret: 's', emulatorUrl: 'http://127.0.0.1:1' },
        facebook: { mode: 'real', clientId: 'app', clientSecret: 'secret' },
      }),
    );
    expect(registry.require('google').platform).toBe('google');
    expect(registry.require('trustpilot').platform).toBe('trustpilot');
    expect(registry.require('facebook').platform).toBe('facebook');
    // The pinned Graph version reaches Facebook's Login dialog (and every Graph call with it).
    expect(registry.require('facebook').authorizationUrl({ state: 's', redirectUri: 'https://app.example/cb', codeChallenge: 'c' })).toMatch(/^https:\/\/www\.facebook\.com\/v21\.0\/dialog\/oauth\?/);
    expect(registry.googleEmulatorUrl).toBeUndefined();
    expect(registry.emulatorUrl('trustpilot')).toBe('http://127.0.0.1:1');
  });

  it('uses an embedded emulator only once it listens', () => {
    const embedded: PlatformConfig = { mode: 'embedded-emulator', clientId: 'id', clientSecret: 's', autoConsent: true, seedFile: undefined };
    const waiting = createPlatformRegistry(configOf({ google: embedded, trustpilot: embedded }));
    expect(refusal(() => waiting.require('trustpilot')).message).toMatch(/Trustpilot is not configured on this server: set TRUSTPILOT_API_KEY/);
    const listening = createPlatformRegistry(configOf({ google: embedded, trustpilot: embedded }), { google: 'http://127.0.0.1:2', trustpilot: 'http://127.0.0.1:3' });
    expect(listening.googleEmulatorUrl).toBe('http://127.0.0.1:2');
    expect(listening.require('trustpilot').platform).toBe('trustpilot');
    expect(listening.emulatorUrl('trustpilot')).toBe('http://127.0.0.1:3');
  });

  it('refuses an unconfigured platform with a 400 that names the settings', () => {
    const off = createPlatformRegistry(configOf({}));
    const google = refusal(() => off.require('google'));
    expect(google.statusCode).toBe(400);
    expect(google.message).toBe('Google is not configured on this server: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.');
    expect(off.emulatorUrl('google')).toBeUndefined();
  });
});
