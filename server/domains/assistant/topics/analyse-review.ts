import type { Language } from '@common/languages';
import { rememberRecent } from '@server/lib/remember-recent';
import { compiled, familyOf, rankOf } from './compile-lexicon';
import { announcedTopic, feelWords } from './feel-words';
import { andBetween, anyIn, type Compiled, complainedBy, COPULA, feel, type Mark, NUMBER, type Placed, placed, type Reading, type ReadingMode, SERVED, SPEAKER_SELF, spannedBy, staffNounAt, type TopicHit, tokensOf, unfeel, WAITED_FOR, wished } from './reading';
import { spreadOverClauses } from './spread-feelings';
import { bookedAtTheOutset, bookedForTheClock, bookedWhen, type ClockWait, paidAsAStep, paidInStory, servedAtTheClock } from './story-setting';
import { staffNamedAt, staffThankedAt, staffVisitedAt } from './staff-names';
import type { TopicId } from './topic-ids';
import { type Match, usedUp } from './used-up-words';
import { tokeniseSentences, type Token } from './word-matcher';

export type { ReadingMode } from './reading';

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

const STAFF: TopicHit = { topic: 'staff', weak: false, amount: false };
const SERVICE: TopicHit = { topic: 'service', weak: false, amount: false };
/** Stars at or below which applause closing praise is irony ('Excelente servicio 👏👏' in a two-star review). */
const LOW_RATING = 2;
/**
 * Stars at or below which a review is told as a complaint: its words in quotation marks are someone else's (it quotes
 * the staff, 'Frisøren mente det ble «så fint». Tja.', where praise quotes a companion, 'my son said "best pancakes
 * ever"'), and the clock it tells is a wait.
 */
const COMPLAINT_RATING = 3;
const QUOTE = /["“”„«»]/gu;
const NONE: ReadonlySet<number> = new Set();

/** A question of this many words or fewer is disbelief, not praise: 'Seriøst?', 'Really?', '¿En serio?'. */
const DISBELIEF = 2;

/** Tokens whose feelings are not the reviewer's: a short question of disbelief, and in a complaint the words in quotation marks. */
function unmeantIn(text: string, tokens: readonly Token[], questions: ReadonlySet<number>, complaint: boolean): ReadonlySet<number> {
  const quoted = complaint ? quotedIn(text, tokens) : NONE;
  if (questions.size === 0) return quoted;
  const words = new Map<number, number[]>();
  tokens.forEach((token, at) => {
    if (questions.has(token.sentence)) words.set(token.sentence, [...(words.get(token.sentence) ?? []), at]);
  });
  const short = [...words.values()].filter((sentence) => sentence.length <= DISBELIEF);
  return short.length === 0 ? quoted : new Set([...quoted, ...short.flat()]);
}

/** Stars at or above which a review is told as praise: the pain it tells of a part of the body is what the patient came with. */
const PRAISE_RATING = 4;
/** Words a part of the body may stand from the pain told of it: 'hade ont i ryggen', 'ajudaram com as dores nas costas', 'my back has been a mess'. */
const BODY_REACH = 4;

const withCondition = (unmeant: ReadonlySet<number>, condition: readonly number[]) => (condition.length === 0 ? unmeant : new Set([...unmeant, ...condition]));

/**
 * 'Hade haft ont i ryggen i flera veckor', 'helped with my back pain': the complaint words told of a part of the body, and those
 * told after what the guest came in with, in its clause ('Came in with box dye disaster hair').
 */
function conditionIn(marks: ReadonlyArray<Match<Mark>>, clauses: readonly number[]): number[] {
  const bodyAt = tokensOf(marks, 'bodyPart');
  const arrivedAt = tokensOf(marks, 'arrival');
  if (bodyAt.length === 0 && arrivedAt.length === 0) return [];
  const toldOfBody = (token: number, words: number) => bodyAt.some((at) => at >= token - BODY_REACH && at < token + words + BODY_REACH && clauses[at] === clauses[token]);
  const cameWith = (token: number) => arrivedAt.some((at) => at < token && clauses[at] === clauses[token]);
  return marks.filter(({ value, token, words }) => value.kind === 'sentiment' && value.score < 0 && (toldOfBody(token, words) || cameWith(token))).map((m) => m.token);
}

/** Sentences an order may stand before what came instead: 'Bestellt: Schnitzel mit Pommes. Gekommen: Schnitzel mit Kartoffelsalat.' */
const ORDER_REACH = 1;
/** How near after the word of getting it the thing that came is named ('got a regular latte', 'veio um café'). */
const ITEM_REACH = 3;

/**
 * 'Ordered an oat latte, got regular milk', 'Commandé : un cappuccino. Reçu : un café crème', 'pedimos gringas y nos trajeron
 * quesadillas': in a complaint, another dish or drink that came after an order, in its sentence or the next, is the service
 * getting the order wrong; 'Pedi uma torrada, veio tudo frio' tells how the order came, not that another came. Returns where what
 * came is told.
 */
function wrongOrdersIn(marks: ReadonlyArray<Match<Mark>>, tokens: readonly Token[]): number[] {
  const orderedAt = tokensOf(marks, 'ordered');
  if (orderedAt.length === 0) return [];
  const itemAt = marks.filter(({ value }) => value.kind === 'topic' && SERVED.has(value.hit.topic) && !value.hit.amount).map((m) => m.token);
  const ordered = (at: number) => orderedAt.some((o) => o < at && tokens[at]!.sentence - tokens[o]!.sentence <= ORDER_REACH);
  const another = (at: number) => itemAt.some((item) => item > at && item <= at + ITEM_REACH && tokens[item]!.sentence === tokens[at]!.sentence);
  return tokensOf(marks, 'received').filter((at) => ordered(at) && another(at)).slice(0, 1);
}

/** Who serves, and the work they do: told of in a happy review, they are praised for it. */
const WELL_DONE: ReadonlySet<TopicId> = new Set(['staff', 'haircut', 'treatment']);

/**
 * 'Ida bag disken husker altid…', 'ägaren Göran kom ut och…', 'Lene fikser alltid håret mitt akkurat sånn jeg vil ha det': in a review
 * of four or five stars, a person or their work named without a feeling, in a sentence that faults nothing, is praised for it.
 */
function servedWell(r: Reading, details: ReadonlySet<Placed>): void {
  const { hits, tokens, feelings } = r;
  const faultedIn = new Set(hits.filter((hit) => complainedBy(feelings, hit)).map((hit) => tokens[hit.token]!.sentence));
  for (const hit of hits) {
    if (WELL_DONE.has(hit.topic) && !hit.weak && !feelings.has(hit) && !details.has(hit) && !r.conceded.has(hit) && !faultedIn.has(tokens[hit.token]!.sentence)) feel(r, hit, 1, true);
  }
}

/**
 * 'Min mor sagde det var hyggeligt alligevel', 'my husband said the chips were nice', 'Frisören tyckte det blev jättefint': in a
 * review of one or two stars, praise that someone else said or thought, to the end of its sentence, is theirs, not the reviewer's.
 */
function praiseReportedIn(marks: ReadonlyArray<Match<Mark>>, tokens: readonly Token[]): number[] {
  const saidAt = tokensOf(marks, 'said').filter((at) => !SPEAKER_SELF.test(tokens[at - 1]?.text ?? ''));
  if (saidAt.length === 0) return [];
  return marks
    .filter(({ value, token }) => value.kind === 'sentiment' && value.score > 0 && saidAt.some((at) => at < token && tokens[at]!.sentence === tokens[token]!.sentence))
    .map((m) => m.token);
}

/** Words before 'somewhere else' that tell what was done there ('going private somewhere else', 'book in somewhere else'). */
const ELSEWHERE_VERB = 2;

/**
 * 'Ended up going private somewhere else and got seen the same day': the words told of another business, from the verb before
 * the word that places them there, never past an 'and' ('$260 later and I've had to book in somewhere else'), to the end of
 * its clause.
 */
function elsewhereIn(marks: ReadonlyArray<Match<Mark>>, tokens: readonly Token[], clauses: readonly number[], and: ReadonlySet<string>): number[] {
  return tokensOf(marks, 'elsewhere').flatMap((at) => {
    let from = at;
    while (from > at - ELSEWHERE_VERB && from > 0 && clauses[from - 1] === clauses[at] && !and.has(tokens[from - 1]!.text)) from--;
    let to = at;
    while (to + 1 < tokens.length && clauses[to + 1] === clauses[at]) to++;
    return Array.from({ length: to - from + 1 }, (_, offset) => from + offset);
  });
}

/** Quotation marks, single ones too, around one or two words: 'steak', «suite», "superior double". */
const SCARE_OPEN = /["“„«'‘]$/u;
const SCARE_CLOSE = /^["”“»'’]/u;
const SCARE_WORDS = 2;

/** The topics named alone between quotation marks: the whole quotation is the name of the thing. */
function scareQuoted(text: string, tokens: readonly Token[], hits: readonly Placed[]): Placed[] {
  return hits.filter((hit) => {
    if (hit.weak || hit.words > SCARE_WORDS) return false;
    const first = tokens[hit.token]!;
    const last = tokens[hit.token + hit.words - 1]!;
    const before = text.slice(Math.max(0, first.index - 1), first.index);
    const after = text.slice(last.index + last.text.length, last.index + last.text.length + 1);
    // An apostrophe right after a letter elides a word ("l'entrecôte'", "partner's"): it opens no quotation.
    const elided = first.index >= 2 && /\p{L}/u.test(text.charAt(first.index - 2));
    return SCARE_OPEN.test(before) && SCARE_CLOSE.test(after) && !elided;
  });
}

/** The tokens between a pair of quotation marks. */
function quotedIn(text: string, tokens: readonly Token[]): ReadonlySet<number> {
  const marks = [...text.matchAll(QUOTE)].map((match) => match.index);
  if (marks.length < 2) return NONE;
  const quoted = new Set<number>();
  for (let pair = 0; pair + 1 < marks.length; pair += 2) {
    tokens.forEach((token, at) => {
      if (token.index > marks[pair]! && token.index < marks[pair + 1]!) quoted.add(at);
    });
  }
  return quoted;
}

/**
 * Topics the text talks about, each with how the reviewer feels about it, plus the sentiment of the
 * whole text. Each feeling word goes to a topic (feelWords); topics that none reached share their clause's
 * feeling (spreadOverClauses).
 */
export const analyseReview: (text: string | null, language: Language, mode?: ReadingMode, rating?: number | null) => ReviewAnalysis = rememberRecent(
  (text, language, mode = 'review', rating = null) => `${language}\u0000${mode}\u0000${rating ?? ''}\u0000${text ?? ''}`,
  analyse,
);

function analyse(text: string | null, language: Language, mode: ReadingMode = 'review', rating: number | null = null): ReviewAnalysis {
  if (!text || text.trim() === '') return { topics: [], sentiment: 0, question: false };
  const c = compiled(language);
  const { tokens, questions } = tokeniseSentences(text);
  const matched = withBareAmounts(c.marks.matches(tokens), tokens);
  const marks = withoutStarsTakenAway(usedUp(matched, familyOf, rankOf), tokens);
  const contrastAt = new Set(tokensOf(marks, 'contrast'));
  const clauses = clausesOf(tokens, contrastAt);
  const complaint = rating !== null && rating <= COMPLAINT_RATING;
  // What an unhappy guest was told, and what they got instead of what they ordered: the service.
  const told = mode === 'review' ? [...(rating !== null && rating <= LOW_RATING ? tokensOf(marks, 'told') : []), ...(complaint ? wrongOrdersIn(marks, tokens) : [])] : [];
  const found = topicHits(text, marks, { c, mode, tokens, clauses, contrastAt }, told);
  // What a clause tells of another business names nothing of this one ('Fick gå till en annan salong och betala 1200 till').
  const away = complaint ? new Set(elsewhereIn(marks, tokens, clauses, c.and)) : NONE;
  const hits = away.size === 0 ? found.hits : found.hits.filter((hit) => !away.has(hit.token));
  const { thanked } = found;
  const askedAt = complaint ? askingsIn(marks, tokens) : [];
  const r: Reading = {
    c,
    mode,
    tokens,
    clauses,
    contrastAt,
    announcing: announcingIn(marks),
    negatorAt: negatorsOf(marks, tokens, c),
    negatableAfter: new Set(tokensOf(marks, 'negatedAfter')),
    wishAt: complaint ? [...tokensOf(marks, 'wish'), ...tokensOf(marks, 'hope')] : tokensOf(marks, 'wish'),
    hits,
    hitsByClause: byClause(hits, clauses),
    conceded: concededIn(marks, hits, clauses),
    priced: pricedIn(hits, tokens, clauses, c),
    feelings: new Map(),
    spreadable: new Map(),
    lowRating: rating !== null && rating <= LOW_RATING,
    unmeant: withCondition(unmeantIn(text, tokens, questions, complaint), [
      ...(rating !== null && rating >= PRAISE_RATING ? conditionIn(marks, clauses) : []),
      ...(rating !== null && rating <= LOW_RATING ? praiseReportedIn(marks, tokens) : []),
      ...away,
    ]),
    askedFor: askedQualities({ tokens, contrastAt, c }, marks, askedAt),
  };
  const excuseAt = tokensOf(marks, 'excuse');
  const excused = excusedBy(r, excuseAt);
  const { sentiment, praiseAt, apologyAt, complaintAt } = feelWords(r, marks, excuseAt, excused);
  // 'I wish they had more seating': what a wish names is what was lacking, feeling word or not.
  for (const hit of hits) if (!hit.weak && !r.feelings.has(hit) && wished(r, hit.token)) feel(r, hit, -1);
  // 'Kaffee könnte bisschen stärker sein': so is the thing a wish stands right after, as the subject of what could be more.
  for (const hit of wishedOf(r, tokensOf(marks, 'wish'))) if (!r.feelings.has(hit)) feel(r, hit, -1);
  // 'Ainoo pikku juttu et ajanvarauksesta tulee muistutus tuplana': what the one complaint is announced of is faulted, words of complaint or not.
  for (const end of oneComplaintAnnounced(marks, tokens)) {
    const topic = announcedTopic(r, end);
    if (topic && !complainedBy(r.feelings, topic)) feel(r, topic, -1);
  }
  // 'Det eneste positive var kaffen', 'Lo único bueno fue el café': what the one praise is announced of is praised.
  const onePraise = onePraiseAnnounced(r);
  for (const hit of onePraise) if (!r.feelings.has(hit)) feel(r, hit, 1);
  // 'Aber das Zimmer...', 'Mutta ruoka…': a sentence of a 'but' and a thing, and nothing more, leaves unsaid what went wrong with it.
  for (const hit of leftUnsaid(r)) if (!complainedBy(r.feelings, hit)) feel(r, hit, -1);
  // "my partner's 'steak'", "esa 'limpieza'": a thing an unhappy guest puts in quotation marks by itself is not what its name says.
  if (complaint) for (const hit of scareQuoted(text, tokens, hits)) if (!complainedBy(r.feelings, hit)) feel(r, hit, -1);
  // 'Kiitos Minna!': whom the review thanks by name is praised.
  for (const hit of hits) if (thanked.includes(hit.token) && !r.feelings.has(hit)) feel(r, hit, 1, true);
  bookingsFailedToMake(r);
  if (complaint) lengthOfTimed(r);
  const servedAtBreakfast = breakfastByParts(r);
  const details = spreadOverClauses(r, praiseAt, apologyAt);
  askedAndNotGot(r, askedAt, details);
  if (rating !== null && rating >= PRAISE_RATING) servedWell(r, details);
  // 'Fik jeg at vide at det var mit eget hårs skyld': what an unhappy guest was told is how their complaint was handled; 'Ordered an
  // oat latte, got regular milk' is how their order was.
  for (const hit of hits) if (hit.topic === 'service' && told.includes(hit.token) && !r.feelings.has(hit)) feel(r, hit, -1, true);
  const closeBy = closeByAt(r);
  const quiet = closeBy === undefined ? spannedBy(matched, 'neutral') : new Set([...spannedBy(matched, 'neutral'), closeBy]);
  const announced = complaint ? undefined : announcedSentences(r);
  const clockWait = waitToldByClock(tokens, hits, announced);
  const waitTold = clockWait?.second ?? waitToldByDuration(r, praiseAt, quiet, announced);
  const toldByTime = [...(waitTold === undefined ? [] : [{ topic: 'waiting' as const, token: waitTold, score: -1 }]), ...(closeBy === undefined ? [] : [{ topic: 'location' as const, token: closeBy, score: 1 }])];
  const turned = mode === 'review' ? turnedFromPraise(r, praiseAt, tokensOf(marks, 'negator')) : NONE;
  const granted = grantedIn(r, tokensOf(marks, 'grant'));
  const toldAt = tokensOf(marks, 'told');
  const setting = [
    ...(complaint ? [...bookedAtTheOutset(r, toldAt), ...paidInStory(r, tokensOf(marks, 'received'))] : []),
    ...bookedWhen(r),
    ...paidAsAStep(r),
    ...(clockWait ? [...bookedForTheClock(r, clockWait, toldAt), ...servedAtTheClock(r, clockWait)] : []),
    ...servedAtBreakfast,
  ];
  const asides = setting.length === 0 ? details : new Set([...details, ...setting]);
  const topics = topicsOf(r, tokensOf(marks, 'why'), questions, excused, asides, toldByTime, turned, granted, complaintAt);
  const read = rating === FULL_MARKS && !setApart(r, marks, SETS_FAULT_APART) ? withoutFaults(topics) : rating === NO_MARKS && onePraise.length === 0 && !setApart(r, marks, SETS_PRAISE_APART) ? withoutPraise(topics) : topics;
  return { topics: read, sentiment, question: askedOfOwner(text, questions, tokens, hits, c) };
}

/** The stars of a review with nothing to fault unless it sets a fault apart, and of one with nothing to praise unless it sets praise apart. */
const FULL_MARKS = 5;
const NO_MARKS = 1;

/**
 * A five-star review sets apart what it faults: 'only thing is', 'but', 'I wish', 'otherwise', 'even with'. One that does not
 * faults nothing, and a word of complaint in it is praise put another way ('ça n'a pas de prix', 'Frühstück mit lauter regionalen
 * Sachen', 'det går altid stærkt selv når der er kø'). A one-star review sets apart what it praises: 'but', 'I'll give them that',
 * 'eso sí', 'otherwise', 'the only good thing was'. One that does not praises nothing, and a word of praise in it is irony or a
 * word of the story ('R$ 24 pelo combo, nada mal né', 'on m'a expliqué avec un grand sourire').
 */
const SETS_FAULT_APART: ReadonlySet<Mark['kind']> = new Set(['concession', 'wish']);
const SETS_PRAISE_APART: ReadonlySet<Mark['kind']> = new Set(['concession', 'grant']);

function setApart(r: Reading, marks: ReadonlyArray<Match<Mark>>, kinds: ReadonlySet<Mark['kind']>): boolean {
  return r.contrastAt.size > 0 || marks.some(({ value }) => kinds.has(value.kind)) || r.tokens.some((token) => r.c.otherwise.has(token.text));
}

/** The topics with every complaint read as the praise it puts another way, and nothing named beside one held back as faulted. */
const withoutFaults = (topics: TopicMention[]): TopicMention[] => topics.map((t) => (t.polarity < 0 ? { ...t, polarity: 1 } : t.hedged ? { ...t, hedged: false } : t));

/** The topics with every praise read as a detail of the story: neither thanked for nor owned up to. */
const withoutPraise = (topics: TopicMention[]): TopicMention[] => topics.map((t) => (t.polarity > 0 ? { ...t, polarity: 0, aside: true } : t));

/**
 * An amount with a decimal comma and two decimals, or the Nordic whole amount with ',-': money, written without its currency
 * ('4,50 le cappuccino', '38,90 für zwei Kaffee', '345,- for en halv kylling').
 */
const BARE_AMOUNT = /^\p{N}+(?:,\p{N}{2}|(?:\.\p{N}{3})*,-)$/u;
const AMOUNT: Mark = { kind: 'topic', hit: { topic: 'price', weak: false, amount: true } };

/** The lexicon's marks, with an amount of money at each figure shaped like one that no currency stands beside. */
function withBareAmounts(matches: Array<Match<Mark>>, tokens: readonly Token[]): Array<Match<Mark>> {
  const bare = tokens.flatMap((token, at) => (BARE_AMOUNT.test(token.text) ? [at] : []));
  if (bare.length === 0) return matches;
  const amountAt = new Set(matches.filter(({ value }) => value.kind === 'topic' && value.hit.amount).map((m) => m.token));
  const added = bare.filter((at) => !amountAt.has(at - 1) && !amountAt.has(at + 1)).map((token) => ({ value: AMOUNT, token, words: 1 }));
  return added.length === 0 ? matches : [...matches, ...added].sort((a, b) => a.token - b.token);
}

/** Words that say what a call or a wait was for: 'to', 'um … zu', 'for at', 'för att', 'for å', 'pour', 'para', 'pra', 'jotta'. */
const PURPOSE = /^(?:to|um|at|att|å|pour|para|pra|jotta|until|till|bis|indtil|tills|hasta|até|kunnes)$/u;
/** Words a purpose may stand before the booking it names: 'um einen Termin', 'for at få en tid'. */
const PURPOSE_REACH = 3;
/** What an unhappy caller fails to get through to: the service, or the wait on the line. */
const LINE: ReadonlySet<TopicId> = new Set(['service', 'waiting']);
/** Words of calling and writing in: a booking made that way, not one of a dish ordered at the table ('for å få bestilt drikke'). */
const CALLED = /^(?:phone\p{L}*|telefon\p{L}*|téléphon\p{L}*|puhelim\p{L}*|tlf|ringe|ringde|ringt|ringet|ringer|rang|called|calling|anrufen|angerufen|rufe|soitin|soitt\p{L}*|appel\p{L}*|llam\p{L}*|liguei|ligar|ligamos|whatsapp|e-?mails?|mails?|sms)$/u;

/**
 * 'Man kommt telefonisch nie durch, um einen Termin zu machen', 'You can never get through on the phone to book': the service
 * or the wait faulted on the line for a booking it was meant to make is the booking gone wrong, not a complaint of its own.
 */
function bookingsFailedToMake(r: Reading): void {
  const { hits, tokens, feelings } = r;
  for (const booking of hits) {
    if (booking.topic !== 'booking' || feelings.has(booking)) continue;
    const sentence = tokens[booking.token]!.sentence;
    const purpose = tokens.slice(Math.max(0, booking.token - PURPOSE_REACH), booking.token).some((token) => token.sentence === sentence && PURPOSE.test(token.text));
    const called = tokens.some((token) => token.sentence === sentence && CALLED.test(token.text));
    const faulted = (hit: Placed) => feelings.get(hit)?.every((score) => score < 0) ?? false;
    const line = hits.filter((hit) => LINE.has(hit.topic) && hit.token < booking.token && tokens[hit.token]!.sentence === sentence && faulted(hit));
    if (!purpose || !called || line.length === 0) continue;
    for (const hit of line) unfeel(r, hit);
    feel(r, booking, -1);
  }
}

/** What a breakfast is made of, praised ('con zumo natural'), and what it runs short of ('Frukosten tog slut redan halv nio'). */
const BREAKFAST_PARTS: ReadonlyMap<number, ReadonlySet<TopicId>> = new Map([
  [1, new Set<TopicId>(['food', 'drinks', 'coffee'])],
  [-1, new Set<TopicId>(['selection'])],
]);

/**
 * 'El desayuno eso sí, muy completo y con zumo natural', 'Frukosten tog slut redan halv nio', 'O pequeno-almoço era fraquinho,
 * sempre igual': the praise of what a breakfast holds, after the breakfast named without a feeling in its sentence, and the
 * complaint that it ran short, after the breakfast named and not praised, are of the breakfast: the reply then thanks for the
 * breakfast, not for 'the drinks', and does not apologise for 'the selection'. Returns those parts, then only what it held.
 */
function breakfastByParts(r: Reading): Placed[] {
  const { hits, tokens, feelings } = r;
  const served: Placed[] = [];
  for (const breakfast of hits) {
    if (breakfast.topic !== 'breakfast' || breakfast.weak) continue;
    const sentence = tokens[breakfast.token]!.sentence;
    for (const [sign, kinds] of BREAKFAST_PARTS) {
      // Praise of the breakfast's own beside its parts' is a list ('Good brunch, decent coffee'), not what it held.
      if (sign > 0 ? feelings.has(breakfast) : (feelings.get(breakfast) ?? []).some((score) => score > 0)) continue;
      const parts = hits.filter((hit) => kinds.has(hit.topic) && hit.token > breakfast.token && tokens[hit.token]!.sentence === sentence && feelings.has(hit));
      // What ran short is told by a phrase that is its own complaint ('tog slut'); one that faults the range by name is of the range ('kunne have mere udvalg').
      const told = (hit: Placed) => feelings.get(hit)!.every((score) => score * sign > 0) && (sign > 0 || feelings.get(hit)!.length > (r.spreadable.get(hit)?.length ?? 0));
      if (parts.length === 0 || !parts.every(told)) continue;
      for (const part of parts) unfeel(r, part);
      feel(r, breakfast, sign);
      served.push(...parts);
    }
  }
  return served;
}

/** Words a wish may stand after the thing it wishes more of: 'Kaffee könnte bisschen', 'the portions could be a bit'. */
const WISHED_REACH = 2;

/** The topics a wish stands right after in their clause, with nothing named between: what could be more, or better. */
function wishedOf({ hits, clauses }: Pick<Reading, 'hits' | 'clauses'>, wishAt: readonly number[]): Placed[] {
  return wishAt.flatMap((at) => {
    const before = hits.filter((hit) => !hit.weak && hit.token < at && clauses[hit.token] === clauses[at]).at(-1);
    return before && at - (before.token + before.words) <= WISHED_REACH ? [before] : [];
  });
}

/** Where each asking ends ('asked for', 'wollte nur'): what it asks for comes after. */
function askingsIn(marks: ReadonlyArray<Match<Mark>>, tokens: readonly Token[]): number[] {
  // 'O corte ficou exatamente como eu queria', 'Lena hat genau verstanden, was ich wollte': an asking that praise ends on or
  // stands right before is what the reviewer got.
  const praised = marks.filter((m) => m.value.kind === 'sentiment' && m.value.score > 0);
  const got = (at: number) => praised.some((m) => m.token < at && at - (m.token + m.words) < GOT_REACH && tokens[m.token]!.sentence === tokens[at]!.sentence);
  return marks.filter((m) => m.value.kind === 'askedFor' && !got(m.token)).map((m) => m.token + m.words - 1);
}

/** Words from praise to the asking it says was met: 'genau verstanden, was ich wollte'. */
const GOT_REACH = 3;

/**
 * 'Pedí el bife jugoso y vino cocido', 'Asked for subtle and came out with stripes': the praise words that say what was
 * asked for, after the asking and before the first 'and', which describe what the reviewer did not get. After the 'and'
 * comes what they got ('pedí la tarta y estaba buenísima').
 */
function askedQualities(r: Pick<Reading, 'tokens' | 'contrastAt' | 'c'>, marks: ReadonlyArray<Match<Mark>>, askedAt: readonly number[]): ReadonlySet<number> {
  if (askedAt.length === 0) return NONE;
  const asked = new Set<number>();
  for (const { value, token } of marks) {
    if (value.kind !== 'sentiment' || value.score < 0) continue;
    const from = askedAt.findLast((at) => at < token);
    if (from !== undefined && wished({ ...r, wishAt: [from] }, token) && !andBetween(from, token, r.tokens, r.c.and)) asked.add(token);
  }
  return asked;
}

/**
 * 'Ich wollte nur die Spitzen geschnitten haben und bin mit einem Bob rausgegangen': in a complaint, a topic named after
 * the asking in its sentence, with no feeling that reached it, is what the reviewer did not get. Never the price (asking
 * for the bill is no complaint of it), nor what a complaint was only about, nor what was then waited for.
 */
function askedAndNotGot(r: Reading, askedAt: readonly number[], details: ReadonlySet<Placed>): void {
  if (askedAt.length === 0) return;
  const asked: Reading = { ...r, wishAt: askedAt };
  // 'Pedi um galão e uma torrada e demorou mais de 20 minutos': what was ordered and then waited for is only what the wait was for.
  const waitedIn = new Set(r.hits.filter((hit) => WAITED_FOR.has(hit.topic) && complainedBy(r.feelings, hit)).map((hit) => r.tokens[hit.token]!.sentence));
  // 'It was the colour I wanted, and Jess really listened': a name whose clause praises the same topic is praised there, not what was not got.
  const praisedIn = (hit: Placed) =>
    r.hits.some((other) => other.topic === hit.topic && r.clauses[other.token] === r.clauses[hit.token] && (r.feelings.get(other) ?? []).some((score) => score > 0));
  for (const hit of r.hits) {
    if (hit.weak || hit.topic === 'price' || details.has(hit) || r.feelings.has(hit) || waitedIn.has(r.tokens[hit.token]!.sentence) || praisedIn(hit)) continue;
    if (wished(asked, hit.token)) feel(r, hit, -1);
  }
}

/** A clock time: '19.25', '3:20', '10.40', '20h40'. */
const CLOCK = /^(?:[01]?\d|2[0-3])[.:h][0-5]\d$/u;
/** An hour: '20h', '14 Uhr', '3 pm', or after the word for o'clock or 'at': 'kl 12', 'klo 18', 'a las 5', 'às 3', 'at 10'. */
const HOUR = /^(?:[01]?\d|2[0-3])$/u;
const HOUR_AFTER: ReadonlySet<string> = new Set(['h', 'uhr', 'pm', 'am']);
const HOUR_BEFORE: ReadonlySet<string> = new Set(['kl', 'klo', 'klokka', 'klokken', 'kello', 'las', 'às', 'at']);

/** The hours one to twelve as words, and the Finnish 'at' case of them ('yhdeksältä'): what 'half' and 'quarter past' tell the time of. */
const HOUR_WORD =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|en|et|ett|to|två|tre|fire|fyra|fem|seks|sex|syv|sju|otte|åtte|åtta|ni|nio|ti|tio|elleve|elva|tolv|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|midi|minuit|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|uma|duas|três|quatro|sete|oito|nove|dez|doze|meio-dia|meia-noite|\p{L}+(?:lta|ltä)(?:toista)?)$/u;
/** Words before an hour that tell a time by its half or quarter: 'halb elf', 'halv ti', 'half seven', 'puoli yhdeksältä'. */
const HALF_BEFORE: ReadonlySet<string> = new Set(['halb', 'halv', 'half', 'puoli']);
/** Pairs before an hour: 'viertel nach', 'kvart over', 'kvart i', 'quarter past', 'quarter to'. */
const QUARTER = /^(?:viertel|dreiviertel|kvart|quarter)$/u;
const QUARTER_TO = /^(?:nach|vor|over|över|i|på|før|past|to)$/u;
/** Pairs after an hour: 'las diez y cuarto', 'às dez e meia', 'onze heures et quart'. */
const AND_PART = /^(?:y|e|et)$/u;
const PART = /^(?:media|cuarto|meia|quart|demie)$/u;

function clockAt(tokens: readonly Token[], at: number): boolean {
  const text = tokens[at]!.text;
  if (CLOCK.test(text)) return true;
  const word = (offset: number) => tokens[at + offset]?.text ?? '';
  // '6h de route' is six hours on the road, not six o'clock.
  if (HOUR.test(text) && HOUR_AFTER.has(word(1)) && (onTheRoadOrAsleep(tokens, at, at + 1) || hoursAbout(tokens, at))) return false;
  if (HOUR.test(text) && (HOUR_AFTER.has(word(1)) || HOUR_BEFORE.has(word(-1)))) return true;
  if (!HOUR.test(text) && !HOUR_WORD.test(text)) return false;
  return HALF_BEFORE.has(word(-1)) || (QUARTER.test(word(-2)) && QUARTER_TO.test(word(-1))) || (AND_PART.test(word(1)) && PART.test(word(2)));
}

/**
 * Minutes after midnight of a clock ('9:05', '19.25') or a bare hour ('kl 19', '20h'), or undefined for one told in words or with
 * its part after it ('a las 5 y media', 'às 5 e 40').
 */
function minutesAt(tokens: readonly Token[], at: number): number | undefined {
  const text = tokens[at]!.text;
  if (CLOCK.test(text)) {
    const [hours, minutes] = text.split(/[.:h]/u).map(Number) as [number, number];
    return hours * 60 + minutes;
  }
  return HOUR.test(text) && !AND_PART.test(tokens[at + 1]?.text ?? '') ? Number(text) * 60 : undefined;
}

/** Minutes between the clock booked and the clock seen that are no wait: 'Cita a las 9:00 y a las 9:05 ya estaba en el sillón'. */
const ON_TIME = 10;
/** Minutes before the booked clock that a guest comes early: 'Consulta às 9h, cheguei às 8h50'. */
const EARLY = 20;

/** Words of opening and closing in the nine languages: 'closes at 10', 'stengte kl 9', 'ferme à 14h', 'aukeaa kello 7'. */
const OPENING_HOURS =
  /^(?:close[sd]?|closing|opens|opened|opening|lukker|lukkede|lukket|åbner|åbnede|stänger|stängde|stängt|öppnar|öppnade|stenger|stengte|stengt|åpner|åpnet|schließt|schloss|schließen|öffnet|öffnete|ferme|fermait|fermé|fermée|ouvre|ouvrait|cierra|cerraba|cerraban|cierran|abre|abría|fecha|fechava|fecham|abria|sulkeutuu|sulkeutui|suljettiin|sulki|aukeaa|aukesi|avataan)$/u;

/**
 * 'Bord bestilt til kl. 19. Fik bordet kl. 19.25. Forretten kom 20.10', 'Table booked for 7.30. Starters came out at
 * 8.40': a review of three stars or fewer that tells the clock twice tells of a wait. So does a happier one that tells it
 * twice in the sentence a complaint is announced in ('J'enlève une étoile parce que rdv à 18h, passé sur le fauteuil à
 * 18h25'), unless the two are a time kept ('a las 9:00 y a las 9:05 ya estaba en el sillón'). Returns the two times' tokens. A
 * figure beside an amount of money is a price ('£4.20 for a latte'), not a time.
 */
function waitToldByClock(tokens: readonly Token[], hits: readonly Placed[], onlyIn?: ReadonlySet<number>): ClockWait | undefined {
  if (onlyIn?.size === 0) return undefined;
  // Most reviews tell no time at all: the clocks are found before anything is built to weigh them.
  const clocks: number[] = [];
  for (let at = 0; at < tokens.length; at++) if (clockAt(tokens, at)) clocks.push(at);
  if (clocks.length < 2) return undefined;
  const amountAt = new Set(hits.filter((hit) => hit.amount).map((hit) => hit.token));
  // 'The crowd next door were at it till 3am and then the bin lorry at 6': the clock of a noise tells how long it went on.
  const noisyIn = new Set(hits.filter((hit) => hit.topic === 'noise' && !hit.weak).map((hit) => tokens[hit.token]!.sentence));
  // 'Frukosten stängde 9.30 en söndag!? Kom ner 9.20': the clock of an opening or a closing is the business's hours.
  const hoursIn = new Set(tokens.filter((token) => OPENING_HOURS.test(token.text)).map((token) => token.clause));
  const firstAt = new Map<number, number>();
  for (const at of clocks) {
    if (amountAt.has(at - 1) || amountAt.has(at + 1) || noisyIn.has(tokens[at]!.sentence) || hoursIn.has(tokens[at]!.clause)) continue;
    const key = onlyIn ? tokens[at]!.sentence : -1;
    if (onlyIn && !onlyIn.has(key)) continue;
    const first = firstAt.get(key);
    // 'Consulta às 9h, cheguei às 8h50': a clock before the one booked is the guest come early; a wait is still told from the booked one.
    if (first !== undefined && earlier(tokens, first, at)) continue;
    if (first !== undefined && !onTime(tokens, first, at)) return { first, second: at };
    firstAt.set(key, at);
  }
  return undefined;
}

/** A clock told after another and a little before it: an early arrival. Further back, it tells where a wait began ('llegaron a las 3:20, habíamos llegado a las 2:30'). */
function earlier(tokens: readonly Token[], first: number, second: number): boolean {
  const from = minutesAt(tokens, first);
  const to = minutesAt(tokens, second);
  return from !== undefined && to !== undefined && to < from && from - to <= EARLY;
}

/** Two clocks a few minutes apart are a time kept, not a wait; the later one is where a wait would start ('15:00 … 15:10 … 17:20'). */
function onTime(tokens: readonly Token[], first: number, second: number): boolean {
  const from = minutesAt(tokens, first);
  const to = minutesAt(tokens, second);
  return from !== undefined && to !== undefined && to >= from && to - from <= ON_TIME;
}

/**
 * The sentences that announce a complaint ('only downside', 'une étoile en moins') or turn to one with a 'but' or a 'though'
 * ('The mains came after 50 minutes though', 'Par contre les plats sont arrivés au bout de 50 minutes').
 */
const announcedSentences = ({ announcing, contrastAt, tokens }: Pick<Reading, 'announcing' | 'contrastAt' | 'tokens'>) =>
  new Set([...announcing, ...contrastAt].map((at) => tokens[at]!.sentence));

/** Units of time in the nine languages: a figure before one tells how long something took. */
const MINUTES = /^(?:min|mins|minut\p{L}*|minuu\p{L}*)$/u;
const HOURS = /^(?:hours?|timer|timmar|timme|stunden?|horas?|heures?|tunti\p{L}*|tunnin)$/u;
const DURATION = new RegExp(`${MINUTES.source}|${HOURS.source}`, 'u');
/** One or a half in words before a unit of time: 'an hour', 'half an hour', 'eine Stunde', 'une heure', 'meia hora', 'puoli tuntia'. */
const AMOUNT_WORD =
  /^(?:an|one|half|en|ett|et|ei|halv|halvt|ein|eine|einer|einen|halbe|halben|une|un|demi|demie|una|media|uma|um|meia|yksi|puoli)$/u;

/** A unit of time with a figure or an amount in words before it: how long something took. */
const lengthOfTimeAt = (tokens: readonly Token[], unit: number) =>
  unit > 0 &&
  ((DURATION.test(tokens[unit]!.text) && (NUMBER.test(tokens[unit - 1]!.text) || AMOUNT_WORD.test(tokens[unit - 1]!.text))) || hoursAbout(tokens, unit - 1));

/** Words of about, nearly and over before a figure: 'presque 1h', 'plus d'1h', 'environ 2h', 'knapp 1h', 'casi 2h'. */
const ABOUT =
  /^(?:presque|environ|plus|moins|pendant|durant|quasi|près|bonne|almost|nearly|about|around|over|casi|más|unos|unas|quase|mais|cerca|umas|uns|fast|über|etwa|ca|knapp|gut|næsten|omkring|cirka|nästan|ungefär|nesten|rundt|melkein|lähes|noin|yli)$/u;

/** An hour figure with its 'h' after about, nearly or over ('presque 1h entre les plats', 'plus d'1h'): how long, not what o'clock. */
function hoursAbout(tokens: readonly Token[], figure: number): boolean {
  if (figure < 1 || !HOUR.test(tokens[figure]!.text) || tokens[figure + 1]?.text !== 'h') return false;
  const before = tokens[figure - 1]!.text === 'd' && figure > 1 ? tokens[figure - 2]! : tokens[figure - 1]!;
  return before.sentence === tokens[figure]!.sentence && ABOUT.test(before.text);
}

/** Words after a length of time that make it a point in time: 'cancelled by text 20 minutes before', '10 Minuten vorher abgesagt'. */
const BEFORE = /^(?:before|beforehand|earlier|ahead|prior|før|forinden|innan|före|tidigare|tidligere|vorher|davor|früher|avant|auparavant|antes|ennen|aiemmin|etukäteen)$/u;

/** Words of calling off: what is called off 'an hour before I was due' is called off then, nobody waited. */
const CALLED_OFF = /^(?:cancel\p{L}*|aflys\p{L}*|avbo\p{L}*|avlys\p{L}*|abgesagt|absagen|storniert|annul\p{L}*|cancel\p{L}*|desmarc\p{L}*|peru\p{L}*)$/u;

/**
 * A length of time whose 'before' closes its clause ('20 minutes before.'), not one that a clause goes on from ('20 minutes before
 * anyone came'), unless the sentence calls something off ('cancelling an hour before I was due', 'me cancelaron la cita media hora antes').
 */
function pointInTime(tokens: readonly Token[], unit: number): boolean {
  const next = tokens[unit + 1];
  if (next === undefined || !BEFORE.test(next.text)) return false;
  const after = tokens[unit + 2];
  return after === undefined || after.clause !== next.clause || after.sentence !== next.sentence || tokens.some((token) => token.sentence === next.sentence && CALLED_OFF.test(token.text));
}

/**
 * Words beside a length of time that make it time on the road, in the air or asleep: '6h de route', 'a four hour drive', 'Kørte
 * 40 minutter', 'un vol retardé de 3h', 'etter 6 timer bak rattet', 'nach 3 Stunden Autofahrt', 'Dormimos umas 3 horas', 'wir haben
 * 2 Stunden geschlafen'. Nobody waited for the business then.
 */
const ON_THE_ROAD_OR_ASLEEP =
  /^(?:route|trajet|voiture|vol|flight|flug|vuelo|voo|flyet|flyget|lento|toget|tåget|train|zug|tren|comboio|junalla|rattet|ratten|wheel|drive|driving|drove|driven|journey|ride|walk|slept|kørsel|køretur|bilkørsel|kørte|gåtur|sov|sovet|sovede|körning|bilresa|körde|promenad|sovit|kjøring|kjøretur|kjørte|fahrt|autofahrt|anfahrt|anreise|zugfahrt|fußweg|fuhren|gefahren|geschlafen|schliefen|roulé|dormi|viaje|carretera|coche|conduje|dormimos|dormido|dormí|viagem|estrada|carro|conduzi|ajomatka|automatka|junamatka|ajoin|ajoimme|nukuin|nukuimme|nukuttiin)$/u;
const ROAD_REACH = 2;

/** A figure and its unit of time ('6 h', '40 minutes') told as time on the road or asleep, by a word up to two before the figure or after the unit. */
function onTheRoadOrAsleep(tokens: readonly Token[], figure: number, unit: number): boolean {
  const sentence = tokens[figure]!.sentence;
  const near = [...Array.from({ length: ROAD_REACH }, (_, i) => figure - 1 - i), ...Array.from({ length: ROAD_REACH }, (_, i) => unit + 1 + i)];
  return near.some((at) => tokens[at]?.sentence === sentence && ON_THE_ROAD_OR_ASLEEP.test(tokens[at]!.text));
}

/**
 * Words of lasting and of a session before a length of time: how long the service itself took ('et eftersyn der varede 10 minutter',
 * 'une séance de 45 minutes', 'una sola sesión de hora y media'), which nobody waited through.
 */
const LASTED = /^(?:lasted|lasting|varede|varade|varte|kesti|kestänyt|dauerte|gedauert|duró|durou|duré|durait|session|sesión|sessão|séance|sitzung|økt|sessio)$/u;
const LASTED_REACH = 3;

/** A figure and its unit of time told as how long the service lasted, by a word of lasting up to three before the figure. */
function lasting(tokens: readonly Token[], figure: number): boolean {
  const sentence = tokens[figure]!.sentence;
  return Array.from({ length: LASTED_REACH }, (_, i) => figure - 1 - i).some((at) => tokens[at]?.sentence === sentence && LASTED.test(tokens[at]!.text));
}

/** Figures and words of a few minutes beyond one or a half: how near a place is told ('2 min', 'fem minuter', 'cinco minutos'). */
const FEW = 20;
const FEW_MORE = /^(?:two|three|four|five|ten|fifteen|twenty|to|två|tre|fire|fyra|fem|ti|tio|zwei|drei|vier|fünf|zehn|deux|trois|quatre|cinq|dix|quinze|vingt|dos|tres|cuatro|cinco|diez|quince|veinte|duas|três|quatro|dez|vinte|kaksi|kolme|neljä|viisi|kymmenen|muutama|pari|couple|few|par|paar|quelques|unos|uns|alguns)$/u;
/** Words that tell a length of time as the way to a place: on foot, or a place people walk to. */
const ON_FOOT = /^(?:walk|walking|stroll|gå|gåavstånd|gångavstånd|promenad|fuß|fuss|fußweg|marche|andando|caminando|caminhando|kävellen|kävelymatka\p{L}*|station\p{L}*|bahnhof|gare|estación|estação|asem\p{L}*|beach|strand\p{L}*|playa|praia|rann\p{L}*|centrum|centret|sentrum|centre|center|centro|keskusta\p{L}*|zentrum|innenstadt|downtown|metro|métro|tube|subway|t-banan|t-bane|tunnelbanan)$/u;
const ON_FOOT_REACH = 4;
/** 'À pied', 'a pie', 'a pé' are on foot; 'de pie', 'em pé' standing, as one waits. */
const BY_FOOT = /^(?:pied|pie|pé)$/u;
const AT = /^(?:à|a)$/u;

/**
 * 'Two min walk to the beach', 'Fem minuter till stationen', 'À 5 minutes à pied de la gare', 'Rannalle viisi minuuttia kävellen': a few
 * minutes told with the way on foot or the place walked to is how near the place lies, praise of the location, and no wait. Returns the unit's token.
 */
function closeByAt({ tokens, negatorAt }: Reading): number | undefined {
  for (let unit = 1; unit < tokens.length; unit++) {
    if (!MINUTES.test(tokens[unit]!.text)) continue;
    const figure = tokens[unit - 1]!.text;
    const few = NUMBER.test(figure) ? Number(figure.replace(',', '.')) <= FEW : AMOUNT_WORD.test(figure) || FEW_MORE.test(figure);
    if (!few || negatorAt.has(unit - 2)) continue;
    const around = [unit - 2, ...Array.from({ length: ON_FOOT_REACH }, (_, i) => unit + 1 + i)];
    // 'Minutters gang' is minutes on foot; 'hver gang' is every time.
    const onFoot = (at: number) =>
      ON_FOOT.test(tokens[at]!.text) || (BY_FOOT.test(tokens[at]!.text) && AT.test(tokens[at - 1]?.text ?? '')) || (at === unit + 1 && tokens[at]!.text === 'gang');
    if (around.some((at) => tokens[at]?.sentence === tokens[unit]!.sentence && onFoot(at))) return unit;
  }
  return undefined;
}

/** What a length of time can measure without anyone waiting: the treatment, the cut, the way there, the search for parking, what was paid for, the room's shower. */
const TIMED: ReadonlySet<TopicId> = new Set(['treatment', 'haircut', 'location', 'parking', 'price', 'rooms']);

/**
 * 'Die Kontrolle hat dann keine 5 Minuten gedauert', 'Itse tarkastus kesti 10 min': in a complaint, a length of time told in a
 * sentence that names what it can measure is how long that took, not a wait, and a short one no praise of the wait.
 */
function lengthOfTimed(r: Reading): void {
  const { tokens, hits } = r;
  const timedIn = new Set(hits.filter((hit) => TIMED.has(hit.topic)).map((hit) => tokens[hit.token]!.sentence));
  if (timedIn.size === 0) return;
  const lengthAt = tokens.flatMap((token, at) => (lengthOfTimeAt(tokens, at) && timedIn.has(token.sentence) ? [at] : []));
  for (const hit of hits) {
    const praised = WAITED_FOR.has(hit.topic) && (r.feelings.get(hit) ?? []).some((score) => score > 0);
    if (praised && lengthAt.some((at) => Math.abs(at - hit.token) <= 1)) unfeel(r, hit);
  }
}

/**
 * 'Ficamos 40 min em pé na porta', 'Getränke nach 20 Minuten': in a review of three stars or fewer, a length of time in a
 * clause without praise is a wait ('Bra utbud av cyklar men …, ingen kom fram på 20 minuter'); in a happier one, only in the
 * sentence that announces its complaint ('Einziges Manko: wir saßen 40 Minuten im Wartebereich'). Not when the review times what a length of time can measure ('45 min behandling.
 * Fikk 20 min'), nor when a negation makes it too short ('keine 5 Minuten im Raum'). Returns the unit's token.
 */
function waitToldByDuration(r: Reading, praiseAt: readonly number[], quiet: ReadonlySet<number>, onlyIn?: ReadonlySet<number>): number | undefined {
  const { tokens } = r;
  if (onlyIn?.size === 0) return undefined;
  const durations = tokens.flatMap((token, at) =>
    lengthOfTimeAt(tokens, at) && !quiet.has(at) && !pointInTime(tokens, at) && !onTheRoadOrAsleep(tokens, at - 1, at) && !lasting(tokens, at - 1) && (!onlyIn || onlyIn.has(token.sentence)) ? [at] : [],
  );
  const sentenceOf = (at: number) => tokens[at]!.sentence;
  const timedIn = new Set(r.hits.filter((hit) => TIMED.has(hit.topic)).map((hit) => sentenceOf(hit.token)));
  if (durations.some((at) => timedIn.has(sentenceOf(at)))) return undefined;
  return durations.find((at) => !r.negatorAt.has(at - 2) && !praiseAt.some((p) => r.clauses[p] === r.clauses[at]));
}

/**
 * 'Très bon cappuccino, mais on attend longtemps au comptoir', 'Essen super, aber an Parkplatz findest in der Gegend keinen':
 * the clauses that a 'but' opens right after a clause of praise with no complaint in it, and those an announced complaint
 * opens to the end of its sentence ('Trækker en stjerne fordi … for at finde en p-plads'). What they name without a feeling
 * of their own is set against the praise, never more praise. Not after a negation ('not only …, but also').
 */
function turnedFromPraise(r: Reading, praiseAt: readonly number[], negatorAt: readonly number[]): ReadonlySet<number> {
  const turned = new Set<number>();
  for (const at of r.contrastAt) {
    const clause = r.clauses[at]!;
    // 'Only downside: the parking, three times round the block': what an announced complaint names, to the end of its sentence.
    if (r.announcing.has(at)) for (let next = at; next < r.tokens.length && r.tokens[next]!.sentence === r.tokens[at]!.sentence; next++) turned.add(r.clauses[next]!);
    // 'Bra priser på salget, fikk en softshell til halv pris. Men utvalget …': a 'but' opening its sentence turns from the whole sentence before.
    const sentence = r.tokens[at]!.sentence;
    const opensSentence = at === 0 || r.tokens[at - 1]!.sentence !== sentence;
    const before = new Set(opensSentence ? r.tokens.flatMap((token, i) => (token.sentence === sentence - 1 ? [r.clauses[i]!] : [])) : [clause - 1]);
    if (r.c.otherwise.has(r.tokens[at + 1]?.text ?? '') || !praiseAt.some((p) => before.has(r.clauses[p]!)) || negatorAt.some((n) => before.has(r.clauses[n]!))) continue;
    if (![...before].some((b) => (r.hitsByClause.get(b) ?? []).some((hit) => complainedBy(r.feelings, hit)))) turned.add(clause);
  }
  return turned;
}

/** What is bought for its price alone, so that a complaint of its price is a complaint of it: the parking. */
const PAID_FOR: ReadonlySet<TopicId> = new Set(['parking']);

/**
 * 'Parkering koster 250 kr døgnet i tillegg, det synes jeg er i drøyeste laget', 'le stationnement est à 25 $ la nuit, c'est
 * raide': the parking complained of by an amount of money in its sentence.
 */
function costsTooMuch(r: Reading, hit: Placed): number[] {
  if (!PAID_FOR.has(hit.topic)) return [];
  const sentence = r.tokens[hit.token]!.sentence;
  return r.hits.some((price) => price.topic === 'price' && r.tokens[price.token]!.sentence === sentence && complainedBy(r.feelings, price)) ? [-1] : [];
}

/**
 * 'Maden var god det skal de have. Men vi ventede 40 min på hovedretten', 'Les boulets étaient bons, je dis pas, mais …':
 * the topic praised first in a grant's sentence, with no 'but' between. Its praise stands against what the review faults
 * later under the same name as a detail of another complaint, not against a complaint of which it is the subject.
 */
function grantedIn(r: Reading, grantAt: readonly number[]): ReadonlySet<TopicId> {
  if (grantAt.length === 0) return new Set();
  const { tokens, contrastAt } = r;
  const praised = r.hits.filter((hit) => (r.feelings.get(hit) ?? []).some((score) => score > 0));
  const granted = new Set<TopicId>();
  for (const at of grantAt) {
    // The praise granted is of the sentence's subject, the first topic it praises: not what the praise spread to.
    const first = praised.find((hit) => hit.token < at && tokens[hit.token]!.sentence === tokens[at]!.sentence);
    if (first && !anyIn(contrastAt, first.token, at) && !faultedElsewhere(r, first.topic, at)) granted.add(first.topic);
  }
  return granted;
}

/**
 * 'Fiskesuppa var god, det skal de ha. … Torsken var tørr', 'The ribeye came out grey. Sticky toffee pudding was lush, I'll give
 * them that', 'Room was a good size, I'll give them that, but the bathroom was grim': the topic is itself the subject of a complaint
 * after the grant, or complained of in a sentence before it.
 */
function faultedElsewhere(r: Reading, topic: TopicId, from: number): boolean {
  const { tokens, clauses, c, contrastAt } = r;
  // The subject opens its clause, after a 'but' and a 'the' if it has them: 'but the bathroom was grim'.
  const opensClause = (at: number) => {
    let start = at;
    if (start > 0 && c.determiners.has(tokens[start - 1]!.text)) start--;
    if (start > 0 && contrastAt.has(start - 1)) start--;
    return start === 0 || clauses[start - 1] !== clauses[start];
  };
  const before = (at: number) => tokens[at]!.sentence < tokens[from]!.sentence;
  return r.hits.some((hit) => hit.topic === topic && ((hit.token > from && opensClause(hit.token)) || before(hit.token)) && complainedBy(r.feelings, hit));
}

/**
 * Whether a question is left for the owner: not one the reviewer answers in the next sentence ('Would I go back? Maybe.'), nor
 * one that puts a complaint ('58 kr for en flat white??', 'Seriously?!'), which wants an apology, not an answer, nor a doubt
 * in brackets ('Der Chef (Yusuf glaub ich?) hat mir…'), which asks nobody.
 */
function askedOfOwner(text: string, questions: ReadonlySet<number>, tokens: readonly Token[], hits: readonly Placed[], c: Compiled): boolean {
  const priced = new Set(hits.filter((hit) => hit.amount).map((hit) => tokens[hit.token]!.sentence));
  for (const sentence of questions) {
    if (priced.has(sentence) || indignant(text, tokens, sentence) || bracketed(text, tokens, sentence)) continue;
    const next = tokens.find((token) => token.sentence === sentence + 1);
    if (!next || !c.answers.has(next.text)) return true;
  }
  return false;
}

/** Words a doubt in brackets runs to: '(Yusuf glaub ich?)'; '(habt ihr auch Hafermilch?)' asks. */
const DOUBT_WORDS = 3;

/** A short question whose mark closes a bracket: '(Yusuf, I think?)', '(tror jeg?)'. */
function bracketed(text: string, tokens: readonly Token[], sentence: number): boolean {
  const last = tokens.findLast((token) => token.sentence === sentence);
  if (last === undefined || !/^\s*\?+\s*\)/u.test(text.slice(last.index + last.text.length))) return false;
  const open = text.lastIndexOf('(', last.index);
  return open >= 0 && tokens.filter((token) => token.sentence === sentence && token.index > open).length <= DOUBT_WORDS;
}

/** A question closed by more than one mark: '??', '?!', '!?'. */
function indignant(text: string, tokens: readonly Token[], sentence: number): boolean {
  const last = tokens.findLast((token) => token.sentence === sentence);
  return last !== undefined && /^[^\p{L}\p{N}?!]*[?!]{2,}/u.test(text.slice(last.index + last.text.length));
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

/**
 * 'J'enlève une étoile pour le prix', 'Le quito una estrella por el precio', 'Trækker en stjerne for prisen': the star of a phrase that
 * takes one away is no praise, though 'une étoile pour' opens praise elsewhere ('5 étoiles pour l'accueil').
 */
function withoutStarsTakenAway(marks: ReadonlyArray<Match<Mark>>, tokens: readonly Token[]): Array<Match<Mark>> {
  const takenAway = marks.filter(({ value, words, token }) => value.kind === 'contrast' && words > 1 && tokens.slice(token, token + words).some((t) => ONE_COMPLAINT.test(t.text)));
  if (takenAway.length === 0) return [...marks];
  const inside = (at: number) => takenAway.some(({ token, words }) => at > token && at < token + words);
  return marks.filter(({ value, token }) => !(value.kind === 'sentiment' && value.score > 0 && inside(token)));
}

/** The words of the contrasts that are phrases ('only downside', 'einziges Manko', 'o único senão'), not a lone 'but'. */
function announcingIn(marks: ReadonlyArray<Match<Mark>>): Set<number> {
  const announcing = new Set<number>();
  for (const { value, token, words } of marks) if (value.kind === 'contrast' && words > 1) for (let at = token; at < token + words; at++) announcing.add(at);
  return announcing;
}

/** Words that make a contrast announce the one complaint: 'only thing is', 'det eneste', 'lo único', 'seul truc', 'ainoo juttu', 'a star off'. */
const ONE_COMPLAINT = /^(?:only|one|eneste|enda|einzig\p{L}*|seul|seule|única?|unica?|ainoa|ainoo|ainut|minus\p{L}*|stars?|stjerne|stjärna|stern|étoile|estrella|estrela|tähti|tähden|wermutstropfen|manko|bémol|pega|senão|reparo)$/u;

/**
 * Where each phrase that announces the one complaint ends, when neither it nor the word after it is a feeling: 'only downside'
 * gives its own, and 'seul point positif' announces the one praise.
 */
function oneComplaintAnnounced(marks: ReadonlyArray<Match<Mark>>, tokens: readonly Token[]): number[] {
  const feelingAt = new Set(tokensOf(marks, 'sentiment'));
  return marks
    .filter(
      ({ value, token, words }) =>
        value.kind === 'contrast' &&
        words > 1 &&
        !anyIn(feelingAt, token - 1, token + words) &&
        tokens.slice(token, token + words).some((t) => ONE_COMPLAINT.test(t.text)) &&
        !tokens.slice(token, token + words + ONE_PRAISE_REACH).some((t) => ONE_PRAISE.test(t.text)),
    )
    .map(({ token, words }) => token + words - 1);
}

/** 'The only', 'det eneste', 'lo único', 'le seul', 'das einzig', 'ainoa': what opens the one praise or the one complaint. */
const THE_ONLY = /^(?:only|eneste|enda|einzig\p{L}*|seul|seule|única?|unica?|ainoa|ainoo|ainut)$/u;
/** Words of the one praise after it: 'the only good thing', 'det eneste positive', 'le seul point positif', 'das einzig Gute'. */
const ONE_PRAISE = /^(?:good|redeeming|positive|positiv|positivt|positiva|gode|godt|bra|gute|gutes|positif|bueno|buena|positivo|bom|boa|hyvä|hyvää|positiivinen|positiivista|lyspunkt|ljuspunkt|lichtblick)$/u;
const ONE_PRAISE_REACH = 3;

/** The topic each announced one praise names: the first after it in its sentence ('Det eneste positive var kaffen'). */
function onePraiseAnnounced({ tokens, hits, contrastAt }: Reading): Placed[] {
  const named: Placed[] = [];
  tokens.forEach((token, at) => {
    if (!THE_ONLY.test(token.text)) return;
    const praise = tokens.slice(at + 1, at + 1 + ONE_PRAISE_REACH).findIndex((t) => t.sentence === token.sentence && ONE_PRAISE.test(t.text));
    if (praise < 0) return;
    const from = at + 1 + praise;
    const next = hits.find((hit) => hit.token > from && !hit.weak);
    if (next && tokens[next.token]!.sentence === token.sentence && !anyIn(contrastAt, from, next.token)) named.push(next);
  });
  return named;
}

/** The words of a sentence that names a thing after 'but' and leaves the rest unsaid: 'But the food…', 'Aber das Zimmer...'. */
const UNSAID_WORDS = 4;

/** The topics that a sentence of a 'but', articles and the topic's own words, and nothing more, names ('Mas o quarto…'). */
function leftUnsaid({ tokens, hits, contrastAt, c }: Reading): Placed[] {
  return hits.filter((hit) => {
    if (hit.weak) return false;
    const sentence = tokens[hit.token]!.sentence;
    const first = tokens.findIndex((token) => token.sentence === sentence);
    let end = first;
    while (end < tokens.length && tokens[end]!.sentence === sentence) end++;
    if (end - first > UNSAID_WORDS || !contrastAt.has(first) || hit.token + hit.words !== end) return false;
    return tokens.slice(first + 1, hit.token).every((token) => c.determiners.has(token.text));
  });
}

/**
 * 'Without doubt the best', 'not least the price' negate nothing. Nor does the 'without' of a price's terms:
 * '40 Euro ohne Getränke ist zu teuer', '22 euros sin bebida'.
 */
function negatorsOf(marks: ReadonlyArray<Match<Mark>>, tokens: readonly Token[], c: Compiled): Set<number> {
  const priceTermsAt = new Set<number>();
  // 'Pas cher' names the price too, but its 'pas' negates the feeling inside it.
  const feelingAt = new Set(tokensOf(marks, 'sentiment'));
  for (const { value, token, words } of marks) {
    if (words > 1 && value.kind === 'topic' && value.hit.topic === 'price' && !value.hit.amount && !anyIn(feelingAt, token, token + words - 1)) priceTermsAt.add(token);
  }
  // 'Não só …' is an idiom; 'Não desiludiu. Só que …' is a negation and a new sentence.
  const idiomAt = (at: number, next: number) => tokens[next]?.sentence === tokens[at]!.sentence && c.negationIdioms.has(tokens[next]!.text);
  // The idiom is looked for after the whole negator: 'allt annat än', 'alt andet end' end in words that are idioms after a one-word 'ikke'.
  return new Set(
    marks.filter(({ value, token, words }) => value.kind === 'negator' && !priceTermsAt.has(token) && !idiomAt(token, token + words) && !idiomAt(token, token + words + 1)).map((m) => m.token),
  );
}

/**
 * The topics the lexicon marks, the service where an unhappy guest tells what they were told, and in a review the staff
 * it names ('Camilla er bare den bedste'), in word order.
 */
function topicHits(
  text: string,
  marks: ReadonlyArray<Match<Mark>>,
  r: Pick<Reading, 'c' | 'mode' | 'tokens' | 'clauses' | 'contrastAt'>,
  told: readonly number[],
): { hits: Placed[]; thanked: readonly number[] } {
  const { c, mode, tokens, clauses, contrastAt } = r;
  const marked = marks.flatMap(({ value, token, words }) => (value.kind === 'topic' ? [placed(value.hit, token, words)] : [])).filter((hit) => mode === 'review' || (!hit.weak && !hit.amount));
  const lexiconHits = told.length === 0 ? marked : [...marked, ...told.map((token) => placed(SERVICE, token, 1))].sort((a, b) => a.token - b.token);
  if (mode !== 'review') return { hits: lexiconHits, thanked: [] };
  // A person named as the subject of a review's sentence is the one who served.
  const startsClause = (at: number) => at === 0 || clauses[at - 1] !== clauses[at] || contrastAt.has(at - 1);
  // ', og Rasmus forklarede', 'A Dani arrasou', 'die Sabine hat': a name right after the 'and' or the article that opens a clause is its subject too.
  const opensClause = (at: number) => startsClause(at) || (at > 0 && (c.and.has(tokens[at - 1]!.text) || c.determiners.has(tokens[at - 1]!.text)) && startsClause(at - 1));
  const markedAt = new Set<number>();
  for (const { token, words } of marks) for (let at = token; at < token + words; at++) markedAt.add(at);
  const known = (at: number) => markedAt.has(at) || c.intensifiers.has(tokens[at]!.text) || c.determiners.has(tokens[at]!.text);
  const thanked = staffThankedAt(text, tokens, known);
  const named = [...new Set([...staffNamedAt(text, tokens, clauses, opensClause, c.and), ...staffVisitedAt(text, tokens), ...thanked])].map((token) =>
    placed(STAFF, token, 1),
  );
  // 'A profissional não explicou nada': the weak cue is the person here, named as plainly as 'a esteticista'.
  const praised = (at: number) => marks.some(({ value, token }) => token === at && value.kind === 'sentiment' && value.score > 0);
  const persons = lexiconHits.map((hit) => (hit.weak && hit.topic === 'staff' && praised(hit.token) && staffNounAt(tokens, c, lexiconHits, hit.token) ? placed(STAFF, hit.token, hit.words) : hit));
  return { hits: named.length === 0 ? persons : [...persons, ...named].sort((a, b) => a.token - b.token), thanked };
}

function byClause(hits: readonly Placed[], clauses: readonly number[]): Map<number, Placed[]> {
  const hitsByClause = new Map<number, Placed[]>();
  for (const hit of hits) {
    const list = hitsByClause.get(clauses[hit.token] ?? 0);
    if (list) list.push(hit);
    else hitsByClause.set(clauses[hit.token] ?? 0, [hit]);
  }
  return hitsByClause;
}

/** A concession reaches the topic right after it, or after one more word ('even with a reservation', 'trotz der Reservierung'). */
const CONCESSION_REACH = 1;

function concededIn(marks: ReadonlyArray<Match<Mark>>, hits: readonly Placed[], clauses: readonly number[]): Set<Placed> {
  const conceded = new Set<Placed>();
  for (const { value, token, words } of marks) {
    if (value.kind !== 'concession') continue;
    const end = token + words;
    for (const hit of hits) if (hit.token >= end && hit.token <= end + CONCESSION_REACH && clauses[hit.token] === clauses[token]) conceded.add(hit);
  }
  return conceded;
}

/** Words between a price and what it was for: the figure, 'for a', 'le', 'für einen'. */
const PRICED_GAP = 3;
const SHORT_WORD = 4;

/** '4,50 € le cappuccino', '£5 for a latte': the topic named right after a price, or right before an amount, is what the price was for. */
function pricedIn(hits: readonly Placed[], tokens: readonly Token[], clauses: readonly number[], c: Compiled): Map<Placed, Placed> {
  const priced = new Map<Placed, Placed>();
  const strongAt = new Set(hits.filter((hit) => !hit.weak).map((hit) => hit.token));
  for (const price of hits) {
    if (price.topic !== 'price' || price.weak) continue;
    const end = price.token + price.words;
    let at = end;
    while (at < end + PRICED_GAP && !strongAt.has(at) && clauses[at] === clauses[price.token] && joinsPriceToItem(tokens[at]?.text, c)) at++;
    // 'einen Latte 9,80 € zu zahlen': an amount right after the thing it paid for.
    const figureAt = price.amount && NUMBER.test(tokens[price.token - 1]?.text ?? '') ? price.token - 1 : price.token;
    for (const hit of hits) {
      if (hit.weak || hit.topic === 'price' || clauses[hit.token] !== clauses[price.token]) continue;
      if (hit.token === at || (price.amount && hit.token + hit.words === figureAt)) priced.set(hit, price);
    }
  }
  return priced;
}

/** Words that measure out what a price was for: '65 kr for et stykke brunsviger', '4,50 € la tasse de chocolat', 'R$ 12 a fatia'. */
const MEASURE = /^(?:stykke|stykker|styk|stykket|piece|slice|cup|pint|pot|glas|kop|kopp|skive|skiva|bit|biten|pala|palasta|kuppi|kupista|lasi|lasillinen|stück|tasse|verre|part|boule|taza|vaso|copa|trozo|porción|ración|bola|chávena|copo|fatia|pedaço|porção)$/u;

function joinsPriceToItem(word: string | undefined, c: Compiled): boolean {
  return word !== undefined && !c.and.has(word) && (NUMBER.test(word) || c.determiners.has(word) || word.length <= SHORT_WORD || MEASURE.test(word));
}

/** 'The waiter was overwhelmed, not his fault': the topics of the clause an excuse follows in its sentence are no complaint. */
function excusedBy({ hits, tokens, clauses }: Reading, excuseAt: readonly number[]): Set<Placed> {
  const excused = new Set<Placed>();
  for (const at of excuseAt) {
    const before = hits.filter((hit) => !hit.weak && hit.token < at && tokens[hit.token]!.sentence === tokens[at]!.sentence).at(-1);
    // Every topic of that one's clause: 'Parken in der Altstadt ist halt ein Krampf, aber dafür kann der Laden ja nichts' excuses
    // the parking as well as the old town; two patterns of one word ('parkering*', '*parkering') are two hits of it.
    if (before) for (const hit of hits) if (clauses[hit.token] === clauses[before.token] && hit.token <= before.token && !hit.weak) excused.add(hit);
  }
  return excused;
}

interface Found {
  mentions: number;
  firstIndex: number;
  scores: number[];
  asked: boolean;
  hedged: boolean;
  aside: boolean;
}

/** Each topic once, with every feeling its mentions received and whether it was only asked, hedged or a detail. */
function topicsOf(
  r: Reading,
  whyAt: readonly number[],
  questions: ReadonlySet<number>,
  excused: ReadonlySet<Placed>,
  details: ReadonlySet<Placed>,
  toldByTime: ReadonlyArray<{ topic: TopicId; token: number; score: number }>,
  turned: ReadonlySet<number>,
  granted: ReadonlySet<TopicId>,
  complaintAt: readonly number[],
): TopicMention[] {
  const { tokens, clauses, hits, feelings, spreadable } = r;
  // Clauses with a complaint in them: a topic there without a feeling of its own is not praise ('the parking
  // was a bit expensive', where 'expensive' names the price). When every complaint of the clause is a word
  // that is the wait itself ('waited 25 minutes for two coffees'), the other topics are only what was waited
  // for: neither praised nor complained of.
  const complaintIn = clausesWhere(r, (hit) => complainedBy(spreadable, hit) || (!WAITED_FOR.has(hit.topic) && complainedBy(feelings, hit)));
  const waitIn = clausesWhere(r, (hit) => complainedBy(feelings, hit));
  // 'Why is there no vegetarian dish any more?', '€32 for that??': a question with 'why' or an amount of money
  // is a complaint, not a question.
  const amountAt = hits.filter((hit) => hit.amount).map((hit) => hit.token);
  const pricedQuestions = new Set(amountAt.map((at) => tokens[at]!.sentence).filter((sentence) => questions.has(sentence)));
  const complainingQuestions = new Set([...whyAt.map((at) => tokens[at]!.sentence).filter((sentence) => questions.has(sentence)), ...pricedQuestions]);
  const found = new Map<TopicId, Found>();
  for (const hit of hits) {
    // '£55 for this??': an amount of money put as a question complains of the price.
    const felt = hit.amount && !feelings.has(hit) && pricedQuestions.has(tokens[hit.token]!.sentence) ? [-1] : (feelings.get(hit) ?? costsTooMuch(r, hit));
    const scores = paidForAfterPraise(r, hit, complaintAt) ? [] : felt;
    if (hit.weak && scores.length === 0) continue;
    const token = tokens[hit.token]!;
    const entry = found.get(hit.topic) ?? { mentions: 0, firstIndex: token.index, scores: [], asked: true, hedged: false, aside: true };
    entry.mentions++;
    entry.scores.push(...scores);
    // A question with a feeling in it is a complaint or praise put as a question ('a bit steep, isn't it?').
    const complainedOf = complainingQuestions.has(token.sentence);
    entry.asked &&= questions.has(token.sentence) && scores.length === 0 && !complainedOf;
    // A thing named with its price ('einen Latte 9,80 € zu zahlen finde ich happig') is not faulted by a complaint of the price.
    const besideComplaint = complaintIn.has(clauses[hit.token] ?? 0) && !r.priced.has(hit);
    const setAgainstPraise = scores.length === 0 && !r.priced.has(hit) && turned.has(clauses[hit.token] ?? 0);
    entry.hedged ||=
      !excused.has(hit) && !details.has(hit) && !r.conceded.has(hit) && (complainedOf || negatedBefore(clauses, hit.token, r.negatorAt) || noneAfter(r, hit.token) || besideComplaint || setAgainstPraise);
    entry.aside &&= scores.length === 0 && (waitIn.has(clauses[hit.token] ?? 0) || details.has(hit) || r.conceded.has(hit) || excused.has(hit) || praisedBeside(r, hit) || bookedOrPriced(r, hit));
    found.set(hit.topic, entry);
  }
  // A wait told by the clock or by a length of time; a place told near by its minutes on foot.
  for (const { topic, token, score } of toldByTime) {
    const entry = found.get(topic) ?? { mentions: 0, firstIndex: tokens[token]!.index, scores: [], asked: false, hedged: false, aside: false };
    entry.mentions++;
    entry.scores.push(score);
    entry.asked = false;
    found.set(topic, entry);
  }
  const topics = [...found.entries()].map(([topic, entry]): TopicMention => {
    const polarity: Polarity = entry.asked ? 0 : granted.has(topic) ? 1 : feelingOf(entry.scores);
    const hedged = polarity === 0 && entry.hedged;
    return { topic, polarity, mentions: entry.mentions, firstIndex: entry.firstIndex, asked: entry.asked, hedged, aside: polarity === 0 && !hedged && !entry.asked && entry.aside };
  });
  topics.sort((a, b) => a.firstIndex - b.firstIndex || b.mentions - a.mentions);
  return topics;
}

/**
 * 'Pizzaen var blant de beste jeg har fått … Glutenfri bunn koster 60 kr ekstra, litt drøyt', 'O corte ficou giro … E 45 euros por
 * corte e brushing acho puxado': a thing praised earlier and named again in a clause that complains of its price is what the
 * price was paid for, not faulted itself ('…samtidigt som priset gått upp' is a clause of its own). Not when a complaint is said of
 * the thing itself, right after it: 'Pommesen var kalla och … för samma pris'.
 */
function paidForAfterPraise({ hits, tokens, clauses, feelings }: Reading, hit: Placed, complaintAt: readonly number[]): boolean {
  if (hit.topic === 'price' || !complainedBy(feelings, hit)) return false;
  const end = hit.token + hit.words;
  const saidOfIt = (at: number) => at === end + 1 && COPULA.test(tokens[end]!.text);
  if (complaintAt.some((at) => saidOfIt(at) && clauses[at] === clauses[hit.token])) return false;
  const sentence = tokens[hit.token]!.sentence;
  const priceFaulted = hits.some((price) => price.topic === 'price' && clauses[price.token] === clauses[hit.token] && complainedBy(feelings, price));
  return priceFaulted && hits.some((earlier) => earlier.topic === hit.topic && tokens[earlier.token]!.sentence < sentence && (feelings.get(earlier) ?? []).some((score) => score > 0));
}

function clausesWhere(r: Reading, complains: (hit: Placed) => boolean): Set<number> {
  const clauses = new Set<number>();
  for (const [clause, list] of r.hitsByClause) if (list.some(complains)) clauses.add(clause);
  return clauses;
}

/**
 * 'The waiter was great at suggesting wine with the food': what a clause names beside the topic it praises,
 * without a feeling of its own, is what that topic did, not praised itself (an 'and' starts another thought:
 * 'salon très propre et déco trop mignonne').
 */
function praisedBeside({ hitsByClause, clauses, feelings, tokens, c }: Reading, hit: Placed): boolean {
  return (hitsByClause.get(clauses[hit.token] ?? 0) ?? []).some(
    (other) =>
      other !== hit &&
      !other.weak &&
      (feelings.get(other) ?? []).some((x) => x > 0) &&
      !andBetween(Math.min(other.token, hit.token), Math.max(other.token, hit.token), tokens, c.and),
  );
}

/**
 * 'Bokade klippning via appen', 'Devis pour une couronne à 950€': what a booking or a price is for, named without a feeling
 * of its own, is neither praised nor faulted.
 */
function bookedOrPriced({ hitsByClause, clauses, priced }: Reading, hit: Placed): boolean {
  if (priced.has(hit)) return true;
  return hit.topic !== 'booking' && (hitsByClause.get(clauses[hit.token] ?? 0) ?? []).some((other) => other.topic === 'booking' && other.token < hit.token);
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

/** The 'none' that can stand after what there was none of: 'Parkplätze gibt's keine', 'un parking, il n'y en a aucun'. */
const NONE_OF: ReadonlySet<string> = new Set(['kein', 'keine', 'keinen', 'keiner', 'keinerlei', 'aucun', 'aucune', 'ninguno', 'ninguna', 'nenhum', 'nenhuma']);

/** 'Eigene Parkplätze gibt's keine': a 'none' after the topic in its clause says there was none of it. */
function noneAfter({ tokens, clauses, negatorAt }: Reading, token: number): boolean {
  for (const at of negatorAt) if (at > token && clauses[at] === clauses[token] && NONE_OF.has(tokens[at]!.text)) return true;
  return false;
}

/** A negation before the topic in its clause ('no reservation', 'not the cheapest'), not after it ('a wine we did not order'). */
function negatedBefore(clauses: readonly number[], token: number, negatorAt: ReadonlySet<number>): boolean {
  for (const at of negatorAt) if (at < token && clauses[at] === clauses[token]) return true;
  return false;
}
