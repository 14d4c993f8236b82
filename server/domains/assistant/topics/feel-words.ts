import { FEELING_EMOJI } from './feeling-emoji';
import { andBetween, anyIn, complainedBy, feel, negatorOf, type Mark, NUMBER, type Placed, type Reading, type ReadingMode, SERVED, spannedBy, staffNounAt, tokensOf, WAITED_FOR, wished } from './reading';
import { opensWithPurchase } from './story-setting';
import type { TopicId } from './topic-ids';
import type { Match } from './used-up-words';
import type { Token } from './word-matcher';

/** A weak cue takes a feeling word only this close ('great area' yes, 'best café in the area' no). */
const WEAK_REACH = 2;
/** Ordinary topic words win a feeling word over weak cues this many words nearer. */
const WEAK_PENALTY = 2.5;
/** A negated complaint is mild praise: 'not bad', 'no queue'. */
const NEGATED_COMPLAINT = 0.5;
/** The 'even' of 'not even' in our languages ('nicht einmal', 'même pas', 'ni siquiera', 'ei edes', 'inte ens'). */
const EVEN: ReadonlySet<string> = new Set(['even', 'einmal', 'même', 'siquiera', 'sequer', 'mesmo', 'edes', 'ens', 'engang']);
/** 'knapt lunken', 'barely lukewarm', 'à peine tiède': lukewarm after 'hardly' is colder still, no praise. */
const HARDLY: ReadonlySet<string> = new Set(['hardly', 'barely', 'scarcely', 'knap', 'knapt', 'næppe', 'knappt', 'knappast', 'neppe', 'kaum', 'apenas', 'tuskin', 'peine']);
const LUKEWARM = /^(?:lukewarm|tepid|lunken|lunkent|lunkne|ljum|ljummen|ljummet|ljumma|lauwarm\p{L}*|tiède|tièdes|tibi[oa]s?|morn[oa]s?|haalea\p{L}*|haalee\p{L}*)$/u;
/** 'Never' in our languages, and the 'so' or 'as' that makes 'never so good' the best yet rather than not good. */
const NEVER: ReadonlySet<string> = new Set(['never', 'aldrig', 'aldri', 'nie', 'niemals', 'jamais', 'nunca', 'koskaan', 'ikinä', 'ikina']);
const SO: ReadonlySet<string> = new Set(['so', 'as', 'such', 'this', 'så', 'sådan', 'sån', 'aussi', 'si', 'autant', 'tan', 'tanto', 'tão', 'tao', 'näin', 'yhtä', 'niin']);
/** What 'never as good as' compares with makes it a complaint again: 'aldrig så god som før'. */
const COMPARED: ReadonlySet<string> = new Set(['as', 'than', 'som', 'end', 'wie', 'als', 'que', 'como', 'kuin']);

/** A feeling word of the text, as the lexicon scored it. */
interface Scored {
  value: 1 | -1;
  token: number;
  words: number;
  apology: boolean;
}

/** What the text's feeling words add up to, and where it praised, where it complained and where the staff apologised. */
export interface Felt {
  sentiment: number;
  praiseAt: number[];
  apologyAt: number[];
  complaintAt: number[];
}

/**
 * Gives each feeling word to the nearest topic of its clause (clauses end at punctuation and 'but'-words),
 * or, in a clause without one, to the topic just before it in the sentence, or in the sentence before ('We
 * waited an hour. Unacceptable.'). Negations flip the feeling words they precede.
 */
export function feelWords(r: Reading, marks: ReadonlyArray<Match<Mark>>, excuseAt: readonly number[], excused: ReadonlySet<Placed>): Felt {
  const { tokens, hits } = r;
  // One feeling per word (usedUp keeps one), however many patterns of the lexicon match it ('perfect*' and 'perfectly').
  const scored = marks
    .flatMap(({ value, token, words }): Scored[] => (value.kind === 'sentiment' ? [{ value: value.score, token, words, apology: value.apology }] : []))
    .filter((match) => !inExcuse(r, excuseAt, match.token) && !r.unmeant.has(match.token))
    .filter((match) => match.value < 0 || (!measured(tokens, match.token + match.words) && !staffNounAt(tokens, r.c, hits, match.token)))
    // An emoji stands in for words: after a feeling word of its clause it says nothing new ('not clean (hair in
    // the shower 🤢)'), unless an 'and' starts another thought ('nice staff and the cocktails were 👌').
    .filter((match, _, all) => !FEELING_EMOJI.has(tokens[match.token]!.text) || !all.some((other) => feltBefore(r, other.token, match.token)));
  const sentimentAt = new Set(tokensOf(marks, 'sentiment'));
  // 'Zimmer war sauber, aber winzig': what is small is the room, not the cleanliness that 'sauber' names.
  const carriers = hits.filter((hit) => !sentimentAt.has(hit.token));
  const strongAt = new Map<number, Placed>();
  for (const hit of hits) if (!hit.weak && !strongAt.has(hit.token)) strongAt.set(hit.token, hit);
  const felt: Felt = { sentiment: 0, praiseAt: [], apologyAt: [], complaintAt: [] };
  const ironic = ironicPraise(r, marks);
  const downsideAt = scored.filter((word) => word.value < 0 && r.announcing.has(word.token)).map((word) => word.token);
  const verdictAt = spannedBy(marks, 'verdict');
  for (const word of scored) {
    // An emoji is a feeling of its own, not a word a negation turns: 'ei sattunut yhtään 👍'. Nor is a feeling that opens
    // with its own negation: the 'no' before it agrees with it ('no había ninguna reserva', 'não havia nenhuma marcação').
    const negator = FEELING_EMOJI.has(tokens[word.token]!.text) || r.c.negators.has(tokens[word.token]!.text) ? undefined : negatorOf(r, word.token);
    // 'ni siquiera estaba tibio', 'not even warm': a complaint after 'not even' is more of a complaint, not praise; so is lukewarm after 'hardly'.
    const stillComplaint =
      negator !== undefined && (EVEN.has(tokens[negator + 1]?.text ?? '') || (HARDLY.has(tokens[negator]!.text) && LUKEWARM.test(tokens[word.token]!.text)));
    // 'keine 2 Minuten zum Strand', 'not 5 minutes from the station': a negation right before a figure that opens praise makes it less than that, closer still.
    const lessThan = negator === word.token - 1 && word.value > 0 && NUMBER.test(tokens[word.token]!.text);
    const turned = negator === undefined || lessThan || neverSo(tokens, negator, word) ? word.value : word.value > 0 || stillComplaint ? -1 : NEGATED_COMPLAINT;
    const score = wished(r, word.token) || ironic.has(word.token) || r.askedFor.has(word.token) || (turned > 0 && betterOnce(r, word.token)) ? -1 : turned;
    felt.sentiment += score;
    if (anyIn(verdictAt, word.token - 1, word.token + word.words - 1)) continue;
    if (score > 0) (word.apology ? felt.apologyAt : felt.praiseAt).push(word.token);
    else if (score < 0) felt.complaintAt.push(word.token);
    feelWord(r, word, score, { strongAt, sentimentAt, downsideAt }, carriers, excused);
  }
  return felt;
}

/** 'Better' in our languages, and the words that put it in the past: 'used to be better', 'var bedre før', 'era mejor antes'. */
const BETTER = /^(?:better|bedre|bättre|besser|meilleure?s?|mieux|mejor(?:es)?|melhor(?:es)?|parempi|parempaa|parempia)$/u;
const ONCE = /^(?:before|used|før|tidligere|förr|förut|tidigare|früher|vorher|avant|autrefois|antes|ennen|aiemmin)$/u;

/**
 * 'Kaffen var bedre før', 'La cuisine était meilleure avant', 'Antes la comida era mejor': better once is worse now. Not 'better than
 * before', which praises how it is now.
 */
function betterOnce({ tokens, clauses }: Reading, at: number): boolean {
  if (!BETTER.test(tokens[at]!.text)) return false;
  const clause = tokens.flatMap((token, i) => (clauses[i] === clauses[at] ? [i] : []));
  const once = clause.find((i) => ONCE.test(tokens[i]!.text));
  if (once === undefined) return false;
  const [from, to] = once < at ? [once, at] : [at, once];
  return !clause.some((i) => i > from && i < to && COMPARED.has(tokens[i]!.text));
}

/**
 * 'Meu cabelo nunca ficou tão bonito', 'never had such good coffee', 'noch nie so gut gegessen': a feeling that 'never'
 * and 'so' come before is the strongest yet, not negated; unless it is compared with something ('never as good as before').
 */
function neverSo(tokens: readonly Token[], negator: number, word: Scored): boolean {
  let never = false;
  let so = false;
  for (let at = negator; at < word.token; at++) {
    never ||= NEVER.has(tokens[at]!.text);
    so ||= at > negator && SO.has(tokens[at]!.text);
  }
  const end = word.token + word.words;
  return never && so && !COMPARED.has(tokens[end]?.text ?? '') && !COMPARED.has(tokens[end + 1]?.text ?? '');
}

/** Units of time and length in our languages, as a figure after 'a good' measures them ('a good 40 minutes', 'godt 20 min', 'gut 5 cm'). */
const UNIT = /^(?:min\p{L}*|hours?|hrs?|h|t|timer?|timmar|timme|stunden?|std|heures?|horas?|tunti\p{L}*|tuntia|cm|mm|m|km|days?|dage?|dagar|dager|tage?n?|jours?|d[ií]as|päivää|weeks?|uger|veckor|uker|wochen|semaines|semanas|viikkoa)$/u;

/** Numbers written as words, as a span is counted: 'a good twenty minutes', 'godt tyve minutter', 'une bonne vingtaine de minutes'. */
const COUNTED = /^(?:five|ten|fifteen|twenty|thirty|forty|fifty|sixty|fem|ti|tio|femten|femton|tyve|tjue|tjugo|tredive|tretti|trettio|fyrre|førti|fyrtio|fünf|zehn|fünfzehn|zwanzig|dreißig|dreissig|vierzig|viisi|kymmenen|viisitoista|kaksikymmentä|kolmekymmentä|neljäkymmentä|cinq|dix|quinze|vingt|trente|quarante|cinco|diez|quince|veinte|treinta|cuarenta|dez|vinte|trinta|quarenta)$/u;

/** A span of time named by its word rather than a figure: 'a good hour', 'une bonne heure', 'reilu tunti', 'godt et kvarter'. */
const SPAN = /^(?:hour|kvarter|kvart|kvarteret|vartti|varttia|tunti|tunnin|tuntia|stunde|heure|quart|hora|cuarto|timme|timmen|halvtimme|halvtimmen|halvtime)$/u;
/** What may stand between 'a good' and its span: an article, or a half ('a good half hour', 'gut eine halbe Stunde'). */
const BEFORE_SPAN = /^(?:a|an|en|et|ett|ein|eine|einen|une|un|una|uno|uma|um|half|halv|halve|halvt|halbe|demi|media|meia|puoli)$/u;

/** 'Took a good 5cm off', 'godt 20 minutter', 'a good hour': praise before a measured figure or span is 'fully', not praise. */
function measured(tokens: readonly Token[], at: number): boolean {
  // 'Lage ist top, 5 min zum Lift': a figure after a comma starts another thought.
  if (at === 0 || tokens[at]?.clause !== tokens[at - 1]!.clause) return false;
  if ((NUMBER.test(tokens[at]!.text) || COUNTED.test(tokens[at]!.text)) && UNIT.test(tokens[at + 1]?.text ?? '')) return true;
  let span = at;
  while (span < at + 2 && BEFORE_SPAN.test(tokens[span]?.text ?? '')) span++;
  return tokens[span]?.clause === tokens[at]!.clause && SPAN.test(tokens[span]?.text ?? '');
}

/** What a wait can be told of as slow, rather than waited for. */
const SLOW: ReadonlySet<TopicId> = new Set(['service', 'staff']);

/** Words of heat, praise of a dish or a coffee ('kuumaa kahvia', 'café bien chaud'). */
const HEAT = /^(?:hot|kuuma\p{L}*|heiß|heiss|chaud|chaude|chauds|chaudes|caliente|calientes|calor|quente|quentes|hett|hedt)$/u;
/** What heat is a complaint of: a room one has to sleep in, a place one has to sit in ('Huone oli pieni ja kuuma'). */
const HEAT_HURTS: ReadonlySet<TopicId> = new Set(['rooms', 'atmosphere']);

/** Applause, in words or hands: closing a sentence of a one- or two-star review it is irony ('95 € pour ressembler à un panneau de signalisation, bravo'). */
const APPLAUSE: ReadonlySet<string> = new Set(['bravo', 'chapeau', 'chapó', 'kudos', 'congrats', 'félicitations', 'felicidades', 'felicitaciones', '👏']);

/** Emoji that say the praise before them was meant the other way. */
const SARCASM: ReadonlySet<string> = new Set(['🙄', '👎', '😒']);
/** Emoji that do so only after complaints: applause is praise, but 'Super kundeservice 👏👏' closing a complaint is not. */
const SARCASM_AFTER_COMPLAINTS: ReadonlySet<string> = new Set(['👏', '🙃']);

/**
 * 'SUPER SERVICE, DANKE AUCH!!! 👎', 'great service as always 🙄': praise that an eye-roll or a thumbs-down closes,
 * with no complaint or 'but' between them for that emoji to be about, is irony. So is praise that applause or an
 * upside-down smile closes in a one- or two-star review, or after sentences that complained more than they praised
 * ('Excelente servicio 👏👏').
 */
function ironicPraise({ tokens, contrastAt, lowRating, hits }: Reading, marks: ReadonlyArray<Match<Mark>>): Set<number> {
  const ironic = new Set<number>();
  if (lowRating) for (const at of remarksIn(tokens, hits, marks)) ironic.add(at);
  // Every feeling of the text, emoji included, as the lexicon scored it (feelWords drops some emoji as repeats).
  const feelings = marks.flatMap(({ value, token }) => (value.kind === 'sentiment' ? [{ token, score: value.score }] : []));
  const complainedBefore = (sentence: number) => lowRating || feelings.reduce((sum, f) => (tokens[f.token]!.sentence < sentence ? sum + f.score : sum), 0) < 0;
  feelings.forEach((emoji, at) => {
    const text = tokens[emoji.token]!.text;
    // 'Bravo !', '1.395 kr for en nat 👏👏': applause closing a sentence, whatever emoji follow it.
    let end = emoji.token + 1;
    while (tokens[end]?.sentence === tokens[emoji.token]!.sentence && FEELING_EMOJI.has(tokens[end]!.text)) end++;
    const closes = tokens[end]?.sentence !== tokens[emoji.token]!.sentence;
    if (lowRating && closes && APPLAUSE.has(text)) ironic.add(emoji.token);
    if (!SARCASM.has(text) && !(SARCASM_AFTER_COMPLAINTS.has(text) && complainedBefore(tokens[emoji.token]!.sentence))) return;
    for (let before = at - 1; before >= 0; before--) {
      const { token, score } = feelings[before]!;
      if (tokens[token]!.sentence !== tokens[emoji.token]!.sentence || score < 0 || anyIn(contrastAt, token, emoji.token)) break;
      if (!FEELING_EMOJI.has(tokens[token]!.text)) ironic.add(token);
    }
  });
  return ironic;
}

/** A remark of this many words or fewer closing a complaint may be irony: 'Charmant.', 'Vamos, de diez.', 'Smart forretningsmodel 👏'. */
const REMARK = 4;
/** A remark whose praise is its own topic is irony only this short: 'Bargain.', 'Real bargain.'. */
const SELF_REMARK = 2;

/**
 * 'Charmant.', 'Vamos, de diez.', 'Re contenta estoy eh.', '$40 for fish and chips … Bargain.': in a one- or two-star review, the
 * praise of a short sentence that names nothing but the praising word is a remark on what the review told before, meant the other way.
 */
function remarksIn(tokens: readonly Token[], hits: readonly Placed[], marks: ReadonlyArray<Match<Mark>>): number[] {
  const length = new Map<number, number>();
  for (const token of tokens) length.set(token.sentence, (length.get(token.sentence) ?? 0) + 1);
  const praiseAt = new Set(marks.filter(({ value }) => value.kind === 'sentiment' && value.score > 0).map((m) => m.token));
  // A sentence of a word or two that is praise and its own topic ('Bargain.') names nothing but itself; a longer one ('Koselig lokale da') names it.
  const named = new Set(hits.filter((hit) => !(praiseAt.has(hit.token) && length.get(tokens[hit.token]!.sentence)! <= SELF_REMARK)).map((hit) => tokens[hit.token]!.sentence));
  return marks.flatMap(({ value, token }) => {
    const sentence = tokens[token]!.sentence;
    return value.kind === 'sentiment' && value.score > 0 && sentence > 0 && !named.has(sentence) && length.get(sentence)! <= REMARK ? [token] : [];
  });
}

/** Where the text's topics (not the weak cues) and its feeling words stand. */
interface Positions {
  strongAt: ReadonlyMap<number, Placed>;
  sentimentAt: ReadonlySet<number>;
  /** Complaint words inside a phrase that announces a complaint ('only downside', 'einziges Manko'), in word order. */
  downsideAt: readonly number[];
}

function feelWord(r: Reading, { token, words, apology }: Scored, score: number, { strongAt, sentimentAt, downsideAt }: Positions, carriers: readonly Placed[], excused: ReadonlySet<Placed>): void {
  const { tokens, clauses, c, contrastAt, hits, mode } = r;
  // A feeling right after 'but' finishes the sentence about the topic before it ('the room was comfortable
  // but small for the price'): it belongs there, not to a topic later in its clause. A word that is its
  // own topic ('but they took an hour') speaks for itself.
  // A feeling phrase that names a topic inside it speaks of that topic too: 'köket såg smutsigt ut' is about the dirt
  // as well as the kitchen before it ('but small for the price': of the price as well as the room).
  let within: Placed | undefined;
  for (let at = token + 1; !apology && within === undefined && at < token + words; at++) within = strongIn(r, strongAt, at, token);
  const ownTopic = strongAt.has(token);
  let start = token - 1;
  while (start > 0 && token - start <= 2 && c.intensifiers.has(tokens[start]!.text)) start--;
  // An adjective before its noun is about that noun: 'God pizza men lång väntetid', 'friendly staff but slow service'
  // (a phrase that only starts there, 'but small for the price', is no noun of it).
  const nounAfter = strongIn(r, strongAt, token + 1, token)?.words === 1;
  // 'Great food, only downside: the parking': a feeling inside a phrase that announces a complaint is about what follows.
  const announced = r.announcing.has(token);
  // A phrase naming a topic of its own ('mas tive de esperar') is about that topic; one naming the price is a verdict on the topic before.
  const ownPhrase = within !== undefined && within.topic !== 'price';
  const afterContrast =
    !announced && !ownTopic && !nounAfter && !ownPhrase && start >= 0 && contrastAt.has(start) && !c.otherwise.has(tokens[start]!.text) && tokens[start]!.sentence === tokens[token]!.sentence;
  const before = afterContrast ? carriedTopic(token, tokens, carriers, 'reply') : undefined;
  // An apology is for what comes after it; a concession's topic only takes the feeling inside its phrase ('despite the lovely food').
  const clauseHits = (r.hitsByClause.get(clauses[token] ?? 0) ?? []).filter((hit) => (!apology || hit.token < token) && !(r.conceded.has(hit) && hit.token < token));
  // A 'but' clause whose only topic is a weak cue far from the feeling still speaks of it rather than of
  // the topic before 'but' ('the hairdresser was nice, but the result was not what I hoped for').
  const butClause = clauseHits.length > 0 && contrastAt.has(clauseStart(clauses, token));
  // 'Rolig og grundig tandlæge': a word that is a weak cue itself ('rolig', quiet) but describes a person after it is about the person.
  const nearest = nearestTopic(r, token, clauseHits, sentimentAt);
  const person = clauseHits.some((hit) => hit.weak && hit.token === token)
    ? personDescribed(r, token, strongAt, sentimentAt)
    : nearest?.weak && nearest.token !== token + 1
      ? subjectDescribed(r, token, strongAt, token)
      : undefined;
  // An emoji feels about its whole clause: 'lopputulos on oranssi 😭' is about the result however far back it stands.
  const emojiOnWeak = FEELING_EMOJI.has(tokens[token]!.text) && clauseHits.length > 0 && clauseHits.every((hit) => hit.weak && hit.token < token);
  // 'der gik en evighed mellem forret og hovedret 🙄': an emoji after a complained-of wait is about the wait, not what was waited for.
  const wait = score < 0 && FEELING_EMOJI.has(tokens[token]!.text) ? clauseHits.find((hit) => WAITED_FOR.has(hit.topic) && hit.token < token && complainedBy(r.feelings, hit)) : undefined;
  const waitedOn = score < 0 && nearest && !nearest.weak && SERVED.has(nearest.topic) ? waitAcross(r, token, nearest, clauseHits) : undefined;
  const inClause = wait ?? waitedOn ?? person ?? nearest ?? (mode === 'review' && (butClause || emojiOnWeak) ? nearestWeak(token, clauseHits) : undefined);
  const announcedOf = announced ? announcedTopic(r, token + words - 1) : undefined;
  const carried =
    before ??
    announcedOf ??
    inClause ??
    (announced || verdict(r, token) ? undefined : carriedTopic(token, tokens, carriable(r, token, downsideAt), mode, r.feelings, contrastAt, score, r.lowRating));
  const turned = carried && carried !== before && carried !== inClause && turnedFrom(r, carried, token, score) ? undefined : carried;
  // '4,50 € le cappuccino, c'est abusé': a complaint after a thing named with its price is of the price.
  // '£12 for a pizza that was burnt': not when a relative clause tells the complaint of the thing itself.
  const price = turned && score < 0 && turned.token < token && !describedBy(tokens, turned, token) ? r.priced.get(turned) : undefined;
  const target = price ?? turned;
  // An announced wait ('Miinusta siitä että ruokia sai odottaa') is the complaint itself, not one of the things waited for.
  const announcedWait = announcedOf !== undefined && WAITED_FOR.has(announcedOf.topic);
  const heat = score > 0 && HEAT.test(tokens[token]!.text);
  const give = (hit: Placed) => {
    const felt = heat && HEAT_HURTS.has(hit.topic) ? -score : score;
    if (!(excused.has(hit) && felt < 0)) feel(r, hit, felt, ((hit.token === token || hit.token === within?.token) && !hit.weak) || (announcedWait && hit === announcedOf));
  };
  // A word that names two topics gives the feeling to both ('Friseurin' is the stylist and the haircut).
  let gaveWithin = false;
  // 'ruokia sai odottaa': a phrase that is the wait itself says nothing of the thing waited for before it, though it does of
  // the service or the person it tells as slow ('Service d'une lenteur incroyable').
  const waitWithin = within !== undefined && WAITED_FOR.has(within.topic) && target !== undefined && target.topic !== within.topic && !SLOW.has(target.topic);
  if (target && !waitWithin) {
    for (const hit of hits) {
      if (hit.token !== target.token || hit.weak !== target.weak) continue;
      give(hit);
      gaveWithin ||= hit === within;
    }
  }
  if (within && !gaveWithin) give(within);
}

/** The reviewer as the subject, in our languages ('i' of "I'd" as the tokens split it; in the Nordic languages 'i' opens a place, also a new subject). */
const FIRST_PERSON = /^(?:i|we|jeg|vi|jag|ich|wir|je|j|nous|on|yo|nosotros|nosotras|eu|nós|minä|mä|me)$/u;

/** Relative pronouns: what follows them describes the noun before them ('a burger that was cold', 'une pizza qui était froide'). */
const RELATIVE = /^(?:that|which|der|som|die|das|den|dem|qui|que|joka|jotka|mikä|cual|quien)$/u;

/** A relative pronoun right after the topic, before the feeling: the clause it opens describes that topic. */
function describedBy(tokens: readonly Token[], topic: Placed, token: number): boolean {
  const after = topic.token + topic.words;
  return after < token && RELATIVE.test(tokens[after]!.text);
}

/**
 * 'nur aufs Essen mussten wir bissl lang warten', 'vi ventede bare lidt længe på maden': a complaint that stands between a dish and
 * the wait its clause tells, with no 'and' between them, is of the wait, not of what was waited for.
 */
function waitAcross({ tokens, c }: Reading, token: number, item: Placed, clauseHits: readonly Placed[]): Placed | undefined {
  return clauseHits.find(
    (hit) =>
      !hit.weak && WAITED_FOR.has(hit.topic) && hit.token > token !== item.token > token && !andBetween(Math.min(hit.token, item.token), Math.max(hit.token, item.token), tokens, c.and),
  );
}

/**
 * The topics a feeling without one of its own may be about: not those named only as a concession's circumstance, and
 * after a complaint announced by a word of complaint in its sentence ('Great flat white. Only downside: there are hardly any sockets') only
 * what follows the announcement.
 */
function carriable(r: Reading, token: number, downsideAt: readonly number[]): readonly Placed[] {
  const { tokens, hits, conceded } = r;
  const announcedAt = downsideAt.findLast((at) => at < token && tokens[at]!.sentence === tokens[token]!.sentence);
  const described = describedAcross(r, token);
  if (announcedAt === undefined && conceded.size === 0 && described === undefined) return hits;
  return hits.filter((hit) => hit !== described && !conceded.has(hit) && (announcedAt === undefined || hit.token > announcedAt));
}

/**
 * 'Zimmer sauber, aber für vier Personen echt eng': across a 'but', the last topic before it may be a word that is its own
 * feeling ('sauber', clean); that one keeps its feeling, and the complaint after the 'but' is of the thing it described.
 */
function describedAcross({ tokens, hits, contrastAt, feelings, spreadable }: Reading, token: number): Placed | undefined {
  const sentence = tokens[token]!.sentence;
  const before = hits.filter((hit) => !hit.weak && hit.token < token && tokens[hit.token]!.sentence === sentence);
  const last = before.at(-1);
  if (!last || before.length < 2 || !anyIn(contrastAt, last.token, token)) return undefined;
  return (feelings.get(last)?.length ?? 0) > (spreadable.get(last)?.length ?? 0) ? last : undefined;
}

/**
 * The first topic after an announced complaint in its sentence ('seul bémol : le parking'), unless another contrast comes first;
 * or the wait its clause goes on to tell, of which that topic is only what was waited for ('Miinusta siitä että ruokia sai odottaa
 * melkein tunnin'), with no 'and' between them ('só estava uma senhora a atender e a fila chegava à porta' faults both).
 */
export function announcedTopic({ tokens, hits, contrastAt, clauses, c }: Reading, end: number): Placed | undefined {
  const next = hits.find((hit) => hit.token > end && !hit.weak);
  if (!next || tokens[next.token]!.sentence !== tokens[end]!.sentence || anyIn(contrastAt, end, next.token - 1)) return undefined;
  const wait = hits.find((hit) => hit.token > next.token && !hit.weak && WAITED_FOR.has(hit.topic) && clauses[hit.token] === clauses[next.token]);
  return wait && !andBetween(next.token, wait.token, tokens, c.and) ? wait : next;
}

/** Adjectives and 'and' this many words long may stand between a word and the person it describes. */
const DESCRIBED_REACH = 3;

function personDescribed(r: Reading, token: number, strongAt: ReadonlyMap<number, Placed>, sentimentAt: ReadonlySet<number>): Placed | undefined {
  const { tokens, clauses, c } = r;
  for (let at = token + 1; at <= token + DESCRIBED_REACH && clauses[at] === clauses[token]; at++) {
    const noun = strongAt.get(at);
    if (noun) return noun.topic === 'staff' && noun.words === 1 ? noun : undefined;
    if (!sentimentAt.has(at) && !c.and.has(tokens[at]!.text) && !c.intensifiers.has(tokens[at]!.text)) break;
  }
  return subjectDescribed(r, token, strongAt, DESCRIBED_REACH);
}

/**
 * 'Sanne var så rolig og forklarede hvad hun lavede': the person a clause opens with, with no other topic between, is
 * who its words describe, rather than a weak cue among them. A weak cue that is the word itself describes the person
 * only close by ('Sanne var så rolig'); further on it is what the person did ('Frau Peters hat mir ein Buch … empfohlen').
 */
function subjectDescribed({ clauses, contrastAt }: Reading, token: number, strongAt: ReadonlyMap<number, Placed>, reach: number): Placed | undefined {
  for (let at = token - 1; at >= token - reach && at >= 0 && clauses[at] === clauses[token]; at--) {
    const noun = strongAt.get(at);
    if (noun) return noun.topic === 'staff' && noun.words === 1 && (at === 0 || clauses[at - 1] !== clauses[at] || contrastAt.has(at - 1)) ? noun : undefined;
  }
  return undefined;
}

/** The first topic, not a weak cue, that starts at a word, if that word is of the feeling word's clause. */
function strongIn({ clauses }: Reading, strongAt: ReadonlyMap<number, Placed>, at: number, feeling: number): Placed | undefined {
  return clauses[at] === clauses[feeling] ? strongAt.get(at) : undefined;
}

/** 'The waiter was overwhelmed, not his fault': an excuse's own words ('fault') feel nothing. */
function inExcuse({ clauses }: Reading, excuseAt: readonly number[], token: number): boolean {
  return excuseAt.some((at) => token >= at && clauses[token] === clauses[at]);
}

function feltBefore({ tokens, clauses, c }: Reading, word: number, emoji: number): boolean {
  if (word >= emoji || clauses[word] !== clauses[emoji] || FEELING_EMOJI.has(tokens[word]!.text)) return false;
  return !andBetween(word, emoji, tokens, c.and);
}

/** A clause of this many words or fewer before a feeling may be only its lead-in ('En general, un poco decepcionante'). */
const LEAD_IN = 3;

/**
 * 'But otherwise all was fine', 'Overall, a bit disappointing': a feeling after 'otherwise' or 'overall', in its
 * clause or in a short clause leading into it, is about the whole visit, not the topic before.
 */
function verdict({ tokens, clauses, c }: Reading, at: number): boolean {
  const start = clauseStart(clauses, at);
  const leadIn = start > 0 && tokens[start - 1]!.sentence === tokens[at]!.sentence ? clauseStart(clauses, start - 1) : start;
  const from = start - leadIn <= LEAD_IN ? leadIn : start;
  for (let back = at - 1; back >= from; back--) if (c.otherwise.has(tokens[back]!.text)) return true;
  return false;
}

/**
 * 'The food was good, but the evening was ruined': a 'but' followed by a subject of its own turns away
 * from the topic before it, which its own clause felt the other way about; the feeling is not carried back.
 */
function turnedFrom(r: Reading, hit: Placed, token: number, score: number): boolean {
  if (!(r.feelings.get(hit) ?? []).some((felt) => Math.sign(felt) === -Math.sign(score))) return false;
  for (const at of r.contrastAt) if (at > hit.token && at < token && newSubjectAt(r, at)) return true;
  return false;
}

/**
 * ('but a bit repetitive' is no subject: an article that may open a degree is not taken for one). The reviewer is one: 'but I'd lost
 * half my morning by then', 'men jeg havde taget fri', 'mais on a attendu' tell of their own day, not of the topic before.
 */
function newSubjectAt({ tokens, c }: Reading, at: number): boolean {
  const next = tokens[at + 1]?.text ?? '';
  return FIRST_PERSON.test(next) || (c.determiners.has(next) && !c.intensifiers.has(next) && !c.intensifiers.has(tokens[at + 2]?.text ?? ''));
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
function nearestTopic({ tokens, c }: Reading, token: number, candidates: readonly Placed[], sentimentAt: ReadonlySet<number>): Placed | undefined {
  let best: Placed | undefined;
  let bestCost = Infinity;
  const ownCue = candidates.some((hit) => hit.weak && hit.token === token);
  for (const hit of candidates) {
    const distance = Math.abs(hit.token - token);
    // 'que fue súper amable y la limpieza quedó bien': a word that is a cue of its own ('amable', the staff) says nothing of the
    // new subject an 'and' and an article start after it.
    if (hit.token > token && ownCue && newSubjectBetween(tokens, c, token, hit.token)) continue;
    // 'El local muy bonito y limpio': nor of a topic that is a feeling word itself ('limpio'), which has said its own.
    if (ownCue && hit.token !== token && !hit.weak && sentimentAt.has(hit.token)) continue;
    // Words of degree do not put a weak cue out of reach: 'El local muy bonito', 'la terraza es muy agradable'.
    if (hit.weak && distance - degreeWordsBetween(tokens, c, hit.token, token) > WEAK_REACH) continue;
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

function newSubjectBetween(tokens: readonly Token[], c: Reading['c'], from: number, to: number): boolean {
  for (let at = from + 1; at < to; at++) if (c.and.has(tokens[at]!.text) && c.determiners.has(tokens[at + 1]!.text)) return true;
  return false;
}

function degreeWordsBetween(tokens: readonly Token[], c: Reading['c'], a: number, b: number): number {
  let count = 0;
  for (let at = Math.min(a, b) + 1; at < Math.max(a, b); at++) if (c.intensifiers.has(tokens[at]!.text)) count++;
  return count;
}

/** The words of a sentence short enough to be a verdict on the one before: 'Disgraceful.', 'Inte okej.', 'Never again!' */
const VERDICT_WORDS = 3;
/** Words from the 'but' opening a sentence to its feeling, at most, for the sentence to finish the one before ('But it was cold'). */
const ELLIPSIS = 5;

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
  contrastAt?: ReadonlySet<number>,
  score?: number,
  lowRating = false,
): Placed | undefined {
  const sentence = tokens[token]!.sentence;
  const before = hits.filter((hit) => hit.token < token && !hit.weak);
  const inSentence = before.filter((hit) => tokens[hit.token]!.sentence === sentence);
  if (inSentence.length > 0) return inSentence[inSentence.length - 1];
  if (mode === 'reply' || hits.some((hit) => tokens[hit.token]!.sentence === sentence)) return undefined;
  // 'Für 140 € die Nacht erwarten wir etwas anderes. Die Kinder fanden den Steg zum Baden super': praise deep in a sentence
  // is of what that sentence tells, named or not; only praise opening its sentence is a verdict on the one before ('Gorgeous!').
  const firstOfSentence = tokens.findIndex((t) => t.sentence === sentence);
  if (score !== undefined && score > 0 && token - firstOfSentence > ELLIPSIS) return undefined;
  // 'Waited 25 minutes for two teas. Never again.': the verdict is on what the sentence before felt something
  // about (the wait), not on what it named only as a detail (the teas).
  let last: Placed | undefined;
  let lastFelt: Placed | undefined;
  for (const hit of before) {
    if (tokens[hit.token]!.sentence !== sentence - 1) continue;
    last = hit;
    if (felt?.has(hit)) lastFelt = hit;
  }
  // 'Lagningen blev bra, men jag fick sitta i väntrummet 35 minuter. Inte okej.': after a 'but' the sentence
  // turned to what it names there, felt or not.
  if (lastFelt && last && contrastAt && anyIn(contrastAt, lastFelt.token, last.token)) return last;
  const target = lastFelt ?? last;
  // 'Köpte kängor för 1800 kr i november. I januari släppte sulan': the sum of a purchase the review opens with is where the story
  // starts, and a sentence telling more of it tells what went wrong with what was bought; a verdict faults the sum ('Paid €210 for
  // one night. Disgraceful.').
  const story = tokens.filter((t) => t.sentence === sentence).length > VERDICT_WORDS;
  if (story && target?.amount && !felt?.has(target) && tokens[target.token]!.sentence === 0 && opensWithPurchase(tokens)) return undefined;
  // 'Bra utvalg av kart. Åpningstidene kunne vært lengre.': a complaint in a sentence that names nothing, after one
  // that praised, speaks of something it does not name, unless a 'but' opens it ('Lovely food. But it was cold.', 'Bit dry though
  // to be honest.'). Not in a one- or two-star review, whose 'Honteux.' closes the complaint before it, however that read. A 'but'
  // opening a story of its own ('Pero nos tocó la mesa pegada a la puerta y … se colaba un frío terrible') turns to something else.
  const opposed = target && !lowRating && score !== undefined && score < 0 && (felt?.get(target) ?? []).length > 0 && felt!.get(target)!.every((s) => s > 0);
  const turning = contrastAt !== undefined && token - firstOfSentence <= ELLIPSIS && (contrastAt.has(firstOfSentence) || anyIn(contrastAt, firstOfSentence, firstOfSentence + ELLIPSIS));
  return opposed && !turning ? undefined : target;
}
