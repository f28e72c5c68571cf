import { ZApiErrorBody } from "@visadesk/contracts/errors";
import type { FastifyInstance, RouteOptions } from "fastify";
import { z } from "zod";
import type { ServerConfig } from "#config.ts";
import type { RouteContract } from "#routes/contract.ts";
import { defineRoute } from "#routes/contract.ts";
import { CONTRACTS_OF_OTHER_ROUTES } from "#routes/other-route-contracts.ts";

/** What the contract test reads: which routes answered, and which answers broke their contract. */
export interface ContractCheck {
  /** "METHOD url status" of every answer seen while enabled. */
  answered: Set<string>;
  /** "METHOD url" of every JSON answer parsed with its schema. */
  checked: Set<string>;
  mismatches: { route: string; status: number; issues: string }[];
}

declare module "fastify" {
  interface FastifyInstance {
    /** Set by `enableContractCheck` (tests only). */
    contractCheck?: ContractCheck;
  }
}

/** "METHOD url"; the HEAD route Fastify adds beside a GET has the GET's contract. */
const keyOf = (route: Pick<RouteOptions, "method" | "url">) =>
  `${Array.isArray(route.method) ? route.method.join(",") : route.method} ${route.url}`.replace(
    /^HEAD /,
    "GET ",
  );

/** The contract of a registered route: its own, or the table's for routes registered without one. */
export function contractOf(route: RouteOptions): RouteContract | undefined {
  return route.config?.contract ?? CONTRACTS_OF_OTHER_ROUTES[keyOf(route)];
}

const jsonSchema = (schema: z.ZodType, io: "input" | "output") => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
};

/** The OpenAPI 3.1 document of every `/api` route of `app`, generated from the zod contracts. */
export function apiDocument(app: FastifyInstance, version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const error = { content: { "application/json": { schema: jsonSchema(ZApiErrorBody, "output") } } };
  for (const route of app.registeredRoutes) {
    if (!route.url.startsWith("/api/")) continue;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== "HEAD");
    const contract = contractOf(route);
    const path = route.url.replace(/:(\w+)/g, "{$1}");
    const parameters = [...route.url.matchAll(/:(\w+)/g)].map((match) => ({
      name: match[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    if (contract?.query) {
      const query = jsonSchema(contract.query, "input") as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(query.properties ?? {}))
        parameters.push({
          name,
          in: "query",
          required: query.required?.includes(name) ?? false,
          schema,
        } as never);
    }
    const responses: Record<string, unknown> = { default: { description: "An error", ...error } };
    for (const [status, schema] of Object.entries(contract?.response ?? {})) {
      responses[status] =
        schema === null
          ? { description: "No content" }
          : schema === "text/csv"
            ? { description: "CSV", content: { "text/csv": { schema: { type: "string" } } } }
            : schema === "file"
              ? {
                  description: "The file, as an attachment",
                  content: Object.fromEntries(
                    ["application/pdf", "image/jpeg", "image/png"].map((type) => [
                      type,
                      { schema: { type: "string", format: "binary" } },
                    ]),
                  ),
                }
              : {
                  description: "Success",
                  content: { "application/json": { schema: jsonSchema(schema, "output") } },
                };
    }
    for (const method of methods) {
      paths[path] ??= {};
      paths[path][method.toLowerCase()] = {
        summary: contract?.summary ?? route.url,
        "x-access": route.config?.access,
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(contract?.body
          ? {
              requestBody: {
                required: true,
                content: { "application/json": { schema: jsonSchema(contract.body, "input") } },
              },
            }
          : route.config?.rawBody
            ? {
                requestBody: {
                  required: true,
                  content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
                },
              }
            : {}),
        responses,
      };
    }
  }
  return { openapi: "3.1.0", info: { title: "VisaDesk API", version }, paths };
}

/**
 * The contract check (tests): every JSON answer is parsed with its route's response schema and a mismatch is
 * recorded in `app.contractCheck`. Pass it as `extraRoutes`; production servers do not carry these hooks.
 */
export function enableContractCheck(app: FastifyInstance): ContractCheck {
  const check: ContractCheck = { answered: new Set(), checked: new Set(), mismatches: [] };
  app.decorate("contractCheck", check);
  app.addHook("preSerialization", async (request, reply, payload) => {
    const key = `${request.method} ${request.routeOptions.url}`;
    const contract = request.routeOptions.config.contract ?? CONTRACTS_OF_OTHER_ROUTES[key];
    const schema = contract?.response[reply.statusCode as 200];
    if (reply.statusCode < 300 && schema && typeof schema === "object") {
      check.checked.add(key);
      const parsed = schema.safeParse(payload);
      if (!parsed.success)
        check.mismatches.push({
          route: key,
          status: reply.statusCode,
          issues: z.prettifyError(parsed.error),
        });
    }
    return payload;
  });
  app.addHook("onResponse", async (request, reply) => {
    check.answered.add(`${request.method} ${request.routeOptions.url} ${reply.statusCode}`);
  });
  return check;
}

/** `GET /api/openapi.json`: the API document, generated once from the contracts of the routes registered. */
export function registerApiDocument(app: FastifyInstance, config: ServerConfig): void {
  let document: ReturnType<typeof apiDocument> | undefined;
  defineRoute(app, {
    method: "GET",
    url: "/api/openapi.json",
    access: "public",
    contract: { summary: "This document", response: { 200: z.object({ openapi: z.string() }) } },
    handler: async () => {
      document ??= apiDocument(app, config.version);
      return document;
    },
  });
}
