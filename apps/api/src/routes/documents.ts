import { Readable } from "node:stream";
import { ZIdParams } from "@visadesk/contracts/crm";
import {
  MAX_DOCUMENT_BYTES,
  ZDocument,
  ZDocumentList,
  ZDocumentReviewRequest,
  ZDocumentUploadParams,
  ZDocumentUploadQuery,
} from "@visadesk/contracts/documents";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerConfig } from "#config.ts";
import { type DocumentReader, TOO_LARGE } from "#documents/service.ts";
import { HttpError } from "#lib/errors.ts";
import { defineRoute } from "#routes/contract.ts";
import { crmActor, idOf, WORK } from "#routes/crm-actor.ts";

const USE = "documents.use" as const;

/** `attachment` with the name in ASCII and, for any other characters, RFC 5987's UTF-8 form. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The documents of filing cases (client uploads from the portal, staff's review). Uploads are the file itself as
 * `application/octet-stream` (the name in `?name=`), at most 10 MB; files are streamed back as attachments.
 */
export async function registerDocumentRoutes(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const service = app.services.documents;
  const readerOf = (request: FastifyRequest): Promise<DocumentReader> => {
    if (!request.session) throw new HttpError(401, "unauthenticated", "Please sign in");
    return service.readerOf(request.session, request.ip, config.now());
  };

  await app.register(async (scope) => {
    // Only these routes take a raw body, and they read it themselves as it arrives (never buffered whole by the
    // framework); everywhere else such a body stays an unsupported media type (415).
    scope.addContentTypeParser("application/octet-stream", (_request, payload, done) => done(null, payload));
    // Refuse an announced size at once, with a message a client understands, before reading any of it.
    scope.addHook("onRequest", async (request) => {
      if (!request.routeOptions.config.rawBody) return;
      const length = Number(request.headers["content-length"] ?? 0);
      if (length > MAX_DOCUMENT_BYTES) throw new HttpError(413, "file_too_large", TOO_LARGE);
    });

    defineRoute(scope, {
      method: "POST",
      url: "/api/cases/:id/checklist/:itemId/documents",
      access: USE,
      rawBody: true,
      bodyLimit: MAX_DOCUMENT_BYTES,
      contract: {
        summary:
          "Uploads a document for one checklist item (the file as application/octet-stream with its Content-Length, its name in ?name=, the file it replaces in ?replaces=): wholly a PDF, JPEG or PNG, at most 10 MB, within the person's upload limits",
        params: ZDocumentUploadParams,
        query: ZDocumentUploadQuery,
        response: { 201: ZDocument },
      },
      handler: async (request, reply) => {
        const { id, itemId } = ZDocumentUploadParams.parse(request.params);
        const { name, replaces } = ZDocumentUploadQuery.parse(request.query);
        const length = Number(request.headers["content-length"]);
        // An empty body reaches no parser; the service answers it with a 400 that names the file.
        const stream = length === 0 ? Readable.from([]) : request.body;
        if (!(stream instanceof Readable) || !Number.isSafeInteger(length)) {
          throw new HttpError(
            415,
            "unsupported_media_type",
            "Send the file itself as application/octet-stream, with its Content-Length",
          );
        }
        const reader = await readerOf(request);
        const document = await service
          .upload(reader, { caseId: id, itemId, fileName: name, replaces }, { stream, length })
          .catch((error: unknown) => {
            // An upload cut off for taking too long: the rest of its body is never read, so the connection ends with
            // the answer. (Other refusals keep it: a client still sending would meet a closed connection instead of
            // the answer, and Node reads the rest of a 10 MB body quickly.)
            if (error instanceof HttpError && error.status === 408) reply.header("Connection", "close");
            throw error;
          });
        return reply.status(201).send(document);
      },
    });
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/cases/:id/documents",
    access: USE,
    contract: {
      summary: "The documents uploaded for a case",
      params: ZIdParams,
      response: { 200: ZDocumentList },
    },
    handler: async (request) => ({ documents: await service.list(await readerOf(request), idOf(request)) }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/documents/:id/file",
    access: USE,
    contract: {
      summary: "A document's file, streamed as an attachment (never shown in the browser)",
      params: ZIdParams,
      response: { 200: "file" },
    },
    handler: async (request, reply) => {
      const { document, chunks } = await service.open(await readerOf(request), idOf(request));
      reply
        .header("Content-Type", document.contentType)
        .header("Content-Length", String(document.size))
        .header("Content-Disposition", attachmentHeader(document.fileName))
        .header("X-Content-Type-Options", "nosniff")
        .header("Cache-Control", "private, no-store")
        // A file opened by address still cannot run anything: no scripts, no plugins, its own origin.
        .header("Content-Security-Policy", "default-src 'none'; sandbox");
      return reply.send(Readable.from(chunks()));
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/documents/:id/review",
    access: WORK,
    contract: {
      summary: "Verifies a document, or rejects it with a reason the client sees",
      params: ZIdParams,
      body: ZDocumentReviewRequest,
      response: { 200: ZDocument },
    },
    handler: async (request) =>
      service.review(crmActor(request, config), idOf(request), ZDocumentReviewRequest.parse(request.body)),
  });
}
