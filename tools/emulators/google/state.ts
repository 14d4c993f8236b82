import { createHash } from 'node:crypto';
import type { SigningKeyRecord } from './keys';
import type { AccessTokenRecord, CodeRecord, ConsentRecord, RefreshTokenRecord } from './oauth/records';
import type { Failures } from './failures';
import { reviewParent, type SeedLocation } from './seed/businesses';
import type { World } from './seed/build-world';
import type { EmulatedUser, NotificationSetting, PushDelivery, PushSubscription, ReplyCall, StoredAccount, StoredReview } from './types';
import { TokenRecords } from '../shared/token-records';

/** The state file's content. Everything a restart must keep: keys, grants, tokens, reviews, replies. */
export interface StateDocument {
  format: 'google-emulator-state';
  version: 1;
  seedSignature: string;
  signingKey: SigningKeyRecord;
  liveCounter: number;
  users: EmulatedUser[];
  accounts: StoredAccount[];
  locations: SeedLocation[];
  reviews: StoredReview[];
  replyCalls: ReplyCall[];
  codes: CodeRecord[];
  refreshTokens: RefreshTokenRecord[];
  accessTokens: AccessTokenRecord[];
  consents: ConsentRecord[];
  /** Absent in files written before the Notifications API was emulated. */
  notificationSettings?: NotificationSetting[];
  pushSubscriptions?: PushSubscription[];
}

export function isStateDocument(value: unknown): value is StateDocument {
  const doc = value as Partial<StateDocument> | null;
  return (
    typeof doc === 'object' && doc !== null && doc.format === 'google-emulator-state' && doc.version === 1 &&
    typeof doc.signingKey?.privateKeyPem === 'string' && Array.isArray(doc.reviews) && Array.isArray(doc.accessTokens)
  );
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The emulator's memory, shared by the OAuth and API routes and the control endpoints. Every change
 * goes through `changed()`, which bumps the version (invalidating sorted review pages) and schedules a save.
 */
export class EmulatorState extends TokenRecords<CodeRecord, RefreshTokenRecord, AccessTokenRecord> {
  seedSignature: string;
  signingKey: SigningKeyRecord;
  liveCounter: number;
  users: EmulatedUser[];
  accounts: StoredAccount[];
  locations: SeedLocation[];
  replyCalls: ReplyCall[];
  consents: ConsentRecord[];
  /** Each account's notificationSetting, where one has been set. */
  notificationSettings: NotificationSetting[];
  /** Pub/Sub push subscriptions, a deployment's plumbing rather than Business Profile data: a reset keeps them. */
  pushSubscriptions: PushSubscription[];
  /** Recent pushes, newest last; in memory only. */
  pushDeliveries: PushDelivery[] = [];
  /** Test switches; deliberately not persisted, so a restart never starts in a failure mode. */
  failures: Failures = {};
  /** Bumped on every change; review pages cache their sort order per version. */
  version = 0;

  private reviewsByName = new Map<string, StoredReview>();
  private reviewsByParent = new Map<string, StoredReview[]>();

  constructor(
    doc: StateDocument,
    private readonly onChange: () => void = () => {},
  ) {
    super(doc);
    this.seedSignature = doc.seedSignature;
    this.signingKey = doc.signingKey;
    this.liveCounter = doc.liveCounter;
    this.users = doc.users;
    this.accounts = doc.accounts;
    this.locations = doc.locations;
    this.replyCalls = doc.replyCalls;
    this.consents = doc.consents;
    this.notificationSettings = doc.notificationSettings ?? [];
    this.pushSubscriptions = doc.pushSubscriptions ?? [];
    this.indexReviews(doc.reviews);
  }

  static fresh(world: World, seedSignature: string, signingKey: SigningKeyRecord): StateDocument {
    return {
      format: 'google-emulator-state',
      version: 1,
      seedSignature,
      signingKey,
      liveCounter: 0,
      ...world,
      replyCalls: [],
      codes: [],
      refreshTokens: [],
      accessTokens: [],
      consents: [],
    };
  }

  toDocument(): StateDocument {
    return {
      format: 'google-emulator-state',
      version: 1,
      seedSignature: this.seedSignature,
      signingKey: this.signingKey,
      liveCounter: this.liveCounter,
      users: this.users,
      accounts: this.accounts,
      locations: this.locations,
      reviews: this.allReviews(),
      replyCalls: this.replyCalls,
      ...this.tokenDocument(),
      consents: this.consents,
      notificationSettings: this.notificationSettings,
      pushSubscriptions: this.pushSubscriptions,
    };
  }

  changed(): void {
    this.version++;
    this.onChange();
  }

  /** Replaces the Business Profile data (reviews, replies log) and keeps keys; tokens too unless asked. */
  replaceWorld(world: World, seedSignature: string, options: { keepTokens: boolean }): void {
    this.seedSignature = seedSignature;
    this.users = world.users;
    this.accounts = world.accounts;
    this.locations = world.locations;
    this.replyCalls = [];
    this.liveCounter = 0;
    this.indexReviews(world.reviews);
    if (!options.keepTokens) {
      this.clearTokens();
      this.consents = [];
      // The grant that set them is gone; a kept connection keeps its pushes.
      this.notificationSettings = [];
    }
    this.changed();
  }

  // ---- users, accounts, locations

  findUser(sub: string): EmulatedUser | undefined {
    return this.users.find((u) => u.sub === sub);
  }

  accountsOf(sub: string): StoredAccount[] {
    return this.accounts.filter((a) => a.ownerSub === sub);
  }

  locationsOf(accountName: string): SeedLocation[] {
    return this.locations.filter((l) => l.accountName === accountName);
  }

  // ---- reviews

  allReviews(): StoredReview[] {
    return [...this.reviewsByName.values()];
  }

  reviewsAt(parent: string): StoredReview[] {
    return this.reviewsByParent.get(parent) ?? [];
  }

  review(name: string): StoredReview | undefined {
    return this.reviewsByName.get(name);
  }

  addReview(stored: StoredReview): void {
    const parent = stored.review.name.slice(0, stored.review.name.indexOf('/reviews/'));
    if (this.reviewsByName.has(stored.review.name)) throw new Error(`review ${stored.review.name} already exists`);
    this.reviewsByName.set(stored.review.name, stored);
    const list = this.reviewsByParent.get(parent) ?? [];
    list.push(stored);
    this.reviewsByParent.set(parent, list);
    this.changed();
  }

  removeReview(name: string): boolean {
    const stored = this.reviewsByName.get(name);
    if (!stored) return false;
    this.reviewsByName.delete(name);
    const parent = name.slice(0, name.indexOf('/reviews/'));
    this.reviewsByParent.set(parent, (this.reviewsByParent.get(parent) ?? []).filter((r) => r !== stored));
    this.changed();
    return true;
  }

  // ---- notifications

  notificationSetting(accountName: string): NotificationSetting | undefined {
    return this.notificationSettings.find((setting) => setting.name === `${accountName}/notificationSetting`);
  }

  /** Stores an account's setting; one with neither a topic nor types is dropped. */
  setNotificationSetting(setting: NotificationSetting): void {
    this.notificationSettings = this.notificationSettings.filter((stored) => stored.name !== setting.name);
    if (setting.pubsubTopic || setting.notificationTypes?.length) this.notificationSettings.push(setting);
    this.changed();
  }

  locationByParent(parent: string): SeedLocation | undefined {
    return this.locations.find((l) => reviewParent(l) === parent);
  }

  private indexReviews(reviews: StoredReview[]): void {
    this.reviewsByName = new Map();
    this.reviewsByParent = new Map();
    for (const r of reviews) {
      this.reviewsByName.set(r.review.name, r);
      const parent = r.review.name.slice(0, r.review.name.indexOf('/reviews/'));
      const list = this.reviewsByParent.get(parent);
      if (list) list.push(r);
      else this.reviewsByParent.set(parent, [r]);
    }
  }

  // ---- OAuth bookkeeping

  consentFor(clientId: string, sub: string): ConsentRecord | undefined {
    return this.consents.find((c) => c.clientId === clientId && c.sub === sub);
  }

  /** Revokes everything a user granted a client, as Google does when any one of its tokens is revoked. */
  revokeGrant(clientId: string, sub: string, nowMs: number): void {
    for (const r of this.refreshTokens.values()) if (r.clientId === clientId && r.sub === sub) r.revokedAt ??= nowMs;
    for (const a of this.accessTokens.values()) if (a.clientId === clientId && a.sub === sub) a.revokedAt ??= nowMs;
    this.consents = this.consents.filter((c) => !(c.clientId === clientId && c.sub === sub));
    this.changed();
  }

  /** Drops records nobody can use any more, so a long-running demo's state file does not grow forever. */
}
