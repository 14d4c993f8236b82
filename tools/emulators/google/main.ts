import { parseArgs } from 'node:util';
import { closeOnSignals, integerOption, runMain } from '../shared/cli';
import { createGoogleEmulator, DEFAULT_REVIEWS_PER_LOCATION, type PushSubscriptionInput } from './create-emulator';

/**
 * `npm run emulator -- [--port 4010] [--reviews N] [--seed-file FILE] [--auto-consent] [--live] [--push-topic T --push-endpoint URL]`
 * Starts the Google emulator alone; point the product at it with GOOGLE_EMULATOR_URL.
 */
const HELP = `Google emulator for Reputation AI (OAuth 2.0, OpenID Connect, Business Profile APIs)

Options:
  --port N            port to listen on (default 4010)
  --host HOST         interface to bind (default 127.0.0.1)
  --reviews N         reviews seeded per location (default ${DEFAULT_REVIEWS_PER_LOCATION})
  --locations N       locations the owner manages (default 4: one in a personal account, three in a group)
  --random-seed N     PRNG seed for the seeded data
  --seed-file FILE    JSON array of v4 reviews replacing the built-in ones (or EMULATOR_SEED_FILE)
  --state-file FILE   keep tokens, reviews and replies across restarts in FILE
  --auto-consent      skip the consent page (or EMULATOR_AUTO_CONSENT=1)
  --live              add a new review every 30 seconds
  --live-every N      ... every N seconds instead
  --public-url URL    origin to advertise when reached through a proxy
  --push-topic T      Pub/Sub topic (projects/{p}/topics/{t}) with a push subscription: accounts whose
                      notificationSetting names it push NEW_REVIEW/UPDATED_REVIEW to --push-endpoint
  --push-endpoint URL where that subscription pushes (the product's /api/webhooks/google-pubsub?token=…)
  --help`;

function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      reviews: { type: 'string' },
      locations: { type: 'string' },
      'random-seed': { type: 'string' },
      'seed-file': { type: 'string' },
      'state-file': { type: 'string' },
      'auto-consent': { type: 'boolean' },
      live: { type: 'boolean' },
      'live-every': { type: 'string' },
      'public-url': { type: 'string' },
      'push-topic': { type: 'string' },
      'push-endpoint': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const liveSeconds = integerOption('live-every', values['live-every'], 1) ?? (values.live ? 30 : undefined);
  if (Boolean(values['push-topic']) !== Boolean(values['push-endpoint'])) throw new Error('--push-topic and --push-endpoint go together');

  return start({
    port: integerOption('port', values.port, 0) ?? 4010,
    host: values.host ?? '127.0.0.1',
    seed: integerOption('reviews', values.reviews, 0),
    locations: integerOption('locations', values.locations, 1),
    randomSeed: integerOption('random-seed', values['random-seed'], 0),
    seedFile: values['seed-file'],
    stateFile: values['state-file'],
    autoConsent: values['auto-consent'] ? true : undefined,
    liveReviewsEveryMs: liveSeconds ? liveSeconds * 1000 : undefined,
    publicUrl: values['public-url'],
    pushSubscriptions: values['push-topic'] ? [{ topic: values['push-topic'], pushEndpoint: values['push-endpoint']! }] : undefined,
  });
}

async function start(options: {
  port: number;
  host: string;
  seed?: number;
  locations?: number;
  randomSeed?: number;
  seedFile?: string;
  stateFile?: string;
  autoConsent?: boolean;
  liveReviewsEveryMs?: number;
  publicUrl?: string;
  pushSubscriptions?: PushSubscriptionInput[];
}) {
  const started = Date.now();
  const emulator = await createGoogleEmulator(options);
  const url = await emulator.listen(options.port, options.host);
  const snapshot = emulator.state.snapshot({ includeReviews: false });
  console.log(`Google emulator listening on ${url}`);
  console.log(`  ${snapshot.accounts.length} accounts, ${snapshot.locations.length} locations, ${snapshot.counts.reviews} reviews (seeded in ${Date.now() - started} ms)`);
  const automatic = options.autoConsent ?? process.env.EMULATOR_AUTO_CONSENT === '1';
  console.log(`  consent: ${automatic ? 'automatic (no page)' : 'a page with Allow and Deny'}`);
  if (options.liveReviewsEveryMs) console.log(`  live: a new review every ${options.liveReviewsEveryMs / 1000} s`);
  for (const subscription of snapshot.pushSubscriptions) console.log(`  Pub/Sub: ${subscription.topic} pushes to ${subscription.pushEndpoint.replace(/token=[^&]+/, 'token=…')}`);
  console.log(`  point the product at it: GOOGLE_EMULATOR_URL=${url}`);
  console.log(`  state and failure switches: ${url}/__emulator`);
  closeOnSignals(emulator);
}

runMain('Google', main);
