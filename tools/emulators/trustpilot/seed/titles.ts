import type { TrustpilotLanguage } from '../types';

/**
 * Trustpilot reviews have a headline besides the text; Google's text bank has none, so headlines are
 * picked here by language and by whether the rating is good (4–5), middling (3) or poor (1–2).
 */
export const TITLES: Record<TrustpilotLanguage, Record<'good' | 'middling' | 'poor', string[]>> = {
  da: {
    good: ['Kommer helt sikkert igen', 'Fantastisk oplevelse', 'Hyggeligt og lækkert', 'Bedste i byen'],
    middling: ['Helt okay', 'Godt, men ikke mere', 'Blandet oplevelse'],
    poor: ['Skuffende', 'Aldrig igen', 'Ikke pengene værd'],
  },
  en: {
    good: ['Lovely experience', 'Highly recommended', 'Will definitely be back', 'Great find in Denmark'],
    middling: ['Decent but nothing special', 'Mixed feelings', 'Okay overall'],
    poor: ['Very disappointing', 'Avoid', 'Not worth the money'],
  },
  sv: {
    good: ['Rekommenderas varmt', 'Mysigt och gott', 'Kommer gärna tillbaka'],
    middling: ['Helt okej', 'Blandade känslor'],
    poor: ['Besviken', 'Inte värt pengarna'],
  },
  de: {
    good: ['Sehr empfehlenswert', 'Toller Besuch', 'Gerne wieder'],
    middling: ['Ganz okay', 'Gemischte Gefühle'],
    poor: ['Enttäuschend', 'Nicht zu empfehlen'],
  },
};

export const titleMood = (stars: number) => (stars >= 4 ? 'good' : stars === 3 ? 'middling' : 'poor');
