import type { FastifyRequest } from 'fastify';
import type { EmulatedClient } from '../google/context';
import type { TrustpilotState } from './state';

/** What every route module gets: the state, the clock and the settings that shape Trustpilot's behaviour. */
export interface TrustpilotContext {
  state: TrustpilotState;
  now: () => number;
  autoConsent: boolean;
  /** Registered applications (client id = API key); when undefined any key and non-empty secret pass. */
  clients?: EmulatedClient[];
  /** The origin that stands in for api.trustpilot.com and authenticate.trustpilot.com. */
  baseUrl(request?: FastifyRequest): string;
}
