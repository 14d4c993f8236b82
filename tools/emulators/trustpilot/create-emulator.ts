import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { EmulatedClient } from '../google/context';
import { listenLocally, registerBodyParsers } from '../shared/http';
import { StateFile } from '../shared/state-file';
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
  const signature = seedSignature(seed);

  let store: TrustpilotState | undefined;
  const file = options.dataDir ? new StateFile<StateDocument>('Trustpilot', path.join(options.dataDir, STATE_FILE_NAME), () => store!.toDocument()) : undefined;
  const saved = file?.read(isStateDocument);
  store = new TrustpilotState(saved ?? TrustpilotState.fresh(buildWorld(seed, now()), signature), () => file?.schedule());
  // A changed seed (another review count or seed file) reseeds the reviews but keeps the tokens.
  if (saved && saved.seedSignature !== signature) store.replaceWorld(buildWorld(seed, now()), signature, { keepTokens: true });
  if (options.webhook) store.webhook = webhookSchema.parse(options.webhook);
  if (!saved || options.webhook) file?.schedule();

  let listeningUrl: string | undefined;
  const ctx: TrustpilotContext = {
    state: store,
    now,
    autoConsent: options.autoConsent ?? process.env.EMULATOR_AUTO_CONSENT === '1',
    clients: options.clients,
    baseUrl: (request?: FastifyRequest) =>
      (options.publicUrl ?? listeningUrl ?? (request ? `${request.protocol}://${request.host}` : 'http://localhost')).replace(/\/$/, ''),
  };

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
  registerBodyParsers(app);
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

  return {
    app,
    get url() {
      return options.publicUrl?.replace(/\/$/, '') ?? listeningUrl ?? '';
    },
    async listen(port = 0, host = '127.0.0.1') {
      listeningUrl = await listenLocally(app, port, host);
      return options.publicUrl?.replace(/\/$/, '') ?? listeningUrl;
    },
    async close() {
      await webhooks.settled();
      await app.close();
      file?.flush();
    },
    state: Object.assign(ops, { store }),
  };
}
