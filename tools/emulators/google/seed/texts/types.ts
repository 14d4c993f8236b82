import type { Language } from '../../types';
import type { BusinessKind } from '../businesses';

/** What a review talks about; drafting tests check that a reply picks these up. */
export type Topic =
  | 'food'
  | 'drinks'
  | 'service'
  | 'staff'
  | 'price'
  | 'cleanliness'
  | 'waiting'
  | 'atmosphere'
  | 'booking'
  | 'location'
  | 'room'
  | 'breakfast'
  | 'noise'
  | 'haircut'
  | 'colour'
  | 'parking';

export interface BankText {
  /** 'any' fits every business; the others only the matching kind of location. */
  kind: BusinessKind | 'any';
  rating: 1 | 2 | 3 | 4 | 5;
  topics: Topic[];
  text: string;
  /** Google's machine translation, used to build the A.7 envelope (English, or Danish for English texts). */
  translation?: string;
}

export interface LanguageBank {
  language: Language;
  /** Display names as Google shows them: usually first name and last name or initial. */
  names: string[];
  /** Short owner replies that were already on Google before the product connected. */
  ownerReplies: string[];
  texts: BankText[];
}
