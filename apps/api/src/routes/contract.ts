import type { FastifyInstance, RouteHandlerMethod } from "fastify";
import type { z } from "zod";
import type { RouteAccess } from "#auth/access.ts";
import { compiledAnswerSchema } from "#routes/compiled-answers.ts";

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
  /**
   * The JSON answers are written by a serialiser Fastify compiles from their schemas (fast-json-stringify) instead of
   * `JSON.stringify`: for the lists, whose pages are the largest answers the API writes (routes/compiled-answers.ts).
   */
  compiled?: true;
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

/** The JSON Schemas of a compiled contract's JSON answers, by status, for Fastify's `schema.response`. */
function compiledResponses(contract: RouteContract): Record<string, object> | undefined {
  if (!contract.compiled) return undefined;
  const schemas: Record<string, object> = {};
  for (const [status, answer] of Object.entries(contract.response))
    if (answer !== null && typeof answer === "object") schemas[status] = compiledAnswerSchema(answer);
  return schemas;
}

/** Registers `route` with its access and contract in the route's config. */
export function defineRoute(app: FastifyInstance, route: ContractRoute): void {
  const response = compiledResponses(route.contract);
  app.route({
    method: route.method,
    url: route.url,
    ...(response ? { schema: { response } } : {}),
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    config: { access: route.access, contract: route.contract, ...(route.rawBody ? { rawBody: true } : {}) },
    handler: route.handler,
  });
}
