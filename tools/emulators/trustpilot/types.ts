/**
 * Trustpilot's resources as the emulator keeps them, plus its own bookkeeping. Field names follow
 * platform-apis.md C.2; timestamps are stored as Trustpilot serves them: no offset, to the second.
 */

export const TRUSTPILOT_LANGUAGES = ['da', 'en', 'sv', 'de'] as const;
export type TrustpilotLanguage = (typeof TRUSTPILOT_LANGUAGES)[number];

export interface BusinessUser {
  /** 24 hex characters, like every Trustpilot id. */
  id: string;
  name: string;
  email: string;
  businessUnitIds: string[];
}

export interface BusinessUnit {
  id: string;
  displayName: string;
  /** The domain-like name Trustpilot lists the business under, e.g. "cafe-solsikke.dk". */
  identifyingName: string;
  websiteUrl: string;
  country: string;
  city: string;
}

export interface Consumer {
  id: string;
  displayName: string;
  displayLocation: string;
  numberOfReviews: number;
}

export interface CompanyReply {
  text: string;
  authorBusinessUserId: string;
  createdAt: string;
  updatedAt: string | null;
}

export interface StoredReview {
  id: string;
  businessUnitId: string;
  stars: number;
  title: string;
  text: string;
  /** Absent on some reviews, as on Trustpilot: the adapter must detect the language itself. */
  language?: TrustpilotLanguage;
  createdAt: string;
  /** null until the consumer edits the review. */
  updatedAt: string | null;
  experiencedAt: string;
  consumer: Consumer;
  companyReply?: CompanyReply;
  isVerified: boolean;
  numberOfLikes: number;
  /** Private-only extras for invited reviews; the key names are [unverified] (C.2). */
  referenceId?: string;
  referralEmail?: string;
}

export interface ReplyCall {
  method: 'POST' | 'DELETE';
  reviewId: string;
  body: unknown;
  time: string;
  status: number;
}

/** Where review events are pushed (see webhooks.ts). */
export interface WebhookTarget {
  url: string;
  secret: string;
}

export interface WebhookDelivery {
  eventName: string;
  reviewId: string;
  time: string;
  /** The HTTP status the target answered, or undefined when it could not be reached. */
  status?: number;
  error?: string;
}

/** Trustpilot timestamps carry no offset ("2013-09-07T13:37:00"); the adapter must read them as UTC. */
export const trustpilotTime = (ms: number) => new Date(ms).toISOString().slice(0, 19);
export const parseTrustpilotTime = (value: string) => Date.parse(`${value}Z`);
