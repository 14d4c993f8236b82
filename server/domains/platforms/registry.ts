import { PLATFORM_NAMES, type Platform } from '@common/schemas/platforms';
import type { Config, PlatformConfig } from '@server/config';
import { badRequest } from '@server/http/errors';
import { googleEndpoints } from './google/endpoints';
import { createGoogleAdapter } from './google/google-adapter';
import { facebookEndpoints } from './facebook/endpoints';
import { createFacebookAdapter } from './facebook/facebook-adapter';
import type { PlatformAdapter } from './platform';
import { trustpilotEndpoints } from './trustpilot/endpoints';
import { createTrustpilotAdapter } from './trustpilot/trustpilot-adapter';

export type PlatformRegistry = {
  /** The adapter, or a 400 saying why that platform cannot be used here. */
  require: (platform: Platform) => PlatformAdapter;
  /** The emulator's origin where one stands in for the platform (the screens must say so plainly). */
  emulatorUrl: (platform: Platform) => string | undefined;
  /** Google's emulator origin: Google sign-in uses the same emulator. */
  googleEmulatorUrl: string | undefined;
};

/** Where a configured platform's calls go: its emulator's origin, or undefined for the real platform; null when off. */
function originOf(config: PlatformConfig, embeddedUrl: string | undefined): string | undefined | null {
  if (config.mode === 'off') return null;
  if (config.mode === 'emulator') return config.emulatorUrl;
  if (config.mode === 'embedded-emulator') return embeddedUrl ?? null;
  return undefined;
}

/** How to use the real platform instead of its emulator, or at all. */
export const CREDENTIALS_HINT: Record<Platform, string> = {
  google: 'set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
  trustpilot: 'set TRUSTPILOT_API_KEY and TRUSTPILOT_API_SECRET',
  facebook: 'set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET',
};

type AdapterFactory = (config: Extract<PlatformConfig, { clientId: string }>, emulatorUrl: string | undefined, graphVersion: string) => PlatformAdapter;

const FACTORIES: Record<Platform, AdapterFactory> = {
  google: (config, url) => createGoogleAdapter(googleEndpoints(url), { clientId: config.clientId, clientSecret: config.clientSecret }),
  trustpilot: (config, url) => createTrustpilotAdapter(trustpilotEndpoints(url), { apiKey: config.clientId, apiSecret: config.clientSecret }),
  facebook: (config, url, graphVersion) => createFacebookAdapter(facebookEndpoints(graphVersion, url), { appId: config.clientId, appSecret: config.clientSecret }),
};

/** The one place that knows which platforms exist and where each one's calls go. */
export function createPlatformRegistry(config: Pick<Config, Platform>, embeddedUrls: Partial<Record<Platform, string>> = {}): PlatformRegistry {
  const adapters = new Map<Platform, PlatformAdapter>();
  const origins = new Map<Platform, string | undefined>();
  for (const platform of Object.keys(PLATFORM_NAMES) as Platform[]) {
    const platformConfig = config[platform];
    const origin = originOf(platformConfig, embeddedUrls[platform]);
    if (origin === null || platformConfig.mode === 'off') continue;
    origins.set(platform, origin);
    adapters.set(platform, FACTORIES[platform](platformConfig, origin, config.facebook.graphVersion));
  }

  return {
    emulatorUrl: (platform) => origins.get(platform),
    googleEmulatorUrl: origins.get('google'),
    require(platform) {
      const adapter = adapters.get(platform);
      if (adapter) return adapter;
      throw badRequest(`${PLATFORM_NAMES[platform]} is not configured on this server: ${CREDENTIALS_HINT[platform]}.`);
    },
  };
}
