import type { FastifyInstance } from 'fastify';
import type { EmulatedClient } from '../google/context';
import { openSeededHost } from '../shared/seeded-host';
import { businessUnitRoutes } from './api/business-units';
import { createGate } from './api/gate';
import { replyRoutes } from './api/replies';
import { reviewRoutes } from './api/reviews';
import type { TrustpilotContext } from './context';
import { controlRoutes } from './control';
import { registerErrorHandler } from './http';
import { authenticateRoutes } from './oauth/authenticate';
import { tokenRoutes } from './oauth/token';
import { createOperations, webhookSchema, type TrustpilotOperations } from './operations';
import { buildWorld, seedSignature, type SeedOptions } from './seed/build-world';
import { isStateDocument, TrustpilotState, type StateDocument } from './state';
import type { WebhookTarget } from './types';
import { WebhookSender } from './webhooks';

export type { Failures, FailuresPatch } from './failures';
export type { AddReviewInput, UpdateReviewInput } from './operations';
export { SIGNATURE_HEADER } from './webhooks';

export const DEFAULT_REVIEWS_PER_UNIT = 30;
export const DEFAULT_RANDOM_SEED = 20261122;
export const STATE_FILE_NAME = 'trustpilot-emulator.json';

export interface TrustpilotEmulatorOptions {
  /** Reviews seeded per business unit (default 30; benchmarks ask for thousands). */
  reviews?: number;
  /** PRNG seed: the same value gives the same reviews. */
  randomSeed?: number;
  /** JSON array of Trustpilot reviews replacing the built-in ones, all on one business unit. */
  seedFile?: string;
  /** Keep tokens, reviews, replies and the webhook across restarts in this directory; in memory when absent. */
  dataDir?: string;
  /** Skip the login page and redirect back at once. Default: EMULATOR_AUTO_CONSENT=1, as for Google. */
  autoConsent?: boolean;
  /** Current time in epoch milliseconds; injectable for tests. */
  clock?: () => number;
  /** The emulator's public origin (links in responses); default the listening address. */
  publicUrl?: string;
  /** Registered applications (clientId = API key); when given, keys, secrets and redirect URIs are checked. */
  clients?: EmulatedClient[];
  /** Where review events are pushed; replaces any webhook kept in dataDir. */
  webhook?: WebhookTarget;
  /** Fastify logger (default off). */
  logger?: boolean;
}

export interface TrustpilotEmulator {
  app: FastifyInstance;
  /** The origin that replaces api.trustpilot.com and authenticate.trustpilot.com; empty until listen() unless publicUrl was given. */
  readonly url: string;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
  /** In-process control: the same operations as the /__emulator routes, plus the raw store. */
  state: TrustpilotOperations & { store: TrustpilotState };
}

export async function createTrustpilotEmulator(options: TrustpilotEmulatorOptions = {}): Promise<TrustpilotEmulator> {
  const now = options.clock ?? (() => Date.now());
  const seed: SeedOptions = {
    randomSeed: options.randomSeed ?? DEFAULT_RANDOM_SEED,
    reviewsPerUnit: options.reviews ?? DEFAULT_REVIEWS_PER_UNIT,
    seedFile: options.seedFile,
  };
  const host = openSeededHost({
    name: 'Trustpilot',
    dataDir: options.dataDir,
    fileName: STATE_FILE_NAME,
    isDocument: isStateDocument,
    world: () => buildWorld(seed, now()),
    seedSignature: seedSignature(seed),
    fresh: TrustpilotState.fresh,
    open: (document: StateDocument, changed: () => void) => new TrustpilotState(document, changed),
    webhook: options.webhook ? webhookSchema.parse(options.webhook) : undefined,
    publicUrl: options.publicUrl,
    logger: options.logger,
  });
  const { app, store } = host;
  const ctx: TrustpilotContext = {
    state: store,
    now,
    autoConsent: options.autoConsent ?? process.env.EMULATOR_AUTO_CONSENT === '1',
    clients: options.clients,
    baseUrl: host.baseUrl,
  };

  registerErrorHandler(app);
  authenticateRoutes(app, ctx);
  tokenRoutes(app, ctx);
  const gate = createGate(ctx);
  businessUnitRoutes(app, ctx, gate);
  reviewRoutes(app, ctx, gate);
  replyRoutes(app, ctx, gate);
  const webhooks = new WebhookSender(ctx);
  const ops = createOperations(ctx, seed, webhooks);
  controlRoutes(app, ops);
  await app.ready();

  // Assigned onto the handle, not spread: `url` is a getter that learns the port once listen() has run.
  return Object.assign(host.handle(() => webhooks.settled()), { state: Object.assign(ops, { store }) });
}
