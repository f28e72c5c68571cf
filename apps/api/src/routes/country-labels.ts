import {
  ZCountryLabel,
  ZCountryLabelList,
  ZUpdateCountryLabelRequest,
} from "@visadesk/contracts/country-labels";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ServerConfig } from "#config.ts";
import { HttpError } from "#lib/errors.ts";
import { defineRoute } from "#routes/contract.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The server's clock, for the pages' country labels (web/country-labels-html.ts): the date decides staleness. */
    countryLabelsNow: () => Date;
  }
}

const ZParams = z.object({ code: z.string().regex(/^[A-Za-z]{2}$/, "must be a two-letter country code") });

/**
 * `/api/country-labels`: the destinations' public figures. Staff read them (with staleness); admins and the CEO save
 * them, which dates them today and names who checked. (A new database is seeded from @visadesk/content when the
 * server starts.)
 */
export function registerCountryLabelRoutes(app: FastifyInstance, config: ServerConfig): void {
  const service = app.services.countryLabels;
  app.decorate("countryLabelsNow", config.now);

  defineRoute(app, {
    method: "GET",
    url: "/api/country-labels",
    access: "labels.read",
    contract: {
      summary: "Every destination's public labels, with staleness",
      response: { 200: ZCountryLabelList },
    },
    handler: async () => ({ labels: await service.list(config.now()) }),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/country-labels/:code",
    access: "labels.edit",
    contract: {
      summary: "Saves a destination's labels, dated today and signed by the editor",
      params: ZParams,
      body: ZUpdateCountryLabelRequest,
      response: { 200: ZCountryLabel },
    },
    handler: async (request) => {
      const { code } = ZParams.parse(request.params);
      const body = ZUpdateCountryLabelRequest.parse(request.body);
      const session = request.session;
      if (!session) throw new HttpError(401, "unauthenticated", "Please sign in");
      return service.update(code, body, { name: session.user.name, now: config.now() });
    },
  });
}
