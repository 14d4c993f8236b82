import type { EmulatorContext } from '../context';
import { notFound, permissionDenied, type GoogleApiError } from '../google-errors';
import type { SeedLocation } from '../seed/businesses';
import type { Caller } from './gate';

/**
 * Finds `accounts/{a}/locations/{l}` for the caller: an account they do not manage is 403 "The caller
 * does not have permission", an unknown location under their account is 404 (A.6).
 */
export function resolveLocation(ctx: EmulatorContext, caller: Caller, accountId: string, locationId: string): { parent: string; location: SeedLocation } | GoogleApiError {
  const accountName = `accounts/${accountId}`;
  if (!ctx.state.accountsOf(caller.sub).some((a) => a.account.name === accountName)) return permissionDenied();
  const parent = `${accountName}/locations/${locationId}`;
  const location = ctx.state.locationByParent(parent);
  return location ? { parent, location } : notFound();
}
