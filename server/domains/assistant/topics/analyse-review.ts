import type { Language } from '@common/languages';
import { rememberRecent } from '@server/lib/remember-recent';
import { FEELING_EMOJI, NEGATIVE_EMOJI, POSITIVE_EMOJI } from './feeling-emoji';
import { LEXICONS } from './lexicons';
import { TOPIC_IDS, type TopicId } from './topic-ids';
import { staffNamedAt } from './staff-names';
import { type Family, usedUp } from './used-up-words';
import { tokeniseSentences, WordMatcher, type Token } from './word-matcher';

export type Polarity = -1 | 0 | 1;

export interface TopicMention {
  topic: TopicId;
  /** How the reviewer feels about it: 1 praise, -1 complaint (a complaint wins unless clearly outweighed), 0 unclear. */
  polarity: Polarity;
  mentions: number;
  /** Character position of the first mention. */
  firstIndex: number;
  /** Named only in a question ('do you have vegan options?'): neither praise nor complaint. */
  asked: boolean;
  /** No feeling word reaches it, but a negation or a complaint stands beside it ('not the cheapest'): not praise. */
  hedged: boolean;
  /**
   * Named only beside a complaint that is its own topic, as its detail ('waited 25 minutes for two coffees'
   * speaks of the wait, not of the coffee): neither praise nor complaint.
   */
  aside: boolean;
}

export interface ReviewAnalysis {
  topics: TopicMention[];
  /** Positive minus negative sentiment words, negations flipped; the sign is the text's sentiment. */
  sentiment: number;
  /** The text asks the owner something. */
  question: boolean;
}

/** A review is read for what it raises; a reply is read for what it names, without the weak cues. */
export type ReadingMode = 'review' | 'reply';

interface TopicHit {
  topic: TopicId;
  weak: boolean;
  /** An amount of money: the price in a review, but in a reply only a figure (rule 6 looks at those). */
  amount?: boolean;
}

/** What a lexicon pattern marks: one matcher finds them all in a single pass over the words. */
type Mark =
  | { kind: 'topic'; hit: TopicHit }
  | { kind: 'sentiment'; score: 1 | -1; letters: number; apology?: true }
  | { kind: 'negator' | 'contrast' | 'negatedAfter' | 'wish' | 'excuse' | 'why' | 'neutral' };
const FAMILY: Record<Mark['kind'], Family> = {
  topic: 'topic', sentiment: 'feeling', negator: 'negator', neutral: 'neutral', contrast: 'other', negatedAfter: 'other', wish: 'other', excuse: 'other', why: 'other',
};
const familyOf = (mark: Mark) => FAMILY[mark.kind];
/** Of two feelings as long on one word the one written out more fully ('smertefri*' over 'smerte*'), then the complaint. */
const rankOf = (mark: Mark) => (mark.kind === 'sentiment' ? mark.letters * 2 - mark.score : 0);
const feeling = (score: 1 | -1) => (p: string) => [p, { kind: 'sentiment', score, letters: p.replace(/\*/gu, '').length }] as const;
interface Compiled {
  marks: WordMatcher<Mark>;
  and: ReadonlySet<string>;
  otherwise: ReadonlySet<string>;
  intensifiers: ReadonlySet<string>;
  negationIdioms: ReadonlySet<string>;
  determiners: ReadonlySet<string>;
}

const cache = new Map<Language, Compiled>();
/** A negation counts for a sentiment word up to this many words before it, in the same clause. */
const NEGATION_REACH = 3;
/** A weak cue takes a feeling word only this close ('great area' yes, 'best café in the area' no). */
const WEAK_REACH = 2;
/** Ordinary topic words win a feeling word over weak cues this many words nearer. */
const WEAK_PENALTY = 2.5;
/** A negated complaint is mild praise: 'not bad', 'no queue'. */
const NEGATED_COMPLAINT = 0.5;
/** Complaints that are their own topic and name what they are about only as a detail: the wait for the coffee. */
const WAITED_FOR: ReadonlySet<TopicId> = new Set(['waiting']);
/** Amounts of money in every language: 'for 18€ I expected more', '650 kr for a trim'. */
const CURRENCY = ['€', '$', '£', 'eur', 'euro', 'euros', 'kr', 'kroner', 'kronor', 'kruunua', 'dkk'];
function compiled(language: Language): Compiled {
  const hit = cache.get(language);
  if (hit) return hit;
  const lexicon = LEXICONS[language];
  const mark = (kind: 'negator' | 'contrast' | 'negatedAfter' | 'wish' | 'excuse' | 'why' | 'neutral') => (p: string) => [p, { kind }] as const;
  const marks = new WordMatcher<Mark>([
    ...TOPIC_IDS.flatMap((topic) =>
      lexicon.topics[topic].map((p) => [p.replace(/^~/u, ''), { kind: 'topic', hit: { topic, weak: p.startsWith('~') } }] as const),
    ),
    ...CURRENCY.map((p) => [p, { kind: 'topic', hit: { topic: 'price', weak: false, amount: true } }] as const),
    ...[...lexicon.positive, ...POSITIVE_EMOJI].map(feeling(1)),
    ...[...lexicon.negative, ...NEGATIVE_EMOJI].map(feeling(-1)),
    ...(lexicon.apologies ?? []).map((p) => [p, { kind: 'sentiment', score: 1, letters: p.replace(/\*/gu, '').length, apology: true }] as const),
    ...lexicon.negators.map(mark('negator')),
    ...lexicon.contrast.map(mark('contrast')),
    ...(lexicon.negatedAfter ?? []).map(mark('negatedAfter')),
    ...(lexicon.wishes ?? []).map(mark('wish')),
    ...lexicon.excuses.map(mark('excuse')),
    ...lexicon.why.map(mark('why')),
    ...lexicon.neutral.map(mark('neutral')),
  ]);
  const value: Compiled = {
    marks,
    and: new Set(lexicon.and),
    otherwise: new Set(lexicon.otherwise),
    intensifiers: new Set(lexicon.intensifiers),
    negationIdioms: new Set(lexicon.negationIdioms),
    determiners: new Set(lexicon.determiners),
  };
  cache.set(language, value);
  return value;
}

/** Clause numbers per token: punctuation and 'but'-words start a clause. */
function clausesOf(tokens: readonly Token[], breaks: ReadonlySet<number>): number[] {
  const clauses: number[] = [];
  let clause = 0;
  tokens.forEach((token, at) => {
    if (at > 0 && (token.clause !== tokens[at - 1]?.clause || breaks.has(at))) clause++;
    clauses.push(clause);
  });
  return clauses;
}

interface Placed extends TopicHit {
  token: number;
  /** How many words the topic's pattern spans ('for the price' three). */
  words: number;
}

/**
 * Topics the text talks about, each with how the reviewer feels about it, plus the sentiment of the
 * whole text. Each feeling word goes to the nearest topic of its clause (clauses end at punctuation and
 * 'but'-words), or, in a clause without one, to the topic just before it in the sentence, or in the
 * sentence before ('We waited an hour. Unacceptable.'). Negations flip the feeling words they precede.
 */
export const analyseReview: (text: string | null, language: Language, mode?: ReadingMode) => ReviewAnalysis = rememberRecent(
  (text, language, mode = 'review') => `${language}\u0000${mode}\u0000${text ?? ''}`,
  analyse,
);

function analyse(text: string | null, language: Language, mode: ReadingMode = 'review'): ReviewAnalysis {
  if (!text || text.trim() === '') return { topics: [], sentiment: 0, question: false };
  const c = compiled(language);
  const { tokens, questions } = tokeniseSentences(text);
  const marks = usedUp(c.marks.matches(tokens), familyOf, rankOf);
  const tokensOf = (kind: Mark['kind']) => marks.filter((m) => m.value.kind === kind).map((m) => m.token);
  const contrastAt = new Set(tokensOf('contrast'));
  const clauses = clausesOf(tokens, contrastAt);
  // 'Without doubt the best', 'not least the price' negate nothing.
  // Nor does the 'without' of a price's terms: '40 Euro ohne Getränke ist zu teuer', '22 euros sin bebida'.
  const priceTermsAt = new Set<number>();
  for (const { value, token, words } of marks) if (words > 1 && value.kind === 'topic' && value.hit.topic === 'price' && !value.hit.amount) priceTermsAt.add(token);
  const negatorAt = new Set(
    tokensOf('negator').filter(
      (at) => !priceTermsAt.has(at) && !c.negationIdioms.has(tokens[at + 1]?.text ?? '') && !c.negationIdioms.has(tokens[at + 2]?.text ?? ''),
    ),
  );
  const negatableAfter = new Set(tokensOf('negatedAfter'));
  const negated = (at: number) => {
    // The 't' of "hadn't" is not a word of its own: 'hadn't been cleaned properly' negates 'properly'.
    for (let back = 1, words = 0; words < NEGATION_REACH && at - back >= 0; back++) {
      if (clauses[at - back] !== clauses[at] || c.and.has(tokens[at - back + 1]!.text)) break;
      if (negatorAt.has(at - back)) return true;
      if (tokens[at - back]!.text !== 't') words++;
    }
    if (!negatableAfter.has(at)) return false;
    for (let ahead = 1; ahead <= NEGATION_REACH && at + ahead < tokens.length; ahead++) {
      if (clauses[at + ahead] !== clauses[at]) break;
      if (negatorAt.has(at + ahead)) return true;
    }
    return false;
  };

  const lexiconHits: Placed[] = marks
    .flatMap(({ value, token, words }) => (value.kind === 'topic' ? [{ ...value.hit, token, words }] : []))
    .filter((hit) => mode === 'review' || (!hit.weak && !hit.amount));
  // 'Camilla er bare den bedste': a person named as the subject of a review's sentence is the one who served.
  const opensClause = (at: number) => at === 0 || clauses[at - 1] !== clauses[at] || contrastAt.has(at - 1);
  const named = mode === 'review' ? staffNamedAt(text, tokens, clauses, opensClause, c.and).map((token): Placed => ({ topic: 'staff', weak: false, token, words: 1 })) : [];
  const hits = named.length === 0 ? lexiconHits : [...lexiconHits, ...named].sort((a, b) => a.token - b.token);
  // 'The waiter was overwhelmed, not his fault': the topic an excuse follows in its sentence is no complaint,
  // and the excuse's own words ('fault') feel nothing.
  const excuseAt = tokensOf('excuse');
  const excused = new Set<Placed>();
  for (const at of excuseAt) {
    const before = hits.filter((hit) => !hit.weak && hit.token < at && tokens[hit.token]!.sentence === tokens[at]!.sentence).at(-1);
    if (before) excused.add(before);
  }
  const inExcuse = (token: number) => excuseAt.some((at) => token >= at && clauses[token] === clauses[at]);
  const hitsByClause = new Map<number, Placed[]>();
  for (const hit of hits) {
    const list = hitsByClause.get(clauses[hit.token] ?? 0) ?? [];
    list.push(hit);
    hitsByClause.set(clauses[hit.token] ?? 0, list);
  }

  const feelings = new Map<Placed, number[]>();
  // Feelings that may spread to the clause's other topics: not those of a word that is its own topic
  // ('noisy', 'dirty'), which says nothing of the dish named beside it.
  const spreadable = new Map<Placed, number[]>();
  const feel = (hit: Placed, score: number, self = false) => {
    feelings.set(hit, [...(feelings.get(hit) ?? []), score]);
    if (!self) spreadable.set(hit, [...(spreadable.get(hit) ?? []), score]);
  };
  let sentiment = 0;
  const wishAt = tokensOf('wish');
  // A wish runs to the end of its sentence or to the next 'but' ('could have had more choice, but otherwise all was fine').
  const wished = (at: number) =>
    wishAt.some((w) => w < at && tokens[w]!.sentence === tokens[at]!.sentence && ![...contrastAt].some((c) => c > w && c <= at));
  // 'But otherwise all was fine': a feeling after 'otherwise' is about the whole visit, not the topic before.
  const verdict = (at: number) => {
    for (let back = at - 1; back >= 0 && clauses[back] === clauses[at]; back--) if (c.otherwise.has(tokens[back]!.text)) return true;
    return false;
  };
  // One feeling per word (usedUp keeps one), however many patterns of the lexicon match it ('perfect*' and 'perfectly').
  const scored = marks
    .flatMap(({ value, token, words }) => (value.kind === 'sentiment' ? [{ value: value.score, token, words, apology: value.apology ?? false }] : []))
    .filter((match) => !inExcuse(match.token))
    // An emoji stands in for words: after a feeling word of its clause it says nothing new ('not clean (hair in
    // the shower 🤢)'), unless an 'and' starts another thought ('nice staff and the cocktails were 👌').
    .filter((match, _, all) => !FEELING_EMOJI.has(tokens[match.token]!.text) || !all.some((other) => feltBefore(other.token, match.token)));
  function feltBefore(word: number, emoji: number): boolean {
    if (word >= emoji || clauses[word] !== clauses[emoji] || FEELING_EMOJI.has(tokens[word]!.text)) return false;
    for (let at = word + 1; at < emoji; at++) if (c.and.has(tokens[at]!.text)) return false;
    return true;
  }
  const praiseAt: number[] = [];
  const apologyAt: number[] = [];
  const sentimentAt = new Set(tokensOf('sentiment'));
  // 'Zimmer war sauber, aber winzig': what is small is the room, not the cleanliness that 'sauber' names.
  const carriers = hits.filter((hit) => !sentimentAt.has(hit.token));
  const strongAt = new Map<number, Placed[]>();
  for (const hit of hits) if (!hit.weak) strongAt.set(hit.token, [...(strongAt.get(hit.token) ?? []), hit]);
  const strongIn = (at: number, clause: number | undefined) => strongAt.get(at)?.find((hit) => clauses[hit.token] === clause);
  for (const { value, token, words, apology } of scored) {
    const score = wished(token) ? -1 : negated(token) ? (value > 0 ? -1 : NEGATED_COMPLAINT) : value;
    sentiment += score;
    if (score > 0) (apology ? apologyAt : praiseAt).push(token);
    // A feeling right after 'but' finishes the sentence about the topic before it ('the room was comfortable
    // but small for the price'): it belongs there, not to a topic later in its clause. A word that is its
    // own topic ('but they took an hour') speaks for itself.
    // A feeling phrase that names a topic inside it speaks of that topic too: 'köket såg smutsigt ut' is about the dirt
    // as well as the kitchen before it ('but small for the price': of the price as well as the room).
    let within: Placed | undefined;
    for (let at = token + 1; !apology && within === undefined && at < token + words; at++) within = strongIn(at, clauses[token]);
    const ownTopic = strongAt.has(token);
    let start = token - 1;
    while (start > 0 && token - start <= 2 && c.intensifiers.has(tokens[start]!.text)) start--;
    // An adjective before its noun is about that noun: 'God pizza men lång väntetid', 'friendly staff but slow service'
    // (a phrase that only starts there, 'but small for the price', is no noun of it).
    const nounAfter = strongIn(token + 1, clauses[token])?.words === 1;
    const afterContrast =
      !ownTopic && !nounAfter && start >= 0 && contrastAt.has(start) && !c.otherwise.has(tokens[start]!.text) && tokens[start]!.sentence === tokens[token]!.sentence;
    const before = afterContrast ? carriedTopic(token, tokens, carriers, 'reply') : undefined;
    const clauseHits = (hitsByClause.get(clauses[token] ?? 0) ?? []).filter((hit) => !apology || hit.token < token);
    // A 'but' clause whose only topic is a weak cue far from the feeling still speaks of it rather than of
    // the topic before 'but' ('the hairdresser was nice, but the result was not what I hoped for').
    const butClause = clauseHits.length > 0 && contrastAt.has(clauseStart(clauses, token));
    const inClause = nearestTopic(token, clauseHits) ?? (mode === 'review' && butClause ? nearestWeak(token, clauseHits) : undefined);
    const carried = before ?? inClause ?? (verdict(token) ? undefined : carriedTopic(token, tokens, hits, mode, feelings));
    // 'The food was good, but the evening was ruined': a 'but' followed by a subject of its own turns away
    // from the topic before it, which its own clause felt the other way about; the feeling is not carried back.
    // ('but a bit repetitive' is no subject: an article that may open a degree is not taken for one).
    const newSubjectAt = (at: number) => {
      const next = tokens[at + 1]?.text ?? '';
      return c.determiners.has(next) && !c.intensifiers.has(next) && !c.intensifiers.has(tokens[at + 2]?.text ?? '');
    };
    const turnedFrom = (hit: Placed) =>
      [...contrastAt].some((at) => at > hit.token && at < token && newSubjectAt(at)) &&
      (feelings.get(hit) ?? []).some((felt) => Math.sign(felt) === -Math.sign(score));
    const target = carried && carried !== before && carried !== inClause && turnedFrom(carried) ? undefined : carried;
    // A word that names two topics gives the feeling to both ('Friseurin' is the stylist and the haircut).
    const targets = target ? hits.filter((hit) => hit.token === target.token && hit.weak === target.weak) : [];
    if (within && !targets.includes(within)) targets.push(within);
    for (const hit of targets) if (!(excused.has(hit) && score < 0)) feel(hit, score, (hit.token === token || hit.token === within?.token) && !hit.weak);
  }
  // 'I wish they had more seating': what a wish names is what was lacking, feeling word or not.
  for (const hit of hits) if (!hit.weak && !feelings.has(hit) && wished(hit.token)) feel(hit, -1);
  // 'Lovely coffee and cakes': a topic that no feeling word reached shares its clause's, when that is one-sided.
  // A reply's lists run over commas ('glad you enjoyed the food, our team and the view'): there a clause
  // without a feeling shares the one before it in the sentence.
  let previous: { sentence: number; sign: number } | null = null;
  const details = new Set<Placed>();
  for (const [clause, clauseHits] of [...hitsByClause.entries()].sort(([a], [b]) => a - b)) {
    const scores = clauseHits.flatMap((hit) => spreadable.get(hit) ?? []);
    const sentenceOf = tokens[clauseHits[0]!.token]!.sentence;
    const oneSided = scores.length > 0 && (scores.every((s) => s > 0) || scores.every((s) => s < 0));
    const sign: number = oneSided ? Math.sign(scores[0]!) : scores.length === 0 && mode === 'reply' && previous?.sentence === sentenceOf && clause > 0 ? previous.sign : 0;
    // In a review praise reaches what stands before it ('the wines on the list very well chosen') or close
    // after it, and what is listed with a praised topic ('lovely coffee and cakes'), not every topic of the
    // clause ('the waiter was great at suggesting wine with the food' says nothing of the wine). A
    // complaint taints what stands before the topic it reaches ('far too loud when the music is turned up') and
    // what is listed with it ('terrible service and food'), but a topic named after it without a feeling of its
    // own is only what the complaint was about: 'had to go up to the bar to order more wine' is about the
    // service, 'found a hair in the food' about hygiene.
    const felt = clauseHits.filter((hit) => spreadable.has(hit));
    const praised = praiseAt.filter((at) => clauses[at] === clause);
    let lastComplaint = -1;
    for (const hit of clauseHits) if (!hit.weak && hit.token > lastComplaint && (feelings.get(hit) ?? []).some((score) => score < 0)) lastComplaint = hit.token;
    const listed = (hit: Placed) =>
      mode === 'reply' ||
      (sign < 0 && !isDetail(hit, lastComplaint, mode, tokens, c.and)) ||
      praised.some((at) => hit.token < at || hit.token - at <= PRAISE_REACH) ||
      felt.some((other) => inListWith(hit.token, other.token, tokens, c.and));
    // What the staff apologised for went wrong ('servitøren beklaget ventetiden').
    const apologisedFor = (hit: Placed) => apologyAt.some((at) => at < hit.token && clauses[at] === clause);
    for (const hit of clauseHits) if (!hit.weak && !feelings.has(hit) && apologisedFor(hit)) feel(hit, -1);
    if (sign !== 0) for (const hit of clauseHits) if (!hit.weak && !feelings.has(hit) && listed(hit)) feel(hit, sign);
    for (const hit of clauseHits) if (!hit.weak && !feelings.has(hit) && isDetail(hit, lastComplaint, mode, tokens, c.and)) details.add(hit);
    previous = sign !== 0 ? { sentence: sentenceOf, sign } : null;
  }

  // Clauses with a complaint in them: a topic there without a feeling of its own is not praise ('the parking
  // was a bit expensive', where 'expensive' names the price). When every complaint of the clause is a word
  // that is the wait itself ('waited 25 minutes for two coffees'), the other topics are only what was waited
  // for: neither praised nor complained of.
  const complaintsIn = (complains: (hit: Placed) => boolean) =>
    new Set([...hitsByClause.entries()].filter(([, list]) => list.some(complains)).map(([clause]) => clause));
  const complainedBy = (feltBy: ReadonlyMap<Placed, number[]>, hit: Placed) => feltBy.get(hit)?.some((x) => x < 0) ?? false;
  const complaintIn = complaintsIn((hit) => complainedBy(spreadable, hit) || (!WAITED_FOR.has(hit.topic) && complainedBy(feelings, hit)));
  const waitIn = complaintsIn((hit) => complainedBy(feelings, hit));
  // 'The waiter was great at suggesting wine with the food': what a clause names beside the topic it praises,
  // without a feeling of its own, is what that topic did, not praised itself (an 'and' starts another thought:
  // 'salon très propre et déco trop mignonne').
  const praisedBeside = (hit: Placed) =>
    (hitsByClause.get(clauses[hit.token] ?? 0) ?? []).some(
      (other) =>
        other !== hit &&
        !other.weak &&
        (feelings.get(other) ?? []).some((x) => x > 0) &&
        !andBetween(Math.min(other.token, hit.token), Math.max(other.token, hit.token), tokens, c.and),
    );
  // 'Why is there no vegetarian dish any more?', '€32 for that??': a question with 'why' or an amount of money
  // is a complaint, not a question.
  const amountAt = hits.filter((hit) => hit.amount).map((hit) => hit.token);
  const complainingQuestions = new Set([...tokensOf('why'), ...amountAt].map((at) => tokens[at]!.sentence).filter((sentence) => questions.has(sentence)));
  const found = new Map<TopicId, { mentions: number; firstIndex: number; scores: number[]; asked: boolean; hedged: boolean; aside: boolean }>();
  for (const hit of hits) {
    const scores = feelings.get(hit) ?? [];
    if (hit.weak && scores.length === 0) continue;
    const token = tokens[hit.token]!;
    const entry = found.get(hit.topic) ?? { mentions: 0, firstIndex: token.index, scores: [], asked: true, hedged: false, aside: true };
    entry.mentions++;
    entry.scores.push(...scores);
    // A question with a feeling in it is a complaint or praise put as a question ('a bit steep, isn't it?').
    const complainedOf = complainingQuestions.has(token.sentence);
    entry.asked &&= questions.has(token.sentence) && scores.length === 0 && !complainedOf;
    entry.hedged ||= !excused.has(hit) && !details.has(hit) && (complainedOf || negatedBefore(clauses, hit.token, negatorAt) || complaintIn.has(clauses[hit.token] ?? 0));
    entry.aside &&= scores.length === 0 && (waitIn.has(clauses[hit.token] ?? 0) || details.has(hit) || praisedBeside(hit));
    found.set(hit.topic, entry);
  }
  const topics = [...found.entries()].map(([topic, entry]): TopicMention => {
    const polarity: Polarity = entry.asked ? 0 : feelingOf(entry.scores);
    const hedged = polarity === 0 && entry.hedged;
    return { topic, polarity, mentions: entry.mentions, firstIndex: entry.firstIndex, asked: entry.asked, hedged, aside: polarity === 0 && !hedged && !entry.asked && entry.aside };
  });
  topics.sort((a, b) => a.firstIndex - b.firstIndex || b.mentions - a.mentions);
  return { topics, sentiment, question: questions.size > 0 };
}

/**
 * A topic both liked and faulted is a complaint ('the coffee was good but lukewarm'), unless the praise
 * clearly outweighs it: a complaint counts twice ('the starter was lovely, the lamb tender and well
 * seasoned … we had to ask twice about dessert').
 */
function feelingOf(scores: readonly number[]): Polarity {
  if (scores.length === 0) return 0;
  const weighed = scores.reduce((sum, score) => sum + (score < 0 ? 2 * score : score), 0);
  if (weighed > 0) return 1;
  return scores.some((score) => score < 0) ? -1 : weighed < 0 ? -1 : 0;
}

/**
 * Topics that are never only what a complaint before them was about: the price is a verdict on value ('small
 * for the price'), the wait and the noise are complaints by nature ('pääruokia jouduttiin odottamaan melkein tunti').
 */
const DETAIL_NEVER: ReadonlySet<TopicId> = new Set(['price', 'waiting', 'noise']);

/**
 * A topic named after the last complaint of its clause, without a feeling of its own, is what the complaint was
 * about; an 'and' starts another thought ('did not listen and the price was still 75 €').
 */
function isDetail(hit: Placed, lastComplaint: number, mode: ReadingMode, tokens: readonly Token[], and: ReadonlySet<string>): boolean {
  return mode === 'review' && lastComplaint >= 0 && hit.token > lastComplaint && !DETAIL_NEVER.has(hit.topic) && !andBetween(lastComplaint, hit.token, tokens, and);
}

function andBetween(from: number, to: number, tokens: readonly Token[], and: ReadonlySet<string>): boolean {
  for (let at = from + 1; at < to; at++) if (and.has(tokens[at]!.text)) return true;
  return false;
}

/** Praise reaches a topic this many words after it ('good result on the filling'). */
const PRAISE_REACH = 3;
/** Two words of one list: at most LIST_GAP words apart with an 'and' between them. */
const LIST_GAP = 4;
function inListWith(a: number, b: number, tokens: readonly Token[], and: ReadonlySet<string>): boolean {
  const [from, to] = a < b ? [a, b] : [b, a];
  if (to - from > LIST_GAP) return false;
  for (let at = from + 1; at < to; at++) if (and.has(tokens[at]!.text)) return true;
  return false;
}

function clauseStart(clauses: readonly number[], token: number): number {
  let start = token;
  while (start > 0 && clauses[start - 1] === clauses[token]) start--;
  return start;
}

function nearestWeak(token: number, candidates: readonly Placed[]): Placed | undefined {
  let best: Placed | undefined;
  for (const hit of candidates) if (hit.weak && (!best || Math.abs(hit.token - token) < Math.abs(best.token - token))) best = hit;
  return best;
}

/** The topic of the clause a feeling word belongs to: the nearest, weak cues only when close and alone. */
function nearestTopic(token: number, candidates: readonly Placed[]): Placed | undefined {
  let best: Placed | undefined;
  let bestCost = Infinity;
  for (const hit of candidates) {
    const distance = Math.abs(hit.token - token);
    if (hit.weak && distance > WEAK_REACH) continue;
    // On a tie the topic before the word wins: 'the food was good and the service …'. A weak cue right after the
    // word is the noun it describes: 'nydelig sushi og superhyggelige folk'.
    const cost = distance + (hit.weak && hit.token !== token + 1 ? WEAK_PENALTY : 0) + (hit.token > token ? 0.1 : 0);
    if (cost < bestCost) {
      best = hit;
      bestCost = cost;
    }
  }
  return best;
}

/**
 * For a feeling word in a clause without a topic: the last topic named before it in the same sentence,
 * or, in a review, when its whole sentence names none, in the sentence just before ('We waited an hour.
 * Unacceptable.'), there the last topic it felt something about. A reply's sentences each say their own thing: 'We look forward to welcoming you
 * back' praises nothing named before it.
 */
function carriedTopic(
  token: number,
  tokens: readonly Token[],
  hits: readonly Placed[],
  mode: ReadingMode,
  felt?: ReadonlyMap<Placed, number[]>,
): Placed | undefined {
  const sentence = tokens[token]!.sentence;
  const before = hits.filter((hit) => hit.token < token && !hit.weak);
  const inSentence = before.filter((hit) => tokens[hit.token]!.sentence === sentence);
  if (inSentence.length > 0) return inSentence[inSentence.length - 1];
  if (mode === 'reply' || hits.some((hit) => tokens[hit.token]!.sentence === sentence)) return undefined;
  // 'Waited 25 minutes for two teas. Never again.': the verdict is on what the sentence before felt something
  // about (the wait), not on what it named only as a detail (the teas).
  let last: Placed | undefined;
  let lastFelt: Placed | undefined;
  for (const hit of before) {
    if (tokens[hit.token]!.sentence !== sentence - 1) continue;
    last = hit;
    if (felt?.has(hit)) lastFelt = hit;
  }
  return lastFelt ?? last;
}

/** A negation before the topic in its clause ('no reservation', 'not the cheapest'), not after it ('a wine we did not order'). */
function negatedBefore(clauses: readonly number[], token: number, negatorAt: ReadonlySet<number>): boolean {
  for (const at of negatorAt) if (at < token && clauses[at] === clauses[token]) return true;
  return false;
}
