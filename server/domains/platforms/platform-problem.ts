import type { PlatformProblem } from '@common/schemas/reasons';
import { PlatformError } from './platform';

/** What a failed platform call was about, for the reason the owner reads; `unknown` when the platform did not say. */
export const platformProblem = (error: unknown): PlatformProblem => (error instanceof PlatformError ? error.code : 'unknown');
