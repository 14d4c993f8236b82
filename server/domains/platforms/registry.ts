import { PLATFORM_NAMES, type Platform } from '@common/schemas/platforms';
import type { PlatformConfig } from '@server/config';
import { badRequest } from '@server/http/errors';
import { googleEndpoints } from './google/endpoints';
import { createGoogleAdapter } from './google/google-adapter';
import type { PlatformAdapter } from './platform';

export type PlatformRegistry = {
  /** The adapter, or a 400 saying why that platform cannot be used here. */
  require: (platform: Platform) => PlatformAdapter;
  /** The emulator's origin when it stands in for Google (the screens must say so plainly). */
  googleEmulatorUrl: string | undefined;
};

/**
 * The one place that knows which platforms exist. Google is live; Facebook and Trustpilot answer
 * "coming soon" until their adapters are written.
 */
export function createPlatformRegistry(google: PlatformConfig, embeddedEmulatorUrl?: string): PlatformRegistry {
  const emulatorUrl = google.mode === 'emulator' ? google.emulatorUrl : google.mode === 'embedded-emulator' ? embeddedEmulatorUrl : undefined;
  const googleAdapter =
    google.mode === 'off' || (google.mode === 'embedded-emulator' && !embeddedEmulatorUrl)
      ? undefined
      : createGoogleAdapter(googleEndpoints(emulatorUrl), { clientId: google.clientId, clientSecret: google.clientSecret });

  return {
    googleEmulatorUrl: emulatorUrl,
    require(platform) {
      if (platform === 'google' && googleAdapter) return googleAdapter;
      if (platform === 'google') throw badRequest('Google is not configured on this server: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.');
      throw badRequest(`${PLATFORM_NAMES[platform]} integration is not yet available.`);
    },
  };
}
