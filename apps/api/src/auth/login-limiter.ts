import { and, desc, eq, gt, lt, ne } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { loginFailures } from "#db/schema.ts";

/** The lockout rules: failures counted over this window... */
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** ...for one username from one IP... */
export const MAX_FAILURES_PER_USERNAME_AND_IP = 10;
/** ...and from one IP across usernames. */
export const MAX_FAILURES_PER_IP = 50;

export type LimitVerdict =
  | { locked: false }
  | { locked: true; retryAfterSeconds: number; scope: "username" | "ip" };

/**
 * Decides whether a login for `username` from `ip` may be tried, counting the failures in the database other than
 * `ownAttempt` (the caller's own, already recorded). A database error propagates, and the caller refuses the login
 * (the limiter fails closed).
 */
export async function checkLoginLimit(
  db: Database,
  username: string,
  ip: string,
  now: Date,
  ownAttempt?: number,
): Promise<LimitVerdict> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const notOwn = ownAttempt === undefined ? undefined : ne(loginFailures.id, ownAttempt);
  const checks = [
    {
      scope: "username" as const,
      limit: MAX_FAILURES_PER_USERNAME_AND_IP,
      where: and(
        eq(loginFailures.username, username),
        eq(loginFailures.ip, ip),
        gt(loginFailures.at, since),
        notOwn,
      ),
    },
    {
      scope: "ip" as const,
      limit: MAX_FAILURES_PER_IP,
      where: and(eq(loginFailures.ip, ip), gt(loginFailures.at, since), notOwn),
    },
  ];
  for (const check of checks) {
    // The limit-th most recent failure: while it is inside the window, the count is at the limit.
    const [row] = await db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(check.where)
      .orderBy(desc(loginFailures.at))
      .offset(check.limit - 1)
      .limit(1);
    if (row) {
      const retryAfterMs = row.at.getTime() + FAILURE_WINDOW_MS - now.getTime();
      return {
        locked: true,
        retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
        scope: check.scope,
      };
    }
  }
  return { locked: false };
}

/** An attempt that may go on to check the password: `id` is its row, counted as a failure until it succeeds. */
export type AttemptClaim = { locked: false; id: number } | (LimitVerdict & { locked: true });

/**
 * Counts an attempt before its password is checked, so that parallel guesses cannot all pass a check made before any
 * of them was recorded: the attempt is recorded first (committed), then the failures of the others are counted. Of N
 * parallel attempts, the one recorded last sees the N-1 others, so at most `limit` of them ever reach the password
 * check. A refused attempt takes its row back; a successful one clears the count ({@link clearLoginFailures}).
 */
export async function claimLoginAttempt(
  db: Database,
  username: string,
  ip: string,
  now: Date,
): Promise<AttemptClaim> {
  const [row] = await db
    .insert(loginFailures)
    .values({ username, ip, at: now })
    .returning({ id: loginFailures.id });
  if (!row) throw new Error("recording a login attempt returned no row");
  const verdict = await checkLoginLimit(db, username, ip, now, row.id);
  if (!verdict.locked) return { locked: false, id: row.id };
  await db.delete(loginFailures).where(eq(loginFailures.id, row.id));
  return verdict;
}

/**
 * Settles a claimed attempt that failed (its row stays, as the failure); returns which limit (if any) this failure has
 * just reached, for the audit log.
 */
export async function settleLoginFailure(
  db: Database,
  username: string,
  ip: string,
  now: Date,
): Promise<"username" | "ip" | null> {
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - FAILURE_WINDOW_MS)));
  const verdict = await checkLoginLimit(db, username, ip, now);
  return verdict.locked ? verdict.scope : null;
}

/** A successful login clears that username's failures from that IP. */
export async function clearLoginFailures(db: Database, username: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.ip, ip)));
}
