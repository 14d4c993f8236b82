import { eq } from 'drizzle-orm';
import { platformConnections } from '@server/db/schema';
import { useTestApp } from '@server/test/test-app';
import { syncConnection } from '../sync.service';
import { facebookConnector } from './test-connect';

// Meta retired recommendations from Graph v22.0 (error 12): a server pinned there must say so on the connection.
const t = useTestApp({ FACEBOOK_GRAPH_VERSION: 'v22.0' }, { facebookEmulator: { autoConsent: true, ratings: 3 } });
const { connectPage } = facebookConnector(t);

describe('a Facebook connection on a Graph version without recommendations', () => {
  it('is marked with the reason in the owner language instead of failing silently', async () => {
    const { owner, connectionId } = await connectPage();
    await expect(syncConnection(t.ctx, connectionId)).rejects.toMatchObject({ code: 'deprecated' });
    const [connection] = await t.ctx.database.db.select().from(platformConnections).where(eq(platformConnections.id, connectionId));
    expect(connection!.lastSyncErrorCode).toEqual({ code: 'syncFailed', params: { platform: 'facebook', problem: 'deprecated' } });
    const sync = await t.request({ method: 'POST', url: `/api/connections/${connectionId}/sync`, cookie: owner.cookie });
    expect(sync.statusCode).toBeGreaterThanOrEqual(400);
    expect(sync.statusCode).toBeLessThan(500);
    expect(sync.json().message).toMatch(/retired|v22|deprecated/i);
  });
});
