import { and, desc, eq, gt, lt } from "drizzle-orm";
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
 * Decides, before any hashing, whether a login for `username` from `ip` may be tried. Reads the shared counters in
 * the database; a database error propagates, and the caller refuses the login (the limiter fails closed).
 */
export async function checkLoginLimit(
  db: Database,
  username: string,
  ip: string,
  now: Date,
): Promise<LimitVerdict> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const checks = [
    {
      scope: "username" as const,
      limit: MAX_FAILURES_PER_USERNAME_AND_IP,
      where: and(eq(loginFailures.username, username), eq(loginFailures.ip, ip), gt(loginFailures.at, since)),
    },
    {
      scope: "ip" as const,
      limit: MAX_FAILURES_PER_IP,
      where: and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)),
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

/** Counts one failure; returns which limit (if any) this failure has just reached, for the audit log. */
export async function recordLoginFailure(
  db: Database,
  username: string,
  ip: string,
  now: Date,
): Promise<"username" | "ip" | null> {
  await db.insert(loginFailures).values({ username, ip, at: now });
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - FAILURE_WINDOW_MS)));
  const verdict = await checkLoginLimit(db, username, ip, now);
  return verdict.locked ? verdict.scope : null;
}

/** A successful login clears that username's failures from that IP. */
export async function clearLoginFailures(db: Database, username: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.ip, ip)));
}
