import { startBenchApp } from './bench-app';
import { draftMissingForUser } from '@server/domains/responses/drafts.service';
import { report, timed } from './report';

/** Design §7: import of 10,000 reviews from the emulator under 20 s; then a re-sync with nothing new. */
export async function benchImport(reviews = Number(process.env.BENCH_REVIEWS ?? 10_000)) {
  const bench = await startBenchApp({ seed: reviews });
  try {
    const connectionId = (await bench.connectGoogle())[0]!;
    const first = await timed(() => bench.call('POST', `/api/connections/${connectionId}/sync`));
    const imported = (first.result.json() as { imported: number }).imported;
    report(`import of ${imported} reviews (first sync, without drafts)`, first.ms / 1000, 's');
    report('import rate', imported / (first.ms / 1000), 'reviews/s');
    const userId = ((await bench.call('GET', '/api/auth/me')).json() as { user: { id: string } }).user.id;
    const drafts = await timed(() => draftMissingForUser(bench.ctx, userId));
    report(`drafting the imported reviews (${drafts.result.length} drafts)`, drafts.ms / 1000, 's');
    report('import of 10,000 reviews, drafts included', (first.ms + drafts.ms) / 1000, 's', 20, 'under');
    const again = await timed(() => bench.call('POST', `/api/connections/${connectionId}/sync`));
    report(`re-sync with nothing new (imported ${(again.result.json() as { imported: number }).imported})`, again.ms, 'ms');
  } finally {
    await bench.close();
  }
}
