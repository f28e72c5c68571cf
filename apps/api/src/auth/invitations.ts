import { randomBytes } from "node:crypto";
import type { Role } from "@visadesk/auth/roles";
import { INVITATION_LIFETIME_MS, type InvitationInfo, type InvitationLink } from "@visadesk/contracts/users";
import { and, eq, gt, isNull } from "drizzle-orm";
import { recordAudit } from "#audit/audit.ts";
import type { PasswordHasher } from "#auth/passwords.ts";
import { deleteUserSessions, hashSessionToken } from "#auth/sessions.ts";
import type { Database } from "#db/client.ts";
import { invitations, users } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";
import { passwordProblem } from "#lib/password-policy.ts";

/** The one answer to a link that is unknown, used or past its 72 hours: the three are not told apart. */
export const INVITATION_GONE = "This link has expired or has already been used. Ask us for a new one.";

/** The CRM address of a link: the token after `#`, so browsers never send it to a server or in a Referer. */
export function invitationPath(token: string): string {
  return `/webcrmpanel#invite=${token}`;
}

/**
 * Ends every open link of the account. Called in the same transaction as any change of its role, active state or
 * password, so a link handed out before the change can never set the password afterwards: not after a promotion,
 * not after a disable and re-enable, not after someone chose a new password (docs/security.md, "One-time links").
 */
export async function closeOpenLinks(tx: Database, userId: string, now: Date): Promise<void> {
  await tx
    .update(invitations)
    .set({ usedAt: now })
    .where(and(eq(invitations.userId, userId), isNull(invitations.usedAt)));
}

/**
 * Opens a new one-time link for `userId` (valid 72 hours from `now`) and closes any older open link of the same
 * account, so only the newest works. Runs in the caller's transaction; returns the token's link (never stored).
 */
export async function openInvitation(
  tx: Database,
  user: { id: string; username: string; lastLoginAt: Date | null },
  createdBy: string,
  now: Date,
): Promise<InvitationLink> {
  const token = randomBytes(32).toString("base64url");
  const purpose = user.lastLoginAt ? "reset" : "invite";
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
  await closeOpenLinks(tx, user.id, now);
  await tx.insert(invitations).values({
    tokenHash: hashSessionToken(token),
    userId: user.id,
    purpose,
    createdBy,
    createdAt: now,
    expiresAt,
  });
  return {
    username: user.username,
    purpose,
    path: invitationPath(token),
    expiresAt: expiresAt.toISOString(),
  };
}

/** A link that can still be used, with its account, or `null`. */
async function openLink(db: Database, token: string, now: Date) {
  const [row] = await db
    .select({
      id: invitations.id,
      purpose: invitations.purpose,
      expiresAt: invitations.expiresAt,
      userId: users.id,
      username: users.username,
      name: users.name,
      role: users.role,
      active: users.active,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(
      and(
        eq(invitations.tokenHash, hashSessionToken(token)),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  return row?.active ? row : null;
}

/** Whom an open link is for; a 404 with {@link INVITATION_GONE} otherwise. */
export async function describeInvitation(db: Database, token: string, now: Date): Promise<InvitationInfo> {
  const link = await openLink(db, token, now);
  if (!link) throw new HttpError(404, "invitation_gone", INVITATION_GONE);
  return {
    username: link.username,
    name: link.name,
    purpose: link.purpose,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/**
 * Uses a link once: sets the password the person chose, ends the account's sessions and closes the link, all in
 * one transaction. The link is claimed with a conditional update, so two tabs racing cannot both use it.
 */
export async function acceptInvitation(
  db: Database,
  hasher: PasswordHasher,
  token: string,
  password: string,
  ip: string,
  now: Date,
): Promise<{ username: string }> {
  const link = await openLink(db, token, now);
  if (!link) throw new HttpError(404, "invitation_gone", INVITATION_GONE);
  const problem = passwordProblem(password, link.role as Role, link.username);
  if (problem)
    throw new HttpError(400, "bad_request", `Invalid request: password: ${problem}`, { password: problem });
  const passwordHash = await hasher.hash(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(invitations)
      .set({ usedAt: now })
      .where(and(eq(invitations.id, link.id), isNull(invitations.usedAt), gt(invitations.expiresAt, now)))
      .returning({ id: invitations.id });
    if (!claimed) throw new HttpError(404, "invitation_gone", INVITATION_GONE);
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: now })
      .where(eq(users.id, link.userId));
    await deleteUserSessions(tx, link.userId);
    await recordAudit(tx, now, {
      action: "user.invitation_accepted",
      actor: link.username,
      target: link.username,
      ip,
      details: { purpose: link.purpose, sessionsEnded: true },
    });
    return { username: link.username };
  });
}
