/**
 * Google's resource shapes as the emulator serves them (camelCase JSON, proto3 style: absent rather
 * than empty), plus the emulator's own bookkeeping records. Field names follow platform-apis.md A.2–A.4.
 */

export type StarRating = 'STAR_RATING_UNSPECIFIED' | 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
export const STAR_RATINGS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;
export const starValue = (rating: StarRating) => STAR_RATINGS.indexOf(rating as (typeof STAR_RATINGS)[number]) + 1;
export const starOf = (value: number) => STAR_RATINGS[value - 1] as StarRating;

export const LANGUAGES = ['da', 'en', 'sv', 'no', 'fi', 'de', 'fr', 'es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Account Management v1 `Account`. */
export interface Account {
  name: string;
  accountName: string;
  type: 'PERSONAL' | 'LOCATION_GROUP' | 'USER_GROUP' | 'ORGANIZATION';
  role: 'PRIMARY_OWNER' | 'OWNER' | 'MANAGER' | 'SITE_MANAGER';
  verificationState?: 'VERIFIED' | 'UNVERIFIED' | 'VERIFICATION_REQUESTED';
  vettedState?: 'NOT_VETTED' | 'VETTED' | 'INVALID';
  accountNumber?: string;
  permissionLevel?: 'OWNER_LEVEL' | 'MEMBER_LEVEL';
}

/** Business Information v1 `Location` (the fields the emulator fills in). */
export interface Location {
  name: string; // locations/{id}, without the account
  title: string;
  storeCode?: string;
  languageCode?: string;
  websiteUri?: string;
  phoneNumbers?: { primaryPhone: string };
  categories?: { primaryCategory: { name: string; displayName: string } };
  storefrontAddress?: {
    regionCode: string;
    languageCode?: string;
    postalCode: string;
    locality: string;
    addressLines: string[];
  };
  metadata?: {
    placeId?: string;
    mapsUri?: string;
    newReviewUri?: string;
    hasVoiceOfMerchant?: boolean;
    hasGoogleUpdated?: boolean;
  };
}

export type ReviewReplyState = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface ReviewReply {
  comment: string;
  updateTime: string;
  reviewReplyState?: ReviewReplyState;
  policyViolation?: string;
}

/** Reviews v4 `Review`. */
export interface Review {
  name: string; // accounts/{a}/locations/{l}/reviews/{r}
  reviewId: string;
  reviewer: { displayName?: string; profilePhotoUrl?: string; isAnonymous?: boolean };
  starRating: StarRating;
  comment?: string;
  createTime: string;
  updateTime: string;
  reviewReply?: ReviewReply;
  reviewMediaItems?: { thumbnailUrl: string; thumbnailLabel?: string; videoUrl?: string }[];
  reviewReplyUrl?: string;
}

export interface EmulatedUser {
  sub: string; // Google's stable numeric subject
  email: string;
  emailVerified: boolean;
  name: string;
  givenName: string;
  familyName: string;
  picture?: string;
}

export interface StoredAccount {
  account: Account;
  ownerSub: string;
}

export interface StoredLocation {
  accountName: string; // accounts/{a}
  location: Location;
}

export interface StoredReview {
  review: Review;
  /** Seed metadata, never served by the Google API: which language the text was written in. */
  language?: Language;
  /** When a reply is moderated: the emulator decides its final state at submission. */
  replyOutcome?: { state: 'APPROVED' | 'REJECTED'; policyViolation?: string; decidedAt: number };
}

export interface ReplyCall {
  method: 'PUT' | 'DELETE';
  reviewName: string;
  body: unknown;
  time: string;
  status: number;
}

/** Business Notifications v1 notification types (A.5); the emulator pushes the two review ones. */
export const NOTIFICATION_TYPES = [
  'NEW_REVIEW',
  'UPDATED_REVIEW',
  'GOOGLE_UPDATE',
  'NEW_CUSTOMER_MEDIA',
  'NEW_QUESTION',
  'UPDATED_QUESTION',
  'NEW_ANSWER',
  'UPDATED_ANSWER',
  'DUPLICATE_LOCATION',
  'VOICE_OF_MERCHANT_UPDATED',
  'LOSS_OF_VOICE_OF_MERCHANT',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type ReviewNotificationType = Extract<NotificationType, 'NEW_REVIEW' | 'UPDATED_REVIEW'>;

/** Business Notifications v1 `NotificationSetting`: one per account, one topic (proto3: empty fields absent). */
export interface NotificationSetting {
  name: string; // accounts/{a}/notificationSetting
  pubsubTopic?: string;
  notificationTypes?: NotificationType[];
}

/** A Cloud Pub/Sub push subscription on a topic: the emulator stands in for Pub/Sub as well. */
export interface PushSubscription {
  name: string; // projects/{p}/subscriptions/{s}
  topic: string; // projects/{p}/topics/{t}
  pushEndpoint: string;
}

/** One push as /__emulator/state lists it (the receiver's status, or why it could not be reached, added on answer). */
export interface PushDelivery {
  messageId: string;
  subscription: string;
  notificationType: ReviewNotificationType;
  reviewName: string;
  /** Which key layout `message.data` used: `{reviewName, locationName}` or `{review, location}` (E.5). */
  dataKeys: 'reviewName' | 'review';
  time: string;
  status?: number;
  error?: string;
}
