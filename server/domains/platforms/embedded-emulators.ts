import path from 'node:path';
import type { Platform } from '@common/schemas/platforms';
import type { Config } from '@server/config';
import { createGoogleEmulator } from '../../../tools/emulators/google/create-emulator';
import { createFacebookEmulator } from '../../../tools/emulators/facebook/create-emulator';
import { createTrustpilotEmulator } from '../../../tools/emulators/trustpilot/create-emulator';
import { FACEBOOK_WEBHOOK_PATH } from './push/facebook-webhook';
import { TRUSTPILOT_WEBHOOK_PATH } from './push/trustpilot-webhook';
import { EMBEDDED_PUBSUB_TOPIC, googlePushEndpoint, googlePushTopic } from './push/google-notifications';

type Listening = { url: string; listen(port?: number, host?: string): Promise<string>; close(): Promise<void> };

export type EmbeddedEmulators = {
  /** Where each emulator that runs in this process answers. */
  urls: Partial<Record<Platform, string>>;
  close(): Promise<void>;
};

const callbackOf = (config: Config, platform: Platform) => `${config.publicUrl}/api/auth/${platform}/callback`;

/**
 * The embedded demo (no platform credentials, no DATABASE_URL) runs each platform's emulator inside
 * this process, on the ports after the app's, with its state under DATA_DIR so restarts keep
 * connections and replies. Each pushes new reviews to this app, as the real platform would.
 */
export async function startEmbeddedEmulators(config: Config): Promise<EmbeddedEmulators> {
  const started: Array<[Platform, Listening]> = [];
  const { google, trustpilot, facebook } = config;
  if (google.mode === 'embedded-emulator') {
    const emulator = await createGoogleEmulator({
      stateFile: path.join(config.dataDir, 'google-emulator.json'),
      autoConsent: google.autoConsent,
      ...(google.seedFile ? { seedFile: google.seedFile } : {}),
      pushSubscriptions: [{ topic: googlePushTopic(config) ?? EMBEDDED_PUBSUB_TOPIC, pushEndpoint: googlePushEndpoint(config) }],
      clients: [
        {
          clientId: google.clientId,
          clientSecret: google.clientSecret,
          redirectUris: [callbackOf(config, 'google'), `${config.publicUrl}/api/oauth/google/callback`],
        },
      ],
    });
    started.push(['google', emulator]);
  }
  if (trustpilot.mode === 'embedded-emulator') {
    const emulator = await createTrustpilotEmulator({
      dataDir: config.dataDir,
      autoConsent: trustpilot.autoConsent,
      clients: [{ clientId: trustpilot.clientId, clientSecret: trustpilot.clientSecret, redirectUris: [callbackOf(config, 'trustpilot')] }],
      webhook: { url: `${config.publicUrl}${TRUSTPILOT_WEBHOOK_PATH}`, secret: config.push.trustpilotWebhookSecret },
    });
    started.push(['trustpilot', emulator]);
  }
  if (facebook.mode === 'embedded-emulator') {
    const emulator = await createFacebookEmulator({
      dataDir: config.dataDir,
      autoConsent: facebook.autoConsent,
      clients: [{ clientId: facebook.clientId, clientSecret: facebook.clientSecret, redirectUris: [callbackOf(config, 'facebook')] }],
      webhook: { url: `${config.publicUrl}${FACEBOOK_WEBHOOK_PATH}` },
    });
    started.push(['facebook', emulator]);
  }

  const host = new URL(config.publicUrl).hostname === 'localhost' ? '127.0.0.1' : '0.0.0.0';
  const urls: Partial<Record<Platform, string>> = {};
  for (const [index, [platform, emulator]] of started.entries()) {
    try {
      await emulator.listen(config.port === 0 ? 0 : config.port + 1 + index, host);
    } catch {
      // The port is taken: any free port will do, the adapter learns it from emulator.url.
      await emulator.listen(0, '127.0.0.1');
    }
    urls[platform] = emulator.url;
  }
  return { urls, close: async () => void (await Promise.all(started.map(([, emulator]) => emulator.close()))) };
}
