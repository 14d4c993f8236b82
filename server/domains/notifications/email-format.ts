import { isLanguage, type Language } from '@common/languages';
import { PLATFORM_NAMES, type Platform } from '@common/schemas/platforms';

export const NOTIFICATIONS_NAMESPACE = 'notifications-mail';

/** Locale tags for number formatting; Norwegian is Bokmål. */
const NUMBER_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  da: 'da-DK',
  sv: 'sv-SE',
  no: 'nb-NO',
  fi: 'fi-FI',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  pt: 'pt-PT',
};

/** A stored interface language, or English when the value is not one of the nine. */
export const emailLanguage = (value: string | null | undefined): Language => (isLanguage(value) ? value : 'en');

export const platformName = (platform: string) => PLATFORM_NAMES[platform as Platform] ?? platform;

/** `★★★★☆` for 4. */
export function starsOf(rating: number): string {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(filled) + '☆'.repeat(5 - filled);
}

/** One decimal, with the language's decimal separator: 4.5 or 4,5. */
export const formatAverage = (value: number, language: Language) =>
  new Intl.NumberFormat(NUMBER_LOCALES[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** Dates are written the Danish way whatever the language (spec section 9), in the user's time zone. */
export const formatDate = (value: Date, timeZone: string) =>
  value.toLocaleDateString('da-DK', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone });

/** 24-hour clock, `14:05`, in the user's time zone. */
export const formatTime = (value: Date, timeZone: string) =>
  value.toLocaleTimeString('da-DK', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).replace('.', ':');

/** Shortens long text at a word boundary, with an ellipsis. */
export function excerpt(text: string, maxLength: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** Where an email sends the owner: the review itself, the review list, or the notification settings. */
export const links = {
  review: (publicUrl: string, reviewId: string) => `${base(publicUrl)}/reviews?review=${encodeURIComponent(reviewId)}`,
  reviews: (publicUrl: string) => `${base(publicUrl)}/reviews`,
  notificationSettings: (publicUrl: string) => `${base(publicUrl)}/notifications`,
};
