import { z } from "zod";
import { PASSWORD_MAX_LENGTH, ZRole } from "#auth.ts";

/** Lower-case letters, digits, `.`, `_` and `-`, starting with a letter or digit, 2 to 32 characters. */
export const ZUsername = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]{1,31}$/, "must be 2-32 lower-case letters, digits, '.', '_' or '-'");

const ZPassword = z.string().min(1).max(PASSWORD_MAX_LENGTH);
const ZName = z.string().trim().min(1).max(100);

/** An account as the users API shows it; never the password hash. */
export const ZUser = z.object({
  username: ZUsername,
  name: z.string(),
  role: ZRole,
  active: z.boolean(),
  createdAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
  /** Someone else chose the password: the account must choose its own at its next sign-in. */
  mustChangePassword: z.boolean(),
  /** The customer records this (customer) account is linked to, by id and name. */
  customers: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type User = z.infer<typeof ZUser>;

/**
 * A one-time link to set a password (valid 72 hours, single use), for the admin to send by WhatsApp or email:
 * `path` is relative to the CRM's origin and carries the token after `#`, so it never reaches a server log.
 */
export const ZInvitationLink = z.object({
  username: z.string(),
  purpose: z.enum(["invite", "reset"]),
  path: z.string(),
  expiresAt: z.iso.datetime(),
});
export type InvitationLink = z.infer<typeof ZInvitationLink>;

/** How long an invitation or reset link stays valid: 72 hours. */
export const INVITATION_LIFETIME_MS = 72 * 3_600_000;

/** `POST /api/users`'s answer: the account, and its invitation link when no password was given. */
export const ZCreatedUser = ZUser.extend({ invitation: ZInvitationLink.nullable() });
export type CreatedUser = z.infer<typeof ZCreatedUser>;

export const ZUserList = z.object({ users: z.array(ZUser) });
export type UserList = z.infer<typeof ZUserList>;

/**
 * `POST /api/users`. Without `password` the account gets an invitation link to choose its own; with one (chosen by
 * the admin) it must change it at its first sign-in. `customerId` links a customer account to that customer record.
 */
export const ZCreateUserRequest = z.object({
  username: ZUsername,
  name: ZName,
  role: ZRole,
  password: ZPassword.optional(),
  customerId: z.uuid("must be a customer record id").optional(),
});
export type CreateUserRequest = z.infer<typeof ZCreateUserRequest>;

/** `PATCH /api/users/:username`: any of name, role and active. */
/**
 * `PATCH /api/users/:username`. `reassignTo` names the staff member who takes the person's open work in the same
 * step; it is required when the change takes a person with open work out of staff work (disabled, or given a role
 * that is not staff), so no enquiry, lead, deal, case or delivery is left with someone who cannot work it.
 */
export const ZUpdateUserRequest = z
  .object({ name: ZName, role: ZRole, active: z.boolean(), reassignTo: ZUsername })
  .partial()
  .strict()
  .refine(
    (body) => body.name !== undefined || body.role !== undefined || body.active !== undefined,
    "give at least one of name, role, active",
  );
export type UpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

/** `POST /api/users/:username/reset-password`. */
export const ZResetPasswordRequest = z.object({ password: ZPassword });
export type ResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** `POST /api/users/me/password`. */
export const ZChangePasswordRequest = z.object({ currentPassword: ZPassword, newPassword: ZPassword });
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** `POST /api/users/:username/customers`: links a customer account to a customer record (or unlinks with null). */
export const ZLinkCustomerRequest = z.object({ customerId: z.uuid("must be a customer record id") }).strict();
export type LinkCustomerRequest = z.infer<typeof ZLinkCustomerRequest>;

/** `POST /api/auth/invitations/lookup`: whom a link is for, so the page can greet them. */
export const ZInvitationInfo = z.object({
  username: z.string(),
  name: z.string(),
  purpose: z.enum(["invite", "reset"]),
  expiresAt: z.iso.datetime(),
});
export type InvitationInfo = z.infer<typeof ZInvitationInfo>;

/**
 * A link's token, always in a request body: a URL path or query reaches request logs and proxies' access logs, a body
 * does not. The link itself carries it after `#`, which browsers never send.
 */
const ZInvitationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "is not an invitation link");

/** `POST /api/auth/invitations/lookup`: the token read from the link's fragment. */
export const ZInvitationLookupRequest = z.object({ token: ZInvitationToken }).strict();
export type InvitationLookupRequest = z.infer<typeof ZInvitationLookupRequest>;

/** `POST /api/auth/invitations/accept`: the link's token and the password the person chose. */
export const ZAcceptInvitationRequest = z.object({ token: ZInvitationToken, password: ZPassword }).strict();
export type AcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequest>;
