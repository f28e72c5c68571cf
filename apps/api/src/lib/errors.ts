import type { ApiErrorBody } from "@visadesk/contracts/errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { classifyDatabaseError } from "#lib/database-errors.ts";

/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/** An error a route throws on purpose; the handler turns it into `{ error: { code, message } }` with `status`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** More members of the error object, e.g. `allowed` for an illegal state change. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  const body: ApiErrorBody = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...error.extra,
    },
  };
  return reply.status(error.status).send(body);
}

/** A 400 that names each bad field, from a zod validation error. */
export function badRequestFromZod(error: ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.join(".") || "body";
    fields[name] ??= issue.message;
  }
  const summary = Object.entries(fields)
    .map(([name, message]) => `${name}: ${message}`)
    .join("; ");
  return new HttpError(400, "bad_request", `Invalid request: ${summary}`, fields);
}

/** Maps every thrown error to the API error shape; unexpected ones are logged and answered with a generic 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error);
    if (error instanceof ZodError) return sendError(reply, badRequestFromZod(error));
    const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, unsupported media type...).
      return sendError(reply, new HttpError(status, error.code ?? "bad_request", error.message));
    }
    const failure = classifyDatabaseError(error);
    if (failure === "unavailable") {
      request.log.error({ err: error }, "database unavailable");
      reply.header("Retry-After", String(RETRY_AFTER_SECONDS));
      return sendError(
        reply,
        new HttpError(
          503,
          "database_unavailable",
          "The service is briefly unavailable. Please try again shortly.",
        ),
      );
    }
    if (failure === "bad_value") {
      // A value no schema caught but the database refused (out of range, malformed): the client's, not ours.
      request.log.warn({ err: error }, "database refused a value");
      return sendError(
        reply,
        new HttpError(400, "bad_request", "Invalid request: a value is out of range or malformed"),
      );
    }
    request.log.error({ err: error }, "unhandled error");
    return sendError(reply, new HttpError(500, "internal_error", "Something went wrong on our side"));
  });
}

/** The JSON 404 of an unknown API path. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const pathname = request.url.split("?", 1)[0];
  return sendError(reply, new HttpError(404, "not_found", `No API route ${request.method} ${pathname}`));
}
