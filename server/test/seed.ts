import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/client';
import { aiResponses, businesses, reviews, settings, users } from '@server/db/schema';

let counter = 0;

export type SeededUser = { userId: string; email: string; businessId: string };

/** An account with a business and the given settings, written straight to the database. */
export async function seedUser(db: Db, options: { email?: string; settings?: Partial<typeof settings.$inferInsert> } = {}): Promise<SeededUser> {
  const email = options.email ?? `owner-${Date.now()}-${++counter}@example.com`;
  const [user] = await db.insert(users).values({ email }).returning({ id: users.id });
  await db.insert(settings).values({ userId: user!.id, ...options.settings });
  const [business] = await db.insert(businesses).values({ userId: user!.id, name: 'Café Solsikke', industry: 'cafe' }).returning({ id: businesses.id });
  return { userId: user!.id, email, businessId: business!.id };
}

export async function seedReview(db: Db, owner: SeededUser, values: Partial<typeof reviews.$inferInsert> = {}) {
  const [review] = await db
    .insert(reviews)
    .values({
      userId: owner.userId,
      businessId: owner.businessId,
      platform: 'google',
      platformReviewId: `accounts/1/locations/1/reviews/${randomUUID()}`,
      reviewerName: 'Anna Jensen',
      reviewText: 'Lovely coffee and friendly staff.',
      rating: 5,
      reviewedAt: new Date(),
      ...values,
    })
    .returning();
  return review!;
}

export async function seedResponse(db: Db, review: { id: string; userId: string }, values: Partial<typeof aiResponses.$inferInsert> = {}) {
  const [response] = await db
    .insert(aiResponses)
    .values({
      reviewId: review.id,
      userId: review.userId,
      responseText: 'Thank you so much, Anna! We are glad you enjoyed the coffee.',
      tone: 'friendly',
      language: 'en',
      ...values,
    })
    .returning();
  return response!;
}
