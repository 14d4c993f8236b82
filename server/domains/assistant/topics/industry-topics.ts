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

/** The topics a business of this industry can have been reviewed on; an unknown industry ('other') keeps them all. */
export function topicsAt(topics: TopicMention[], industry: string | null | undefined): TopicMention[] {
  if (!industry || industry === 'other') return topics;
  return topics.filter((t) => (ONLY_AT[t.topic]?.has(industry) ?? true) && (t.polarity !== 0 || !FELT_ONLY_AT[t.topic]?.has(industry)));
}
