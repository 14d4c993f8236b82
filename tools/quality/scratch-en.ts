import { draftReply } from '@server/domains/assistant/offline/draft-reply';
import { SAMPLES_BY_LANGUAGE } from '@server/domains/assistant/language/review-samples';
import { inputFor } from '@server/domains/assistant/test-support';
import { checkDraft } from '@server/domains/assistant/guardrails/check-draft';
import { guardrailContextFor } from '@server/domains/assistant/guardrail-context';
import { analyseReview } from '@server/domains/assistant/topics/analyse-review';
for (const [i, s] of SAMPLES_BY_LANGUAGE.en.entries()) {
  const input = inputFor(s, { defaultTone: (['friendly','professional','casual','auto'] as const)[i % 4], contactName: i % 3 === 2 ? null : 'Mette' }, i);
  const d = draftReply(input);
  const a = analyseReview(s.text, 'en');
  console.log(`\n[${s.rating}] ${s.text}\n  topics: ${a.topics.map(t => `${t.topic}${t.polarity > 0 ? '+' : t.polarity < 0 ? '-' : '0'}`).join(' ')}`);
  console.log(d.text.replace(/^/gm, '  | '));
  const c = checkDraft(d.text, guardrailContextFor(input));
  if (!c.ok) console.log('  ✗', JSON.stringify(c.finding));
}
