import type { Language } from '@common/languages';
import { translator } from '@server/i18n/translate';
import type { TopicId } from '../topics/topic-ids';

/** A topic's name as the AI Insight and the owner's warnings show it, from the `topics` catalog. */
export function topicLabel(topic: TopicId, language: Language): string {
  return translator(language, 'topics')(topic);
}
