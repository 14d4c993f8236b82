import { parseArgs } from 'node:util';
import { closeOnSignals, integerOption, runMain } from '../shared/cli';
import { createFacebookEmulator, DEFAULT_APP, DEFAULT_RATINGS_PER_PAGE, type FacebookEmulatorOptions } from './create-emulator';

/**
 * `tsx tools/emulators/facebook/main.ts [--port 4030] [--ratings N] [--data-dir DIR] [--auto-consent]`
 * Starts the Facebook emulator alone.
 */
const HELP = `Facebook emulator for Reputation AI (Facebook Login, Graph API Page ratings and comments, ratings webhook)

Options:
  --port N              port to listen on (default 4030)
  --host HOST           interface to bind (default 127.0.0.1)
  --ratings N           visible ratings seeded per Page (default ${DEFAULT_RATINGS_PER_PAGE})
  --random-seed N       PRNG seed for the seeded data
  --seed-file FILE      JSON array of ratings replacing the built-in ones
  --data-dir DIR        keep grants, tokens, ratings and comments across restarts in DIR
  --auto-consent        skip the login dialog (or EMULATOR_AUTO_CONSENT=1)
  --app-id ID           the registered app (default ${DEFAULT_APP.appId}, the product's embedded one)
  --app-secret S        its secret, which also signs webhooks (default ${DEFAULT_APP.appSecret})
  --webhook-url URL     push ratings changes to URL, signed X-Hub-Signature-256 with the app secret
  --public-url URL      origin to advertise when reached through a proxy
  --help`;

function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4030' },
      host: { type: 'string', default: '127.0.0.1' },
      ratings: { type: 'string' },
      'random-seed': { type: 'string' },
      'seed-file': { type: 'string' },
      'data-dir': { type: 'string' },
      'auto-consent': { type: 'boolean' },
      'app-id': { type: 'string' },
      'app-secret': { type: 'string' },
      'webhook-url': { type: 'string' },
      'public-url': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  if (Boolean(values['app-id']) !== Boolean(values['app-secret'])) throw new Error('--app-id and --app-secret go together');
  return start(integerOption('port', values.port, 0) ?? 4030, values.host ?? '127.0.0.1', {
    ratings: integerOption('ratings', values.ratings, 0),
    randomSeed: integerOption('random-seed', values['random-seed'], 0),
    seedFile: values['seed-file'],
    dataDir: values['data-dir'],
    autoConsent: values['auto-consent'] ? true : undefined,
    // A registered app from the command line accepts any redirect URI, like the default one.
    clients: values['app-id'] ? [{ clientId: values['app-id'], clientSecret: values['app-secret']!, redirectUris: [] }] : undefined,
    webhook: values['webhook-url'] ? { url: values['webhook-url'] } : undefined,
    publicUrl: values['public-url'],
  });
}

async function start(port: number, host: string, options: FacebookEmulatorOptions) {
  const started = Date.now();
  const emulator = await createFacebookEmulator(options);
  const url = await emulator.listen(port, host);
  const snapshot = emulator.state.snapshot({ includeRatings: false });
  console.log(`Facebook emulator listening on ${url}`);
  console.log(`  ${snapshot.users.length} people, ${snapshot.pages.length} Pages, ${snapshot.counts.ratings} ratings (seeded in ${Date.now() - started} ms)`);
  const automatic = options.autoConsent ?? process.env.EMULATOR_AUTO_CONSENT === '1';
  console.log(`  login: ${automatic ? 'automatic (no dialog)' : 'a dialog with Continue and Cancel'} at ${url}/v21.0/dialog/oauth`);
  if (snapshot.webhook) console.log(`  ratings changes pushed to ${snapshot.webhook.url}`);
  console.log(`  state and failure switches: ${url}/__emulator`);
  closeOnSignals(emulator);
}

runMain('Facebook', main);
