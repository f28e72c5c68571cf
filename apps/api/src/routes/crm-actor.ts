import { scopeFor } from "@visadesk/auth/permissions";
import { ZIdParams } from "@visadesk/contracts/crm";
import type { FastifyRequest } from "fastify";
import type { ServerConfig } from "#config.ts";
import type { CrmActor, SystemActor } from "#crm/actors.ts";
import { HttpError } from "#lib/errors.ts";

/** Who a CRM request acts as: the signed-in staff member, with the reach of their role. */
export function crmActor(request: FastifyRequest, config: ServerConfig): CrmActor {
  const session = request.session;
  if (!session) throw new HttpError(401, "unauthenticated", "Please sign in");
  const scope = scopeFor(session.user, "records.work") ?? scopeFor(session.user, "records.own");
  if (!scope) throw new HttpError(403, "forbidden", "You do not have access to this");
  return { user: session.user, userId: session.userId, scope, ip: request.ip, now: config.now() };
}

/** The public intake acts as nobody, from the request's address. */
export function systemActor(request: FastifyRequest, config: ServerConfig): SystemActor {
  return { user: null, userId: null, scope: "all", ip: request.ip, now: config.now() };
}

/** The record id of the path (a 400 naming `id` when it is not one). */
export const idOf = (request: FastifyRequest): string => ZIdParams.parse(request.params).id;

export const WORK = "records.work" as const;
