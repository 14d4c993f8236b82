import type { EmulatedClient } from '../../google/context';
import { sameString } from '../../shared/client-credentials';

/** A Facebook app; without redirectUris any http(s) redirect URI is accepted. */
export interface FacebookApp {
  appId: string;
  appSecret: string;
  redirectUris?: string[];
}

/** The app the product's embedded demo uses by default (server/config.ts), known to every emulator. */
export const DEFAULT_APP: FacebookApp = { appId: '1000000000000001', appSecret: 'emulator-app-secret' };

/**
 * Registered clients in the shape every emulator takes them, or the default app when none are given.
 * A client with an empty redirectUris list accepts any redirect URI, like the default app.
 */
export const appsOf = (clients: EmulatedClient[] | undefined): FacebookApp[] =>
  clients
    ? clients.map((c) => ({ appId: c.clientId, appSecret: c.clientSecret, ...(c.redirectUris.length > 0 ? { redirectUris: c.redirectUris } : {}) }))
    : [DEFAULT_APP];

export const secretMatches = (app: FacebookApp, secret: string | undefined) => secret !== undefined && sameString(secret, app.appSecret);
