import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProviderDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
} from "fastify";
import type { z } from "zod";
import type { RouteAccess } from "#auth/access.ts";

/**
 * A status a route answers with a body of its own: the successes, and 503 for the health routes, whose "unavailable"
 * answer says why in the same shape as their 200 (every other error is the error body, thrown as an `HttpError`).
 */
export type AnswerStatus = 200 | 201 | 202 | 204 | 503;

/** The answer's schema for one status: a zod schema for JSON, `"text/csv"` for a CSV download, `"file"` for a
 * document's bytes, `null` for an empty answer. */
export type ResponseSchema = z.ZodType | "text/csv" | "file" | null;

/** The answer per status. */
export type ResponseSchemas = Partial<Record<AnswerStatus, ResponseSchema>>;

/**
 * What a route promises, from @visadesk/contracts: its request parts and its answer per status. `/api/openapi.json`
 * is generated from these, and the contract test checks real answers against `response`.
 */
export interface RouteContract<Responses extends ResponseSchemas = ResponseSchemas> {
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: Responses;
}

declare module "fastify" {
  interface FastifyContextConfig {
    contract?: RouteContract;
    /** The body is a file (`application/octet-stream`), not JSON. */
    rawBody?: boolean;
  }
}

/**
 * The body a handler may send for one status. A JSON answer is the schema's input: the handler's value goes out as it
 * is (nothing parses it on the way), so it must be something the schema accepts, which is what the contract test and
 * the clients parse. An empty answer sends nothing; a CSV or a file is whatever stream or bytes the handler sends.
 * (Fastify's reply types read an empty answer's body as `unknown`, so a body sent with a 204 is not caught.)
 */
export type BodyOf<Schema> = Schema extends z.ZodType
  ? z.input<Schema>
  : Schema extends null
    ? undefined
    : unknown;

/** Fastify's reply map for the contract: `reply.status(201).send(x)` then only takes 201's body. */
export interface ContractGeneric<Responses extends ResponseSchemas> {
  Reply: { [Status in keyof Responses]: BodyOf<Responses[Status]> };
}

/**
 * The reply a handler gets: `reply.status(201).send(x)` takes only 201's body, and `reply.send(x)` before any status
 * takes a body of one of the contract's statuses.
 */
export type ContractReply<Responses extends ResponseSchemas> = FastifyReply<
  ContractGeneric<Responses>,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  FastifySchema,
  FastifyTypeProviderDefault,
  { [Status in keyof Responses]: BodyOf<Responses[Status]> }[keyof Responses]
>;

/** What a handler may resolve to: a JSON body of one of its statuses, or the reply it sent itself (typed above). */
export type AnswerOf<Responses extends ResponseSchemas> =
  | {
      [Status in keyof Responses]: Responses[Status] extends z.ZodType ? z.input<Responses[Status]> : never;
    }[keyof Responses]
  | ContractReply<Responses>;

/** A handler tied to its contract: returning anything but the contract's answer is a compile error. */
export type ContractHandler<Responses extends ResponseSchemas> = (
  request: FastifyRequest<ContractGeneric<Responses>>,
  reply: ContractReply<Responses>,
) => Promise<AnswerOf<Responses>>;

/** One route with its access and its contract; the handler parses, checks, calls one service function, answers. */
export interface ContractRoute<Responses extends ResponseSchemas = ResponseSchemas> {
  method: "GET" | "POST" | "PATCH" | "PUT";
  url: string;
  access: RouteAccess;
  contract: RouteContract<Responses>;
  bodyLimit?: number;
  /** The body is a file sent as `application/octet-stream` (the CSRF check then expects that type, not JSON). */
  rawBody?: boolean;
  handler: ContractHandler<Responses>;
}

/** Registers `route` with its access and contract in the route's config. */
export function defineRoute<const Responses extends ResponseSchemas>(
  app: FastifyInstance,
  route: ContractRoute<Responses>,
): void {
  app.route({
    method: route.method,
    url: route.url,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    config: { access: route.access, contract: route.contract, ...(route.rawBody ? { rawBody: true } : {}) },
    // The typed handler narrows Fastify's request and reply to this contract; Fastify itself calls it untyped.
    handler: route.handler as unknown as RouteHandlerMethod,
  });
}
