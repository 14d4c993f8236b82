import type { Language } from '@common/languages';
import { formatDate, formatTime } from '@server/domains/notifications/email-format';
import { translator } from '@server/i18n/translate';
import type { AccountFacts } from './account-facts';

/** Luna's wording, all nine languages: `common/i18n/locales/<language>/luna-chat.json`. */
export const LUNA_CHAT_NAMESPACE = 'luna-chat';

export const chatTranslator = (language: Language) => translator(language, LUNA_CHAT_NAMESPACE);

/** One intent's answer, in a language, from the signed-in account's facts. */
export type Answer = (language: Language, facts: AccountFacts) => Promise<string>;

/**
 * Text from reviews and platforms without square brackets, so a name or a quote can never read as a link
 * in the chat (the web app renders `[label](/path)`).
 */
export const plain = (text: string) => text.replace(/[[\]]/gu, '').replace(/\s+/gu, ' ').trim();

/**
 * `[label](/path)`, the only link the web app renders (an in-app path). Brackets are taken out of the label
 * and line breaks flattened, so a reviewer's name cannot end the link early or start another.
 */
export const inAppLink = (label: string, path: string) => `[${plain(label.replace(/[()]/gu, ''))}](${path})`;

/** Paragraphs apart by a blank line; empty ones left out. */
export const paragraphs = (...parts: Array<string | null | undefined | false>) => parts.filter(Boolean).join('\n\n');

/** One list line. */
export const bullet = (text: string) => `• ${text}`;

/** '12.03.2026' and '14:05' in the user's time zone: dates the Danish way whatever the language (spec §9). */
export const dateAndTime = (at: Date, timeZone: string) => ({ date: formatDate(at, timeZone), time: formatTime(at, timeZone) });

/** `4★`, or a dash for a review without stars. */
/** A review's verdict in a line of text: its stars, or a thumb for Facebook's recommendation. */
export const starText = (review: { rating: number | null; recommendation: 'positive' | 'negative' | null }) => {
  if (review.recommendation) return review.recommendation === 'positive' ? '👍' : '👎';
  return review.rating === null ? '–' : `${review.rating}★`;
};

/** An hour of the day as `09:00`. */
export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
