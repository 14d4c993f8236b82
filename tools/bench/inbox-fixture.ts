import { refreshStatistics } from '@server/db/maintenance';
import { startBenchApp } from './bench-app';

/** Reviews in the bench account: the size of account the inbox budgets are set for. */
export const INBOX_REVIEWS = 10_000;

/**
 * The product with one account of 10,000 imported reviews (or `locations` × `perLocation`), each waiting one with a draft: the inbox as a
 * busy owner has it. Drafts are written straight into the table: the benches that use this measure reading,
 * not drafting, so the import's drafting jobs are stopped first (a job that had begun may have drafted some,
 * hence the ON CONFLICT).
 */
export async function startInboxBench({ locations = 1, perLocation = INBOX_REVIEWS }: { locations?: number; perLocation?: number } = {}) {
  const bench = await startBenchApp({ seed: perLocation, locations });
  for (const connectionId of await bench.connectGoogle()) await bench.call('POST', `/api/connections/${connectionId}/sync`);
  await bench.ctx.jobs.stop();
  await bench.ctx.database.query(
    `INSERT INTO ai_responses (review_id, user_id, response_text, tone, language)
     SELECT id, user_id, 'Thank you so much for your kind words about your visit. We are glad you enjoyed it and hope to welcome you back soon.', 'friendly', 'en'
     FROM reviews WHERE platform_reply_text IS NULL
     ON CONFLICT (review_id) DO NOTHING`,
  );
  // As the drafting job does after a bulk write, so the planner knows the tables' new size.
  await refreshStatistics(bench.ctx.database, ['reviews', 'ai_responses']);
  return bench;
}
