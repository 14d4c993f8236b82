import type { Language } from '@common/languages';
import { NEGATIVE_EMOJI, POSITIVE_EMOJI } from './feeling-emoji';
import { LEXICONS } from './lexicons';
import type { Compiled, Mark } from './reading';
import { TOPIC_IDS } from './topic-ids';
import type { Family } from './used-up-words';
import { WordMatcher } from './word-matcher';

const FAMILY: Record<Mark['kind'], Family> = {
  topic: 'topic', sentiment: 'feeling', negator: 'negator', neutral: 'neutral', contrast: 'other', negatedAfter: 'other', wish: 'other', hope: 'other', askedFor: 'other', told: 'other', bodyPart: 'other', grant: 'grant', elsewhere: 'other', verdict: 'other', said: 'other', ordered: 'other', received: 'other', arrival: 'other', excuse: 'other', why: 'other', concession: 'other',
};
export const familyOf = (mark: Mark) => FAMILY[mark.kind];
/** Of two feelings as long on one word the one written out more fully ('smertefri*' over 'smerte*'), then the complaint. */
export const rankOf = (mark: Mark) => (mark.kind === 'sentiment' ? mark.letters * 2 - mark.score : 0);
const sentiment = (score: 1 | -1, apology: boolean) => (p: string) => [p, { kind: 'sentiment', score, letters: p.replace(/\*/gu, '').length, apology }] as const;
const mark = (kind: Exclude<Mark['kind'], 'topic' | 'sentiment'>) => (p: string) => [p, { kind }] as const;

/** Amounts of money in every language: 'for 18€ I expected more', '650 kr for a trim'. */
const CURRENCY = ['€', '$', '£', 'eur', 'euro', 'euros', 'euroa', 'euron', 'kr', 'kroner', 'kronor', 'kruunua', 'dkk', 'chf', 'franken', 'francs', 'pesos', 'reais', 'dollars', 'bucks', 'quid'];

const cache = new Map<Language, Compiled>();

/** A language's lexicon as one matcher that marks topics, feelings and the words that turn them, in one pass. */
export function compiled(language: Language): Compiled {
  const hit = cache.get(language);
  if (hit) return hit;
  const lexicon = LEXICONS[language];
  const topicWords = TOPIC_IDS.flatMap((topic) => lexicon.topics[topic].map((p) => ({ topic, pattern: p.replace(/^[~+-]/u, ''), sign: p.charAt(0) })));
  const feltOf = (sign: string) => topicWords.filter((word) => word.sign === sign).map((word) => word.pattern);
  const marks = new WordMatcher<Mark>([
    ...topicWords.map(({ topic, pattern, sign }) => [pattern, { kind: 'topic', hit: { topic, weak: sign === '~', amount: false } }] as const),
    ...CURRENCY.map((p) => [p, { kind: 'topic', hit: { topic: 'price', weak: false, amount: true } }] as const),
    ...[...lexicon.positive, ...feltOf('+'), ...POSITIVE_EMOJI].map(sentiment(1, false)),
    ...[...lexicon.negative, ...feltOf('-'), ...NEGATIVE_EMOJI].map(sentiment(-1, false)),
    ...(lexicon.apologies ?? []).map(sentiment(1, true)),
    ...lexicon.negators.map(mark('negator')),
    ...lexicon.contrast.map(mark('contrast')),
    ...(lexicon.negatedAfter ?? []).map(mark('negatedAfter')),
    ...(lexicon.wishes ?? []).map(mark('wish')),
    ...(lexicon.askedFor ?? []).map(mark('askedFor')),
    ...(lexicon.hopes ?? []).map(mark('hope')),
    ...(lexicon.told ?? []).map(mark('told')),
    ...(lexicon.bodyParts ?? []).map(mark('bodyPart')),
    ...(lexicon.arrivals ?? []).map(mark('arrival')),
    ...(lexicon.grants ?? []).map(mark('grant')),
    ...(lexicon.elsewhere ?? []).map(mark('elsewhere')),
    ...(lexicon.verdicts ?? []).map(mark('verdict')),
    ...(lexicon.said ?? []).map(mark('said')),
    ...(lexicon.ordered ?? []).map(mark('ordered')),
    ...(lexicon.received ?? []).map(mark('received')),
    ...lexicon.excuses.map(mark('excuse')),
    ...lexicon.why.map(mark('why')),
    ...lexicon.concessions.map(mark('concession')),
    ...lexicon.neutral.map(mark('neutral')),
  ]);
  const value: Compiled = {
    marks,
    and: new Set(lexicon.and),
    negators: new Set(lexicon.negators.filter((negator) => !negator.includes(' '))),
    otherwise: new Set(lexicon.otherwise),
    intensifiers: new Set(lexicon.intensifiers),
    negationIdioms: new Set(lexicon.negationIdioms),
    determiners: new Set(lexicon.determiners),
    answers: new Set(lexicon.answers),
  };
  cache.set(language, value);
  return value;
}
