import { seedSignature as signSeedInputs } from '../../shared/seed-input';
import type { BusinessUnit, BusinessUser, StoredReview } from '../types';
import { PRIMARY_BUSINESS_USER, SEED_BUSINESS_UNITS, SEED_BUSINESS_USERS } from './businesses';
import { generateReviews, type ReviewContext } from './generate-reviews';
import { readSeedFile, reviewsFromSeedFile } from './seed-file';

export interface SeedOptions {
  randomSeed: number;
  reviewsPerUnit: number;
  seedFile?: string;
}

/** Everything the Business API side of the emulator serves. */
export interface World {
  businessUsers: BusinessUser[];
  businessUnits: BusinessUnit[];
  reviews: StoredReview[];
}

export function seedSignature(options: SeedOptions): string {
  return signSeedInputs('Trustpilot', { randomSeed: options.randomSeed, reviewsPerPlace: options.reviewsPerUnit, seedFile: options.seedFile });
}

function ownedUnits(users: BusinessUser[], units: BusinessUnit[]): ReviewContext[] {
  return units.map((unit) => ({ unit, ownerId: users.find((u) => u.businessUnitIds.includes(unit.id))?.id ?? PRIMARY_BUSINESS_USER.id }));
}

export function buildWorld(options: SeedOptions, nowMs: number): World {
  const businessUsers = structuredClone(SEED_BUSINESS_USERS);
  const businessUnits = structuredClone(SEED_BUSINESS_UNITS);
  if (!options.seedFile) {
    return { businessUsers, businessUnits, reviews: generateReviews(options.randomSeed, ownedUnits(businessUsers, businessUnits), options.reviewsPerUnit, nowMs) };
  }
  // A seed file describes one business: the primary user manages only its unit, which holds every review.
  const contents = readSeedFile(options.seedFile);
  const primary = businessUsers.find((u) => u.id === PRIMARY_BUSINESS_USER.id)!;
  const unit = businessUnits.find((u) => u.id === primary.businessUnitIds[0])!;
  if (contents.businessUnitName) unit.displayName = contents.businessUnitName;
  primary.businessUnitIds = [unit.id];
  return {
    businessUsers,
    businessUnits: businessUnits.filter((u) => businessUsers.some((owner) => owner.businessUnitIds.includes(u.id))),
    reviews: reviewsFromSeedFile(contents, unit, primary.id, nowMs),
  };
}
