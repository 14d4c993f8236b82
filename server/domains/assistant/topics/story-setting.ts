import { type Placed, type Reading, SERVED, SPEAKER_SELF } from './reading';
import type { TopicId } from './topic-ids';
import type { Token } from './word-matcher';

// What an unhappy story tells only to set the scene: the booking it starts from, what was bought or paid before things went wrong,
// and a booking told as when something happened. analyse-review sets these aside, so the reply does not apologise for them.

/**
 * Words that put a booking at stake: confirmed, paid or made in advance, weeks or months ahead, cancelled, or looked for on arrival.
 * A story that opens with one tells how the booking was lost ('Booked a table for 7pm, confirmed by email twice. Turned up to be
 * told there'd been a mix-up', 'Reservamos una doble con vistas al mar y al llegar nos dieron una interior').
 */
const BOOKING_AT_STAKE =
  /^(?:cancel\p{L}*|annul\p{L}*|aflyst\p{L}*|avlyst\p{L}*|inställ\p{L}*|storniert|abgesagt|perut\p{L}*|arriv\p{L}*|llegar|llegamos|llegué|chegar|chegamos|cheguei|ankom|ankomst|ankunft|perillä|confirm\p{L}*|bekræft\p{L}*|bekreft\p{L}*|bekräft\p{L}*|bestätig\p{L}*|vahvist\p{L}*|advance|etukäteen|voraus|forvejen|forhånd|förväg|avance|adelantado|antecedência|antecipado|paid|betalt|betalte|bezahlt|payé|pagué|pagamos|paguei|maksettiin|weeks|months|uger|måneder|uker|veckor|månader|wochen|monate\p{L}*|semaines|mois|semanas|meses|viiko\p{L}*|kuukau\p{L}*)$/u;

/**
 * 'Booked for 7.30 for my partner's 40th. Got sat down at 8.05…', 'Tisch für 19 Uhr reserviert': in a complaint, a booking
 * told only in a first sentence of its own, with no feeling and no 'but', and no negation and nothing the guest was told there
 * or in the sentence after it, is where the story starts, not what went wrong. Not a booking at stake, nor one told again or
 * lost ('Fiz reserva pra 20h pelo app, cheguei e não tinha nada no meu nome', 'Marcámos mesa para as 13h. Quando chegámos
 * ninguém sabia de nada').
 */
export function bookedAtTheOutset(r: Reading, toldAt: readonly number[]): Placed[] {
  const { hits, tokens, negatorAt, contrastAt, feelings } = r;
  const bookings = hits.filter((hit) => hit.topic === 'booking');
  const opening = tokens.filter((token) => token.sentence === 0);
  if (opening.length === tokens.length || bookings.length === 0 || opening.some((token) => BOOKING_AT_STAKE.test(token.text))) return [];
  const sentenceOf = (at: number) => tokens[at]!.sentence;
  // A negation in the next sentence may tell the booking lost ('Turned up, no table', "En recepción: 'aquí no dice desayuno'"),
  // unless it negates something else named before it in its clause ('Starters didn't turn up till gone half 8').
  const aboutOther = (at: number) => hits.some((hit) => hit.topic !== 'booking' && hit.token < at && r.clauses[hit.token] === r.clauses[at]);
  const atStake = (at: number) => sentenceOf(at) === 0 || (sentenceOf(at) === 1 && !aboutOther(at));
  if ([...negatorAt].some(atStake) || toldAt.some((at) => sentenceOf(at) <= 1) || [...contrastAt].some((at) => sentenceOf(at) === 0)) return [];
  return bookings.every((hit) => sentenceOf(hit.token) === 0 && !feelings.has(hit)) ? bookings : [];
}

/** Words of buying goods, as against paying a bill: 'bought', 'købte', 'kaufte', 'acheté', 'compré', 'comprei', 'ostin'. */
const BOUGHT_WORDS = 'bought|purchased|købte|kjøpte|köpte|kaufte|gekauft|acheté\\p{L}*|achat|compré|compramos|compró|comprado|comprei|comprámos|ostin|ostimme|ostettu';
const BOUGHT = new RegExp(`^(?:${BOUGHT_WORDS})$`, 'u');
/** Words of buying and paying: 'bought', 'købte', 'kaufte', 'acheté', 'compré', 'comprei', 'ostin', 'paid', 'betalte', 'payé', 'paguei', 'maksoin'. */
const PAID = new RegExp(`^(?:${BOUGHT_WORDS}|paid|betalt|betalte|betalade|bezahlt|bezahlte|payé|payée|payés|pagué|pagamos|pagó|pagado|paguei|pagámos|maksoin|maksoimme|maksettiin|maksu)$`, 'u');

/** The review opens with a purchase or a payment: 'Köpte ett par kängor för 1800 kr i november.' */
export const opensWithPurchase = (tokens: readonly Token[]) => tokens.some((token) => token.sentence === 0 && PAID.test(token.text));

/**
 * 'Köpte en jacka här för 1800 kr, dragkedjan gick sönder efter två veckor', 'Ostin 139 euron vaelluskengät.': in a complaint, what
 * was bought or paid in the first sentence, told without a feeling, is where the story starts, not a complaint of the price; what
 * was paid told later is its outcome ('Vi betalte 4 300 kr, dro hjem', 'Paguei 85€ por isto...') and still one. A purchase told
 * later, after praise, starts the story all the same, with a 'but' or without ('Godt udvalg af gryder. Men jeg købte en stegepande
 * til 899 kr og efter tre uger slap belægningen').
 */
export function paidInStory({ hits, tokens, feelings, contrastAt, wishAt }: Reading, receivedAt: readonly number[]): Placed[] {
  const last = tokens.at(-1)?.sentence ?? 0;
  if (last === 0) return [];
  const starts = new Set<number>();
  if (opensWithPurchase(tokens)) starts.add(0);
  for (const token of tokens) if (token.sentence > 0 && token.sentence < last && BOUGHT.test(token.text)) starts.add(token.sentence);
  // Not when the sentence turns or tells what was got for it ('av timen jeg betalte 650 kr for fikk jeg kanskje 20 min'); a 'but'
  // opening a later one only turns from the praise before it.
  const firstOf = (sentence: number) => tokens.findIndex((token) => token.sentence === sentence);
  for (const at of [...contrastAt, ...wishAt, ...receivedAt]) {
    const sentence = tokens[at]!.sentence;
    if (!(sentence > 0 && contrastAt.has(at) && at === firstOf(sentence))) starts.delete(sentence);
  }
  return hits.filter((hit) => hit.topic === 'price' && !feelings.has(hit) && starts.has(tokens[hit.token]!.sentence));
}

/** Verbs of paying: 'betale', 'betala', 'zahlen', 'payer', 'pagar', 'maksaa'. */
const PAY = /^(?:pay|betale|betala|zahlen|bezahlen|payer|pagar|maksaa)$/u;
/**
 * Words of purpose before a verb: 'pour', 'para', and the second word of 'for at', 'för att', 'for å', 'um … zu'. Not a bare 'at',
 * 'to' or 'zu': 'de vil have os til at betale for en ny' is what they asked to be paid. Finnish says 'to pay' in one word.
 */
const PURPOSE = /^(?:pour|para|pra)$/u;
const PURPOSE_OPENED_BY: ReadonlyMap<string, string> = new Map([['at', 'for'], ['att', 'för'], ['å', 'for'], ['zu', 'um']]);
const TO_PAY = /^maksamaan$/u;
/** Words that may stand between a purpose and its paying ('för att få betala', 'um das Essen zu bezahlen'), or within a purpose. */
const PAY_REACH = 3;

/**
 * 'Till slut fick vi gå fram till kassan själva för att få betala', 'Lopulta jouduimme menemään kassalle maksamaan': paying told,
 * without a feeling, as what a step of the visit was for is part of the story, not the price.
 */
export function paidAsAStep({ hits, tokens, feelings }: Reading): Placed[] {
  const before = (at: number) => Array.from({ length: PAY_REACH }, (_, i) => at - 1 - i).filter((b) => b >= 0 && tokens[b]!.sentence === tokens[at]!.sentence);
  const purposeAt = (at: number) => {
    const opener = PURPOSE_OPENED_BY.get(tokens[at]!.text);
    return PURPOSE.test(tokens[at]!.text) || (opener !== undefined && before(at).some((b) => tokens[b]!.text === opener));
  };
  return hits.filter((hit) => {
    if (hit.topic !== 'price' || hit.amount || feelings.has(hit)) return false;
    const word = tokens[hit.token]!.text;
    return TO_PAY.test(word) || (PAY.test(word) && before(hit.token).some(purposeAt));
  });
}

/** Words that open a clause of time or reason: 'when', 'as', 'da', 'als', 'weil', 'quand', 'cuando', 'quando', 'kun', 'koska'. */
const WHEN = /^(?:when|as|since|because|da|når|när|eftersom|fordi|als|wenn|weil|quand|lorsque|comme|cuando|porque|quando|kun|koska)$/u;
/** Words that may stand between such a clause's subject and its booking: 'as I hadn't booked', 'da vi havde bestilt'. */
const WHEN_REACH = 3;

/**
 * 'det stod der ikke noget om da vi bookede', 'fair enough as I hadn't booked': a booking the reviewer tells in a clause of time or
 * reason, without a feeling, is when or why something happened, not the booking faulted or praised.
 */
export function bookedWhen({ hits, tokens, clauses, feelings }: Reading): Placed[] {
  return hits.filter((hit) => {
    if (hit.topic !== 'booking' || feelings.has(hit)) return false;
    for (let at = hit.token - 2; at >= hit.token - 1 - WHEN_REACH && at >= 0 && clauses[at] === clauses[hit.token]; at--) {
      if (WHEN.test(tokens[at]!.text) && SPEAKER_SELF.test(tokens[at + 1]!.text)) return true;
    }
    return false;
  });
}

/** A wait told by the clock: the token of the time it started and of the time it ended. */
export interface ClockWait {
  first: number;
  second: number;
}

/**
 * 'Vi havde bestilt bord til kl 19 og fik først forretten kl 20.15', 'Table booked for 7.30. Starters came out at 8.40': a booking
 * told with the time a wait for the food is counted from is the wait's start, not what went wrong, unless the booking is at
 * stake there or where the wait ends, by a negation, by what the guest was told or by a word of stake ('Reservamos para las
 * 21:00 y a las 21:30 nos dijeron que no había mesa').
 */
export function bookedForTheClock(r: Reading, wait: ClockWait, toldAt: readonly number[]): Placed[] {
  const { hits, tokens, negatorAt, feelings } = r;
  const sentenceOf = (at: number) => tokens[at]!.sentence;
  const story = new Set([sentenceOf(wait.first), sentenceOf(wait.second)]);
  if ([...negatorAt, ...toldAt].some((at) => story.has(sentenceOf(at)))) return [];
  if (tokens.some((token) => token.sentence === sentenceOf(wait.first) && BOOKING_AT_STAKE.test(token.text))) return [];
  // Only a wait for what was served: waiting to be seated ('com mesa reservada pra 12h30, e só sentamos 13h20') is the booking not kept.
  const served = hits.some((hit) => SERVED.has(hit.topic) && hit.token > wait.first && hit.token <= wait.second + 1 && sentenceOf(hit.token) === sentenceOf(wait.second));
  if (!served) return [];
  return hits.filter((hit) => hit.topic === 'booking' && !feelings.has(hit) && sentenceOf(hit.token) === sentenceOf(wait.first) && hit.token < wait.second);
}

/** What a wait by the clock can be for: what is served, and the cut or the treatment one came for. */
const WAITED_ON: ReadonlySet<TopicId> = new Set([...SERVED, 'haircut', 'treatment']);

/**
 * 'Llegamos a las 2:30 … las entradas llegaron como a las 3:20', 'Marquei para as 15h, só me lavaram a cabeça às 15h50': what came,
 * or was started, at the clock a wait ends is what the guest waited for, not what went wrong, unless a feeling reaches it. The
 * reply owns up to the wait.
 */
export function servedAtTheClock({ hits, tokens, feelings }: Reading, wait: ClockWait): Placed[] {
  const sentence = tokens[wait.second]!.sentence;
  return hits.filter((hit) => WAITED_ON.has(hit.topic) && !feelings.has(hit) && tokens[hit.token]!.sentence === sentence);
}
