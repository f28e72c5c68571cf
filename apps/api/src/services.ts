import {
  type AuditService,
  type ClientErrorService,
  createAuditService,
  createClientErrorService,
} from "#audit/service.ts";
import type { PasswordHasher } from "#auth/passwords.ts";
import { type AuthService, createAuthService } from "#auth/service.ts";
import { DEFAULT_LIMITS, type ServerConfig } from "#config.ts";
import { type CountryLabelService, createCountryLabelService } from "#crm/country-labels.ts";
import { type CrmServices, createCrmServices } from "#crm/services.ts";
import { createDashboardService, type DashboardService } from "#dashboards/service.ts";
import type { DatabaseHandle } from "#db/client.ts";
import { createDocumentService } from "#documents/service.ts";
import type { JobEngine } from "#jobs/engine.ts";
import { createHealthService, type HealthService } from "#lib/database-health.ts";
import { createUserService } from "#users/service.ts";
import { createStaffService } from "#users/staff.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Every service of the API, built once by `createServer`; routes reach the data through these only. */
    services: Services;
  }
}

/**
 * Every service of the API, each on the one opened database (decision 047). Routes take theirs from here and never
 * see the database: a service owns its queries and its transactions.
 */
export interface Services {
  /** The database's health, for the health routes. */
  health: HealthService;
  /** Signing in and out and the one-time password links. */
  auth: AuthService;
  /** Account management and portal links. */
  users: ReturnType<typeof createUserService>;
  /** The staff list and moving a person's open work to another. */
  staff: ReturnType<typeof createStaffService>;
  /** The audit log. */
  audit: AuditService;
  /** The render errors the apps report. */
  clientErrors: ClientErrorService;
  /** The consultancy's records: intake, enquiries, leads, deals, customers, cases, deliveries, search, files. */
  crm: CrmServices;
  /** My day and the dashboards. */
  dashboards: DashboardService;
  /** The documents of filing cases. */
  documents: ReturnType<typeof createDocumentService>;
  /** The destinations' public figures. */
  countryLabels: CountryLabelService;
  /**
   * The job engine: enqueue jobs in a transaction, retry or discard failed ones (decision 043). Started with the
   * background work, which needs the server's metrics, so `createServer` adds it to what {@link createServices} built.
   */
  jobs: JobEngine;
}

/**
 * Builds every service from the configuration and the opened database, once per server; `hasher` is the server's
 * one password hasher (its argon2 settings come from the configuration).
 */
export function createServices(
  config: ServerConfig,
  database: DatabaseHandle,
  hasher: PasswordHasher,
): Omit<Services, "jobs"> {
  const { db } = database;
  const crm = createCrmServices(db);
  return {
    health: createHealthService(database),
    auth: createAuthService(db, hasher, config.auth),
    users: createUserService(db, hasher),
    staff: createStaffService(db),
    audit: createAuditService(db),
    clientErrors: createClientErrorService(db, (config.limits ?? DEFAULT_LIMITS).clientErrorsPerHour),
    crm,
    dashboards: createDashboardService(db),
    documents: createDocumentService(db, crm.portal),
    countryLabels: createCountryLabelService(db),
  };
}
