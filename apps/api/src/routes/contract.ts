import type { FastifyInstance, RouteHandlerMethod } from "fastify";
import type { z } from "zod";
import type { RouteAccess } from "#auth/access.ts";

/**
 * What a route promises, from @visadesk/contracts: its request parts and its answer per status. `/api/openapi.json`
 * is generated from these, and the contract test checks real answers against `response`.
 */
export interface RouteContract {
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer's schema per success status; `"text/csv"` for a CSV download; `"file"` for a document's bytes;
   * `null` for an empty answer. */
  response: Partial<Record<200 | 201 | 202 | 204, z.ZodType | "text/csv" | "file" | null>>;
}

declare module "fastify" {
  interface FastifyContextConfig {
    contract?: RouteContract;
    /** The body is a file (`application/octet-stream`), not JSON. */
    rawBody?: boolean;
  }
}

/** One route with its access and its contract; the handler parses, checks, calls one service function, answers. */
export interface ContractRoute {
  method: "GET" | "POST" | "PATCH" | "PUT";
  url: string;
  access: RouteAccess;
  contract: RouteContract;
  bodyLimit?: number;
  /** The body is a file sent as `application/octet-stream` (the CSRF check then expects that type, not JSON). */
  rawBody?: boolean;
  handler: RouteHandlerMethod;
}

/** Registers `route` with its access and contract in the route's config. */
export function defineRoute(app: FastifyInstance, route: ContractRoute): void {
  app.route({
    method: route.method,
    url: route.url,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    config: { access: route.access, contract: route.contract, ...(route.rawBody ? { rawBody: true } : {}) },
    handler: route.handler,
  });
}
