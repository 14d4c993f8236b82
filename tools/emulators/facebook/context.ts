import type { FastifyRequest } from 'fastify';
import type { FacebookApp } from './oauth/apps';
import type { FacebookState } from './state';

/** What every route module gets: the state, the clock and the settings that shape Facebook's behaviour. */
export interface FacebookContext {
  state: FacebookState;
  now: () => number;
  autoConsent: boolean;
  /** The registered apps; the default app (server/config.ts's embedded one) when none were given. */
  apps: FacebookApp[];
  /** The origin that stands in for www.facebook.com and graph.facebook.com. */
  baseUrl(request?: FastifyRequest): string;
}

export const appOf = (ctx: FacebookContext, appId: string | undefined) => (appId === undefined ? undefined : ctx.apps.find((app) => app.appId === appId));
