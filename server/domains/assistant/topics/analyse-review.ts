import type { Language } from '@common/languages';
import { LEXICONS } from './lexicons';
import { TOPIC_IDS, type TopicId } from './topic-ids';
import { tokenise, WordMatcher } from './word-matcher';

export type Polarity = -1 | 0 | 1;

export interface TopicMention {
  topic: TopicId;
  /** How the clauses that mention it feel: 1 praise, -1 complaint, 0 unclear. */
  polarity: Polarity;
  mentions: number;
  /** Character position of the first mention. */
  firstIndex: number;
}

export interface ReviewAnalysis {
  topics: TopicMention[];
  /** Positive minus negative sentiment words, negations flipped; the sign is the text's sentiment. */
  sentiment: number;
}

interface Compiled {
  topics: WordMatcher<TopicId>;
  sentiment: WordMatcher<1 | -1>;
  negators: WordMatcher<true>;
  contrast: WordMatcher<true>;
}

const cache = new Map<Language, Compiled>();
/** A negation counts for a sentiment word up to this many words before it, in the same clause. */
const NEGATION_REACH = 3;

function compiled(language: Language): Compiled {
  const hit = cache.get(language);
  if (hit) return hit;
  const lexicon = LEXICONS[language];
  const value: Compiled = {
    topics: new WordMatcher(TOPIC_IDS.flatMap((topic) => lexicon.topics[topic].map((p) => [p, topic] as const))),
    sentiment: new WordMatcher([...lexicon.positive.map((p) => [p, 1] as const), ...lexicon.negative.map((p) => [p, -1] as const)]),
    negators: new WordMatcher(lexicon.negators.map((p) => [p, true] as const)),
    contrast: new WordMatcher(lexicon.contrast.map((p) => [p, true] as const)),
  };
  cache.set(language, value);
  return value;
}

/**
 * Topics the review talks about, in the review's own language, each with how the clauses that name it
 * feel; plus the overall sentiment of the text. Clauses end at punctuation and at 'but'-words; matching
 * is by whole words and stems (see word-matcher.ts).
 */
export function analyseReview(text: string | null, language: Language): ReviewAnalysis {
  if (!text || text.trim() === '') return { topics: [], sentiment: 0 };
  const c = compiled(language);
  const tokens = tokenise(text);
  const breaks = new Set(c.contrast.matches(tokens).map((m) => m.token));
  const clauses: number[] = [];
  let clause = 0;
  tokens.forEach((token, at) => {
    if (at > 0 && (token.clause !== tokens[at - 1]?.clause || breaks.has(at))) clause++;
    clauses.push(clause);
  });
  const negatorAt = new Set(c.negators.matches(tokens).map((m) => m.token));
  const negated = (at: number) => {
    for (let back = 1; back <= NEGATION_REACH && at - back >= 0; back++) {
      if (clauses[at - back] !== clauses[at]) return false;
      if (negatorAt.has(at - back)) return true;
    }
    return false;
  };
  const scores = new Array<number>(clause + 1).fill(0);
  for (const { value, token } of c.sentiment.matches(tokens)) {
    const at = clauses[token] ?? 0;
    scores[at] = (scores[at] ?? 0) + (negated(token) ? (value > 0 ? -1 : 0) : value);
  }

  const found = new Map<TopicId, { mentions: number; firstIndex: number; clauses: Set<number> }>();
  for (const { value: topic, token } of c.topics.matches(tokens)) {
    const entry = found.get(topic) ?? { mentions: 0, firstIndex: tokens[token]?.index ?? 0, clauses: new Set<number>() };
    entry.mentions++;
    entry.clauses.add(clauses[token] ?? 0);
    found.set(topic, entry);
  }
  const topics = [...found.entries()].map(([topic, entry]) => {
    const score = [...entry.clauses].reduce((sum, at) => sum + (scores[at] ?? 0), 0);
    return { topic, polarity: (score > 0 ? 1 : score < 0 ? -1 : 0) as Polarity, mentions: entry.mentions, firstIndex: entry.firstIndex };
  });
  topics.sort((a, b) => a.firstIndex - b.firstIndex || b.mentions - a.mentions);
  return { topics, sentiment: scores.reduce((sum, score) => sum + score, 0) };
}
