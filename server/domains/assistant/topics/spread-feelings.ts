import { andBetween, complainedBy, feel, newThoughtBetween, type Placed, type Reading, SERVED, WAITED_FOR } from './reading';
import type { TopicId } from './topic-ids';
import type { Token } from './word-matcher';

/** Praise reaches a topic this many words after it ('good result on the filling'). */
const PRAISE_REACH = 3;
/** Two words of one list: at most LIST_GAP words apart with an 'and' between them. */
const LIST_GAP = 4;

/**
 * 'Lovely coffee and cakes': a topic that no feeling word reached shares its clause's, when that is one-sided.
 * A reply's lists run over commas ('glad you enjoyed the food, our team and the view'): there a clause
 * without a feeling shares the one before it in the sentence. Returns the topics named only as what a
 * complaint was about.
 */
export function spreadOverClauses(r: Reading, praiseAt: readonly number[], apologyAt: readonly number[]): Set<Placed> {
  const { tokens, clauses, mode, spreadable } = r;
  let previous: { sentence: number; sign: number } | null = null;
  const details = new Set<Placed>();
  for (const [clause, clauseHits] of [...r.hitsByClause.entries()].sort(([a], [b]) => a - b)) {
    const scores = clauseHits.flatMap((hit) => spreadable.get(hit) ?? []);
    const sentenceOf = tokens[clauseHits[0]!.token]!.sentence;
    const oneSided = scores.length > 0 && (scores.every((s) => s > 0) || scores.every((s) => s < 0));
    const follows = previous !== null && clause > 0 && (previous.sentence === sentenceOf || (mode === 'review' && previous.sentence === sentenceOf - 1));
    const shared = scores.length === 0 && follows && (mode === 'reply' ? previous!.sentence === sentenceOf : echoes(r, clause));
    const sign: number = oneSided ? Math.sign(scores[0]!) : shared ? previous!.sign : 0;
    const clauseFeelings: ClauseFeelings = {
      sign,
      felt: clauseHits.filter((hit) => spreadable.has(hit)),
      praised: praiseAt.filter((at) => clauses[at] === clause),
      complaints: complaintsOf(r, clauseHits),
    };
    // What the staff apologised for went wrong ('servitøren beklaget ventetiden').
    for (const hit of clauseHits) if (!hit.weak && !r.feelings.has(hit) && apologyAt.some((at) => at < hit.token && clauses[at] === clause)) feel(r, hit, -1);
    for (const hit of clauseHits) if (!hit.weak && !r.feelings.has(hit) && heldInRange(r, hit, clauseHits)) details.add(hit);
    if (sign !== 0) for (const hit of clauseHits) if (!hit.weak && !r.feelings.has(hit) && !r.conceded.has(hit) && !details.has(hit) && (shared || listed(r, hit, clauseHits, clauseFeelings))) feel(r, hit, sign);
    for (const hit of clauseHits) if (!hit.weak && !r.feelings.has(hit) && complainedAbout(r, hit, clauseHits, clauseFeelings)) details.add(hit);
    // 'Rauhallinen hotelli aivan järven rannalla': where the place lies, told beside praise and no complaint, is one more thing praised.
    if (mode === 'review' && clauseFeelings.praised.length > 0 && clauseFeelings.complaints.length === 0) {
      for (const hit of clauseHits) if (hit.topic === 'location' && !hit.weak && !r.feelings.has(hit)) feel(r, hit, 1);
    }
    previous = sign !== 0 ? { sentence: sentenceOf, sign } : null;
  }
  return details;
}

/** 'Too', 'aussi', 'også', 'auch', 'también', 'myös': the clause says the same again of something else. */
const ALSO = /^(?:too|also|aussi|également|også|också|auch|ebenso|ebenfalls|también|também|myös)$/u;
/** Words of an echoing clause beside 'and' and articles: 'les viennoiseries aussi', 'der Kuchen auch', 'pullatkin'. */
const ECHO_WORDS = 3;

/**
 * 'Le café est bon, les viennoiseries aussi', 'Kaffen var kold. Kagen også': a short clause that names something with
 * 'too' and no feeling of its own feels about it as the clause before did. Finnish says 'too' with '-kin' on the noun.
 */
function echoes({ tokens, clauses, c }: Reading, clause: number): boolean {
  const words = tokens.filter((token, at) => clauses[at] === clause && !c.and.has(token.text) && !c.determiners.has(token.text));
  return words.length <= ECHO_WORDS && words.some((token) => ALSO.test(token.text) || (token.text.length > 5 && token.text.endsWith('kin')));
}

/** The last word of a phrase naming a range before what it holds is this short: 'range of', 'Auswahl an', 'choix de', 'udvalg af'. */
const RANGE_OF = 3;

/**
 * 'Tolle Auswahl an Käse und Wein': what a range holds is the range's detail, not a topic praised of its own. The
 * words between the phrase and the topic are other things it holds, 'and' and articles.
 */
function heldInRange({ tokens, c }: Reading, hit: Placed, clauseHits: readonly Placed[]): boolean {
  return clauseHits.some((range) => {
    const end = range.token + range.words;
    if (range.topic !== 'selection' || range.weak || range.words < 2 || end > hit.token || tokens[end - 1]!.text.length > RANGE_OF) return false;
    for (let at = end; at < hit.token; at++) {
      const word = tokens[at]!.text;
      if (!c.and.has(word) && !c.determiners.has(word) && !clauseHits.some((other) => other.token <= at && at < other.token + other.words)) return false;
    }
    return true;
  });
}

/** How one clause felt, for the topics in it that no feeling word reached. */
interface ClauseFeelings {
  /** The clause's one-sided feeling, or 0. */
  sign: number;
  /** Its topics with a feeling that may spread. */
  felt: readonly Placed[];
  /** Where it praises. */
  praised: readonly number[];
  /** The topics it complains of, in word order. */
  complaints: readonly Placed[];
}

function complaintsOf(r: Reading, clauseHits: readonly Placed[]): Placed[] {
  return clauseHits.filter((hit) => !hit.weak && complainedBy(r.feelings, hit));
}

/**
 * In a review praise reaches what stands before it ('the wines on the list very well chosen') or close
 * after it, and what is listed with a praised topic ('lovely coffee and cakes'), not every topic of the
 * clause ('the waiter was great at suggesting wine with the food' says nothing of the wine). A
 * complaint taints what stands before the topic it reaches ('far too loud when the music is turned up') and
 * what is listed with it ('terrible service and food'), but a topic named after it without a feeling of its
 * own is only what the complaint was about: 'had to go up to the bar to order more wine' is about the
 * service, 'found a hair in the food' about hygiene.
 */
function listed(r: Reading, hit: Placed, clauseHits: readonly Placed[], clauseFeelings: ClauseFeelings): boolean {
  const { mode, tokens, c } = r;
  const { sign, felt, praised } = clauseFeelings;
  return (
    mode === 'reply' ||
    (sign < 0 && !complainedAbout(r, hit, clauseHits, clauseFeelings)) ||
    praised.some((at) => hit.token < at || hit.token - at <= PRAISE_REACH) ||
    felt.some((other) => inListWith(hit.token, other.token, tokens, c.and))
  );
}

/** A topic its clause complains about only as the complaint's object: a detail, a thing named with its price, what was waited for. */
function complainedAbout(r: Reading, hit: Placed, clauseHits: readonly Placed[], { sign, complaints }: ClauseFeelings): boolean {
  return (sign < 0 && r.priced.has(hit)) || isDetail(r, hit, complaints) || framedByComplaint(r, hit, clauseHits) || waitedOn(r, hit, clauseHits);
}

/**
 * 'Sehr leckere Kässpätzle …, nur aufs Essen mussten wir lange warten', 'Lækker mad …, vi ventede bare lidt længe på maden': a dish or
 * drink praised elsewhere and named again in a clause that complains only of the wait, weak cue ('længe') or not, is what was waited
 * for. One not praised may share the clause's complaint ('Pizza tuli pöytään puolen tunnin odottelun jälkeen ja oli reunoilta palanut').
 */
function waitedOn(r: Reading, hit: Placed, clauseHits: readonly Placed[]): boolean {
  if (!SERVED.has(hit.topic) || !r.hits.some((other) => other.topic === hit.topic && (r.feelings.get(other) ?? []).some((score) => score > 0))) return false;
  const complained = clauseHits.filter((other) => complainedBy(r.feelings, other));
  return complained.length > 0 && complained.every((other) => WAITED_FOR.has(other.topic));
}

/**
 * 'Nos cobraron dos botellas de vino que no habíamos pedido': a topic named between a plain mention of a complaint's topic
 * and the words that complain of it is what the complaint was about, not a complaint of its own.
 */
function framedByComplaint(r: Reading, hit: Placed, clauseHits: readonly Placed[]): boolean {
  if (r.mode !== 'review') return false;
  return clauseHits.some(
    (closing) =>
      closing.token > hit.token &&
      closing.topic !== hit.topic &&
      !closing.weak &&
      complainedBy(r.feelings, closing) &&
      clauseHits.some((opening) => opening.topic === closing.topic && !opening.weak && opening.token < hit.token && !complaintWord(r, opening)),
  );
}

/** A word that is its own complaint ('larmende', 'skittent'): what follows it is more of the complaint, not its object. */
function complaintWord(r: Reading, hit: Placed): boolean {
  return (r.feelings.get(hit)?.length ?? 0) > (r.spreadable.get(hit)?.length ?? 0);
}

/**
 * Topics that are never only what a complaint before them was about: the price is a verdict on value ('small
 * for the price'), the wait and the noise are complaints by nature ('pääruokia jouduttiin odottamaan melkein tunti').
 */
const DETAIL_NEVER: ReadonlySet<TopicId> = new Set(['price', 'waiting', 'noise']);

/**
 * A topic named after a complaint of its clause, without a feeling of its own, is what the complaint was about
 * ('waited 50 mins for our mains and nobody came over'); an 'and' starts another thought ('did not listen and the
 * price was still 75 €'), unless it lists what the complaint was about ('der gik en evighed mellem forret og hovedret').
 * Right after the complaint word it is the noun that word describes ('skittent bad'), a complaint of its own.
 */
function isDetail(r: Reading, hit: Placed, complaints: readonly Placed[]): boolean {
  if (r.mode !== 'review' || DETAIL_NEVER.has(hit.topic)) return false;
  const before = complaints.findLast((complaint) => complaint.token + complaint.words < hit.token);
  const after = complaints.find((complaint) => complaint.token > hit.token);
  // Between two complaints of one thought it is more of the complaint ('alt for larmende når musikken bliver skruet op').
  return before !== undefined && !newThoughtBetween(r, before.token, hit.token) && (after === undefined || newThoughtBetween(r, hit.token, after.token));
}

function inListWith(a: number, b: number, tokens: readonly Token[], and: ReadonlySet<string>): boolean {
  return Math.abs(a - b) <= LIST_GAP && andBetween(Math.min(a, b), Math.max(a, b), tokens, and);
}
