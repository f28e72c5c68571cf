import { isInternalRole, type Role } from "@visadesk/auth/roles";
import {
  EXTERNAL_PASSWORD_MIN_LENGTH,
  INTERNAL_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
} from "@visadesk/contracts/auth";
import { dictionary } from "@zxcvbn-ts/language-common";

/** Internal accounts (ceo, admin, staff) need at least this many characters (the CRM's forms list the rules). */
export const INTERNAL_MIN_LENGTH = INTERNAL_PASSWORD_MIN_LENGTH;
/** Customer and investor accounts need at least this many (NIST SP 800-63B's floor). */
export const EXTERNAL_MIN_LENGTH = EXTERNAL_PASSWORD_MIN_LENGTH;

/** ~49,000 of the most common passwords (zxcvbn's list), compared case-insensitively. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary["passwords-common"].map((word) => String(word).toLowerCase()),
);

/**
 * Why `password` is not acceptable for an account of `role`, or `null` when it is. Length counts characters (code
 * points), up to 1024; there are no composition rules (NIST SP 800-63B). The message never repeats the password.
 */
export function passwordProblem(password: string, role: Role, username?: string): string | null {
  const length = [...password].length;
  const min = isInternalRole(role) ? INTERNAL_MIN_LENGTH : EXTERNAL_MIN_LENGTH;
  if (length < min) return `must be at least ${min} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return "is one of the most common passwords; choose another";
  if (/^(.)\1*$/u.test(password)) return "must not be one character repeated";
  if (username && lower.includes(username.toLowerCase())) return "must not contain the username";
  return null;
}
