import { hash, randomBytes } from "node:crypto";
import type { Role } from "@visadesk/auth/roles";
import type { SessionUser } from "@visadesk/contracts/auth";
import { and, eq, lt, ne, or, sql } from "drizzle-orm";
import { SessionCache } from "#auth/session-cache.ts";
import type { Database } from "#db/client.ts";
import { sessions, users } from "#db/schema.ts";

/** 32 random bytes (256 bits), base64url: the value of the session cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this digest is stored, so a copy of the database does not hold usable sessions. */
export function hashSessionToken(token: string): string {
  return hash("sha256", token, "hex");
}

export interface Lifetimes {
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
}

export interface ActiveSession {
  tokenHash: string;
  userId: string;
  user: SessionUser;
}

/** Starts a session for `userId` and returns its token (to put in the cookie; never stored or logged). */
export async function createSession(db: Database, userId: string, now: Date, ip: string): Promise<string> {
  const token = newSessionToken();
  await db
    .insert(sessions)
    .values({ tokenHash: hashSessionToken(token), userId, createdAt: now, lastSeenAt: now, ip });
  return token;
}

/** How stale `lastSeenAt` may get before a request moves it. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * The lookup behind every signed-in request, built once per database and prepared: building Drizzle's query anew
 * cost more CPU than PostgreSQL spends answering it.
 */
function sessionLookup(db: Database) {
  return db
    .select({
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      username: users.username,
      name: users.name,
      role: users.role,
      active: users.active,
      mustChangePassword: users.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .prepare("find_session");
}
const lookups = new WeakMap<Database, ReturnType<typeof sessionLookup>>();

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionLookup>["execute"]>>[number];

/** The session cache of each database this process serves (decision 022); a database without one reads every time. */
const caches = new WeakMap<Database, SessionCache<SessionRow>>();
/** Every cache attached, so that an end of sessions written inside a transaction (`tx`, not `db`) reaches it. */
const attached = new Set<SessionCache<SessionRow>>();

/**
 * Serves the sessions of `db` from `cache`, which the caller keeps listening to the database's notifications
 * (session-cache.ts's SESSION_CHANNEL); returns the detach to call when the database closes.
 */
export function attachSessionCache(db: Database, cache: SessionCache<SessionRow>): () => void {
  caches.set(db, cache);
  attached.add(cache);
  return () => {
    caches.delete(db);
    attached.delete(cache);
  };
}

/** A new cache for the sessions of a database (to listen with and attach). */
export function newSessionCache(): SessionCache<SessionRow> {
  return new SessionCache<SessionRow>();
}

function forgetSession(tokenHash: string): void {
  for (const cache of attached) cache.forgetSession(tokenHash);
  touches.delete(tokenHash);
}

function forgetUserSessions(userId: string): void {
  for (const cache of attached) cache.forgetUser(userId);
}

async function lookUpSession(db: Database, tokenHash: string): Promise<SessionRow | undefined> {
  const cache = caches.get(db);
  const cached = cache?.get(tokenHash);
  if (cached) return cached;
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = sessionLookup(db);
    lookups.set(db, lookup);
  }
  const generation = cache?.generation ?? 0;
  const [row] = await lookup.execute({ tokenHash });
  if (row && cache) cache.store(tokenHash, row, generation);
  return row;
}

/**
 * When this process last moved each session's `lastSeenAt`. Every request of a session read the row as it was, so the
 * 20 requests a page's burst sends after a quiet minute each wrote the same row, queueing on its lock (PostgreSQL);
 * the first claims the write, the others see it claimed. The write's notification makes every instance read the row
 * again (with the new time) on its next request.
 */
const touches = new Map<string, number>();
const TOUCHES_MAX = 10_000;

/** Whether this request is the one to record `now` as last seen (none of this process did within `resolution`). */
function claimTouch(tokenHash: string, now: number, resolution: number): boolean {
  const last = touches.get(tokenHash);
  // A clock that went back (tests, a corrected server clock) claims again rather than never.
  if (last !== undefined && now - last < resolution && now >= last) return false;
  touches.delete(tokenHash);
  if (touches.size >= TOUCHES_MAX) touches.delete(touches.keys().next().value as string);
  touches.set(tokenHash, now);
  return true;
}

/**
 * The live session of `token`, touched as seen now (at most once a minute); `null` when unknown, idle for too long,
 * past its absolute lifetime, or its account is disabled. An expired session is deleted.
 */
export async function findSession(
  db: Database,
  token: string,
  now: Date,
  lifetimes: Lifetimes,
): Promise<ActiveSession | null> {
  const tokenHash = hashSessionToken(token);
  const row = await lookUpSession(db, tokenHash);
  if (!row) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime() > lifetimes.idleTimeoutMs;
  const tooOld = now.getTime() - row.createdAt.getTime() > lifetimes.absoluteTimeoutMs;
  if (idle || tooOld || !row.active) {
    forgetSession(tokenHash);
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  // Moving lastSeenAt at most once a minute keeps the idle timeout (minutes) exact enough, and spares the database a
  // write per request, which on PostgreSQL would also make concurrent requests of one session queue on its row lock.
  const resolution = Math.min(LAST_SEEN_RESOLUTION_MS, lifetimes.idleTimeoutMs / 30);
  if (
    now.getTime() - row.lastSeenAt.getTime() >= resolution &&
    claimTouch(tokenHash, now.getTime(), resolution)
  ) {
    row.lastSeenAt = now;
    try {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    } catch (error) {
      touches.delete(tokenHash);
      throw error;
    }
  }
  return {
    tokenHash,
    userId: row.userId,
    user: {
      username: row.username,
      name: row.name,
      role: row.role as Role,
      ...(row.mustChangePassword ? { mustChangePassword: true } : {}),
    },
  };
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  forgetSession(tokenHash);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user at once, except `keep` (the caller's own, when they change their password). */
export async function deleteUserSessions(db: Database, userId: string, keep?: string): Promise<void> {
  forgetUserSessions(userId);
  await db
    .delete(sessions)
    .where(
      keep ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)) : eq(sessions.userId, userId),
    );
}

/** Removes sessions that can no longer be used, so the table does not grow without end. */
export async function deleteExpiredSessions(db: Database, now: Date, lifetimes: Lifetimes): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.lastSeenAt, new Date(now.getTime() - lifetimes.idleTimeoutMs)),
        lt(sessions.createdAt, new Date(now.getTime() - lifetimes.absoluteTimeoutMs)),
      ),
    );
}
