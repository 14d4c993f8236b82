import type { BusinessUnit, StoredReview } from '../types';

export interface Link {
  href: string;
  method: 'GET';
  rel: string;
}

export const link = (href: string, rel: string): Link => ({ href, method: 'GET', rel });

/**
 * A review as the private API serves it (C.2). Fields the emulator has no story for are served with
 * plausible constant values (`status`, `location`, `reportData`) so the adapter meets the full shape.
 */
export function presentReview(review: StoredReview, unit: BusinessUnit | undefined, baseUrl: string) {
  return {
    links: [link(`${baseUrl}/v1/reviews/${review.id}`, 'reviews')],
    id: review.id,
    consumer: { ...review.consumer, links: [link(`${baseUrl}/v1/consumers/${review.consumer.id}`, 'consumers')] },
    businessUnit: {
      id: review.businessUnitId,
      identifyingName: unit?.identifyingName ?? '',
      displayName: unit?.displayName ?? '',
      links: [link(`${baseUrl}/v1/business-units/${review.businessUnitId}`, 'business-units')],
    },
    location: null,
    stars: review.stars,
    title: review.title,
    text: review.text,
    ...(review.language ? { language: review.language } : {}),
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
    experiencedAt: review.experiencedAt,
    ...(review.companyReply ? { companyReply: review.companyReply } : {}),
    isVerified: review.isVerified,
    numberOfLikes: review.numberOfLikes,
    status: 'active',
    reportData: null,
    invitation: review.referenceId ? { businessUnitId: review.businessUnitId } : null,
    countsTowardsTrustScore: true,
    reviewVerificationLevel: review.isVerified ? 'verified' : 'not-verified',
    ...(review.referenceId ? { referenceId: review.referenceId } : {}),
    ...(review.referralEmail ? { referralEmail: review.referralEmail } : {}),
  };
}
