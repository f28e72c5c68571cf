import {
  type CountryLabel,
  type CountryLabelList,
  ZUpdateCountryLabelRequest,
} from "@visadesk/contracts/country-labels";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ServerConfig } from "#config.ts";
import { createCountryLabelService } from "#crm/country-labels.ts";
import { HttpError } from "#lib/errors.ts";

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

  app.get(
    "/api/country-labels",
    { config: { access: "labels.read" } },
    async (): Promise<CountryLabelList> => ({ labels: await service.list(config.now()) }),
  );

  app.put(
    "/api/country-labels/:code",
    { config: { access: "labels.edit" } },
    async (request): Promise<CountryLabel> => {
      const { code } = ZParams.parse(request.params);
      const body = ZUpdateCountryLabelRequest.parse(request.body);
      const session = request.session;
      if (!session) throw new HttpError(401, "unauthenticated", "Please sign in");
      return service.update(code, body, { name: session.user.name, now: config.now() });
    },
  );
}
