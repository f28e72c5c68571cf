import { INTERNAL_ROLES } from "@visadesk/auth/roles";
import type { SessionUser } from "@visadesk/contracts/auth";
import { and, eq, gt, inArray, notLike, sql } from "drizzle-orm";
import { recordAudit } from "#audit/audit.ts";
import { claimLoginAttempt, clearLoginFailures, settleLoginFailure } from "#auth/login-limiter.ts";
import type { PasswordHasher } from "#auth/passwords.ts";
import {
  type ActiveSession,
  createSession,
  deleteExpiredSessions,
  deleteSession,
  type Lifetimes,
} from "#auth/sessions.ts";
import type { Database } from "#db/client.ts";
import { auditEvents, customers, users } from "#db/schema.ts";

/** One login attempt as the route received it. */
export interface LoginAttempt {
  username: string;
  password: string;
  ip: string;
  now: Date;
  /** The session the browser came with, if any: it ends at a successful login (a new session id every time). */
  previous: ActiveSession | null;
}

/** How a login ended; the route turns each into its answer. */
export type LoginOutcome =
  /** The shared counters could not be reached: fail closed, no password was checked. */
  | { kind: "unavailable"; error: unknown }
  | { kind: "locked"; retryAfterSeconds: number }
  /** Unknown user, wrong password or disabled account: one answer for all three. */
  | { kind: "mismatch" }
  | { kind: "signed-in"; user: SessionUser; token: string };

const ROLE_ORDER: Record<string, number> = { ceo: 0, admin: 1, staff: 2 };

/**
 * Checks a username and password and, when they match an active account, starts its session. The attempt is
 * counted before the password is checked, so parallel guesses cannot outrun the count (docs/security.md#login-lockout).
 */
export async function logIn(
  db: Database,
  hasher: PasswordHasher,
  lifetimes: Lifetimes,
  attempt: LoginAttempt,
): Promise<LoginOutcome> {
  const { password, ip, now } = attempt;
  const username = attempt.username.toLowerCase();
  let claim: Awaited<ReturnType<typeof claimLoginAttempt>>;
  try {
    claim = await claimLoginAttempt(db, username, ip, now);
  } catch (error) {
    return { kind: "unavailable", error };
  }
  if (claim.locked) {
    await auditRefusedLogin(db, username, ip, now, claim.retryAfterSeconds);
    return { kind: "locked", retryAfterSeconds: claim.retryAfterSeconds };
  }

  const [user] = username.includes("@")
    ? await accountOfEmail(db, username)
    : await db.select().from(users).where(eq(users.username, username));
  const matches = user
    ? await hasher.verify(user.passwordHash, password)
    : await hasher.verifyDummy(password);
  if (!user || !matches || !user.active) {
    const reason = !user ? "unknown_user" : !matches ? "wrong_password" : "disabled";
    await recordLoginFailure(db, username, ip, now, reason);
    return { kind: "mismatch" };
  }

  // Upkeep first, each on its own: the sessions they end are announced to every instance as they commit, so that no
  // instance still holds them when the new session is first read (session-cache.ts keeps no read made across one).
  if (attempt.previous) await deleteSession(db, attempt.previous.tokenHash);
  await deleteExpiredSessions(db, now, lifetimes);
  const update: Partial<typeof users.$inferInsert> = { lastLoginAt: now };
  // Hashed before the transaction: argon2 takes its time, and PGlite has one connection for everyone.
  if (hasher.needsRehash(user.passwordHash)) update.passwordHash = await hasher.hash(password);
  // The session and its audit entry commit together (decision 048): no session the audit log does not show.
  const token = await db.transaction(async (tx) => {
    await clearLoginFailures(tx, username, ip);
    await tx.update(users).set(update).where(eq(users.id, user.id));
    const created = await createSession(tx, user.id, now, ip);
    await recordAudit(tx, now, { action: "auth.login", actor: user.username, target: user.username, ip });
    return created;
  });
  return {
    kind: "signed-in",
    user: {
      username: user.username,
      name: user.name,
      role: user.role as SessionUser["role"],
      ...(user.mustChangePassword ? { mustChangePassword: true } : {}),
    },
    token,
  };
}

/**
 * A client may sign in with the email we hold on their customer record instead of their username: the account
 * linked to the one customer record with that email (none when the email is on several).
 */
async function accountOfEmail(db: Database, email: string) {
  const rows = await db
    .select({ user: users })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(customers.email, email));
  return rows.length === 1 && rows[0] ? [rows[0].user] : [];
}

/** Settles a failed attempt in the counters and audits it, plus the lockout it may have just reached. */
async function recordLoginFailure(
  db: Database,
  username: string,
  ip: string,
  now: Date,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const reached = await settleLoginFailure(tx, username, ip, now);
    await recordAudit(tx, now, {
      action: "auth.login_failed",
      actor: null,
      target: username,
      ip,
      details: { reason },
    });
    if (reached) {
      await recordAudit(tx, now, {
        action: "auth.lockout",
        actor: null,
        target: username,
        ip,
        details: { scope: reached },
      });
    }
  });
}

/** How often a burst of refused logins for one username from one address is audited: once a minute. */
export const REFUSED_LOGIN_AUDIT_INTERVAL_MS = 60_000;

/**
 * Audits a login refused by the lockout, at most once per {@link REFUSED_LOGIN_AUDIT_INTERVAL_MS} per username and
 * address: a parallel burst leaves a trace without flooding the log. A transaction-scoped advisory lock on the pair
 * makes the check and the insert one step for every instance, so a burst cannot write two.
 */
async function auditRefusedLogin(
  db: Database,
  username: string,
  ip: string,
  now: Date,
  retryAfterSeconds: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`auth.login_refused ${username} ${ip}`}))`);
    const since = new Date(now.getTime() - REFUSED_LOGIN_AUDIT_INTERVAL_MS);
    const [recent] = await tx
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, "auth.login_refused"),
          eq(auditEvents.target, username),
          eq(auditEvents.ip, ip),
          gt(auditEvents.at, since),
        ),
      )
      .limit(1);
    if (recent) return;
    await recordAudit(tx, now, {
      action: "auth.login_refused",
      actor: null,
      target: username,
      ip,
      details: { retryAfterSeconds },
    });
  });
}

/** Ends the session and audits the logout. */
export async function logOut(db: Database, session: ActiveSession, ip: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteSession(tx, session.tokenHash);
    await recordAudit(tx, now, {
      action: "auth.logout",
      actor: session.user.username,
      target: session.user.username,
      ip,
    });
  });
}

/**
 * The login card's list: active staff accounts that have a password, CEO first, then admins, then staff, each
 * alphabetical. A hash starting with "!" is no password's (as in Unix's shadow file: the demo's story has such a
 * colleague), so its account is not offered.
 */
export async function loginUsernames(db: Database): Promise<string[]> {
  const rows = await db
    .select({ username: users.username, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        inArray(users.role, [...INTERNAL_ROLES]),
        notLike(users.passwordHash, "!%"),
      ),
    );
  rows.sort(
    (a, b) => (ROLE_ORDER[a.role] ?? 9) - (ROLE_ORDER[b.role] ?? 9) || a.username.localeCompare(b.username),
  );
  return rows.map((row) => row.username);
}
