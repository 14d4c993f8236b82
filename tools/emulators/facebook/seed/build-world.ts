import { seedSignature as signSeedInputs } from '../../shared/seed-input';
import type { FacebookPage, FacebookUser, StoredRating } from '../types';
import { generateRatings } from './generate-ratings';
import { ratingsFromSeedFile, readSeedFile } from './seed-file';
import { PRIMARY_USER, SEED_PAGES, SEED_USERS } from './world';

export interface SeedOptions {
  randomSeed: number;
  ratingsPerPage: number;
  seedFile?: string;
}

/** Everything the Graph side of the emulator serves. */
export interface World {
  users: FacebookUser[];
  pages: FacebookPage[];
  ratings: StoredRating[];
}

export function seedSignature(options: SeedOptions): string {
  return signSeedInputs('Facebook', { randomSeed: options.randomSeed, reviewsPerPlace: options.ratingsPerPage, seedFile: options.seedFile });
}

export function buildWorld(options: SeedOptions, nowMs: number): World {
  const users = structuredClone(SEED_USERS);
  const pages = structuredClone(SEED_PAGES);
  if (!options.seedFile) return { users, pages, ratings: generateRatings(options.randomSeed, pages, options.ratingsPerPage, nowMs) };
  // A seed file describes one business: the primary person manages only its Page, which holds every rating.
  const contents = readSeedFile(options.seedFile);
  const primary = users.find((u) => u.id === PRIMARY_USER.id)!;
  const page = pages.find((p) => p.id === primary.pageIds[0])!;
  if (contents.pageName) page.name = contents.pageName;
  primary.pageIds = [page.id];
  return {
    users,
    pages: pages.filter((p) => users.some((u) => u.pageIds.includes(p.id))),
    ratings: ratingsFromSeedFile(contents, page, nowMs),
  };
}
