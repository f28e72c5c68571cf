import { isPermission, type Permission, scopeFor } from "@visadesk/auth/permissions";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { AuditService } from "#audit/service.ts";
import { SESSION_CHANNEL, type SessionCache } from "#auth/session-cache.ts";
import { type ActiveSession, attachSessionCache, findSession, newSessionCache } from "#auth/sessions.ts";
import type { ServerConfig } from "#config.ts";
import { HttpError } from "#lib/errors.ts";
import { isHttps } from "#lib/security.ts";

/**
 * What a route needs, declared on every route as `config: { access }`:
 * - `"public"`: anyone (health, public pages, login);
 * - `"signed-in"`: any live session (me, logout, own password);
 * - a permission of @visadesk/auth's table: a live session whose role holds it.
 * A route without a declaration is refused to everyone (and a test lists them).
 */
export type RouteAccess = "public" | "signed-in" | Permission;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The live session of the request's cookie, or `null`. Set before any handler runs. */
    session: ActiveSession | null;
  }
  interface FastifyInstance {
    /** Every route registered, as Fastify saw it, for the permission test. */
    registeredRoutes: RouteOptions[];
    /** The sessions this server has read, kept until the database notifies a change (decision 022). */
    sessionCache: SessionCache<{ userId: string }>;
  }
}

export const SESSION_COOKIE = "visadesk_session";
/** Over HTTPS the cookie is `Secure` and `__Host-` prefixed: host-only, path `/`, never set over plain HTTP. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export function sessionCookieName(request: FastifyRequest, config: ServerConfig): string {
  return isHttps(request, config) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** Marks every route registered inside `scope` as public: for plugins (static files) that take no route config. */
export function markRoutesPublic(scope: FastifyInstance): void {
  scope.addHook("onRoute", (route) => {
    route.config = { ...route.config, access: "public" };
  });
}

/**
 * What a session may reach while its account must still choose its own password (an admin chose the current one):
 * who am I, sign out, and the change itself.
 */
const OPEN_BEFORE_OWN_PASSWORD: ReadonlySet<string> = new Set([
  "/api/auth/me",
  "/api/auth/logout",
  "/api/users/me/password",
]);

/** Records every route, then resolves the session and enforces each route's declared access on every request. */
export function registerAccessControl(app: FastifyInstance, config: ServerConfig): void {
  app.decorate("registeredRoutes", [] as RouteOptions[]);
  app.addHook("onRoute", (route) => {
    app.registeredRoutes.push(route);
  });
  app.decorateRequest("session", null);
  // Sessions are kept in memory while the database's notifications say which changed (auth/session-cache.ts): the
  // cache serves nothing until its LISTEN has answered, and nothing while that connection is lost.
  const cache = newSessionCache();
  app.decorate("sessionCache", cache);
  let detach = () => {};
  app.addHook("onReady", async () => {
    await app.database.listen(SESSION_CHANNEL, cache);
    detach = attachSessionCache(app.database.db, cache);
  });
  app.addHook("onClose", async () => detach());

  app.addHook("onRequest", async (request, reply) => {
    const access = request.is404 ? "public" : request.routeOptions.config.access;
    // Static files and pages do not need the session (and should not keep it alive); API routes resolve it.
    const wantsSession = access !== "public" || request.url.startsWith("/api/");
    const token = request.cookies[sessionCookieName(request, config)];
    if (token && wantsSession) {
      request.session = await findSession(app.database.db, token, config.now(), config.auth);
      if (!request.session) clearSessionCookie(request, reply, config);
    }
    if (access === "public") return;
    if (access === undefined || (access !== "signed-in" && !isPermission(access))) {
      request.log.error({ url: request.routeOptions.url }, "route declares no access; refused");
      throw new HttpError(403, "forbidden", "You do not have access to this");
    }
    if (!request.session) throw new HttpError(401, "unauthenticated", "Please sign in");
    if (
      request.session.user.mustChangePassword &&
      !OPEN_BEFORE_OWN_PASSWORD.has(request.routeOptions.url ?? "")
    ) {
      throw new HttpError(403, "password_change_required", "Please choose your own password first");
    }
    if (access !== "signed-in" && scopeFor(request.session.user, access) === null) {
      await auditDenied(app.services.audit, request, config.now(), access);
      throw new HttpError(403, "forbidden", "You do not have access to this");
    }
  });
}

/** Records a refused permission in the audit log. */
export async function auditDenied(
  audit: Pick<AuditService, "record">,
  request: FastifyRequest,
  now: Date,
  permission: string,
  target?: string,
): Promise<void> {
  await audit.record(now, {
    action: "permission.denied",
    actor: request.session?.user.username ?? null,
    target: target ?? `${request.method} ${request.routeOptions.url ?? request.url}`,
    ip: request.ip,
    details: { permission, role: request.session?.user.role ?? null },
  });
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: ServerConfig,
  token: string,
): void {
  reply.setCookie(sessionCookieName(request, config), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(request, config),
    maxAge: Math.floor(config.auth.absoluteTimeoutMs / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: ServerConfig): void {
  reply.clearCookie(sessionCookieName(request, config), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(request, config),
  });
}
