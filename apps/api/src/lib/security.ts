import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerConfig } from "#config.ts";
import { HttpError } from "#lib/errors.ts";

/**
 * The Content-Security-Policy of every response. No inline scripts anywhere; inline styles are allowed for React's
 * `style={}` attributes only. `analyticsOrigins` (ANALYTICS_ORIGINS) are added to script-src, connect-src and img-src
 * for the deferred analytics.
 */
export function contentSecurityPolicy(analyticsOrigins: readonly string[], https: boolean): string {
  const extra = analyticsOrigins.length > 0 ? ` ${analyticsOrigins.join(" ")}` : "";
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${extra}`,
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Security headers on every response, errors and 404s included. */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    applySecurityHeaders(request, reply, config);
    // API answers carry personal data (or say who is signed in): no browser or proxy cache may keep them.
    if (isApiPath(request.url) && !reply.hasHeader("Cache-Control"))
      reply.header("Cache-Control", "no-store");
    done(null, payload);
  });
}

function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/** Each configuration's two policies (over HTTP and HTTPS), written once rather than on every response. */
const policies = new WeakMap<ServerConfig["security"], { http: string; https: string }>();

function policyOf(config: ServerConfig, https: boolean): string {
  let both = policies.get(config.security);
  if (both === undefined) {
    const origins = config.security.analyticsOrigins;
    both = { http: contentSecurityPolicy(origins, false), https: contentSecurityPolicy(origins, true) };
    policies.set(config.security, both);
  }
  return https ? both.https : both.http;
}

/** Whether `request` came over HTTPS (or the instance is told it always does, behind a proxy that ends TLS). */
export function isHttps(request: FastifyRequest, config: ServerConfig): boolean {
  return config.security.forceHttps || request.protocol === "https";
}

/** Sets the security headers on one reply; also used for errors raised before routing, which skip the hooks. */
export function applySecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  config: ServerConfig,
): void {
  const https = isHttps(request, config);
  // A response with a policy of its own keeps it: a document download's `default-src 'none'; sandbox` is stricter
  // than the site's, and replacing it would let a file opened by address run as a page of the site.
  if (!reply.hasHeader("Content-Security-Policy"))
    reply.header("Content-Security-Policy", policyOf(config, https));
  reply.header("X-Content-Type-Options", "nosniff");
  reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
  reply.header("X-Frame-Options", "DENY");
  reply.header("Cross-Origin-Opener-Policy", "same-origin");
  reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (https) reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function ownOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

function normaliseOrigin(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/**
 * CSRF defence for every state-changing request (anything but GET, HEAD, OPTIONS), before the body is read:
 * - a body must be JSON (`application/json`), which a cross-site form cannot send; a route that takes a file
 *   (`config.rawBody`) takes `application/octet-stream` instead, which a form cannot send either;
 * - a browser's `Origin` must be the request's own origin or a trusted one (PUBLIC_ORIGIN, CRM_ORIGIN), and without
 *   `Origin` its `Sec-Fetch-Site` must be `same-origin` or `none`.
 * Requests with neither header do not come from a browser, so they cannot carry a victim's cookie cross-site.
 */
export function registerCsrfProtection(app: FastifyInstance, config: ServerConfig): void {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (hasBody(request)) {
      const type = (request.headers["content-type"] ?? "").split(";", 1)[0]?.trim().toLowerCase();
      const expected = request.routeOptions.config.rawBody ? "application/octet-stream" : "application/json";
      if (type !== expected) {
        throw new HttpError(
          403,
          "csrf_refused",
          expected === "application/json"
            ? "State-changing requests must send JSON"
            : "Send the file itself as application/octet-stream",
        );
      }
    }
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const allowed = new Set([ownOrigin(request), ...config.security.trustedOrigins]);
      const normalised = origin === "null" ? null : normaliseOrigin(origin);
      if (normalised === null || !allowed.has(normalised)) {
        throw new HttpError(403, "csrf_refused", "This request came from a site that is not allowed");
      }
      return;
    }
    const site = request.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin" && site !== "none") {
      throw new HttpError(403, "csrf_refused", "This request came from a site that is not allowed");
    }
  });
}
