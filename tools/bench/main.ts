import { benchApiLoad } from './api-load.bench';
import { benchAutoApproval } from './auto-approval.bench';
import { benchDrafts } from './drafts.bench';
import { benchImport } from './import-reviews.bench';
import { benchInbox } from './inbox.bench';
import { benchLandingBundle } from './landing-bundle.bench';

/** `npm run bench`: prints each figure beside its budget (design §7). Figures, never assertions. */
const benches: Array<[string, () => Promise<void>]> = [
  ['Landing bundle', benchLandingBundle],
  ['Google import', () => benchImport()],
  ['Offline drafts', benchDrafts],
  ['Reviews inbox', benchInbox],
  ['API under load', benchApiLoad],
  ['Auto-approval', () => benchAutoApproval()],
];

const only = process.argv[2];
for (const [name, run] of benches) {
  if (only && !name.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n== ${name}`);
  await run();
}
process.exit(0);
