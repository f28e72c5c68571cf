import { canManageRole } from "@visadesk/auth/permissions";
import type { Role } from "@visadesk/auth/roles";
import type { SessionUser } from "@visadesk/contracts/auth";
import type { CreateUserRequest, UpdateUserRequest, User } from "@visadesk/contracts/users";
import { and, asc, eq, ne } from "drizzle-orm";
import { recordAudit } from "#audit/audit.ts";
import { claimLoginAttempt, clearLoginFailures } from "#auth/login-limiter.ts";
import { passwordProblem } from "#auth/password-policy.ts";
import type { PasswordHasher } from "#auth/passwords.ts";
import { deleteUserSessions } from "#auth/sessions.ts";
import type { Database } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

type UserRow = typeof users.$inferSelect;

/** Who is acting, from where and when: every change is audited with it. */
export interface Actor {
  user: SessionUser;
  userId: string;
  tokenHash: string;
  ip: string;
  now: Date;
}

/** Thrown when the actor's role may not touch the target; the route audits it as a refused permission. */
export class ManageRefused extends HttpError {
  constructor(readonly target: string) {
    super(403, "forbidden", "You cannot manage this account");
  }
}

export function toUser(row: UserRow): User {
  return {
    username: row.username,
    name: row.name,
    role: row.role as Role,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

function checkPassword(password: string, role: Role, username: string): void {
  const problem = passwordProblem(password, role, username);
  if (problem)
    throw new HttpError(400, "bad_request", `Invalid request: password: ${problem}`, { password: problem });
}

export function createUserService(db: Database, hasher: PasswordHasher) {
  async function findOrFail(username: string): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.username, username));
    if (!row) throw new HttpError(404, "not_found", `No user ${username}`);
    return row;
  }

  return {
    async list(): Promise<User[]> {
      const rows = await db.select().from(users).orderBy(asc(users.username));
      return rows.map(toUser);
    },

    async create(actor: Actor, input: CreateUserRequest): Promise<User> {
      if (!canManageRole(actor.user, input.role)) throw new ManageRefused(input.username);
      checkPassword(input.password, input.role, input.username);
      const passwordHash = await hasher.hash(input.password);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            username: input.username,
            name: input.name,
            role: input.role,
            passwordHash,
            createdAt: actor.now,
            updatedAt: actor.now,
          })
          .onConflictDoNothing({ target: users.username })
          .returning();
        if (!row)
          throw new HttpError(409, "conflict", `The username ${input.username} is taken`, {
            username: "is taken",
          });
        await recordAudit(tx, actor.now, {
          action: "user.create",
          actor: actor.user.username,
          target: row.username,
          ip: actor.ip,
          details: { after: { name: row.name, role: row.role, active: row.active } },
        });
        return toUser(row);
      });
    },

    /** Changes name, role and/or active; a role change or a disable ends the account's sessions at once. */
    async update(actor: Actor, username: string, input: UpdateUserRequest): Promise<User> {
      const target = await findOrFail(username);
      if (!canManageRole(actor.user, target.role as Role)) throw new ManageRefused(username);
      if (input.role !== undefined && !canManageRole(actor.user, input.role))
        throw new ManageRefused(username);
      return db.transaction(async (tx) => {
        const leavesCeo =
          target.role === "ceo" &&
          target.active &&
          (input.active === false || (input.role !== undefined && input.role !== "ceo"));
        if (leavesCeo) {
          // Lock every active CEO row, so two concurrent changes cannot each leave the other as the last one.
          const others = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.role, "ceo"), eq(users.active, true), ne(users.id, target.id)))
            .for("update");
          if (others.length === 0) {
            throw new HttpError(
              409,
              "last_ceo",
              "The last active CEO cannot be disabled or given another role",
            );
          }
        }
        const [row] = await tx
          .update(users)
          .set({ ...input, updatedAt: actor.now })
          .where(eq(users.id, target.id))
          .returning();
        if (!row) throw new HttpError(404, "not_found", `No user ${username}`);
        const endsSessions = row.role !== target.role || (target.active && !row.active);
        if (endsSessions) await deleteUserSessions(tx, row.id);
        const action =
          input.active === false && target.active
            ? "user.disable"
            : input.active === true && !target.active
              ? "user.enable"
              : "user.update";
        await recordAudit(tx, actor.now, {
          action,
          actor: actor.user.username,
          target: row.username,
          ip: actor.ip,
          details: {
            before: { name: target.name, role: target.role, active: target.active },
            after: { name: row.name, role: row.role, active: row.active },
            sessionsEnded: endsSessions,
          },
        });
        return toUser(row);
      });
    },

    /** Sets a new password chosen by an admin or the CEO and ends the account's sessions. */
    async resetPassword(actor: Actor, username: string, password: string): Promise<void> {
      const target = await findOrFail(username);
      if (!canManageRole(actor.user, target.role as Role)) throw new ManageRefused(username);
      checkPassword(password, target.role as Role, target.username);
      const passwordHash = await hasher.hash(password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: actor.now }).where(eq(users.id, target.id));
        await deleteUserSessions(tx, target.id);
        await recordAudit(tx, actor.now, {
          action: "user.reset_password",
          actor: actor.user.username,
          target: target.username,
          ip: actor.ip,
          details: { sessionsEnded: true },
        });
      });
    },

    /** The signed-in user's own change: needs the current password; ends their other sessions. */
    async changeOwnPassword(actor: Actor, currentPassword: string, newPassword: string): Promise<void> {
      const self = await findOrFail(actor.user.username);
      // A guess of the current password counts with the login's failures: a borrowed session gives no extra tries.
      const claim = await claimLoginAttempt(db, self.username, actor.ip, actor.now);
      if (claim.locked) {
        throw new HttpError(
          429,
          "too_many_attempts",
          "Too many wrong passwords. Please try again later.",
          undefined,
          {
            retryAfterSeconds: claim.retryAfterSeconds,
          },
        );
      }
      if (!(await hasher.verify(self.passwordHash, currentPassword))) {
        throw new HttpError(
          400,
          "bad_request",
          "Invalid request: currentPassword: is not your current password",
          {
            currentPassword: "is not your current password",
          },
        );
      }
      await clearLoginFailures(db, self.username, actor.ip);
      checkPassword(newPassword, self.role as Role, self.username);
      const passwordHash = await hasher.hash(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: actor.now }).where(eq(users.id, self.id));
        await deleteUserSessions(tx, self.id, actor.tokenHash);
        await recordAudit(tx, actor.now, {
          action: "user.change_password",
          actor: self.username,
          target: self.username,
          ip: actor.ip,
          details: { otherSessionsEnded: true },
        });
      });
    },
  };
}
