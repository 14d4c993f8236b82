import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

function readSeedFileAs<T>(label: string, path: string, read: (path: string) => T): T {
  try {
    return read(path);
  } catch (error) {
    throw new Error(`${label} emulator: cannot read seed file ${path}: ${(error as Error).message}`);
  }
}

/** The seed file's JSON, before the emulator checks it against its platform's review shape. */
export function readSeedJson(label: string, path: string): unknown {
  return readSeedFileAs(label, path, (p): unknown => JSON.parse(readFileSync(p, 'utf8')));
}

export interface SeedInputs {
  randomSeed: number;
  /** Reviews seeded per location (Google) or business unit (Trustpilot). */
  reviewsPerPlace: number;
  /** How many places the world holds, where the emulator lets it be chosen (Google). */
  places?: number;
  seedFile?: string;
}

/**
 * Identifies the seed inputs. A saved state file is reused only while this matches, so changing
 * the review count or the seed file takes effect on the next start instead of being silently ignored.
 * The day is deliberately not part of it: a restart tomorrow must keep today's replies.
 */
export function seedSignature(label: string, inputs: SeedInputs): string {
  const fileHash = inputs.seedFile ? createHash('sha256').update(readSeedFileAs(label, inputs.seedFile, readFileSync)).digest('hex') : null;
  // Undefined keys drop out of the JSON, so a state saved before `places` existed keeps its signature.
  const key = JSON.stringify({ r: inputs.randomSeed, n: inputs.reviewsPerPlace, p: inputs.places, f: fileHash, v: 1 });
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}
