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
});
export type User = z.infer<typeof ZUser>;

export const ZUserList = z.object({ users: z.array(ZUser) });
export type UserList = z.infer<typeof ZUserList>;

/** `POST /api/users`. */
export const ZCreateUserRequest = z.object({
  username: ZUsername,
  name: ZName,
  role: ZRole,
  password: ZPassword,
});
export type CreateUserRequest = z.infer<typeof ZCreateUserRequest>;

/** `PATCH /api/users/:username`: any of name, role and active. */
export const ZUpdateUserRequest = z
  .object({ name: ZName, role: ZRole, active: z.boolean() })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "give at least one of name, role, active");
export type UpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

/** `POST /api/users/:username/reset-password`. */
export const ZResetPasswordRequest = z.object({ password: ZPassword });
export type ResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** `POST /api/users/me/password`. */
export const ZChangePasswordRequest = z.object({ currentPassword: ZPassword, newPassword: ZPassword });
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
