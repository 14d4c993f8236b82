import path from 'node:path';
import type { Config } from '@server/config';
import { createGoogleEmulator, type GoogleEmulator } from '../../../../tools/emulators/google/create-emulator';

/**
 * The embedded demo (no GOOGLE_CLIENT_ID, no DATABASE_URL) runs the Google emulator inside this
 * process, on the next port, with its state under DATA_DIR so restarts keep connections and replies.
 */
export async function startEmbeddedEmulator(config: Config): Promise<GoogleEmulator | undefined> {
  const google = config.google;
  if (google.mode !== 'embedded-emulator') return undefined;
  const emulator = await createGoogleEmulator({
    stateFile: path.join(config.dataDir, 'google-emulator.json'),
    autoConsent: google.autoConsent,
    ...(google.seedFile ? { seedFile: google.seedFile } : {}),
    clients: [
      {
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        redirectUris: [`${config.publicUrl}/api/auth/google/callback`, `${config.publicUrl}/api/oauth/google/callback`],
      },
    ],
  });
  const host = new URL(config.publicUrl).hostname;
  try {
    await emulator.listen(config.port === 0 ? 0 : config.port + 1, host === 'localhost' ? '127.0.0.1' : '0.0.0.0');
  } catch {
    // The next port is taken: any free port will do, the adapter learns it from emulator.url.
    await emulator.listen(0, '127.0.0.1');
  }
  return emulator;
}
