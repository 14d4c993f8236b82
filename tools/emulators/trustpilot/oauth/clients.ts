import { sameString } from '../../shared/client-credentials';
import type { TrustpilotContext } from '../context';

/** Without registered clients any key passes with a non-empty secret; with them, both must match. */
export function clientIsValid(ctx: TrustpilotContext, clientId: string, clientSecret: string | undefined): boolean {
  if (!clientSecret) return false;
  if (!ctx.clients) return true;
  const client = ctx.clients.find((c) => c.clientId === clientId);
  return client !== undefined && sameString(clientSecret, client.clientSecret);
}
