/** The topics a review can raise (keys of the `topics` catalog), shared by the engine and the web app. */
export const TOPIC_IDS = [
  'food', 'coffee', 'drinks', 'breakfast', 'selection', 'service', 'staff', 'price', 'cleanliness',
  'waiting', 'atmosphere', 'noise', 'booking', 'location', 'parking', 'rooms', 'treatment', 'haircut',
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

export const isTopicId = (value: string): value is TopicId => (TOPIC_IDS as readonly string[]).includes(value);
