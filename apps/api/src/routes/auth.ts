import {
  type LoginOptions,
  type SessionUser,
  ZLoginOptions,
  ZLoginRequest,
  ZSessionUser,
} from "@visadesk/contracts/auth";
import {
  ZAcceptInvitationRequest,
  ZInvitationInfo,
  ZInvitationLookupRequest,
} from "@visadesk/contracts/users";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { clearSessionCookie, setSessionCookie } from "#auth/access.ts";
import type { ServerConfig } from "#config.ts";
import { HttpError } from "#lib/errors.ts";
import { defineRoute } from "#routes/contract.ts";

/** The one answer to every failed login (docs/behaviours/api.md#accounts): it never tells which part was wrong. */
export const LOGIN_MISMATCH = "Invalid username or password";

/** `/api/auth/*`: login, logout, the current user and the login card's username list. */
export function registerAuthRoutes(app: FastifyInstance, config: ServerConfig): void {
  const { auth } = app.services;

  defineRoute(app, {
    method: "POST",
    url: "/api/auth/login",
    access: "public",
    contract: { summary: "Signs in", body: ZLoginRequest, response: { 200: ZSessionUser } },
    handler: async (request, reply): Promise<SessionUser> => {
      const { username, password } = ZLoginRequest.parse(request.body);
      const outcome = await auth.logIn({
        username,
        password,
        ip: request.ip,
        now: config.now(),
        previous: request.session,
      });
      switch (outcome.kind) {
        case "unavailable":
          // Fail closed: without the shared counters no password is checked.
          request.log.error({ err: outcome.error }, "login limiter unavailable; login refused");
          reply.header("Retry-After", "30");
          throw new HttpError(
            503,
            "login_unavailable",
            "Signing in is unavailable right now. Please try again shortly.",
          );
        case "locked":
          reply.header("Retry-After", String(outcome.retryAfterSeconds));
          throw new HttpError(429, "too_many_attempts", "Too many failed logins. Please try again later.");
        case "mismatch":
          throw new HttpError(401, "invalid_credentials", LOGIN_MISMATCH);
        case "signed-in":
          setSessionCookie(request, reply, config, outcome.token);
          return outcome.user;
      }
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/auth/me",
    access: "signed-in",
    contract: { summary: "The signed-in user", response: { 200: ZSessionUser } },
    handler: async (request): Promise<SessionUser> => {
      // The access hook has checked that there is a live session.
      const session = request.session;
      if (!session) throw new HttpError(401, "unauthenticated", "Please sign in");
      return session.user;
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/auth/logout",
    access: "signed-in",
    contract: { summary: "Signs out", response: { 204: null } },
    handler: async (request, reply) => {
      if (request.session) await auth.logOut(request.session, request.ip, config.now());
      clearSessionCookie(request, reply, config);
      return reply.status(204).send();
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/auth/login-options",
    access: "public",
    contract: {
      summary: "The accounts the login card offers (demo and tests)",
      response: { 200: ZLoginOptions },
    },
    handler: async (): Promise<LoginOptions> => {
      if (!config.auth.loginOptions) {
        throw new HttpError(404, "not_found", "The username list is switched off; type your username");
      }
      return { usernames: await auth.loginUsernames() };
    },
  });

  // A link's token travels in the body, never in the URL: request logs and proxies' access logs record URLs.
  defineRoute(app, {
    method: "POST",
    url: "/api/auth/invitations/lookup",
    access: "public",
    contract: {
      summary:
        "Whom a one-time password link is for (404 once used, replaced, after a change to the account, or after 72 hours)",
      body: ZInvitationLookupRequest,
      response: { 200: ZInvitationInfo },
    },
    handler: async (request) => {
      const { token } = ZInvitationLookupRequest.parse(request.body);
      return auth.describeInvitation(token, config.now());
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/auth/invitations/accept",
    access: "public",
    contract: {
      summary: "Uses a one-time link to choose a password; the account then signs in with it",
      body: ZAcceptInvitationRequest,
      response: { 200: z.object({ username: z.string() }) },
    },
    handler: async (request) => {
      const { token, password } = ZAcceptInvitationRequest.parse(request.body);
      return auth.acceptInvitation(token, password, request.ip, config.now());
    },
  });
}
