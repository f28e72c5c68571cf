import { INTERNAL_ROLES } from "@visadesk/auth/roles";
import { type LoginOptions, type SessionUser, ZLoginRequest } from "@visadesk/contracts/auth";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { recordAudit } from "#audit/audit.ts";
import { clearSessionCookie, setSessionCookie } from "#auth/access.ts";
import {
  type AttemptClaim,
  claimLoginAttempt,
  clearLoginFailures,
  settleLoginFailure,
} from "#auth/login-limiter.ts";
import type { PasswordHasher } from "#auth/passwords.ts";
import { createSession, deleteExpiredSessions, deleteSession } from "#auth/sessions.ts";
import type { ServerConfig } from "#config.ts";
import { users } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

/** The one answer to every failed login (SPEC.md §5, §8): it never tells which part was wrong. */
export const LOGIN_MISMATCH = "Invalid username or password";

const ROLE_ORDER: Record<string, number> = { ceo: 0, admin: 1, staff: 2 };

/** `/api/auth/*`: login, logout, the current user and the login card's username list. */
export function registerAuthRoutes(app: FastifyInstance, config: ServerConfig, hasher: PasswordHasher): void {
  const db = app.database.db;

  app.post(
    "/api/auth/login",
    { config: { access: "public" } },
    async (request, reply): Promise<SessionUser> => {
      const { username: rawUsername, password } = ZLoginRequest.parse(request.body);
      const username = rawUsername.toLowerCase();
      const ip = request.ip;
      const now = config.now();

      let verdict: AttemptClaim;
      try {
        // Counted before the password is checked, so parallel guesses cannot outrun the count (issue 13).
        verdict = await claimLoginAttempt(db, username, ip, now);
      } catch (error) {
        // Fail closed: without the shared counters no password is checked.
        request.log.error({ err: error }, "login limiter unavailable; login refused");
        reply.header("Retry-After", "30");
        throw new HttpError(
          503,
          "login_unavailable",
          "Signing in is unavailable right now. Please try again shortly.",
        );
      }
      if (verdict.locked) {
        reply.header("Retry-After", String(verdict.retryAfterSeconds));
        throw new HttpError(429, "too_many_attempts", "Too many failed logins. Please try again later.");
      }

      const [user] = await db.select().from(users).where(eq(users.username, username));
      const matches = user
        ? await hasher.verify(user.passwordHash, password)
        : await hasher.verifyDummy(password);
      if (!user || !matches || !user.active) {
        const reason = !user ? "unknown_user" : !matches ? "wrong_password" : "disabled";
        const reached = await settleLoginFailure(db, username, ip, now);
        await recordAudit(db, now, {
          action: "auth.login_failed",
          actor: null,
          target: username,
          ip,
          details: { reason },
        });
        if (reached) {
          await recordAudit(db, now, {
            action: "auth.lockout",
            actor: null,
            target: username,
            ip,
            details: { scope: reached },
          });
        }
        throw new HttpError(401, "invalid_credentials", LOGIN_MISMATCH);
      }

      await clearLoginFailures(db, username, ip);
      // A new session id at every login; the one the browser came with (if any) ends here.
      if (request.session) await deleteSession(db, request.session.tokenHash);
      await deleteExpiredSessions(db, now, config.auth);
      const update: Partial<typeof users.$inferInsert> = { lastLoginAt: now };
      if (hasher.needsRehash(user.passwordHash)) update.passwordHash = await hasher.hash(password);
      await db.update(users).set(update).where(eq(users.id, user.id));
      const token = await createSession(db, user.id, now, ip);
      await recordAudit(db, now, { action: "auth.login", actor: user.username, target: user.username, ip });
      setSessionCookie(request, reply, config, token);
      return { username: user.username, name: user.name, role: user.role as SessionUser["role"] };
    },
  );

  app.get("/api/auth/me", { config: { access: "signed-in" } }, async (request): Promise<SessionUser> => {
    // The access hook has checked that there is a live session.
    const session = request.session;
    if (!session) throw new HttpError(401, "unauthenticated", "Please sign in");
    return session.user;
  });

  app.post("/api/auth/logout", { config: { access: "signed-in" } }, async (request, reply) => {
    const session = request.session;
    if (session) {
      await deleteSession(db, session.tokenHash);
      await recordAudit(db, config.now(), {
        action: "auth.logout",
        actor: session.user.username,
        target: session.user.username,
        ip: request.ip,
      });
    }
    clearSessionCookie(request, reply, config);
    return reply.status(204).send();
  });

  app.get("/api/auth/login-options", { config: { access: "public" } }, async (): Promise<LoginOptions> => {
    if (!config.auth.loginOptions) {
      throw new HttpError(404, "not_found", "The username list is switched off; type your username");
    }
    const rows = await db
      .select({ username: users.username, role: users.role })
      .from(users)
      .where(and(eq(users.active, true), inArray(users.role, [...INTERNAL_ROLES])));
    rows.sort(
      (a, b) => (ROLE_ORDER[a.role] ?? 9) - (ROLE_ORDER[b.role] ?? 9) || a.username.localeCompare(b.username),
    );
    return { usernames: rows.map((row) => row.username) };
  });
}
