import { randomBytes } from "node:crypto";
import { canManageRole } from "@visadesk/auth/permissions";
import { INTERNAL_ROLES, type Role } from "@visadesk/auth/roles";
import type { SessionUser } from "@visadesk/contracts/auth";
import type {
  CreatedUser,
  CreateUserRequest,
  InvitationLink,
  UpdateUserRequest,
  User,
} from "@visadesk/contracts/users";
import { and, asc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { recordAudit } from "#audit/audit.ts";
import { closeOpenLinks, openInvitation } from "#auth/invitations.ts";
import { claimLoginAttempt, clearLoginFailures } from "#auth/login-limiter.ts";
import type { PasswordHasher } from "#auth/passwords.ts";
import { deleteUserSessions } from "#auth/sessions.ts";
import type { Database } from "#db/client.ts";
import { activities, customers, users } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";
import { passwordProblem } from "#lib/password-policy.ts";
import { moveOpenWork, openWorkOf } from "#users/staff.ts";

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

export function toUser(row: UserRow, linked: { id: string; name: string }[] = []): User {
  return {
    username: row.username,
    name: row.name,
    role: row.role as Role,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    mustChangePassword: row.mustChangePassword,
    customers: linked,
  };
}

/** The customer records linked to each of `userIds`. */
async function linkedCustomers(db: Database, userIds: string[]) {
  const byUser = new Map<string, { id: string; name: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ id: customers.id, name: customers.name, userId: customers.userId })
    .from(customers)
    .where(and(isNotNull(customers.userId), inArray(customers.userId, userIds)));
  for (const row of rows) {
    if (!row.userId) continue;
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), { id: row.id, name: row.name }]);
  }
  return byUser;
}

/** Links `customerId` to the customer account `user` in `tx`: a 400 naming the field when it cannot be. */
async function linkCustomer(tx: Database, actor: Actor, user: UserRow, customerId: string): Promise<void> {
  if (user.role !== "customer") {
    throw new HttpError(
      400,
      "bad_request",
      "Invalid request: customerId: only a customer account can be linked",
      {
        customerId: "only a customer account can be linked",
      },
    );
  }
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId)).for("update");
  if (!customer) {
    throw new HttpError(400, "bad_request", "Invalid request: customerId: no such customer", {
      customerId: "no such customer",
    });
  }
  if (customer.userId === user.id) return;
  if (customer.userId !== null) {
    throw new HttpError(409, "conflict", "This customer already has another portal account", {
      customerId: "already has another portal account",
    });
  }
  const [taken] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.userId, user.id));
  if (taken) {
    throw new HttpError(409, "conflict", "This account is already linked to another customer", {
      customerId: "this account is already linked to another customer",
    });
  }
  await tx
    .update(customers)
    .set({ userId: user.id, updatedAt: actor.now })
    .where(eq(customers.id, customerId));
  await tx.insert(activities).values({
    recordType: "customer",
    recordId: customerId,
    at: actor.now,
    actor: actor.user.username,
    kind: "update",
    text: `Portal account ${user.username} linked`,
    details: { portalUsername: user.username },
  });
  // Who could read this record's cases and documents, before and after: the one way a portal account reaches a record.
  await recordAudit(tx, actor.now, {
    action: "user.link_customer",
    actor: actor.user.username,
    target: user.username,
    ip: actor.ip,
    details: {
      customerId,
      customerName: customer.name,
      before: { portalUsername: null },
      after: { portalUsername: user.username },
    },
  });
}

/** Refuses `password` for the account, naming the request's `field` so the form marks the box the user typed in. */
function checkPassword(password: string, role: Role, username: string, field = "password"): void {
  const problem = passwordProblem(password, role, username);
  if (problem)
    throw new HttpError(400, "bad_request", `Invalid request: ${field}: ${problem}`, { [field]: problem });
}

/** Audits a link handed out; never the token itself. */
async function auditInvitation(tx: Database, actor: Actor, username: string, link: InvitationLink) {
  await recordAudit(tx, actor.now, {
    action: "user.invite",
    actor: actor.user.username,
    target: username,
    ip: actor.ip,
    details: { purpose: link.purpose, expiresAt: link.expiresAt },
  });
}

const isStaff = (role: string) => (INTERNAL_ROLES as readonly string[]).includes(role);

/** The 400 for a person leaving staff work with open records and nobody named to take them. */
function openWorkRefusal(name: string, total: number): HttpError {
  const problem = `${name} has ${total} open ${total === 1 ? "record" : "records"}; choose a staff member to take ${total === 1 ? "it" : "them"}`;
  return new HttpError(400, "bad_request", `Invalid request: reassignTo: ${problem}`, {
    reassignTo: problem,
  });
}

export function createUserService(db: Database, hasher: PasswordHasher) {
  /** The staff member named to take `target`'s open work: active, staff, and someone else; a 400 otherwise. */
  async function successorFor(target: UserRow, username: string): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.username, username));
    const problem =
      !row || !isStaff(row.role)
        ? "is not a staff account"
        : !row.active
          ? "is disabled"
          : row.id === target.id
            ? "must be someone else"
            : null;
    if (!row || problem !== null) {
      const words = problem ?? "is not a staff account";
      throw new HttpError(400, "bad_request", `Invalid request: reassignTo: ${words}`, { reassignTo: words });
    }
    return row;
  }

  async function findOrFail(username: string): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.username, username));
    if (!row) throw new HttpError(404, "not_found", `No user ${username}`);
    return row;
  }

  return {
    async list(): Promise<User[]> {
      const rows = await db.select().from(users).orderBy(asc(users.username));
      const linked = await linkedCustomers(
        db,
        rows.filter((row) => row.role === "customer").map((row) => row.id),
      );
      return rows.map((row) => toUser(row, linked.get(row.id)));
    },

    /**
     * Creates an account. Without a password it gets a one-time invitation link (72 hours) to choose its own; a
     * password the admin chose must be changed at the first sign-in. `customerId` links the record in the same step.
     */
    async create(actor: Actor, input: CreateUserRequest): Promise<CreatedUser> {
      if (!canManageRole(actor.user, input.role)) throw new ManageRefused(input.username);
      if (input.password !== undefined) checkPassword(input.password, input.role, input.username);
      // Without a password the hash is of 32 random bytes nobody knows: the account can only be entered by its link.
      const passwordHash = await hasher.hash(input.password ?? randomBytes(32).toString("base64url"));
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            username: input.username,
            name: input.name,
            role: input.role,
            passwordHash,
            mustChangePassword: input.password !== undefined,
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
        if (input.customerId !== undefined) await linkCustomer(tx, actor, row, input.customerId);
        const invitation =
          input.password === undefined ? await openInvitation(tx, row, actor.user.username, actor.now) : null;
        if (invitation) await auditInvitation(tx, actor, row.username, invitation);
        const linked = await linkedCustomers(tx, [row.id]);
        return { ...toUser(row, linked.get(row.id)), invitation };
      });
    },

    /** A new one-time link for the account to choose its password (an invitation, or a reset once it signed in). */
    async invite(actor: Actor, username: string): Promise<InvitationLink> {
      const target = await findOrFail(username);
      if (!canManageRole(actor.user, target.role as Role)) throw new ManageRefused(username);
      if (!target.active) {
        throw new HttpError(409, "conflict", "Enable the account before sending it a link");
      }
      return db.transaction(async (tx) => {
        const link = await openInvitation(tx, target, actor.user.username, actor.now);
        await auditInvitation(tx, actor, target.username, link);
        return link;
      });
    },

    /** Links a customer account to a customer record. */
    async linkCustomer(actor: Actor, username: string, customerId: string): Promise<User> {
      const target = await findOrFail(username);
      if (!canManageRole(actor.user, target.role as Role)) throw new ManageRefused(username);
      return db.transaction(async (tx) => {
        await linkCustomer(tx, actor, target, customerId);
        const linked = await linkedCustomers(tx, [target.id]);
        return toUser(target, linked.get(target.id));
      });
    },

    /**
     * Changes name, role and/or active; a role change or a disable ends the account's sessions at once. A change that
     * takes a person out of staff work moves their open records to `reassignTo` in the same transaction, and is
     * refused with a 400 when they have open work and nobody is named to take it.
     */
    async update(actor: Actor, username: string, request: UpdateUserRequest): Promise<User> {
      const { reassignTo, ...input } = request;
      const target = await findOrFail(username);
      if (!canManageRole(actor.user, target.role as Role)) throw new ManageRefused(username);
      if (input.role !== undefined && !canManageRole(actor.user, input.role))
        throw new ManageRefused(username);
      const successor = reassignTo === undefined ? null : await successorFor(target, reassignTo);
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
        const leavesStaffWork =
          isStaff(target.role) &&
          target.active &&
          (input.active === false || (input.role !== undefined && !isStaff(input.role)));
        let moved = null;
        if (leavesStaffWork) {
          const open = await openWorkOf(tx, target.id);
          const total = Object.values(open).reduce((sum, n) => sum + n, 0);
          if (total > 0 && successor === null) throw openWorkRefusal(target.name, total);
          if (total > 0 && successor) moved = await moveOpenWork(tx, actor, target, successor);
        }
        const [row] = await tx
          .update(users)
          .set({ ...input, updatedAt: actor.now })
          .where(eq(users.id, target.id))
          .returning();
        if (!row) throw new HttpError(404, "not_found", `No user ${username}`);
        const endsSessions = row.role !== target.role || (target.active && !row.active);
        if (endsSessions) await deleteUserSessions(tx, row.id);
        const endsLinks = row.role !== target.role || row.active !== target.active;
        if (endsLinks) await closeOpenLinks(tx, row.id, actor.now);
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
            linksEnded: endsLinks,
            ...(moved ? { openWorkMovedTo: successor?.username, moved } : {}),
          },
        });
        const linked = await linkedCustomers(tx, [row.id]);
        return toUser(row, linked.get(row.id));
      });
    },

    /** Sets a new password chosen by an admin or the CEO and ends the account's sessions. */
    async resetPassword(actor: Actor, username: string, password: string): Promise<void> {
      const target = await findOrFail(username);
      if (!canManageRole(actor.user, target.role as Role)) throw new ManageRefused(username);
      checkPassword(password, target.role as Role, target.username);
      const passwordHash = await hasher.hash(password);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, mustChangePassword: true, updatedAt: actor.now })
          .where(eq(users.id, target.id));
        await deleteUserSessions(tx, target.id);
        await closeOpenLinks(tx, target.id, actor.now);
        await recordAudit(tx, actor.now, {
          action: "user.reset_password",
          actor: actor.user.username,
          target: target.username,
          ip: actor.ip,
          details: { sessionsEnded: true, linksEnded: true },
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
      checkPassword(newPassword, self.role as Role, self.username, "newPassword");
      const passwordHash = await hasher.hash(newPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, mustChangePassword: false, updatedAt: actor.now })
          .where(eq(users.id, self.id));
        await deleteUserSessions(tx, self.id, actor.tokenHash);
        await closeOpenLinks(tx, self.id, actor.now);
        await recordAudit(tx, actor.now, {
          action: "user.change_password",
          actor: self.username,
          target: self.username,
          ip: actor.ip,
          details: { otherSessionsEnded: true, linksEnded: true },
        });
      });
    },
  };
}
