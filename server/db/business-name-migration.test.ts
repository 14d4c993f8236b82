import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { aiResponses, businesses, platformConnections } from '@server/db/schema';
import { seedResponse, seedReview, seedUser } from '@server/test/seed';
import { openTestDatabase } from '@server/test/test-database';
import { migrationsFolder } from './client';

const migration = readFileSync(path.join(migrationsFolder, readdirSync(migrationsFolder).find((f) => f.endsWith('business_name_from_location.sql'))!), 'utf8');

describe('migration: business names from their connected location', () => {
  it('renames placeholder businesses, corrects their unposted drafts, and leaves named businesses and posted replies alone', async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      const connect = async (businessId: string, userId: string, title: string) =>
        db.insert(platformConnections).values({
          userId, businessId, platform: 'google', platformBusinessName: title, platformLocationId: `accounts/1/locations/${businessId}`, accessTokenSealed: 'v1.x.y.z',
        });
      const placeholder = await seedUser(db);
      await db.update(businesses).set({ name: 'My Business', industry: 'other' }).where(eq(businesses.id, placeholder.businessId));
      await connect(placeholder.businessId, placeholder.userId, 'Café Solsikke');
      const draft = await seedResponse(db, await seedReview(db, placeholder), { responseText: 'Hej Anna\n\nTak!\n\nAlle os hos My Business' });
      const posted = await seedResponse(db, await seedReview(db, placeholder), { responseText: 'Thanks!\n\nThe My Business team', status: 'posted' });
      const named = await seedUser(db);
      await connect(named.businessId, named.userId, 'Solsikken Kaffebar');

      await database.exec(migration.replaceAll('--> statement-breakpoint', ''));

      const name = async (id: string) => (await db.select().from(businesses).where(eq(businesses.id, id)))[0]!.name;
      const text = async (id: string) => (await db.select().from(aiResponses).where(eq(aiResponses.id, id)))[0]!.responseText;
      expect(await name(placeholder.businessId)).toBe('Café Solsikke');
      expect(await name(named.businessId)).toBe('Café Solsikke'); // seedUser's own name, untouched
      expect(await text(draft.id)).toBe('Hej Anna\n\nTak!\n\nAlle os hos Café Solsikke');
      expect(await text(posted.id)).toBe('Thanks!\n\nThe My Business team');
    } finally {
      await database.dispose();
    }
  });
});
