import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeFinding } from '@server/domains/assistant/guardrails/describe-finding';
import { loadCorpus, projectCorpora, type Corpus } from './corpus';
import { draftCorpus, figuresOf, fiveStarPage, measureReply, type LanguageFigures, type ReplyMeasure } from './measure';

/**
 * `npm run quality`: drafts a reply to every review of the quality corpus (or of the files given) and
 * prints, per language, how the replies read against the reviews' annotations. Every figure is counted
 * here from the annotations; none is typed in. `--show` prints every reply, `--failures` only the
 * replies with something to fix, `--language da` one language. Neither prints the unseen set's reviews: they
 * are there to be measured, and an engine tuned to texts someone has read no longer measures the unseen.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { language: { type: 'string' }, show: { type: 'boolean' }, failures: { type: 'boolean' }, set: { type: 'string' } },
});

const corpora: Corpus[] = (positionals.length > 0 ? positionals.map((file) => loadCorpus(path.resolve(file))) : projectCorpora()).filter(
  (corpus) => (!values.language || corpus.language === values.language) && (!values.set || corpus.set === values.set),
);

const pct = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(part === whole ? 0 : 1)} %`);

function problems(m: ReplyMeasure): string[] {
  return [
    !m.languageRight && 'wrong language',
    !m.withinBounds && 'outside the word bounds',
    !m.greetingRight && 'greeting',
    m.praisedMentioned < m.praised && `praised topics named ${m.praisedMentioned}/${m.praised}`,
    m.criticisedAcknowledged < m.criticised && `criticised topics acknowledged ${m.criticisedAcknowledged}/${m.criticised}`,
    m.polarityErrors.length > 0 && `praises what was criticised: ${m.polarityErrors.join(', ')}`,
    m.praiseTakenAsComplaint.length > 0 && `treats praise as a complaint: ${m.praiseTakenAsComplaint.join(', ')}`,
    m.invented.length > 0 && `names topics the review does not raise: ${m.invented.join(', ')}`,
    m.selfRepetition && `repeats itself: ${describeFinding(m.selfRepetition)}`,
    m.apologyAndContact === false && 'no apology or no contact on 1-2 stars',
    m.placeholder && 'placeholder',
    m.held && `held: ${describeFinding(m.held)}`,
  ].filter((problem): problem is string => typeof problem === 'string');
}

const rows: Array<LanguageFigures & { distinctOpenings: number | null; pageSize: number }> = [];
for (const corpus of corpora) {
  const drafted = await draftCorpus(corpus);
  const measures = drafted.map(measureReply);
  if ((values.show || values.failures) && corpus.set !== 'unseen') {
    for (const [index, one] of drafted.entries()) {
      const found = problems(measures[index]!);
      if (values.failures && found.length === 0) continue;
      console.log(`\n— ${one.review.id} (${one.review.rating}★, ${one.review.industry}, ${one.input.settings.defaultTone}) ${one.review.reviewer}: ${one.review.text ?? '(no text)'}`);
      console.log(`  praised: ${one.review.praised.join(', ') || '–'}; criticised: ${one.review.criticised.join(', ') || '–'}`);
      console.log(one.result.draft.text.replace(/^/gmu, '  │ '));
      if (found.length > 0) console.log(`  ✗ ${found.join('; ')}`);
    }
  }
  const page = corpus.set === 'other' && corpus.reviews.filter((r) => r.rating === 5).length === 0 ? null : await fiveStarPage(corpus);
  rows.push({ ...figuresOf(corpus.language, corpus.set, measures), distinctOpenings: page?.distinctOpenings ?? null, pageSize: page?.replies.length ?? 0 });
}

const header = [
  'lang', 'set', 'replies', 'language', 'bounds', 'greeting', 'praised named', 'criticised owned', 'polarity errors', 'praise as complaint',
  'invented topics', 'self-repetition', 'apology+contact 1-2★', 'placeholders', 'held', 'redrafted', '25×5★ openings',
];
const table = rows.map((r) => [
  r.language, r.set === 'development' ? 'dev' : r.set, String(r.replies), pct(r.languageRight, r.replies), pct(r.withinBounds, r.replies),
  pct(r.greetingRight, r.replies), pct(r.praisedMentioned, r.praised), pct(r.criticisedAcknowledged, r.criticised), String(r.polarityErrors),
  String(r.praiseTakenAsComplaint), String(r.invented), pct(r.selfRepetition, r.replies), pct(r.apologyAndContact, r.negative), String(r.placeholder),
  String(r.held), String(r.redrafted), r.distinctOpenings === null ? '–' : `${r.distinctOpenings}/${r.pageSize}`,
]);
const total = (set: string, pick: LanguageFigures[]) => {
  const sum = (key: keyof LanguageFigures) => pick.reduce((n, r) => n + (r[key] as number), 0);
  return [
    'all', set, String(sum('replies')), pct(sum('languageRight'), sum('replies')), pct(sum('withinBounds'), sum('replies')), pct(sum('greetingRight'), sum('replies')),
    pct(sum('praisedMentioned'), sum('praised')), pct(sum('criticisedAcknowledged'), sum('criticised')), String(sum('polarityErrors')),
    String(sum('praiseTakenAsComplaint')), String(sum('invented')), pct(sum('selfRepetition'), sum('replies')), pct(sum('apologyAndContact'), sum('negative')),
    String(sum('placeholder')), String(sum('held')), String(sum('redrafted')), '',
  ];
};
for (const set of ['development', 'holdout', 'unseen', 'other'] as const) {
  const pick = rows.filter((r) => r.set === set);
  if (pick.length > 1) table.push(total(set === 'development' ? 'dev' : set, pick));
}
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => (row[i] ?? '').length)));
const line = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const row of table) console.log(line(row));
console.log('\nTargets: polarity errors, invented topics, placeholders and held drafts 0; self-repetition ≤ 2 %; criticised owned ≥ 95 %;');
console.log('praised named ≥ 90 %; 25 different openings on a page of 25 five-star replies. `--failures` lists the replies to fix.');
