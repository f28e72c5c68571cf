import { EventEmitter } from "node:events";
import type { ChannelListener } from "#db/notifications.ts";

/** The channel the database's triggers notify when a session or what it carries changes (migration 0017). */
export const SESSION_CHANNEL = "visadesk_sessions";

/** What the cache needs to know of a session row: whose it is. */
export interface CachedSession {
  userId: string;
}

/** The most sessions one cache holds; the oldest read is dropped beyond. */
export const SESSION_CACHE_MAX = 10_000;
/**
 * A backstop, not the mechanism: a session read more than this long ago is read again, so that nothing outlives a
 * minute even if a notification were ever lost without the connection being lost (none is known).
 */
export const SESSION_CACHE_MS = 60_000;

/**
 * The sessions this process has read, kept until the database says they changed (docs/decisions/022). The database's
 * triggers notify {@link SESSION_CHANNEL} at commit when a session is updated or deleted, or an account's name, role,
 * activity or password changes; every instance listens and drops what a notification names. So a session ended on
 * one instance (or in SQL) is refused by every instance as soon as the notification arrives, without a statement per
 * request to look it up.
 *
 * Two rules keep it correct:
 * - Nothing is served or stored while the listening connection is down or reconnecting (`lost` clears everything;
 *   `listening` clears it again, since notifications may have been missed in between).
 * - A row read across a notification is not stored: each lookup takes the {@link generation} before it reads, and
 *   {@link store} refuses when any invalidation happened since (the row may predate the change the notification
 *   announced). The request still uses the row it read, as it would have without a cache.
 */
export class SessionCache<Row extends CachedSession> implements ChannelListener {
  readonly #entries = new Map<string, { row: Row; readAt: number }>();
  #generation = 0;
  #live = false;
  #clock: () => number;
  /**
   * `notification` (payload) after each notification is applied, `live` (boolean) when serving starts or stops: what
   * tests wait on instead of sleeping.
   */
  readonly events = new EventEmitter();
  /** Lookups answered from memory, for tests. */
  readonly stats = { hits: 0 };

  constructor(clock: () => number = () => performance.now()) {
    this.#clock = clock;
  }

  /** Whether notifications are arriving, so that entries may be served and stored. */
  get live(): boolean {
    return this.#live;
  }

  /** Bumped by every invalidation: a lookup compares it before and after its read. */
  get generation(): number {
    return this.#generation;
  }

  /** The session of `tokenHash` if it is held and notifications are arriving. */
  get(tokenHash: string): Row | undefined {
    if (!this.#live) return undefined;
    const entry = this.#entries.get(tokenHash);
    if (entry === undefined || this.#clock() - entry.readAt > SESSION_CACHE_MS) return undefined;
    this.stats.hits += 1;
    return entry.row;
  }

  /** Whether `tokenHash` is held (fresh or not), without counting a hit. */
  has(tokenHash: string): boolean {
    return this.#entries.has(tokenHash);
  }

  /** Keeps `row`, read after the generation was `readFrom`, unless anything was invalidated since (or not live). */
  store(tokenHash: string, row: Row, readFrom: number): void {
    if (!this.#live || readFrom !== this.#generation) return;
    if (this.#entries.size >= SESSION_CACHE_MAX && !this.#entries.has(tokenHash)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tokenHash, { row, readAt: this.#clock() });
  }

  /** Drops one session (this process ends it; the database's notification will follow). */
  forgetSession(tokenHash: string): void {
    this.#generation += 1;
    this.#entries.delete(tokenHash);
  }

  /** Drops every session of `userId`. */
  forgetUser(userId: string): void {
    this.#generation += 1;
    for (const [tokenHash, entry] of this.#entries)
      if (entry.row.userId === userId) this.#entries.delete(tokenHash);
  }

  /** Drops everything. */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /** Applies a notification of {@link SESSION_CHANNEL}: `s:<hashes>`, `u:<user ids>` or `*` (migration 0017). */
  notify(payload: string): void {
    const kind = payload.slice(0, 2);
    const items = payload.slice(2).split(",");
    if (kind === "s:") {
      this.#generation += 1;
      for (const tokenHash of items) this.#entries.delete(tokenHash);
    } else if (kind === "u:") {
      const users = new Set(items);
      this.#generation += 1;
      for (const [tokenHash, entry] of this.#entries)
        if (users.has(entry.row.userId)) this.#entries.delete(tokenHash);
    } else {
      // "*", or anything this version does not know: forgetting everything is always safe.
      this.clear();
    }
    this.events.emit("notification", payload);
  }

  listening(): void {
    this.clear();
    this.#live = true;
    this.events.emit("live", true);
  }

  lost(): void {
    const was = this.#live;
    this.#live = false;
    this.clear();
    if (was) this.events.emit("live", false);
  }
}
