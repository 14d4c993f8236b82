import type { FastifyInstance } from 'fastify';
import type { EmulatedClient } from '../google/context';
import { openSeededHost } from '../shared/seeded-host';
import type { FacebookContext } from './context';
import { controlRoutes } from './control';
import { commentRoutes } from './graph/comments';
import { createGate } from './graph/gate';
import { meRoutes } from './graph/me';
import { ratingRoutes } from './graph/ratings';
import { registerErrorHandler } from './http';
import { accessTokenRoutes } from './oauth/access-token';
import { appsOf } from './oauth/apps';
import { dialogRoutes } from './oauth/dialog';
import { createOperations, webhookSchema, type FacebookOperations } from './operations';
import { buildWorld, seedSignature, type SeedOptions } from './seed/build-world';
import { FacebookState, isStateDocument, type StateDocument } from './state';
import type { WebhookTarget } from './types';
import { WebhookSender } from './webhooks';

export type { Failures, FailuresPatch } from './failures';
export type { AddRatingInput, UpdateRatingInput } from './operations';
export { DEFAULT_APP } from './oauth/apps';
export { LEGACY_SIGNATURE_HEADER, SIGNATURE_HEADER } from './webhooks';

export const DEFAULT_RATINGS_PER_PAGE = 30;
export const DEFAULT_RANDOM_SEED = 20261122;
export const STATE_FILE_NAME = 'facebook-emulator.json';

export interface FacebookEmulatorOptions {
  /** Visible ratings seeded per Page (default 30; benchmarks ask for thousands). A few hidden ones come on top. */
  ratings?: number;
  /** PRNG seed: the same value gives the same ratings. */
  randomSeed?: number;
  /** JSON array of ratings replacing the built-in ones, all on one Page. */
  seedFile?: string;
  /** Keep grants, tokens, ratings, comments and the webhook across restarts in this directory; in memory when absent. */
  dataDir?: string;
  /** Skip the login dialog and redirect back at once. Default: EMULATOR_AUTO_CONSENT=1, as for Google. */
  autoConsent?: boolean;
  /** Current time in epoch milliseconds; injectable for tests. */
  clock?: () => number;
  /** The emulator's public origin (paging links); default the listening address. */
  publicUrl?: string;
  /**
   * Registered apps (clientId = app id, clientSecret = app secret): ids, secrets and redirect URIs are
   * checked (an empty redirectUris list accepts any). Default: the product's embedded app
   * (1000000000000001 / emulator-app-secret) with any redirect URI.
   */
  clients?: EmulatedClient[];
  /** Where rating events are pushed; replaces any webhook kept in dataDir. */
  webhook?: WebhookTarget;
  /** Fastify logger (default off). */
  logger?: boolean;
}

export interface FacebookEmulator {
  app: FastifyInstance;
  /** The origin that replaces www.facebook.com and graph.facebook.com; empty until listen() unless publicUrl was given. */
  readonly url: string;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
  /** In-process control: the same operations as the /__emulator routes, plus the raw store. */
  state: FacebookOperations & { store: FacebookState };
}

export async function createFacebookEmulator(options: FacebookEmulatorOptions = {}): Promise<FacebookEmulator> {
  const now = options.clock ?? (() => Date.now());
  const seed: SeedOptions = {
    randomSeed: options.randomSeed ?? DEFAULT_RANDOM_SEED,
    ratingsPerPage: options.ratings ?? DEFAULT_RATINGS_PER_PAGE,
    seedFile: options.seedFile,
  };
  const host = openSeededHost({
    name: 'Facebook',
    dataDir: options.dataDir,
    fileName: STATE_FILE_NAME,
    isDocument: isStateDocument,
    world: () => buildWorld(seed, now()),
    seedSignature: seedSignature(seed),
    fresh: FacebookState.fresh,
    open: (document: StateDocument, changed: () => void) => new FacebookState(document, changed),
    webhook: options.webhook ? webhookSchema.parse(options.webhook) : undefined,
    publicUrl: options.publicUrl,
    logger: options.logger,
  });
  const { app, store } = host;
  const ctx: FacebookContext = {
    state: store,
    now,
    autoConsent: options.autoConsent ?? process.env.EMULATOR_AUTO_CONSENT === '1',
    apps: appsOf(options.clients),
    baseUrl: host.baseUrl,
  };

  registerErrorHandler(app);
  dialogRoutes(app, ctx);
  accessTokenRoutes(app, ctx);
  const gate = createGate(ctx);
  meRoutes(app, ctx, gate);
  ratingRoutes(app, ctx, gate);
  commentRoutes(app, ctx, gate);
  const webhooks = new WebhookSender(ctx);
  const ops = createOperations(ctx, seed, webhooks);
  controlRoutes(app, ops);
  await app.ready();

  // Assigned onto the handle, not spread: `url` is a getter that learns the port once listen() has run.
  return Object.assign(host.handle(() => webhooks.settled()), { state: Object.assign(ops, { store }) });
}
