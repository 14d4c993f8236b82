import type { TopicMention } from './analyse-review';
import type { TopicId } from './topic-ids';

/**
 * Topics only some kinds of business have: a café has no hotel rooms ('los baños sin papel' is its toilets), a
 * restaurant gives no treatment ('aux petits soins' is its waiter), only a salon cuts hair, and neither a salon nor a
 * clinic serves food. A reply that apologised to a café for 'the room' would read as written for someone else.
 */
const ONLY_AT: Partial<Record<TopicId, ReadonlySet<string>>> = {
  rooms: new Set(['hotel']),
  haircut: new Set(['salon']),
  treatment: new Set(['clinic', 'salon', 'hotel']),
  // 'das Zahnfleisch hat geblutet', 'a pele ficou em carne viva': a clinic or a hairdresser serves no food.
  food: new Set(['cafe', 'restaurant', 'hotel', 'shop']),
};

/**
 * What a shop sells is named as often as what it is reviewed on: 'Wir kaufen hier regelmäßig Kernöl, Käse und Wein'
 * tells what they buy, and a reply that thanked a delicatessen for 'the food and the drinks' would read as written for
 * a restaurant. There these topics count only with a feeling of their own ('the cheese is superb').
 */
const FELT_ONLY_AT: Partial<Record<TopicId, ReadonlySet<string>>> = {
  food: new Set(['shop']),
  drinks: new Set(['shop']),
  coffee: new Set(['shop']),
};

/**
 * At a clinic, 'the cleaning' is the scale and polish ('Die Reinigung selbst war sehr gründlich', 'la limpieza fue
 * rápida'): the treatment, not how clean the place was. Only the noun, after its article or none: 'clean' and 'sauber' still
 * speak of the rooms.
 */
const CLEANING_AT_CLINIC = /^(?:(?:the|die|la|le|a|el)\s+)?(?:reinigung|cleaning|limpieza|limpeza|nettoyage|puhdistus)/iu;

/** A clinic's cleaning told as the treatment, beside the treatment named elsewhere in the review or as its own. */
function cleaningAsTreatment(topics: TopicMention[], text: string): TopicMention[] {
  return asTreatment(topics, topics.find((t) => t.topic === 'cleanliness' && CLEANING_AT_CLINIC.test(text.slice(t.firstIndex))));
}

/** Nails, at a salon: a review of them tells their colour and shape ('Neglene var flotte, fin farve og pæn form'), not a haircut's. */
const NAILS = /(?<!\p{L})(?:negl\p{L}*|nails?|naglar\p{L}*|nagel\p{L}*|nägel\p{L}*|kynsi\p{L}*|kynne\p{L}*|ongles?|uñas?|unhas?|manicur\p{L}*|manikyr\p{L}*|manucure\p{L}*|maniküre|pedicur\p{L}*|pedikyr\p{L}*|pediküre|gelnegl\p{L}*|gellack\p{L}*|shellac)(?!\p{L})/iu;
/** Hair named by what it is, not by the colour or shape a nail has too. */
const HAIR = /(?<!\p{L})(?:hår\p{L}*|hair\p{L}*|haar\p{L}*|hius\p{L}*|hiuks\p{L}*|tukka\p{L}*|cheveu\p{L}*|pelo|cabelo\p{L}*|frisyr\p{L}*|frisur\p{L}*|klip\p{L}*|haircut|schnitt|coupe|corte|leikkau\p{L}*|föhn\p{L}*|fön\p{L}*|brushing|escova|balayage|mèches|mechas|madeixas|blow[- ]?dry)(?!\p{L})/iu;

/** A salon's review of nails and nothing of hair: what it calls the colour or the look is the treatment's. */
function nailsAsTreatment(topics: TopicMention[], text: string): TopicMention[] {
  if (!NAILS.test(text) || HAIR.test(text)) return topics;
  return asTreatment(topics, topics.find((t) => t.topic === 'haircut'));
}

/** A topic read as the treatment, beside the treatment named elsewhere in the review or as its own. */
function asTreatment(topics: TopicMention[], read: TopicMention | undefined): TopicMention[] {
  if (!read) return topics;
  const treatment = topics.find((t) => t.topic === 'treatment');
  const rest = topics.filter((t) => t !== read);
  if (!treatment) return topics.map((t) => (t === read ? { ...t, topic: 'treatment' } : t));
  // A complaint of either is a complaint of the treatment; praise of one fills a treatment named without a feeling.
  const polarity = Math.min(treatment.polarity, read.polarity) < 0 ? -1 : treatment.polarity || read.polarity;
  return rest.map((t) => (t === treatment ? { ...t, polarity: polarity as TopicMention['polarity'] } : t));
}

/**
 * The review's topics as the industry reads its words ('die Reinigung' at a clinic, the colour of nails at a salon is the
 * treatment), all of them kept: what the guardrails hold a reply to, so that a reply drafted from the industry's reading is not
 * taken to invent its topics.
 */
export function readAt(topics: TopicMention[], industry: string | null | undefined, text: string | null): TopicMention[] {
  if (text === null) return topics;
  return industry === 'clinic' ? cleaningAsTreatment(topics, text) : industry === 'salon' ? nailsAsTreatment(topics, text) : topics;
}

/**
 * The topics a business of this industry can have been reviewed on; an unknown industry ('other') keeps them all. The
 * review's text tells which word named a topic, where the industry changes what the word means.
 */
export function topicsAt(topics: TopicMention[], industry: string | null | undefined, text: string | null = null): TopicMention[] {
  if (!industry || industry === 'other') return topics;
  return readAt(topics, industry, text).filter((t) => (ONLY_AT[t.topic]?.has(industry) ?? true) && (t.polarity !== 0 || !FELT_ONLY_AT[t.topic]?.has(industry)));
}
