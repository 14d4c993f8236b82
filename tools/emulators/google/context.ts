import type { FastifyRequest } from 'fastify';
import type { SigningKey } from './keys';
import type { EmulatorState } from './state';

/** A registered OAuth client, for when the emulator should check secrets and redirect URIs strictly. */
export interface EmulatedClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

/** What every route module gets: the state, the clock and the settings that shape Google's behaviour. */
export interface EmulatorContext {
  state: EmulatorState;
  now: () => number;
  signingKey: SigningKey;
  autoConsent: boolean;
  /** When undefined any client_id is accepted and any non-empty secret. */
  clients?: EmulatedClient[];
  /** How long a reply stays PENDING before moderation decides it. */
  replyModerationMs: number;
  /** The origin that stands in for accounts.google.com and the googleapis hosts. */
  baseUrl(request?: FastifyRequest): string;
}

/** Google's numeric project number is the prefix of a real client id ("1234-abc.apps.googleusercontent.com"). */
export function projectNumberOf(clientId: string | undefined): string {
  const match = clientId ? /^(\d{6,})-/.exec(clientId) : null;
  return match?.[1] ?? '462718390512';
}
