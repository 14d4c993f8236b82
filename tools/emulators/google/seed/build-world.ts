import { seedSignature as signSeedInputs } from '../../shared/seed-input';
import type { EmulatedUser, StoredAccount, StoredReview } from '../types';
import { PRIMARY_USER, SEED_ACCOUNTS, SEED_USERS, seedLocations, type SeedLocation } from './businesses';
import { generateReviews } from './generate-reviews';
import { readSeedFile, reviewsFromSeedFile } from './seed-file';

export interface SeedOptions {
  randomSeed: number;
  reviewsPerLocation: number;
  /** How many locations the world holds (default the four seeded ones). */
  locations?: number;
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
  return signSeedInputs('Google', { randomSeed: options.randomSeed, reviewsPerPlace: options.reviewsPerLocation, places: options.locations, seedFile: options.seedFile });
}

export function buildWorld(options: SeedOptions, nowMs: number): World {
  const users = SEED_USERS.map((u) => ({ ...u }));
  if (options.seedFile) {
    // A seed file describes the places its entries name, or one place when they name none.
    const contents = readSeedFile(options.seedFile);
    const titles = [...new Set(contents.reviews.map((entry) => entry.location).filter((title) => title !== undefined))];
    const locations = seedLocations(Math.max(titles.length, 1));
    if (titles.length > 0) titles.forEach((title, index) => (locations[index]!.location.title = title));
    else if (contents.locationTitle) locations[0]!.location.title = contents.locationTitle;
    return { users, accounts: accountsHolding(locations), locations, reviews: reviewsFromSeedFile(contents, locations, nowMs) };
  }
  const locations = seedLocations(options.locations);
  return {
    users,
    accounts: accountsHolding(locations),
    locations,
    reviews: generateReviews(options.randomSeed, locations, options.reviewsPerLocation, nowMs),
  };
}

/** The primary user keeps only the accounts that hold one of the locations; other users are untouched. */
const accountsHolding = (locations: SeedLocation[]) =>
  SEED_ACCOUNTS.filter((a) => a.ownerSub !== PRIMARY_USER.sub || locations.some((l) => l.accountName === a.account.name)).map((a) => structuredClone(a));
