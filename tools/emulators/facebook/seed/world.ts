import type { FacebookPage, FacebookUser } from '../types';

/**
 * The emulated Facebook: a person who manages a Copenhagen café's Page and an Aarhus restaurant's, and
 * a second person with a bakery's Page of their own, so tests can reach a Page the first may not touch.
 * The names match the other emulators' worlds, so the demo shows one business on every platform.
 */

export const CAFE: FacebookPage = { id: '104857392018475', name: 'Café Solsikke', category: 'Café', street: 'Jægersborggade 12', zip: '2200', city: 'København N' };
export const RESTAURANT: FacebookPage = { id: '112039485761029', name: 'Restaurant Havnely', category: 'Restaurant', street: 'Havnegade 4', zip: '8000', city: 'Aarhus C' };
export const BAKERY: FacebookPage = { id: '109384756102938', name: 'Bageri Kornblomst', category: 'Bakery', street: 'Vestergade 31', zip: '5000', city: 'Odense C' };

export const PRIMARY_USER: FacebookUser = { id: '10229384756102938', name: 'Mette Sørensen', email: 'mette.sorensen@example.com', pageIds: [CAFE.id, RESTAURANT.id] };
export const OTHER_USER: FacebookUser = { id: '10158473920174635', name: 'Jonas Lindqvist', email: 'jonas.lindqvist@example.com', pageIds: [BAKERY.id] };

export const SEED_PAGES = [CAFE, RESTAURANT, BAKERY];
export const SEED_USERS = [PRIMARY_USER, OTHER_USER];

/** What a person may do on a Page they manage (B.1); every seeded manager has them all. */
export const PAGE_TASKS = ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'];
