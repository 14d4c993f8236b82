import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { listenLocally, registerBodyParsers } from '../shared/http';
import { StateFile } from '../shared/state-file';
import { accountRoutes } from './api/accounts';
import { locationRoutes } from './api/locations';
import { notificationRoutes } from './api/notifications';
import { replyRoutes } from './api/replies';
import { reviewRoutes } from './api/reviews';
import type { EmulatedClient, EmulatorContext } from './context';
import { controlRoutes } from './control';
import { registerErrorHandler } from './http';
import { generateSigningKey, loadSigningKey } from './keys';
import { authorizeRoutes } from './oauth/authorize';
import { openIdRoutes } from './oauth/openid';
import { tokenRoutes } from './oauth/token';
import { createOperations, toPushSubscription, type EmulatorOperations, type PushSubscriptionInput } from './operations';
import { PubsubPusher } from './pubsub-push';
import { buildWorld, seedSignature, type SeedOptions } from './seed/build-world';
import { reviewParent } from './seed/businesses';
import { EmulatorState, isStateDocument, type StateDocument } from './state';

export type { EmulatedClient } from './context';
export type { Failures, FailuresPatch, GoogleService } from './failures';
export type { AddReviewInput, PushSubscriptionInput, UpdateReviewInput } from './operations';
export { TEXT_BANK } from './seed/texts';
export type { BankText, LanguageBank, Topic } from './seed/texts';

export const DEFAULT_REVIEWS_PER_LOCATION = 30;
export const DEFAULT_RANDOM_SEED = 20261122;

export interface GoogleEmulatorOptions {
  /** Reviews seeded per location (default 30; benchmarks use 10,000). */
  seed?: number;
  /** PRNG seed: the same value gives the same accounts, locations and reviews. */
  randomSeed?: number;
  /** How many locations the primary user manages: the four seeded ones by default, more for benchmarks, one for a one-step connect. */
  locations?: number;
  /** JSON array of v4 reviews replacing the built-in ones, on the locations its entries name (or one). Default: EMULATOR_SEED_FILE. */
  seedFile?: string;
  /** Keep tokens, reviews and replies across restarts in this JSON file (written atomically). */
  stateFile?: string;
  /** Skip the consent page and redirect back at once. Default: EMULATOR_AUTO_CONSENT=1. */
  autoConsent?: boolean;
  /** Current time in epoch milliseconds; injectable for tests. */
  clock?: () => number;
  /** Add a new review to one of the locations this often (live demo). */
  liveReviewsEveryMs?: number;
  /** The emulator's public origin (issuer and discovery URLs); default the listening address. */
  publicUrl?: string;
  /** Registered clients; when given, client_id, client_secret and redirect_uri are checked strictly. */
  clients?: EmulatedClient[];
  /** How long a new reply stays PENDING before it shows APPROVED or REJECTED (default 0). */
  replyModerationMs?: number;
  /**
   * Pub/Sub push subscriptions (topic T pushes to URL U), replacing any kept in the state file. An
   * account whose notificationSetting names T then pushes its review events to U.
   */
  pushSubscriptions?: PushSubscriptionInput[];
  /** Fastify logger (default off). */
  logger?: boolean;
}

export interface GoogleEmulator {
  app: FastifyInstance;
  /** The origin that replaces every Google host; empty until listen() unless publicUrl was given. */
  readonly url: string;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
  /** In-process control: the same operations as the /__emulator routes, plus the raw store. */
  state: EmulatorOperations & { store: EmulatorState };
}

/**
 * One key per process: generating a 2048-bit RSA key costs ~100 ms, which adds up in test suites that
 * start many emulators. A state file pins the key across restarts anyway.
 */
let processKey: ReturnType<typeof generateSigningKey> | undefined;

export async function createGoogleEmulator(options: GoogleEmulatorOptions = {}): Promise<GoogleEmulator> {
  const now = options.clock ?? (() => Date.now());
  const seed: SeedOptions = {
    randomSeed: options.randomSeed ?? DEFAULT_RANDOM_SEED,
    reviewsPerLocation: options.seed ?? DEFAULT_REVIEWS_PER_LOCATION,
    ...(options.locations !== undefined ? { locations: options.locations } : {}),
    seedFile: options.seedFile ?? (process.env.EMULATOR_SEED_FILE || undefined),
  };
  const signature = seedSignature(seed);

  let store: EmulatorState | undefined;
  const file = options.stateFile ? new StateFile<StateDocument>('Google', options.stateFile, () => store!.toDocument()) : undefined;
  const saved = file?.read(isStateDocument);
  store = new EmulatorState(saved ?? EmulatorState.fresh(buildWorld(seed, now()), signature, (processKey ??= generateSigningKey())), () => file?.schedule());
  // A changed seed (another --reviews or seed file) reseeds the reviews but keeps keys and tokens.
  if (saved && saved.seedSignature !== signature) store.replaceWorld(buildWorld(seed, now()), signature, { keepTokens: true });
  if (options.pushSubscriptions) store.pushSubscriptions = options.pushSubscriptions.map(toPushSubscription);
  if (!saved || options.pushSubscriptions) file?.schedule();

  let listeningUrl: string | undefined;
  const baseUrl = (request?: FastifyRequest) =>
    (options.publicUrl ?? listeningUrl ?? (request ? `${request.protocol}://${request.host}` : 'http://localhost')).replace(/\/$/, '');

  const ctx: EmulatorContext = {
    state: store,
    now,
    signingKey: loadSigningKey(store.signingKey),
    autoConsent: options.autoConsent ?? process.env.EMULATOR_AUTO_CONSENT === '1',
    clients: options.clients,
    replyModerationMs: options.replyModerationMs ?? 0,
    baseUrl,
  };

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
  registerBodyParsers(app);
  registerErrorHandler(app);
  authorizeRoutes(app, ctx);
  tokenRoutes(app, ctx);
  openIdRoutes(app, ctx);
  accountRoutes(app, ctx);
  locationRoutes(app, ctx);
  reviewRoutes(app, ctx);
  replyRoutes(app, ctx);
  notificationRoutes(app, ctx);
  const pushes = new PubsubPusher(ctx);
  const ops = createOperations(ctx, seed, pushes);
  controlRoutes(app, ops);
  await app.ready();

  let live: NodeJS.Timeout | undefined;
  if (options.liveReviewsEveryMs && options.liveReviewsEveryMs > 0) {
    live = setInterval(() => {
      const locations = ctx.state.locations;
      if (locations.length === 0) return;
      const location = locations[ctx.state.liveCounter % locations.length]!;
      ops.addReview({ location: reviewParent(location) });
    }, options.liveReviewsEveryMs);
    live.unref();
  }

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
      if (live) clearInterval(live);
      await pushes.settled();
      await app.close();
      file?.flush();
    },
    state: Object.assign(ops, { store }),
  };
}
