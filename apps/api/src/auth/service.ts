import { acceptInvitation, describeInvitation } from "#auth/invitations.ts";
import { type LoginAttempt, logIn, loginUsernames, logOut } from "#auth/login-service.ts";
import type { PasswordHasher } from "#auth/passwords.ts";
import type { ActiveSession, Lifetimes } from "#auth/sessions.ts";
import type { Database } from "#db/client.ts";

/**
 * Signing in and out, the login card's usernames and the one-time password links, on the server's database with
 * its password hasher and session lifetimes. Built once by `createServices` (decision 047).
 */
export function createAuthService(db: Database, hasher: PasswordHasher, lifetimes: Lifetimes) {
  return {
    /** Checks a username and password; how it ended decides the answer (auth/login-service.ts). */
    logIn: (attempt: LoginAttempt) => logIn(db, hasher, lifetimes, attempt),
    /** Ends `session`, audited. */
    logOut: (session: ActiveSession, ip: string, now: Date) => logOut(db, session, ip, now),
    /** The active accounts' usernames, for the login card (demo and tests). */
    loginUsernames: () => loginUsernames(db),
    /** Whom an open one-time link is for; a 404 once it is gone. */
    describeInvitation: (token: string, now: Date) => describeInvitation(db, token, now),
    /** Uses a one-time link to set the password the person chose. */
    acceptInvitation: (token: string, password: string, ip: string, now: Date) =>
      acceptInvitation(db, hasher, token, password, ip, now),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
