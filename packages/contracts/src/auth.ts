import { ROLES } from "@visadesk/auth/roles";
import { z } from "zod";

/** Longest password the API hashes; longer ones are refused before any work is done. */
export const PASSWORD_MAX_LENGTH = 1024;
/** Internal accounts (ceo, admin, staff) need passwords of at least this many characters. */
export const INTERNAL_PASSWORD_MIN_LENGTH = 12;
/** Customer and investor accounts need at least this many (NIST SP 800-63B's floor). */
export const EXTERNAL_PASSWORD_MIN_LENGTH = 8;

export const ZRole = z.enum(ROLES);

/** `POST /api/auth/login`. */
export const ZLoginRequest = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof ZLoginRequest>;

/**
 * The session user: the reply of login and of `GET /api/auth/me`, and what the browser stores
 * (docs/behaviours/api.md#accounts).
 */
export const ZSessionUser = z.object({
  username: z.string().min(1),
  name: z.string(),
  role: ZRole,
  /** Present and true when the account must choose its own password before anything else. */
  mustChangePassword: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof ZSessionUser>;

/** `GET /api/auth/login-options`: the usernames of the active internal accounts, for the login card's dropdown. */
export const ZLoginOptions = z.object({ usernames: z.array(z.string()) });
export type LoginOptions = z.infer<typeof ZLoginOptions>;
