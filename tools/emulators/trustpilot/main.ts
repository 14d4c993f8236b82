import { parseArgs } from 'node:util';
import { closeOnSignals, integerOption, runMain } from '../shared/cli';
import { createTrustpilotEmulator, DEFAULT_REVIEWS_PER_UNIT, type TrustpilotEmulatorOptions } from './create-emulator';

/**
 * `tsx tools/emulators/trustpilot/main.ts [--port 4020] [--reviews N] [--data-dir DIR] [--auto-consent]`
 * Starts the Trustpilot emulator alone.
 */
const HELP = `Trustpilot emulator for Reputation AI (OAuth, private reviews, replies, review webhooks)

Options:
  --port N              port to listen on (default 4020)
  --host HOST           interface to bind (default 127.0.0.1)
  --reviews N           reviews seeded per business unit (default ${DEFAULT_REVIEWS_PER_UNIT})
  --random-seed N       PRNG seed for the seeded data
  --seed-file FILE      JSON array of Trustpilot reviews replacing the built-in ones
  --data-dir DIR        keep tokens, reviews and replies across restarts in DIR
  --auto-consent        skip the login page (or EMULATOR_AUTO_CONSENT=1)
  --webhook-url URL     push service-review-created/-updated events to URL
  --webhook-secret S    HMAC secret for those events (required with --webhook-url)
  --public-url URL      origin to advertise when reached through a proxy
  --help`;

function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4020' },
      host: { type: 'string', default: '127.0.0.1' },
      reviews: { type: 'string' },
      'random-seed': { type: 'string' },
      'seed-file': { type: 'string' },
      'data-dir': { type: 'string' },
      'auto-consent': { type: 'boolean' },
      'webhook-url': { type: 'string' },
      'webhook-secret': { type: 'string' },
      'public-url': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  if (values['webhook-url'] && !values['webhook-secret']) throw new Error('--webhook-url needs --webhook-secret');
  return start(integerOption('port', values.port, 0) ?? 4020, values.host ?? '127.0.0.1', {
    reviews: integerOption('reviews', values.reviews, 0),
    randomSeed: integerOption('random-seed', values['random-seed'], 0),
    seedFile: values['seed-file'],
    dataDir: values['data-dir'],
    autoConsent: values['auto-consent'] ? true : undefined,
    webhook: values['webhook-url'] ? { url: values['webhook-url'], secret: values['webhook-secret']! } : undefined,
    publicUrl: values['public-url'],
  });
}

async function start(port: number, host: string, options: TrustpilotEmulatorOptions) {
  const started = Date.now();
  const emulator = await createTrustpilotEmulator(options);
  const url = await emulator.listen(port, host);
  const snapshot = emulator.state.snapshot({ includeReviews: false });
  console.log(`Trustpilot emulator listening on ${url}`);
  console.log(`  ${snapshot.businessUsers.length} business users, ${snapshot.businessUnits.length} business units, ${snapshot.counts.reviews} reviews (seeded in ${Date.now() - started} ms)`);
  const automatic = options.autoConsent ?? process.env.EMULATOR_AUTO_CONSENT === '1';
  console.log(`  login: ${automatic ? 'automatic (no page)' : 'a page with Allow and Deny'} at ${url}/authenticate`);
  if (snapshot.webhook) console.log(`  review events pushed to ${snapshot.webhook.url}`);
  console.log(`  state and failure switches: ${url}/__emulator`);
  closeOnSignals(emulator);
}

runMain('Trustpilot', main);
