import { ApiError } from "@visadesk/http";

/**
 * The wording of docs/behaviours/crm.md#login for a wrong username or password; never says which of the two was wrong.
 */
export const LOGIN_MISMATCH = "Invalid username or password";
const TOO_MANY = "Too many failed attempts. Please wait a few minutes and try again.";
const UNAVAILABLE = "We could not sign you in right now. Please try again in a moment.";

/**
 * What a failed sign-in tells the person, the same on the staff card and the client card: a refused password, the
 * server's lock-out after repeated failures (429), or anything else (the server or the network is down).
 */
export function describeLoginFailure(caught: unknown): string {
  const status = caught instanceof ApiError ? caught.status : 0;
  if (status === 401) return LOGIN_MISMATCH;
  if (status === 429) return TOO_MANY;
  return UNAVAILABLE;
}
