import type { ReplyClass } from '../offline/phrases/types';
import type { TopicMention } from './analyse-review';
import { GENERAL_OF, KIND_OF, type TopicId } from './topic-ids';

/**
 * A long praise is thanked for over two sentences (composeParts splits it), each naming at most three or four: a longer
 * list reads like a form.
 */
const MAX_PRAISED = 6;
/** A long complaint is owned up to over two sentences (composeParts splits them), each naming at most three or four. */
const MAX_CRITICISED = 6;

/** What a breakfast is made of. */
const BREAKFAST_HOLDS: ReadonlySet<TopicId> = new Set(['food', 'drinks', 'coffee']);
/** The wait and the noise, named without a clear feeling, are complaints ('there is always a queue'). */
const COMPLAINT_BY_NATURE: ReadonlySet<TopicId> = new Set(['waiting', 'noise']);
/**
 * In a 3 star review, so are the price, a sum told without praise being what took the stars ('Lasku 210 €, huh huh'), the
 * parking, which a guest brings up when it was full, far or dear ('hotellets egen p-plads var fuld kl 17'), and the breakfast,
 * which a guest lists the poor fare of ('Breakfast was toast and jam in little tubs').
 */
const COMPLAINT_IN_MIXED: ReadonlySet<TopicId> = new Set([...COMPLAINT_BY_NATURE, 'price', 'parking', 'breakfast']);
/**
 * In a 1-2 star review, so are a booking ('there was no reservation'), the price ('€32 for that??'), the staff (a person
 * an unhappy guest names without a word of praise is part of what went wrong: 'when we told the waiter, we were told
 * "that is how it should be"', 'the receptionist shrugged'), and the cut or the treatment, which is the result a salon or
 * a clinic is judged by ('Salí con un carré', 'je ressors avec des mèches quasi blanches'), unless the booking failed and
 * there was none, and a hotel's room, where what went wrong in the night happened ('Chambre 214, le calorifère a cogné toute
 * la nuit'). What a booking or a price was for is not among them (analyse-review sets it aside).
 */
const RESULTS: ReadonlySet<TopicId> = new Set(['haircut', 'treatment']);
const COMPLAINT_IN_NEGATIVE: ReadonlySet<TopicId> = new Set([...COMPLAINT_IN_MIXED, 'booking', 'staff', 'rooms', ...RESULTS]);
/**
 * What was ordered to drink. Beside a negation or a complaint in an unhappy review it is what the story was about ('Kaffen kom
 * aldrig', '45 for en cappuccino er vildt', 'hon fick sitt te i en pappmugg'), and what went wrong is the wait, the price or the
 * staff named too: owned up to only when nothing else is.
 */
const ORDERED_DRINKS: ReadonlySet<TopicId> = new Set(['coffee', 'drinks']);

/**
 * Which topics the reply thanks for and which it owns up to. A topic with a clear feeling goes by it.
 * One named without a feeling, but beside a negation or a complaint ('no reservation', 'the parking was
 * a bit expensive'), is part of a complaint. Otherwise it counts as praise in a 4-5 star review ('The
 * cinnamon buns! 😍') unless only asked about or a complaint by nature ('it took nearly 40 min to check in');
 * in a 1-2 star review it is the complaint when the review names no other ('the coffee has gone downhill and
 * prices keep going up') or a complaint by nature, the staff, the cut or the treatment, and beside a named
 * complaint it is left out as a detail of it ('I ordered a toast and waited 20 minutes'); in a 3 star review
 * only the wait, the noise and the price are, as guessing could apologise for what was fine. Of a specific topic
 * and its general one the specific speaks, unless the review feels differently about them ('great location, but
 * parking is a nightmare').
 */
export function chooseTopics(topics: readonly TopicMention[], replyClass: ReplyClass, maxTopics = MAX_CRITICISED) {
  const byTopic = new Map(topics.map((t) => [t.topic, t]));
  const covered = (t: TopicMention) =>
    topics.some((specific) => GENERAL_OF[specific.topic] === t.topic && (t.polarity === 0 || t.polarity === specific.polarity)) && byTopic.has(t.topic);
  // 'Maden var god, men brunchen var dyr': a topic with no feeling of its own, named beside a complaint about
  // something else (the price), is not apologised for when the same thing under its other name was praised:
  // a reply that thanks for the food would otherwise apologise for the brunch.
  const praisedAsKind = (t: TopicMention) =>
    t.polarity === 0 && topics.some((other) => other.polarity > 0 && (KIND_OF[other.topic] === t.topic || KIND_OF[t.topic] === other.topic));
  // 'El desayuno es de diez: zumo natural, bollería casera…': what a breakfast is made of, named without a feeling of its own, is the breakfast.
  const servedAtBreakfast = (t: TopicMention) => t.polarity === 0 && !t.hedged && BREAKFAST_HOLDS.has(t.topic) && byTopic.has('breakfast');
  const kept = topics.filter((t) => !covered(t) && !t.asked && !t.aside && !praisedAsKind(t) && !servedAtBreakfast(t));
  const named = kept.some((t) => t.polarity < 0);
  // 'Hadde bestilt time kl 14, men de hadde ikke noe registrert. Måtte gå hjem uten klipp': a cut never given is no result to own up to,
  // whether the booking was faulted or only told lost ('the receptionist tells me there's nothing on the system for me').
  const booking = byTopic.get('booking');
  const notGiven = (t: TopicMention) => RESULTS.has(t.topic) && booking !== undefined && (booking.polarity < 0 || booking.hedged);
  const complaint = (t: TopicMention) =>
    (t.hedged && !(replyClass === 'negative' && named && ORDERED_DRINKS.has(t.topic))) ||
    (replyClass === 'negative'
      ? !named || (COMPLAINT_IN_NEGATIVE.has(t.topic) && !notGiven(t))
      : replyClass === 'mixed'
        ? COMPLAINT_IN_MIXED.has(t.topic)
        : COMPLAINT_BY_NATURE.has(t.topic));
  const praised = kept.filter((t) => t.polarity > 0 || (t.polarity === 0 && replyClass === 'positive' && !t.hedged && !COMPLAINT_BY_NATURE.has(t.topic)));
  const criticised = kept.filter((t) => t.polarity < 0 || (t.polarity === 0 && complaint(t)));
  return {
    praised: upTo(praised.map((t) => t.topic), Math.min(maxTopics, MAX_PRAISED)),
    criticised: upTo(withoutEcho(criticised.map((t) => t.topic)), Math.min(maxTopics, MAX_CRITICISED)),
  };
}

/** Broad topics that a closer one beside them speaks for: the noise for the atmosphere, the wait or the staff for the service. */
const SPOKEN_FOR: Partial<Record<TopicId, readonly TopicId[]>> = { atmosphere: ['noise'], service: ['waiting', 'staff'] };

/**
 * Of those, the complaints the closer one always says in full: a complaint about the noise is the complaint
 * about the atmosphere ('die Musik war viel zu laut' names both), so apologising for both says one thing twice.
 */
const ECHOED_IN_COMPLAINTS: readonly TopicId[] = ['atmosphere'];

const spokenFor = (topic: TopicId, topics: readonly TopicId[]) => (SPOKEN_FOR[topic] ?? []).some((closer) => topics.includes(closer));

const withoutEcho = (topics: readonly TopicId[]) => topics.filter((topic) => !(ECHOED_IN_COMPLAINTS.includes(topic) && spokenFor(topic, topics)));

/**
 * At most `max` topics, in the review's order. When there are more, a broad topic whose closer one is named
 * too is left out first, so that a long complaint keeps its distinct points ('the noise level' says what 'the
 * atmosphere' would, and leaves room for the price).
 */
function upTo(topics: readonly TopicId[], max: number): TopicId[] {
  if (topics.length <= max) return [...topics];
  return topics.filter((topic) => !spokenFor(topic, topics)).slice(0, max);
}
