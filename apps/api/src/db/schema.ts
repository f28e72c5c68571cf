import { ROLES } from "@visadesk/auth/roles";
import { CASE_KINDS, DECISIONS, REFUSAL_REASON_CODES } from "@visadesk/contracts/cases";
import { ACTIVITY_KINDS, ENQUIRY_CHANNELS, LANGUAGES, VISA_TYPES } from "@visadesk/contracts/crm";
import { DEAL_LOST_REASONS, DEAL_SERVICES } from "@visadesk/contracts/deals";
import { DELIVERY_METHODS } from "@visadesk/contracts/deliveries";
import { ENQUIRY_REVIEW_REASONS } from "@visadesk/contracts/values/crm";
import {
  CASE_STATUSES,
  CHECKLIST_STATUSES,
  CUSTOMER_STATUSES,
  DEAL_STAGES,
  DELIVERY_STATUSES,
  ENQUIRY_STATUSES,
  LEAD_STATUSES,
} from "@visadesk/contracts/workflow";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** The kinds of record a timeline entry belongs to. */
export const RECORD_TYPES = ["enquiry", "lead", "deal", "customer", "case", "delivery"] as const;

/**
 * A CHECK that `column` holds one of `values` (the contracts' list), so the database refuses what the code would
 * never write; `nullable` lets NULL through.
 */
function oneOf(name: string, column: AnyPgColumn, values: readonly string[], nullable = false) {
  const list = sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "));
  return check(
    name,
    nullable ? sql`${column} is null or ${column} in (${list})` : sql`${column} in (${list})`,
  );
}

/**
 * Facts about this installation, one row per key (e.g. `installation_id`, `first_started_at`). It lets a restart
 * prove that the data in DATA_DIR survived, and gives later features a place for one-off markers.
 */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** Accounts (docs/behaviours/api.md#accounts). Never deleted: a leaver is disabled. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull().unique(),
    name: text("name").notNull(),
    role: text("role", { enum: ROLES }).notNull(),
    active: boolean("active").notNull().default(true),
    /** argon2id in PHC string format. */
    passwordHash: text("password_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true, mode: "date" }),
    /** Set when someone else chose the password (an admin): the account must choose its own before anything else. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
  },
  (t) => [oneOf("users_role_check", t.role, ROLES)],
);

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored here. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull(),
    ip: text("ip"),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

/** Failed logins within the lockout window, shared by every API instance through the database. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    username: text("username").notNull(),
    ip: text("ip").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    index("login_failures_ip_at_idx").on(table.ip, table.at),
    index("login_failures_username_ip_at_idx").on(table.username, table.ip, table.at),
  ],
);

/** The security and data-change trail; append-only (a trigger refuses UPDATE and DELETE). */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    actor: text("actor"),
    action: text("action").notNull(),
    target: text("target"),
    ip: text("ip"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index("audit_events_at_idx").on(table.at)],
);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const day = (name: string) => date(name, { mode: "string" });
const assigneeId = () => uuid("assignee_id").references(() => users.id);
/**
 * The digits of the stored E.164 phone, which a phone search matches at its start or its end through
 * {@link phoneDigitIndexes} (null without a phone).
 */
const phoneDigits = () =>
  text("phone_digits").generatedAlwaysAs(sql.raw(`regexp_replace(phone, '[^0-9]', '', 'g')`));
/**
 * The two btree indexes of a phone search, in the "C" collation so that a prefix is a plain range of a prepared
 * statement's parameters (a `LIKE $1` cannot use an index in a generic plan): the digits for a number's start, and the
 * digits reversed for its end.
 */
const phoneDigitIndexes = (table: string) => [
  index(`${table}_phone_digits_idx`).on(sql.raw(`(phone_digits collate "C")`)),
  index(`${table}_phone_digits_reversed_idx`).on(sql.raw(`(reverse(phone_digits) collate "C")`)),
];
/** Lower-cased text the trigram index searches: name, phone and email. */
const searchOf = (...columns: string[]): SQL =>
  sql.raw(`lower(${columns.map((c) => `coalesce(${c}, '')`).join(" || ' ' || ")})`);

/** One inbound request (docs/behaviours/crm.md#records-and-their-states, Enquiry). */
export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique(),
    status: text("status", { enum: ENQUIRY_STATUSES }).notNull(),
    channel: text("channel", { enum: ENQUIRY_CHANNELS }).notNull(),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email"),
    destinationCountry: text("destination_country"),
    visaType: text("visa_type", { enum: VISA_TYPES }),
    message: text("message"),
    priorRefusal: boolean("prior_refusal").notNull().default(false),
    refusalDetails: text("refusal_details"),
    city: text("city"),
    consent: boolean("consent").notNull().default(false),
    /** The language of the page or call it came in: staff answer in it (docs/decisions/011). */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    attribution: jsonb("attribution").$type<Record<string, unknown>>().notNull().default({}),
    leadId: uuid("lead_id").references(() => leads.id),
    assigneeId: assigneeId(),
    ip: text("ip"),
    /** Kept but marked for staff to review, and why (decision 032: the intake refuses no well-formed enquiry). */
    reviewReason: text("review_reason", { enum: ENQUIRY_REVIEW_REASONS }),
    search: text("search").generatedAlwaysAs(searchOf("name", "phone", "email", "reference")),
    phoneDigits: phoneDigits(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    /** Counts the record's changes, so that a write made on an older copy is refused (decision 030). */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("enquiries_created_idx").on(t.createdAt, t.id),
    index("enquiries_status_created_idx").on(t.status, t.createdAt, t.id),
    index("enquiries_lead_idx").on(t.leadId),
    index("enquiries_status_updated_idx").on(t.status, t.updatedAt),
    // The dashboards' open work per assignee and unassigned new enquiries: answered from the index alone.
    index("enquiries_status_assignee_idx").on(t.status, t.assigneeId),
    // Staff performance's enquiries per assignee over a date range: an index-only range scan.
    index("enquiries_created_assignee_idx").on(t.createdAt, t.assigneeId, t.status),
    // The list of enquiries marked for review, newest first: few rows, so a partial index.
    index("enquiries_review_created_idx").on(t.createdAt, t.id).where(sql`review_reason is not null`),
    index("enquiries_search_idx").using("gin", t.search.op("gin_trgm_ops")),
    ...phoneDigitIndexes("enquiries"),
    oneOf("enquiries_status_check", t.status, ENQUIRY_STATUSES),
    oneOf("enquiries_channel_check", t.channel, ENQUIRY_CHANNELS),
    oneOf("enquiries_review_reason_check", t.reviewReason, ENQUIRY_REVIEW_REASONS, true),
    oneOf("enquiries_visa_type_check", t.visaType, VISA_TYPES, true),
    oneOf("enquiries_language_check", t.language, LANGUAGES),
  ],
);

/**
 * One prospective client (docs/behaviours/crm.md#records-and-their-states, Lead). One person is one lead: the phone is
 * unique.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status", { enum: LEAD_STATUSES }).notNull(),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email"),
    city: text("city"),
    destinationCountry: text("destination_country"),
    visaType: text("visa_type", { enum: VISA_TYPES }),
    source: text("source"),
    /** The language of the person's first enquiry: staff call and write in it. */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    assigneeId: assigneeId(),
    nextFollowUpOn: day("next_follow_up_on"),
    lostReason: text("lost_reason"),
    search: text("search").generatedAlwaysAs(searchOf("name", "phone", "email")),
    phoneDigits: phoneDigits(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    /** Counts the record's changes, so that a write made on an older copy is refused (decision 030). */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("leads_phone_idx").on(t.phone),
    index("leads_email_idx").on(t.email),
    index("leads_created_idx").on(t.createdAt, t.id),
    index("leads_updated_idx").on(t.updatedAt, t.id),
    index("leads_name_idx").on(t.name, t.id),
    index("leads_assignee_created_idx").on(t.assigneeId, t.createdAt, t.id),
    index("leads_status_created_idx").on(t.status, t.createdAt, t.id),
    index("leads_status_updated_idx").on(t.status, t.updatedAt),
    // The dashboards' open leads and overdue follow-ups per assignee: answered from the index alone.
    index("leads_status_assignee_idx").on(t.status, t.assigneeId, t.nextFollowUpOn),
    index("leads_follow_up_idx").on(t.nextFollowUpOn, t.assigneeId),
    index("leads_search_idx").using("gin", t.search.op("gin_trgm_ops")),
    ...phoneDigitIndexes("leads"),
    oneOf("leads_status_check", t.status, LEAD_STATUSES),
    oneOf("leads_visa_type_check", t.visaType, VISA_TYPES, true),
    oneOf("leads_language_check", t.language, LANGUAGES),
  ],
);

/** A priced offer to a lead (docs/behaviours/crm.md#records-and-their-states, Deal). Money in integer rupees. */
export const deals = pgTable(
  "deals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    stage: text("stage", { enum: DEAL_STAGES }).notNull(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id),
    clientName: text("client_name").notNull(),
    service: text("service", { enum: DEAL_SERVICES }).notNull(),
    visaType: text("visa_type", { enum: VISA_TYPES }),
    destinationCountry: text("destination_country"),
    feeInr: integer("fee_inr").notNull(),
    governmentFeeInr: integer("government_fee_inr").notNull().default(0),
    expectedCloseOn: day("expected_close_on"),
    lostReason: text("lost_reason"),
    /** One of DEAL_LOST_REASONS (contracts), so that dashboards can count them; null before the codes existed. */
    lostReasonCode: text("lost_reason_code", { enum: DEAL_LOST_REASONS }),
    customerId: uuid("customer_id").references(() => customers.id),
    caseId: uuid("case_id"),
    appealOfCaseId: uuid("appeal_of_case_id"),
    assigneeId: assigneeId(),
    search: text("search").generatedAlwaysAs(searchOf("client_name")),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    /** Counts the record's changes, so that a write made on an older copy is refused (decision 030). */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("deals_created_idx").on(t.createdAt, t.id),
    index("deals_stage_created_idx").on(t.stage, t.createdAt, t.id),
    index("deals_lead_idx").on(t.leadId),
    index("deals_stage_updated_idx").on(t.stage, t.updatedAt),
    // The dashboards' open deals per assignee: answered from the index alone.
    index("deals_stage_assignee_idx").on(t.stage, t.assigneeId),
    index("deals_search_idx").using("gin", t.search.op("gin_trgm_ops")),
    oneOf("deals_stage_check", t.stage, DEAL_STAGES),
    oneOf("deals_service_check", t.service, DEAL_SERVICES),
    oneOf("deals_visa_type_check", t.visaType, VISA_TYPES, true),
    oneOf("deals_lost_reason_code_check", t.lostReasonCode, DEAL_LOST_REASONS, true),
    check("deals_fees_check", sql`${t.feeInr} >= 0 and ${t.governmentFeeInr} >= 0`),
  ],
);

/**
 * A client who has bought (docs/behaviours/crm.md#records-and-their-states, Customer). Passport: last 4 and expiry
 * only.
 */
export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status", { enum: CUSTOMER_STATUSES }).notNull(),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email"),
    city: text("city"),
    leadId: uuid("lead_id").references(() => leads.id),
    passportLast4: text("passport_last4"),
    passportExpiresOn: day("passport_expires_on"),
    userId: uuid("user_id").references(() => users.id),
    assigneeId: assigneeId(),
    search: text("search").generatedAlwaysAs(searchOf("name", "phone", "email")),
    phoneDigits: phoneDigits(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    /** Counts the record's changes, so that a write made on an older copy is refused (decision 030). */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("customers_lead_idx").on(t.leadId),
    uniqueIndex("customers_user_idx").on(t.userId),
    index("customers_created_idx").on(t.createdAt, t.id),
    index("customers_search_idx").using("gin", t.search.op("gin_trgm_ops")),
    ...phoneDigitIndexes("customers"),
    oneOf("customers_status_check", t.status, CUSTOMER_STATUSES),
  ],
);

/** The work of one visa application or appeal (docs/behaviours/crm.md#records-and-their-states, Filing case). */
export const cases = pgTable(
  "cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    caseNumber: text("case_number").notNull().unique(),
    kind: text("kind", { enum: CASE_KINDS }).notNull(),
    parentCaseId: uuid("parent_case_id"),
    status: text("status", { enum: CASE_STATUSES }).notNull(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    dealId: uuid("deal_id"),
    clientName: text("client_name").notNull(),
    destinationCountry: text("destination_country").notNull(),
    visaType: text("visa_type", { enum: VISA_TYPES }).notNull(),
    decision: text("decision", { enum: DECISIONS }).notNull().default("none"),
    refusalReasonCode: text("refusal_reason_code", { enum: REFUSAL_REASON_CODES }),
    assigneeId: assigneeId(),
    appointmentOn: day("appointment_on"),
    biometricsOn: day("biometrics_on"),
    submittedOn: day("submitted_on"),
    decisionOn: day("decision_on"),
    appealDeadlineOn: day("appeal_deadline_on"),
    search: text("search").generatedAlwaysAs(searchOf("case_number", "client_name")),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    /** Counts the record's changes, so that a write made on an older copy is refused (decision 030). */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("cases_created_idx").on(t.createdAt, t.id),
    index("cases_status_created_idx").on(t.status, t.createdAt, t.id),
    index("cases_customer_idx").on(t.customerId),
    index("cases_parent_idx").on(t.parentCaseId),
    index("cases_status_updated_idx").on(t.status, t.updatedAt),
    // The dashboards' open cases per assignee: answered from the index alone.
    index("cases_status_assignee_idx").on(t.status, t.assigneeId),
    index("cases_decision_on_idx").on(t.decisionOn),
    index("cases_submitted_on_idx").on(t.submittedOn),
    index("cases_appeal_deadline_idx").on(t.appealDeadlineOn),
    index("cases_deal_idx").on(t.dealId),
    // The investors' clients by destination: an index-only scan of the applications' (country, customer) pairs.
    index("cases_kind_destination_customer_idx").on(t.kind, t.destinationCountry, t.customerId),
    index("cases_search_idx").using("gin", t.search.op("gin_trgm_ops")),
    oneOf("cases_kind_check", t.kind, CASE_KINDS),
    oneOf("cases_status_check", t.status, CASE_STATUSES),
    oneOf("cases_visa_type_check", t.visaType, VISA_TYPES),
    oneOf("cases_decision_check", t.decision, DECISIONS),
    oneOf("cases_refusal_reason_check", t.refusalReasonCode, REFUSAL_REASON_CODES, true),
  ],
);

/** One document a case needs (docs/behaviours/crm.md#records-and-their-states, Checklist item). */
export const checklistItems = pgTable(
  "checklist_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    required: boolean("required").notNull().default(true),
    status: text("status", { enum: CHECKLIST_STATUSES }).notNull(),
    expiresOn: day("expires_on"),
    note: text("note"),
    /** Whether the customer sees `note` on their portal; internal unless staff mark it. */
    noteForClient: boolean("note_for_client").notNull().default(false),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    index("checklist_items_case_idx").on(t.caseId, t.position),
    oneOf("checklist_items_status_check", t.status, CHECKLIST_STATUSES),
  ],
);

/**
 * The documents a destination and visa type usually need, as admins have edited them
 * (docs/behaviours/crm.md#records-and-their-states, Checklist template); a pair with no row uses the template shipped
 * in @visadesk/content.
 */
export const checklistTemplates = pgTable(
  "checklist_templates",
  {
    /** ISO 3166-1 alpha-2. */
    country: text("country").notNull(),
    visaType: text("visa_type", { enum: VISA_TYPES }).notNull(),
    items: jsonb("items").$type<{ name: string; required: boolean; note: string | null }[]>().notNull(),
    updatedBy: text("updated_by").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.country, t.visaType] }),
    oneOf("checklist_templates_visa_type_check", t.visaType, VISA_TYPES),
  ],
);

/** Handing the passport / visa back (docs/behaviours/crm.md#records-and-their-states, Visa delivery). */
export const deliveries = pgTable(
  "deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id),
    caseNumber: text("case_number").notNull(),
    clientName: text("client_name").notNull(),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull(),
    method: text("method", { enum: DELIVERY_METHODS }).notNull(),
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    currentHolder: text("current_holder"),
    receivedBy: text("received_by"),
    assigneeId: assigneeId(),
    search: text("search").generatedAlwaysAs(searchOf("case_number", "client_name", "tracking_number")),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    /** Counts the record's changes, so that a write made on an older copy is refused (decision 030). */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("deliveries_case_idx").on(t.caseId),
    index("deliveries_status_updated_idx").on(t.status, t.updatedAt),
    index("deliveries_created_idx").on(t.createdAt, t.id),
    index("deliveries_search_idx").using("gin", t.search.op("gin_trgm_ops")),
    oneOf("deliveries_status_check", t.status, DELIVERY_STATUSES),
    oneOf("deliveries_method_check", t.method, DELIVERY_METHODS),
  ],
);

/** Who held the passport from when: one entry per hand-off; append-only. */
export const custodyEntries = pgTable(
  "custody_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => deliveries.id),
    at: at("at").notNull(),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull(),
    holder: text("holder").notNull(),
    recordedBy: text("recorded_by"),
    note: text("note"),
  },
  (t) => [
    index("custody_entries_delivery_idx").on(t.deliveryId, t.id),
    oneOf("custody_entries_status_check", t.status, DELIVERY_STATUSES),
  ],
);

/** The timeline of every record (docs/behaviours/crm.md#records-and-their-states, Activity); append-only. */
export const activities = pgTable(
  "activities",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recordType: text("record_type", { enum: RECORD_TYPES }).notNull(),
    recordId: uuid("record_id").notNull(),
    at: at("at").notNull(),
    actor: text("actor"),
    kind: text("kind", { enum: ACTIVITY_KINDS }).notNull(),
    /** A plain-language fallback; `details` is the entry as data, which the CRM renders. */
    text: text("text").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /** Shown on the customer's portal: events of their case and delivery, and notes staff marked for them. */
    visibleToClient: boolean("visible_to_client").notNull().default(false),
  },
  (t) => [
    index("activities_record_idx").on(t.recordType, t.recordId, t.id),
    oneOf("activities_record_type_check", t.recordType, RECORD_TYPES),
    oneOf("activities_kind_check", t.kind, ACTIVITY_KINDS),
  ],
);

/**
 * Every state change of a pipeline record, as data (record, from, to, when, by whom), written by the shared status
 * change (crm/records.ts) in the same transaction. The dashboards read history from here (first contact, won at,
 * what changed since yesterday) instead of parsing the timeline; the first migration filled it from the timeline.
 */
export const stageChanges = pgTable(
  "stage_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recordType: text("record_type", { enum: RECORD_TYPES }).notNull(),
    recordId: uuid("record_id").notNull(),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    at: at("at").notNull(),
    actorId: uuid("actor_id").references(() => users.id),
  },
  (t) => [
    index("stage_changes_to_at_idx").on(t.recordType, t.toStatus, t.at),
    index("stage_changes_record_idx").on(t.recordType, t.recordId, t.at),
    index("stage_changes_at_idx").on(t.at),
    oneOf("stage_changes_record_type_check", t.recordType, RECORD_TYPES),
  ],
);

// The dashboards' rollups (docs/dashboards.md, decision 014). Each is kept equal to the records by triggers (migration
// 0013) in the same transaction as the write that changes them, whatever code or SQL makes it; the same migration
// filled them from the rows already there. Nothing in the application writes them.

const counter = (name: string) => integer(name).notNull().default(0);

/**
 * What happened on each Asia/Kolkata day, per assignee of the record (null: nobody): enquiries received (spam left
 * out), leads and deals opened, deals won and their fees (by the day of the stage change to won), cases opened,
 * submitted (by `submitted_on`) and decided (by `decision_on`; appeals apart too).
 */
export const dashboardDays = pgTable(
  "dashboard_days",
  {
    day: day("day").notNull(),
    assigneeId: uuid("assignee_id"),
    enquiries: counter("enquiries"),
    leads: counter("leads"),
    deals: counter("deals"),
    won: counter("won"),
    revenueInr: bigint("revenue_inr", { mode: "number" }).notNull().default(0),
    cases: counter("cases"),
    submitted: counter("submitted"),
    decided: counter("decided"),
    approved: counter("approved"),
    appealsDecided: counter("appeals_decided"),
    appealsWon: counter("appeals_won"),
  },
  (t) => [unique("dashboard_days_key").on(t.day, t.assigneeId).nullsNotDistinct()],
);

/**
 * Attribution per Asia/Kolkata day of the enquiry and per dimension (source, campaign, keyword, city,
 * personalisation, destination, visaType) and its key: the enquiries received (spam left out), and, under the first
 * enquiry of each lead (its first touch), that lead and its deals, wins, won fees and approved visas.
 */
export const attributionDays = pgTable(
  "attribution_days",
  {
    day: day("day").notNull(),
    dimension: text("dimension").notNull(),
    key: text("key").notNull(),
    enquiries: counter("enquiries"),
    leads: counter("leads"),
    deals: counter("deals"),
    won: counter("won"),
    revenueInr: bigint("revenue_inr", { mode: "number" }).notNull().default(0),
    approved: counter("approved"),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.key] })],
);

/**
 * What each lead adds to `attribution_days` now: its first touch (day and keys) and its outcome, so that a change
 * takes exactly that out before putting the new figures in.
 */
export const attributionLeads = pgTable("attribution_leads", {
  leadId: uuid("lead_id").primaryKey(),
  day: day("day").notNull(),
  source: text("source").notNull(),
  campaign: text("campaign").notNull(),
  keyword: text("keyword").notNull(),
  city: text("city").notNull(),
  personalisation: text("personalisation").notNull(),
  destination: text("destination").notNull(),
  visaType: text("visa_type").notNull(),
  deals: counter("deals"),
  won: counter("won"),
  revenueInr: bigint("revenue_inr", { mode: "number" }).notNull().default(0),
  approved: counter("approved"),
});

/**
 * Each lead's facts for the staff page, kept current: its assignee, when it was created, its first state change
 * (the first contact) and how many deals and won deals it has. Indexed by creation so a range reads only its leads,
 * without joining the stage changes and deals.
 */
export const dashboardLeads = pgTable(
  "dashboard_leads",
  {
    leadId: uuid("lead_id").primaryKey(),
    assigneeId: uuid("assignee_id"),
    createdAt: at("created_at").notNull(),
    firstContactAt: at("first_contact_at"),
    deals: counter("deals"),
    won: counter("won"),
  },
  (t) => [
    index("dashboard_leads_created_idx").on(t.createdAt, t.assigneeId, t.firstContactAt, t.deals, t.won),
  ],
);

/** How many records are in each state now, per assignee (null: nobody): the pipeline's stages and the workload. */
export const dashboardStates = pgTable(
  "dashboard_states",
  {
    recordType: text("record_type", { enum: RECORD_TYPES }).notNull(),
    status: text("status").notNull(),
    assigneeId: uuid("assignee_id"),
    count: counter("count"),
  },
  (t) => [unique("dashboard_states_key").on(t.recordType, t.status, t.assigneeId).nullsNotDistinct()],
);

/**
 * Writes of enquiries and leads whose dashboard figures are still to be added (migration 0016, decision 023): each
 * small statement's changed rows as they were and as they became (JSON arrays of the table's rows). The rollups
 * above fold them in before any read of the figures and once a second, so that concurrent writers never wait on
 * the same rollup rows.
 */
export const dashboardsPending = pgTable("dashboards_pending", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  tableName: text("table_name").notNull(),
  olds: jsonb("olds").notNull(),
  news: jsonb("news").notNull(),
});

/** Named counters (case numbers per year; the public intake per address and hour), incremented atomically. */
export const counters = pgTable("counters", {
  key: text("key").primaryKey(),
  value: integer("value").notNull(),
});

/** Hits of the per-IP limits (public intake, client error reports), shared by every API instance. */
export const rateEvents = pgTable(
  "rate_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    at: at("at").notNull(),
  },
  (t) => [index("rate_events_bucket_key_at_idx").on(t.bucket, t.key, t.at)],
);

/** Render errors the apps caught and reported (POST /api/client-errors). */
export const clientErrors = pgTable(
  "client_errors",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    receivedAt: at("received_at").notNull(),
    ip: text("ip"),
    app: text("app").notNull(),
    name: text("name").notNull(),
    message: text("message").notNull(),
    stack: text("stack"),
    componentStack: text("component_stack"),
    path: text("path").notNull(),
    occurredAt: at("occurred_at").notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [index("client_errors_received_idx").on(t.receivedAt)],
);

/**
 * The figures shown for each destination (success rate, appointment and biometric waits), kept current by admins
 * in the CRM: when they were last checked and by whom. Seeded from @visadesk/content on the first run.
 */
export const countryLabels = pgTable("country_labels", {
  /** ISO 3166-1 alpha-2. */
  code: text("code").primaryKey(),
  successRate: text("success_rate").notNull(),
  slotAvailability: text("slot_availability").notNull(),
  biometricWait: text("biometric_wait").notNull(),
  /** Calendar day in India the figures were checked. */
  checkedOn: date("checked_on", { mode: "string" }).notNull(),
  /** Name of who checked them; null for the seed. */
  checkedBy: text("checked_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** What an invitation is for: a new account's first password, or a forgotten one. */
export const INVITATION_PURPOSES = ["invite", "reset"] as const;

/**
 * One-time links to set a password (docs/security.md#one-time-links-invitations-and-resets): valid 72 hours, single
 * use. The link holds a random token; only its SHA-256 is stored, as for sessions.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    purpose: text("purpose", { enum: INVITATION_PURPOSES }).notNull(),
    createdBy: text("created_by"),
    createdAt: at("created_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (t) => [
    index("invitations_user_idx").on(t.userId),
    oneOf("invitations_purpose_check", t.purpose, INVITATION_PURPOSES),
  ],
);

/** PostgreSQL `bytea`, read and written as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** What became of an uploaded file: it follows its checklist item (verified or rejected with a reason). */
export const DOCUMENT_STATUSES = ["uploaded", "verified", "rejected"] as const;

/**
 * An uploaded file's description; its bytes are in `document_chunks`. A row is written when an upload starts (`complete`
 * false: nobody sees it) and completed in one transaction once every byte is stored and checked, so a half-sent file is
 * never visible (docs/decisions/028). A replaced file stays, pointing at the file that replaced it: documents are
 * never deleted.
 */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id),
    checklistItemId: uuid("checklist_item_id")
      .notNull()
      .references(() => checklistItems.id),
    fileName: text("file_name").notNull(),
    /** The type found by parsing the whole file (never the name or the browser's word): PDF, JPEG or PNG. */
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    status: text("status", { enum: DOCUMENT_STATUSES }).notNull(),
    rejectionReason: text("rejection_reason"),
    uploadedBy: text("uploaded_by").notNull(),
    /** Whether the client uploaded it (their portal) or staff did. */
    uploadedByClient: boolean("uploaded_by_client").notNull(),
    uploadedAt: at("uploaded_at").notNull(),
    reviewedBy: text("reviewed_by"),
    reviewedAt: at("reviewed_at"),
    /** False while its bytes are still arriving: such a row is in no list and no count. */
    complete: boolean("complete").notNull().default(true),
    /** The newer file that replaced this one (kept as history). */
    replacedById: uuid("replaced_by_id").references((): AnyPgColumn => documents.id),
    replacedAt: at("replaced_at"),
  },
  (t) => [
    index("documents_case_idx").on(t.caseId, t.uploadedAt),
    index("documents_item_idx").on(t.checklistItemId),
    index("documents_uploader_idx").on(t.uploadedBy, t.uploadedAt),
    index("documents_incomplete_idx").on(t.uploadedAt).where(sql`not ${t.complete}`),
    oneOf("documents_status_check", t.status, DOCUMENT_STATUSES),
    check("documents_size_check", sql`${t.size} > 0 and ${t.size} <= 10485760`),
    oneOf("documents_type_check", t.contentType, ["application/pdf", "image/jpeg", "image/png"]),
  ],
);

/**
 * A document's bytes in pieces of at most 256 KiB, in order of `seq`: an upload writes one piece per statement (so on
 * PGlite, whose one session every request shares, other requests run between pieces) and a download reads one at a
 * time, so no instance holds a file more than once.
 */
export const documentChunks = pgTable(
  "document_chunks",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id),
    seq: integer("seq").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.seq] })],
);

/**
 * Where files were stored whole before they were stored in pieces (migration 0019). Kept, read by nothing, while the
 * release before 0019 may still run beside this one in a rolling upgrade: a trigger copies what such an instance
 * writes here into `document_chunks`. A later contract step drops it (docs/deploy.md, "Migrations").
 */
export const documentContents = pgTable("document_contents", {
  documentId: uuid("document_id")
    .primaryKey()
    .references(() => documents.id),
  data: bytea("data").notNull(),
});

/**
 * The terms of every searchable record's search text, with the record's creation time (decisions 018 and 021): its
 * words (split at ASCII punctuation and spaces, three characters or more, letters only), its pairs of words side by
 * side ("asha sharma"), and its keys (identifiers with a digit or punctuation, whole and from after each punctuation
 * mark: "neha.sharma.3@example.in", "example.in"). A search walks one term's records newest first through
 * `search_terms_idx` and stops at a page, so it costs the same whether the matches are the newest rows or sit behind
 * 40,000 newer ones, at 10,000 or 1,000,000 records (a trigram index on the record finds every match and sorts them
 * all; the date index walks every newer row). Kept by triggers on each table (migrations 0014 and 0015), so no write
 * path can forget it. `kind` is the record's table.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    kind: text("kind").notNull(),
    term: text("term").notNull(),
    createdAt: at("created_at").notNull(),
    recordId: uuid("record_id").notNull(),
  },
  // Its one index (a write adds a row per term; a second index would double that): the triggers delete a record's
  // terms by the whole key, which they know from the record's old search text. The term in the "C" collation, so
  // that the terms starting with a typed piece are one range of the index whatever the database's collation (as
  // phone digits are: a `LIKE $1` cannot use an index in a generic plan).
  (t) => [index("search_terms_idx").on(t.kind, sql.raw(`(term collate "C")`), t.createdAt, t.recordId)],
);

/**
 * Each distinct word of {@link searchTerms} (not its pairs or keys; of any kind: a word of another table's records only
 * finds none here), which a search looks up by substring through its trigram index to find the words that contain
 * what was typed ("arma" finds "sharma" and "karma"). A word leaves in the statement that removes its last use (a deleted record, a name
 * changed to erase it), so no word of a removed record stays in the database (migration 0014's triggers).
 */
export const searchVocabulary = pgTable(
  "search_vocabulary",
  { term: text("term").primaryKey() },
  // Without fastupdate: a pending list (which only VACUUM empties, and PGlite never vacuums) would make the planner
  // read every word instead.
  (t) => [
    index("search_vocabulary_term_idx").using("gin", t.term.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);

/**
 * The outside effects that background jobs have had, one row per idempotency key (docs/decisions/043): a job whose
 * work reaches past the database (a message, later) records its key here in the transaction around the effect, so
 * that a retry, a job sent twice, or a second instance finds the key taken and does not do it again. The jobs
 * themselves live in pg-boss's own schema, `pgboss`, made by migration 0024.
 */
export const jobEffects = pgTable("job_effects", {
  key: text("key").primaryKey(),
  queue: text("queue").notNull(),
  doneAt: at("done_at").notNull().defaultNow(),
});
