import { ZApiErrorBody } from "@visadesk/contracts/errors";
import type { FastifyInstance, RouteOptions } from "fastify";
import { z } from "zod";
import { SESSION_COOKIE } from "#auth/access.ts";
import type { ServerConfig } from "#config.ts";
import type { RouteContract } from "#routes/contract.ts";
import { defineRoute } from "#routes/contract.ts";

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

/** The contract of a registered route, which `defineRoute` put in its config. */
export function contractOf(route: Pick<RouteOptions, "config">): RouteContract | undefined {
  return route.config?.contract;
}

const jsonSchema = (schema: z.ZodType, io: "input" | "output") => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
};

/** The error answers a route may give, each with the error body (`{ "error": { "code", "message" } }`). */
const ERROR_RESPONSES = {
  400: "The request is not valid; the message names the field in plain words",
  401: "Not signed in, or the session ended",
  403: "Signed in, but this role may not do this (or a state-changing request came from another origin)",
  404: "No such record, or not one this account may see",
  429: "Too many requests from this address; try again later",
  503: "The database does not answer, or the instance is stopping; nothing was stored",
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** `get /api/leads/{id}/status` → `getLeadsByIdStatus`: unique, since a method and a path name one route. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment)?.[1];
      return (param ? `by-${param}` : segment).split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join("");
}

/** The error statuses a route can answer with, from what it takes and who may call it. */
function errorStatusesOf(route: RouteOptions, method: string): ErrorStatus[] {
  const statuses: ErrorStatus[] = [];
  // Any route answers 400 to a malformed address (the server's framework errors), besides its own input's checks.
  statuses.push(400);
  const isPublic = route.config?.access === "public";
  if (!isPublic) statuses.push(401);
  if (!isPublic || method !== "GET") statuses.push(403);
  if (/:\w+/.test(route.url)) statuses.push(404);
  if (isPublic && method !== "GET") statuses.push(429);
  statuses.push(503);
  return statuses;
}

/**
 * The OpenAPI 3.1 document of every `/api` route of `app`, generated from the zod contracts: every body and answer a
 * shared component referenced by `$ref` (the same shape under one name), the session cookie as the security scheme,
 * an operationId per operation, typed path parameters, and each error status with the error body.
 */
export function apiDocument(app: FastifyInstance, version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, unknown> = { ApiError: jsonSchema(ZApiErrorBody, "output") };
  const namesByShape = new Map<string, string>();
  /** Files `schema` under `name` (or the name it already has) and returns its `$ref`. */
  const component = (name: string, schema: unknown) => {
    const shape = JSON.stringify(schema);
    let found = namesByShape.get(shape);
    if (!found) {
      found = name;
      namesByShape.set(shape, found);
      schemas[found] = schema;
    }
    return { $ref: `#/components/schemas/${found}` };
  };
  const responseComponents = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, description]) => [
      `Error${status}`,
      { description, content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } } },
    ]),
  );
  // A path parameter's schema from the routes whose contract declares it, for the routes of the same parameter that
  // declare none (`:username` is the same username everywhere).
  const knownParams: Record<string, unknown> = {};
  for (const route of app.registeredRoutes) {
    const params = contractOf(route)?.params;
    if (params)
      // The most precise one: a refinement zod cannot express leaves a bare string.
      for (const [name, schema] of Object.entries(
        (jsonSchema(params, "input") as { properties?: Record<string, unknown> }).properties ?? {},
      ))
        if (Object.keys(schema as object).length > Object.keys((knownParams[name] ?? {}) as object).length)
          knownParams[name] = schema;
  }
  for (const route of app.registeredRoutes) {
    if (!route.url.startsWith("/api/")) continue;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== "HEAD");
    const contract = contractOf(route);
    const path = route.url.replace(/:(\w+)/g, "{$1}");
    const paramSchemas = contract?.params
      ? ((jsonSchema(contract.params, "input") as { properties?: Record<string, unknown> }).properties ?? {})
      : {};
    const parameters = [...route.url.matchAll(/:(\w+)/g)].map((match) => ({
      name: match[1],
      in: "path",
      required: true,
      schema: [paramSchemas[match[1] ?? ""], knownParams[match[1] ?? ""]].reduce(
        (best: object, schema) =>
          schema && Object.keys(schema as object).length > Object.keys(best).length
            ? (schema as object)
            : best,
        { type: "string" },
      ),
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
    for (const method of methods) {
      const operationId = operationIdOf(method, path);
      const responses: Record<string, unknown> = {};
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
                    description: status === "503" ? ERROR_RESPONSES[503] : "Success",
                    content: {
                      "application/json": {
                        schema: component(
                          `${operationId}Response${status === "200" ? "" : status}`,
                          jsonSchema(schema, "output"),
                        ),
                      },
                    },
                  };
      }
      for (const status of errorStatusesOf(route, method))
        responses[status] ??= { $ref: `#/components/responses/Error${status}` };
      paths[path] ??= {};
      paths[path][method.toLowerCase()] = {
        operationId,
        summary: contract?.summary ?? route.url,
        tags: [path.split("/")[2] ?? "api"],
        "x-access": route.config?.access,
        security: route.config?.access === "public" ? [] : [{ session: [] }],
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(contract?.body
          ? {
              requestBody: {
                required: true,
                content: {
                  "application/json": {
                    schema: component(`${operationId}Body`, jsonSchema(contract.body, "input")),
                  },
                },
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
  const tags = [...new Set(Object.keys(paths).map((path) => path.split("/")[2] ?? "api"))]
    .sort()
    .map((name) => ({ name, description: `The ${name} routes` }));
  return {
    openapi: "3.1.0",
    info: {
      title: "VisaDesk API",
      version,
      description:
        "The VisaDesk CRM's API: every route, generated from its contract. Errors are `{ error: { code, message } }`.",
      license: { name: "MIT", identifier: "MIT" },
    },
    // Relative: the origin the document was fetched from (the API serves the CRM and the site on one origin).
    servers: [{ url: "/", description: "The VisaDesk instance serving this document" }],
    tags,
    paths,
    components: {
      schemas,
      responses: responseComponents,
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          // On HTTPS (PUBLIC_ORIGIN https://...) the cookie is `__Host-visadesk_session`.
          name: SESSION_COOKIE,
          description:
            "The session cookie set by POST /api/auth/login (`__Host-visadesk_session` on HTTPS). State-changing requests also need a same-origin Origin header.",
        },
      },
    },
  };
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
    const contract = request.routeOptions.config.contract;
    const schema = contract?.response[reply.statusCode as 200];
    if (schema && typeof schema === "object") {
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
