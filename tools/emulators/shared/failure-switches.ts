import { z } from 'zod';

/** `true` = until switched off; a number = the next N occurrences, then back to normal. */
export const toggleOrCount = z.union([z.boolean(), z.int().min(0)]);

/** One-off actions a failures patch may carry; they act once and are never stored as switches. */
interface FailureActions {
  expireTokens?: boolean;
  revokeTokens?: boolean;
}

/** A patch over the switches F: each key sets a switch, or clears it with null. */
export type SwitchesPatch<F> = { [K in keyof F]?: F[K] | null } & FailureActions;

/** Merges a patch; false, 0, [] and null remove a switch so GET shows only what is active. */
export function applyFailuresPatch<F extends object>(current: F, patch: SwitchesPatch<F>): F {
  const next: Record<string, unknown> = Object.fromEntries(Object.entries(current));
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'expireTokens' || key === 'revokeTokens') continue;
    if (value === null || value === false || value === 0 || value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
    else next[key] = value;
  }
  return next as F;
}

/**
 * Consumes one occurrence of a switch that is either on (true) or counting down (N): returns whether
 * it fires this time and decrements the count.
 */
export function takeSwitch<K extends string>(switches: Partial<Record<K, boolean | number>>, key: K): boolean {
  const value = switches[key];
  if (value === true) return true;
  if (typeof value === 'number' && value > 0) {
    if (value === 1) delete switches[key];
    else switches[key] = value - 1;
    return true;
  }
  return false;
}
