import type { Industry } from '@common/schemas/businesses';

/**
 * The industry a Google Business Profile category belongs to, by its id ('categories/gcid:hair_salon').
 * Google has about 4,000 categories; these word parts cover the businesses we serve, the rest are 'other'.
 */
const BY_WORD: ReadonlyArray<readonly [RegExp, Industry]> = [
  [/cafe|coffee|tea_house|bakery|patisserie|cake_shop/u, 'cafe'],
  [/restaurant|bistro|pizzeria|brasserie|diner|steak_house|sushi|tapas|gastropub|pub$|bar_and_grill/u, 'restaurant'],
  [/hotel|motel|hostel|inn$|bed_and_breakfast|guest_house|resort|lodging/u, 'hotel'],
  [/hair|barber|beauty_salon|nail_salon|salon/u, 'salon'],
  [/dentist|dental|doctor|clinic|physiotherap|chiropract|medical|optician|optometrist|veterinar|massage_therapist|psycholog|hospital/u, 'clinic'],
  [/store|shop|boutique|market|florist|pharmacy|bookseller|retail/u, 'retail'],
];

export function industryOfCategory(categoryName: string | null | undefined): Industry | null {
  const id = categoryName?.split('gcid:')[1]?.toLowerCase();
  if (!id) return null;
  return BY_WORD.find(([pattern]) => pattern.test(id))?.[1] ?? null;
}
