import type { BusinessUnit, BusinessUser, TrustpilotLanguage } from '../types';

/**
 * The emulated Trustpilot Business world: a business user who manages a Copenhagen café and an Aarhus
 * restaurant, and a second business user with a unit of their own, so tests can reach a review the
 * first user may not touch (403). Ids are 24 hex characters, as Trustpilot's are.
 */

export const CAFE: BusinessUnit = {
  id: '5d2f8a41c6e1b3000157a9e2',
  displayName: 'Café Solsikke',
  identifyingName: 'cafe-solsikke.dk',
  websiteUrl: 'https://cafe-solsikke.dk',
  country: 'DK',
  city: 'København',
};

export const RESTAURANT: BusinessUnit = {
  id: '5e71b09d4f3a8c0001e26d13',
  displayName: 'Restaurant Havnely',
  identifyingName: 'havnely.dk',
  websiteUrl: 'https://havnely.dk',
  country: 'DK',
  city: 'Aarhus',
};

export const BAKERY: BusinessUnit = {
  id: '60a3c5e2b9d4170001f48b06',
  displayName: 'Bageri Kornblomst',
  identifyingName: 'kornblomst-bageri.dk',
  websiteUrl: 'https://kornblomst-bageri.dk',
  country: 'DK',
  city: 'Odense',
};

export const PRIMARY_BUSINESS_USER: BusinessUser = {
  id: '5d2f8b07c6e1b3000157aa31',
  name: 'Mette Sørensen',
  email: 'mette@cafe-solsikke.dk',
  businessUnitIds: [CAFE.id, RESTAURANT.id],
};

export const OTHER_BUSINESS_USER: BusinessUser = {
  id: '60a3c61fb9d4170001f48c44',
  name: 'Jonas Lindqvist',
  email: 'jonas@kornblomst-bageri.dk',
  businessUnitIds: [BAKERY.id],
};

export const SEED_BUSINESS_UNITS = [CAFE, RESTAURANT, BAKERY];
export const SEED_BUSINESS_USERS = [PRIMARY_BUSINESS_USER, OTHER_BUSINESS_USER];

/** Where reviewers say they are from, by the language they write in. */
export const CONSUMER_LOCATIONS: Record<TrustpilotLanguage, string[]> = {
  da: ['København', 'Aarhus', 'Odense', 'Aalborg', 'Roskilde', 'DK'],
  en: ['London', 'Manchester', 'Dublin', 'Edinburgh', 'GB'],
  sv: ['Malmö', 'Göteborg', 'Stockholm', 'SE'],
  de: ['Hamburg', 'Berlin', 'Kiel', 'DE'],
};
