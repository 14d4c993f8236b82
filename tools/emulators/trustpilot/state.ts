import type { Failures } from './failures';
import type { AccessTokenRecord, CodeRecord, RefreshTokenRecord } from './oauth/records';
import type { World } from './seed/build-world';
import type { BusinessUnit, BusinessUser, ReplyCall, StoredReview, WebhookDelivery, WebhookTarget } from './types';
import { TokenRecords } from '../shared/token-records';

/** The state file's content: everything a restart must keep (grants, tokens, reviews, replies, webhook). */
export interface StateDocument {
  format: 'trustpilot-emulator-state';
  version: 1;
  seedSignature: string;
  liveCounter: number;
  businessUsers: BusinessUser[];
  businessUnits: BusinessUnit[];
  reviews: StoredReview[];
  replyCalls: ReplyCall[];
  codes: CodeRecord[];
  refreshTokens: RefreshTokenRecord[];
  accessTokens: AccessTokenRecord[];
  webhook?: WebhookTarget;
}

export function isStateDocument(value: unknown): value is StateDocument {
  const doc = value as Partial<StateDocument> | null;
  return (
    typeof doc === 'object' && doc !== null && doc.format === 'trustpilot-emulator-state' && doc.version === 1 &&
    Array.isArray(doc.reviews) && Array.isArray(doc.businessUnits) && Array.isArray(doc.accessTokens)
  );
}

/**
 * The emulator's memory, shared by the OAuth and API routes and the control endpoints. Every change
 * goes through `changed()`, which bumps the version (invalidating sorted review lists) and schedules a save.
 */
export class TrustpilotState extends TokenRecords<CodeRecord, RefreshTokenRecord, AccessTokenRecord> {
  seedSignature: string;
  liveCounter: number;
  businessUsers: BusinessUser[];
  businessUnits: BusinessUnit[];
  replyCalls: ReplyCall[];
  webhook: WebhookTarget | undefined;
  /** Test switches; deliberately not persisted, so a restart never starts in a failure mode. */
  failures: Failures = {};
  /** Recent webhook attempts, newest last; in memory only. */
  webhookDeliveries: WebhookDelivery[] = [];
  version = 0;

  private reviewsById = new Map<string, StoredReview>();
  private reviewsByUnit = new Map<string, StoredReview[]>();

  constructor(
    doc: StateDocument,
    private readonly onChange: () => void = () => {},
  ) {
    super(doc);
    this.seedSignature = doc.seedSignature;
    this.liveCounter = doc.liveCounter;
    this.businessUsers = doc.businessUsers;
    this.businessUnits = doc.businessUnits;
    this.replyCalls = doc.replyCalls;
    this.webhook = doc.webhook;
    this.indexReviews(doc.reviews);
  }

  static fresh(world: World, seedSignature: string): StateDocument {
    return {
      format: 'trustpilot-emulator-state',
      version: 1,
      seedSignature,
      liveCounter: 0,
      ...world,
      replyCalls: [],
      codes: [],
      refreshTokens: [],
      accessTokens: [],
    };
  }

  toDocument(): StateDocument {
    return {
      format: 'trustpilot-emulator-state',
      version: 1,
      seedSignature: this.seedSignature,
      liveCounter: this.liveCounter,
      businessUsers: this.businessUsers,
      businessUnits: this.businessUnits,
      reviews: this.allReviews(),
      replyCalls: this.replyCalls,
      ...this.tokenDocument(),
      ...(this.webhook ? { webhook: this.webhook } : {}),
    };
  }

  changed(): void {
    this.version++;
    this.onChange();
  }

  /** Replaces the business data and the reply log; tokens go too unless asked to keep them. */
  replaceWorld(world: World, seedSignature: string, options: { keepTokens: boolean }): void {
    this.seedSignature = seedSignature;
    this.businessUsers = world.businessUsers;
    this.businessUnits = world.businessUnits;
    this.replyCalls = [];
    this.liveCounter = 0;
    this.indexReviews(world.reviews);
    if (!options.keepTokens) {
      this.clearTokens();
    }
    this.changed();
  }

  businessUser(id: string): BusinessUser | undefined {
    return this.businessUsers.find((u) => u.id === id);
  }

  businessUnit(id: string): BusinessUnit | undefined {
    return this.businessUnits.find((u) => u.id === id);
  }

  allReviews(): StoredReview[] {
    return [...this.reviewsById.values()];
  }

  reviewsOf(businessUnitId: string): StoredReview[] {
    return this.reviewsByUnit.get(businessUnitId) ?? [];
  }

  review(id: string): StoredReview | undefined {
    return this.reviewsById.get(id);
  }

  addReview(review: StoredReview): void {
    if (this.reviewsById.has(review.id)) throw new Error(`review ${review.id} already exists`);
    this.index(review);
    this.changed();
  }

  /** Drops records nobody can use any more, so a long-running demo's state file does not grow forever. */

  private indexReviews(reviews: StoredReview[]): void {
    this.reviewsById = new Map();
    this.reviewsByUnit = new Map();
    for (const r of reviews) this.index(r);
  }

  private index(review: StoredReview): void {
    this.reviewsById.set(review.id, review);
    const list = this.reviewsByUnit.get(review.businessUnitId);
    if (list) list.push(review);
    else this.reviewsByUnit.set(review.businessUnitId, [review]);
  }
}
