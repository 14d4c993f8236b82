import type { Language } from './languages';

/** The topics a review can raise (keys of the `topics` catalog), shared by the engine and the web app. */
export const TOPIC_IDS = [
  'food', 'coffee', 'drinks', 'breakfast', 'selection', 'service', 'staff', 'price', 'cleanliness',
  'waiting', 'atmosphere', 'noise', 'booking', 'location', 'parking', 'rooms', 'treatment', 'haircut',
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

export const isTopicId = (value: string): value is TopicId => (TOPIC_IDS as readonly string[]).includes(value);

/** Languages whose nouns keep their capital inside a sentence ('Beschwerden über den Preis'). */
const NOUNS_KEEP_CAPITALS: ReadonlySet<Language> = new Set(['de']);

/** A topic's name as it stands inside a sentence of `language`: 'the price', 'den Preis'. */
export function topicInSentence(name: string, language: Language): string {
  return NOUNS_KEEP_CAPITALS.has(language) ? name : name.toLocaleLowerCase(language);
}
