import type { EmulatedUser, StoredAccount, StoredLocation } from '../types';

/**
 * The emulated Google world: who signs in, which Business Profile accounts they manage and which
 * locations those hold. IDs have Google's look (long numbers) so adapters never assume short ones.
 */

/** The owner of every seeded business; picked when nobody is chosen on the consent page. */
export const PRIMARY_USER: EmulatedUser = {
  sub: '104729384756102938475',
  email: 'mette.sorensen@example.com',
  emailVerified: true,
  name: 'Mette Sørensen',
  givenName: 'Mette',
  familyName: 'Sørensen',
};

/** A second Google user with a personal account but no locations: connecting with them ends in no_locations. */
export const SECOND_USER: EmulatedUser = {
  sub: '117302948571029384756',
  email: 'jonas.lindqvist@example.com',
  emailVerified: true,
  name: 'Jonas Lindqvist',
  givenName: 'Jonas',
  familyName: 'Lindqvist',
};

export const SEED_USERS = [PRIMARY_USER, SECOND_USER];

export const PERSONAL_ACCOUNT = 'accounts/110384756120394857612';
export const GROUP_ACCOUNT = 'accounts/108475610293847561029';
const SECOND_USER_ACCOUNT = 'accounts/112938475610293847560';

export const SEED_ACCOUNTS: StoredAccount[] = [
  {
    ownerSub: PRIMARY_USER.sub,
    account: {
      name: PERSONAL_ACCOUNT,
      accountName: PRIMARY_USER.name,
      type: 'PERSONAL',
      role: 'PRIMARY_OWNER',
      verificationState: 'VERIFIED',
      vettedState: 'NOT_VETTED',
      permissionLevel: 'OWNER_LEVEL',
    },
  },
  {
    ownerSub: PRIMARY_USER.sub,
    account: {
      name: GROUP_ACCOUNT,
      accountName: 'Nordlys Hospitality ApS',
      type: 'LOCATION_GROUP',
      role: 'OWNER',
      verificationState: 'VERIFIED',
      vettedState: 'NOT_VETTED',
      accountNumber: '4829-1175-3360',
      permissionLevel: 'OWNER_LEVEL',
    },
  },
  {
    ownerSub: SECOND_USER.sub,
    account: {
      name: SECOND_USER_ACCOUNT,
      accountName: SECOND_USER.name,
      type: 'PERSONAL',
      role: 'PRIMARY_OWNER',
      verificationState: 'UNVERIFIED',
      permissionLevel: 'OWNER_LEVEL',
    },
  },
];

export type BusinessKind = 'cafe' | 'hotel' | 'salon';

export interface SeedLocation extends StoredLocation {
  kind: BusinessKind;
}

const place = (placeId: string, cid: string) => ({
  placeId,
  mapsUri: `https://maps.google.com/maps?cid=${cid}`,
  newReviewUri: `https://search.google.com/local/writereview?placeid=${placeId}`,
  hasVoiceOfMerchant: true,
});

export const SEED_LOCATIONS: SeedLocation[] = [
  {
    kind: 'cafe',
    accountName: PERSONAL_ACCOUNT,
    location: {
      name: 'locations/4829105736291847561',
      title: 'Café Solsikke',
      storeCode: 'SOL-CPH-01',
      languageCode: 'da',
      websiteUri: 'https://cafe-solsikke.example.dk',
      phoneNumbers: { primaryPhone: '+45 33 12 45 78' },
      categories: { primaryCategory: { name: 'categories/gcid:cafe', displayName: 'Café' } },
      storefrontAddress: {
        regionCode: 'DK',
        languageCode: 'da',
        postalCode: '2200',
        locality: 'København N',
        addressLines: ['Jægersborggade 14'],
      },
      metadata: place('ChIJm4Xk2LhSUkYRsolsikke01', '7318829401127364512'),
    },
  },
  {
    kind: 'hotel',
    accountName: GROUP_ACCOUNT,
    location: {
      name: 'locations/7361029485710293846',
      title: 'Hotel Havblik',
      storeCode: 'HAV-SKA-01',
      languageCode: 'da',
      websiteUri: 'https://hotelhavblik.example.dk',
      phoneNumbers: { primaryPhone: '+45 98 44 12 90' },
      categories: { primaryCategory: { name: 'categories/gcid:hotel', displayName: 'Hotel' } },
      storefrontAddress: {
        regionCode: 'DK',
        languageCode: 'da',
        postalCode: '9990',
        locality: 'Skagen',
        addressLines: ['Østre Strandvej 31'],
      },
      metadata: place('ChIJ9xQv1K3XSUYRhavblik02', '1284759302918475620'),
    },
  },
  {
    kind: 'salon',
    accountName: GROUP_ACCOUNT,
    location: {
      name: 'locations/2958173640192837465',
      title: 'Salon Nordlys',
      storeCode: 'NOR-AAR-01',
      languageCode: 'da',
      websiteUri: 'https://salonnordlys.example.dk',
      phoneNumbers: { primaryPhone: '+45 86 12 33 04' },
      categories: { primaryCategory: { name: 'categories/gcid:hair_salon', displayName: 'Frisør' } },
      storefrontAddress: {
        regionCode: 'DK',
        languageCode: 'da',
        postalCode: '8000',
        locality: 'Aarhus C',
        addressLines: ['Mejlgade 52'],
      },
      metadata: place('ChIJr7Lp0ZY_TEYRnordlys03', '9921048573619203847'),
    },
  },
  {
    kind: 'cafe',
    accountName: GROUP_ACCOUNT,
    location: {
      name: 'locations/5172039486120394857',
      title: 'Bageri Kornblomst',
      storeCode: 'KOR-ODE-01',
      languageCode: 'da',
      websiteUri: 'https://kornblomst.example.dk',
      phoneNumbers: { primaryPhone: '+45 66 11 70 42' },
      categories: { primaryCategory: { name: 'categories/gcid:bakery', displayName: 'Bageri' } },
      storefrontAddress: {
        regionCode: 'DK',
        languageCode: 'da',
        postalCode: '5000',
        locality: 'Odense C',
        addressLines: ['Vestergade 71'],
      },
      metadata: place('ChIJx2Mq8PFtTUYRkornbl04', '5510293847561029384'),
    },
  },
];

/**
 * The world's first `count` locations, and beyond the seeded ones more of the group's, numbered, so a
 * benchmark can ask for ten locations with thousands of reviews each.
 */
export function seedLocations(count = SEED_LOCATIONS.length): SeedLocation[] {
  return Array.from({ length: count }, (_, index) => {
    const base = structuredClone(SEED_LOCATIONS[index % SEED_LOCATIONS.length]!);
    if (index < SEED_LOCATIONS.length) return base;
    const number = index + 1;
    base.accountName = GROUP_ACCOUNT;
    base.location.name = `locations/${String(9_000_000_000_000_000_000n + BigInt(number))}`;
    base.location.title = `${base.location.title} ${number}`;
    base.location.storeCode = `${base.location.storeCode}-${number}`;
    return base;
  });
}

/** Resource name the v4 reviews API uses: the account's and the location's names joined (A.3). */
export const reviewParent = (stored: StoredLocation) => `${stored.accountName}/${stored.location.name}`;
