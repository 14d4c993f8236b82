import { seedSignature as signSeedInputs } from '../../shared/seed-input';
import type { EmulatedUser, StoredAccount, StoredReview } from '../types';
import { PERSONAL_ACCOUNT, PRIMARY_USER, SEED_ACCOUNTS, SEED_LOCATIONS, SEED_USERS, type SeedLocation } from './businesses';
import { generateReviews } from './generate-reviews';
import { readSeedFile, reviewsFromSeedFile } from './seed-file';

export interface SeedOptions {
  randomSeed: number;
  reviewsPerLocation: number;
  seedFile?: string;
}

/** Everything the Business Profile side of the emulator serves. */
export interface World {
  users: EmulatedUser[];
  accounts: StoredAccount[];
  locations: SeedLocation[];
  reviews: StoredReview[];
}

export function seedSignature(options: SeedOptions): string {
  return signSeedInputs('Google', { randomSeed: options.randomSeed, reviewsPerPlace: options.reviewsPerLocation, seedFile: options.seedFile });
}

export function buildWorld(options: SeedOptions, nowMs: number): World {
  const users = SEED_USERS.map((u) => ({ ...u }));
  const clone = <T>(value: T): T => structuredClone(value);
  if (options.seedFile) {
    // A seed file describes one business: one account and one location hold all its reviews.
    const contents = readSeedFile(options.seedFile);
    const base = SEED_LOCATIONS[0]!;
    const location: SeedLocation = clone(base);
    if (contents.locationTitle) location.location.title = contents.locationTitle;
    return {
      users,
      // The primary user keeps only the account holding that location; other users are untouched.
      accounts: SEED_ACCOUNTS.filter((a) => a.account.name === PERSONAL_ACCOUNT || a.ownerSub !== PRIMARY_USER.sub).map(clone),
      locations: [location],
      reviews: reviewsFromSeedFile(contents, location, nowMs),
    };
  }
  const locations = SEED_LOCATIONS.map(clone);
  return {
    users,
    accounts: SEED_ACCOUNTS.map(clone),
    locations,
    reviews: generateReviews(options.randomSeed, locations, options.reviewsPerLocation, nowMs),
  };
}
