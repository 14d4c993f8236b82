import type { TopicId } from './topic-ids';
import type { Match } from './used-up-words';
import type { Token, WordMatcher } from './word-matcher';

/** Complaints that are their own topic and name what they are about only as a detail: the wait for the coffee. */
export const WAITED_FOR: ReadonlySet<TopicId> = new Set(['waiting']);
/** Who the reviewer is: after these, what is said is their own ('I said it was cold'). */
export const SPEAKER_SELF = /^(?:i|we|jeg|vi|jag|eg|ich|wir|je|j|on|nous|yo|nosotros|eu|nós|minä|mä|me)$/u;
/**
 * 'Is', 'was' and their kin in our languages: the verb that says something of the thing before it ('pommesen var kalla', 'the chips
 * were cold', 'Lena er kjempeflink').
 */
export const COPULA = /^(?:is|was|were|are|er|var|blev|ble|blir|är|vart|ist|war|waren|sind|est|était|étaient|es|era|eran|estaba|estaban|está|están|é|foi|ficou|estava|estavam|oli|olivat|on|ovat)$/u;

/** What is served at a table or a counter: what one orders, and waits for. */
export const SERVED: ReadonlySet<TopicId> = new Set(['food', 'coffee', 'drinks', 'breakfast']);

/** A review is read for what it raises; a reply is read for what it names, without the weak cues. */
export type ReadingMode = 'review' | 'reply';

export interface TopicHit {
  topic: TopicId;
  weak: boolean;
  /** An amount of money: the price in a review, but in a reply only a figure (rule 6 looks at those). */
  amount: boolean;
}

/** What a lexicon pattern marks: one matcher finds them all in a single pass over the words. */
export type Mark =
  | { kind: 'topic'; hit: TopicHit }
  | { kind: 'sentiment'; score: 1 | -1; letters: number; apology: boolean }
  | { kind: 'negator' | 'contrast' | 'negatedAfter' | 'wish' | 'hope' | 'askedFor' | 'told' | 'bodyPart' | 'grant' | 'elsewhere' | 'verdict' | 'said' | 'ordered' | 'received' | 'arrival' | 'excuse' | 'why' | 'concession' | 'neutral' };

/** A language's lexicon, ready to read with. */
export interface Compiled {
  marks: WordMatcher<Mark>;
  and: ReadonlySet<string>;
  /** The one-word negators ('ikke', 'ninguna'), also where a longer phrase of feeling opens with one. */
  negators: ReadonlySet<string>;
  otherwise: ReadonlySet<string>;
  intensifiers: ReadonlySet<string>;
  negationIdioms: ReadonlySet<string>;
  determiners: ReadonlySet<string>;
  answers: ReadonlySet<string>;
}

/** A topic named at a word of the text. */
export interface Placed extends TopicHit {
  token: number;
  /** How many words the topic's pattern spans ('for the price' three). */
  words: number;
}

/** Every hit is made here, in one shape: V8 recompiles the analyser each time a hit of another shape reaches it. */
export const placed = ({ topic, weak, amount }: TopicHit, token: number, words: number): Placed => ({ topic, weak, amount, token, words });

/**
 * What each step of reading one text looks at: its words, their clauses, what the lexicon marked there, and the
 * feelings given to its topics so far. The steps are functions of their own rather than closures of one long
 * function, so that V8 compiles each apart and a change of course in one does not recompile them all.
 */
export interface Reading {
  c: Compiled;
  mode: ReadingMode;
  tokens: readonly Token[];
  /** Clause number of each token. */
  clauses: readonly number[];
  contrastAt: ReadonlySet<number>;
  /** Words of a contrast that announces a complaint ('only downside', 'seul bémol'): what it names comes after it. */
  announcing: ReadonlySet<number>;
  negatorAt: ReadonlySet<number>;
  /** Words a negation after them still negates ('good it was not'). */
  negatableAfter: ReadonlySet<number>;
  wishAt: readonly number[];
  hits: readonly Placed[];
  hitsByClause: ReadonlyMap<number, Placed[]>;
  /** Topics named right after a concession ('even with a reservation'): the circumstance, not what was felt. */
  conceded: ReadonlySet<Placed>;
  /** Topics named with their price, each with the price ('4,50 € le cappuccino', '£5 for a latte'). */
  priced: ReadonlyMap<Placed, Placed>;
  /** The feelings each topic hit received. */
  feelings: Map<Placed, number[]>;
  /**
   * Those of them that may spread to the clause's other topics: not those of a word that is its own topic
   * ('noisy', 'dirty'), which says nothing of the dish named beside it.
   */
  spreadable: Map<Placed, number[]>;
  /** The review gave one or two stars. */
  lowRating: boolean;
  /**
   * Tokens whose feelings are no verdict on the business: someone else's words in quotation marks, a 'Seriøst?' of
   * disbelief, and in a review of four or five stars the pain a patient came with ('hade ont i ryggen').
   */
  unmeant: ReadonlySet<number>;
  /** Praise words that say what a complaining reviewer asked for and did not get ('pedí el bife jugoso'). */
  askedFor: ReadonlySet<number>;
}

/** Every word inside a phrase of the given kind. */
export function spannedBy(marks: ReadonlyArray<Match<Mark>>, kind: Mark['kind']): ReadonlySet<number> {
  const at = new Set<number>();
  for (const { value, token, words } of marks) if (value.kind === kind) for (let word = token; word < token + words; word++) at.add(word);
  return at;
}

export function tokensOf(marks: ReadonlyArray<Match<Mark>>, kind: Mark['kind']): number[] {
  const at: number[] = [];
  for (const mark of marks) if (mark.value.kind === kind) at.push(mark.token);
  return at;
}

/** Whether one of the feelings a hit received is a complaint. */
export function complainedBy(feltBy: ReadonlyMap<Placed, number[]>, hit: Placed): boolean {
  return feltBy.get(hit)?.some((score) => score < 0) ?? false;
}

export function feel(r: Reading, hit: Placed, score: number, self = false): void {
  add(r.feelings, hit, score);
  if (!self) add(r.spreadable, hit, score);
}

/** Takes back every feeling a hit received: it was about something else ('El desayuno … con zumo natural' praises the breakfast). */
export function unfeel(r: Reading, hit: Placed): void {
  r.feelings.delete(hit);
  r.spreadable.delete(hit);
}

function add(feelings: Map<Placed, number[]>, hit: Placed, score: number): void {
  const list = feelings.get(hit);
  if (list) list.push(score);
  else feelings.set(hit, [score]);
}

/**
 * 'A profissional não explicou nada', 'The professional kept checking her phone': a word for the staff that is also praise
 * ('profissional'), after an article that opens its clause and before no other topic or 'and', is the person, not praise.
 */
export function staffNounAt(tokens: readonly Token[], c: Compiled, hits: readonly Placed[], at: number): boolean {
  const article = tokens[at - 1];
  if (!article || !c.determiners.has(article.text) || (at > 1 && tokens[at - 2]!.clause === article.clause) || !hits.some((hit) => hit.token === at && hit.topic === 'staff')) return false;
  const next = tokens[at + 1];
  return next !== undefined && next.clause === article.clause && !c.and.has(next.text) && !hits.some((hit) => hit.token === at + 1);
}

/** A negation counts for a sentiment word up to this many words before it, in the same clause. */
const NEGATION_REACH = 3;

/** A figure: '19,80', '1.400', '45'. */
export const NUMBER = /^\p{N}+(?:[.,]\p{N}+)*$/u;
/** A word that starts with one: '15-20', '3rd'. */
const FIGURE = /^\p{N}/u;
/** Words that join a clause to its negation ('uden at det blev belærende', 'ohne dass es', 'sans que'): they do not put it out of reach. */
const JOINING: ReadonlySet<string> = new Set(['at', 'att', 'dass', 'que', 'that']);

/** Where the negation of a word stands, if one reaches it. */
export function negatorOf({ tokens, clauses, c, negatorAt, negatableAfter }: Reading, at: number): number | undefined {
  // The 't' of "hadn't" is not a word of its own: 'hadn't been cleaned properly' negates 'properly'; nor is a
  // figure one that puts the negation out of reach: 'ei ollut 119 euron arvoinen'.
  for (let back = 1, words = 0; words < NEGATION_REACH && at - back >= 0; back++) {
    if (clauses[at - back] !== clauses[at] || c.and.has(tokens[at - back + 1]!.text)) break;
    if (negatorAt.has(at - back)) return at - back;
    const word = tokens[at - back]!.text;
    if (word !== 't' && !FIGURE.test(word) && !JOINING.has(word)) words++;
  }
  if (!negatableAfter.has(at)) return undefined;
  for (let ahead = 1; ahead <= NEGATION_REACH && at + ahead < tokens.length; ahead++) {
    if (clauses[at + ahead] !== clauses[at]) break;
    if (negatorAt.has(at + ahead)) return at + ahead;
  }
  return undefined;
}

/** A wish runs to the end of its sentence or to the next 'but' ('could have had more choice, but otherwise all was fine'). */
export function wished({ wishAt, tokens, contrastAt }: Pick<Reading, 'wishAt' | 'tokens' | 'contrastAt'>, at: number): boolean {
  return wishAt.some((w) => w < at && tokens[w]!.sentence === tokens[at]!.sentence && !anyIn(contrastAt, w, at));
}

/** Whether one of the positions lies after `from`, up to and with `to`. */
export function anyIn(positions: ReadonlySet<number>, from: number, to: number): boolean {
  for (const at of positions) if (at > from && at <= to) return true;
  return false;
}

export function andBetween(from: number, to: number, tokens: readonly Token[], and: ReadonlySet<string>): boolean {
  for (let at = from + 1; at < to; at++) if (and.has(tokens[at]!.text)) return true;
  return false;
}

/**
 * An 'and' that starts another thought between two words: not one inside a list of things no feeling word reached
 * ('mellem forret og hovedret'), but one beside a word that felt something ('warten und reservieren kann man nicht',
 * 'for our mains and nobody came over').
 */
export function newThoughtBetween(r: Reading, from: number, to: number): boolean {
  for (let at = from + 1; at < to; at++) if (r.c.and.has(r.tokens[at]!.text) && !listsTopics(r, at)) return true;
  return false;
}

function listsTopics({ hits, tokens, c, feelings }: Reading, and: number): boolean {
  const next = c.determiners.has(tokens[and + 1]?.text ?? '') ? and + 2 : and + 1;
  return hits.some((hit) => hit.token + hit.words === and && !feelings.has(hit)) && hits.some((hit) => hit.token === next && !feelings.has(hit));
}
