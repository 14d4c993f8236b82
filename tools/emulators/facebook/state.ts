import { hashToken } from '../google/state';
import { TokenRecords, type TokenRecord } from '../shared/token-records';
import type { Failures } from './failures';
import type { AccessTokenRecord, CodeRecord } from './oauth/records';
import type { World } from './seed/build-world';
import type { FacebookPage, FacebookUser, Grant, ReplyCall, StoredComment, StoredRating, WebhookDelivery, WebhookTarget } from './types';

/** The state file's content: everything a restart must keep (grants, tokens, ratings, comments, webhook). */
export interface StateDocument {
  format: 'facebook-emulator-state';
  version: 1;
  seedSignature: string;
  /** Counts ratings added through the control routes, so each gets its own reviewer and story. */
  liveCounter: number;
  /** Counts comments written through the API, so each gets its own id. */
  commentCounter: number;
  users: FacebookUser[];
  pages: FacebookPage[];
  ratings: StoredRating[];
  grants: Grant[];
  replyCalls: ReplyCall[];
  codes: CodeRecord[];
  /** Facebook issues no refresh tokens; kept empty so the shared token records fit. */
  refreshTokens: TokenRecord[];
  accessTokens: AccessTokenRecord[];
  webhook?: WebhookTarget;
}

export function isStateDocument(value: unknown): value is StateDocument {
  const doc = value as Partial<StateDocument> | null;
  return (
    typeof doc === 'object' && doc !== null && doc.format === 'facebook-emulator-state' && doc.version === 1 &&
    Array.isArray(doc.ratings) && Array.isArray(doc.pages) && Array.isArray(doc.grants) && Array.isArray(doc.accessTokens)
  );
}

const grantKey = (appId: string, userId: string) => `${appId}:${userId}`;

/**
 * The emulator's memory, shared by the login, the Graph routes and the control endpoints. Every change
 * goes through `changed()`, which bumps the version (invalidating sorted rating lists) and schedules a save.
 */
export class FacebookState extends TokenRecords<CodeRecord, TokenRecord, AccessTokenRecord> {
  seedSignature: string;
  liveCounter: number;
  commentCounter: number;
  users: FacebookUser[];
  pages: FacebookPage[];
  replyCalls: ReplyCall[];
  webhook: WebhookTarget | undefined;
  /** Test switches; deliberately not persisted, so a restart never starts in a failure mode. */
  failures: Failures = {};
  /** Recent webhook attempts, newest last; in memory only. */
  webhookDeliveries: WebhookDelivery[] = [];
  version = 0;

  private grants = new Map<string, Grant>();
  private ratingsByKey = new Map<string, StoredRating>();
  private ratingsByStory = new Map<string, StoredRating>();
  private ratingsByPage = new Map<string, StoredRating[]>();

  constructor(
    doc: StateDocument,
    private readonly onChange: () => void = () => {},
  ) {
    super(doc);
    this.seedSignature = doc.seedSignature;
    this.liveCounter = doc.liveCounter;
    this.commentCounter = doc.commentCounter;
    this.users = doc.users;
    this.pages = doc.pages;
    this.replyCalls = doc.replyCalls;
    this.webhook = doc.webhook;
    for (const grant of doc.grants) this.grants.set(grantKey(grant.appId, grant.userId), grant);
    this.indexRatings(doc.ratings);
  }

  static fresh(world: World, seedSignature: string): StateDocument {
    return {
      format: 'facebook-emulator-state',
      version: 1,
      seedSignature,
      liveCounter: 0,
      commentCounter: 0,
      ...world,
      grants: [],
      replyCalls: [],
      codes: [],
      refreshTokens: [],
      accessTokens: [],
    };
  }

  toDocument(): StateDocument {
    return {
      format: 'facebook-emulator-state',
      version: 1,
      seedSignature: this.seedSignature,
      liveCounter: this.liveCounter,
      commentCounter: this.commentCounter,
      users: this.users,
      pages: this.pages,
      ratings: this.allRatings(),
      grants: this.allGrants(),
      replyCalls: this.replyCalls,
      ...this.tokenDocument(),
      ...(this.webhook ? { webhook: this.webhook } : {}),
    };
  }

  changed(): void {
    this.version++;
    this.onChange();
  }

  /** Replaces the people, Pages, ratings and the reply log; grants and tokens go too unless asked to keep them. */
  replaceWorld(world: World, seedSignature: string, options: { keepTokens: boolean }): void {
    this.seedSignature = seedSignature;
    this.users = world.users;
    this.pages = world.pages;
    this.replyCalls = [];
    this.liveCounter = 0;
    this.commentCounter = 0;
    this.indexRatings(world.ratings);
    if (!options.keepTokens) {
      this.clearTokens();
      this.grants.clear();
    }
    this.changed();
  }

  user(id: string): FacebookUser | undefined {
    return this.users.find((u) => u.id === id);
  }

  page(id: string): FacebookPage | undefined {
    return this.pages.find((p) => p.id === id);
  }

  grant(appId: string, userId: string): Grant | undefined {
    return this.grants.get(grantKey(appId, userId));
  }

  allGrants(): Grant[] {
    return [...this.grants.values()];
  }

  /** A new consent replaces what the person granted the app before, as the dialog's answer does. */
  setGrant(grant: Grant): void {
    this.grants.set(grantKey(grant.appId, grant.userId), grant);
    this.changed();
  }

  /** The person removes the app: its grant goes and every token it was given stops working for good. */
  removeGrant(appId: string, userId: string): void {
    this.grants.delete(grantKey(appId, userId));
    for (const token of this.accessTokens.values()) if (token.appId === appId && token.userId === userId) token.invalidSubcode = 458;
    this.changed();
  }

  /** Every person removes the app at once (the revokeTokens switch). */
  removeAllGrants(): void {
    for (const grant of this.allGrants()) this.removeGrant(grant.appId, grant.userId);
  }

  accessToken(token: string): AccessTokenRecord | undefined {
    return this.accessTokens.get(hashToken(token));
  }

  allRatings(): StoredRating[] {
    return [...this.ratingsByKey.values()];
  }

  ratingsOf(pageId: string): StoredRating[] {
    return this.ratingsByPage.get(pageId) ?? [];
  }

  /** By its key (`{page-id}:{reviewer-id}`) or its story id. */
  rating(keyOrStoryId: string): StoredRating | undefined {
    return this.ratingsByKey.get(keyOrStoryId) ?? this.ratingsByStory.get(keyOrStoryId);
  }

  ratingByStory(storyId: string): StoredRating | undefined {
    return this.ratingsByStory.get(storyId);
  }

  addRating(rating: StoredRating): void {
    if (this.ratingsByKey.has(rating.key)) throw new Error(`rating ${rating.key} already exists`);
    this.index(rating);
    this.changed();
  }

  /** A comment by the Page on a rating's story, with an id in Graph's `{story-id}_{comment-id}` form. */
  addPageComment(rating: StoredRating, message: string, nowMs: number): StoredComment {
    const page = this.page(rating.pageId)!;
    const comment = { id: `${rating.storyId}_${1_000_000_000_000_000 + ++this.commentCounter}`, message, from: { id: page.id, name: page.name }, createdMs: nowMs };
    rating.comments.push(comment);
    this.changed();
    return comment;
  }

  private indexRatings(ratings: StoredRating[]): void {
    this.ratingsByKey = new Map();
    this.ratingsByStory = new Map();
    this.ratingsByPage = new Map();
    for (const r of ratings) this.index(r);
  }

  private index(rating: StoredRating): void {
    this.ratingsByKey.set(rating.key, rating);
    if (rating.storyId) this.ratingsByStory.set(rating.storyId, rating);
    const list = this.ratingsByPage.get(rating.pageId);
    if (list) list.push(rating);
    else this.ratingsByPage.set(rating.pageId, [rating]);
  }
}
