import {
  ZCountryLabel,
  ZCountryLabelList,
  ZUpdateCountryLabelRequest,
} from "@visadesk/contracts/country-labels";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ServerConfig } from "#config.ts";
import { createCountryLabelService } from "#crm/country-labels.ts";
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
 * them, which dates them today and names who checked. Seeds a new database from @visadesk/content.
 */
export async function registerCountryLabelRoutes(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const service = createCountryLabelService(app.database.db);
  await service.seed(config.now());
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
