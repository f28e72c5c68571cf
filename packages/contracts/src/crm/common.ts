import { destinationFitsVisaType } from "@visadesk/content/schengen";
import { z } from "zod";
import { COUNTRY_CODES } from "#crm/country-codes.ts";
import { ZDate, ZInstant, ZShownText } from "#primitives.ts";
import {
  ACTIVITY_KINDS,
  ENQUIRY_CHANNELS,
  LANGUAGES,
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  VISA_TYPES,
} from "#values/crm.ts";

// The values themselves live in values/crm.ts (no zod), for the pages that only show records.
export {
  ACTIVITY_KINDS,
  ENQUIRY_CHANNELS,
  FIRST_TOUCH_DIMENSIONS,
  FIRST_TOUCH_KEY_MAX,
  type FirstTouchDimension,
  LANGUAGES,
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  OPEN_STATES,
  VISA_TYPES,
} from "#values/crm.ts";
export { ZDate, ZInstant };
export const ZVisaType = z.enum(VISA_TYPES);
export type VisaType = z.infer<typeof ZVisaType>;

export const ZEnquiryChannel = z.enum(ENQUIRY_CHANNELS);
export type EnquiryChannel = z.infer<typeof ZEnquiryChannel>;

export const ZLanguage = z.enum(LANGUAGES);
export type Language = z.infer<typeof ZLanguage>;

// The checks that need libphonenumber-js (~27 KB gzipped) live in phone.ts, so that a browser page that only reads API
// answers does not download it; re-exported here for the callers that validate what people type.
export { DEFAULT_PHONE_REGION, normalisePhone, ZPhone } from "#crm/phone.ts";

/** An ISO 3166-1 alpha-2 country code, any case in, upper case out. */
export const ZCountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.has(code), {
    message: "must be an ISO 3166-1 alpha-2 country code such as GB",
  })
  // What the API document says of it (the refinement above has no JSON Schema form): two letters, either case.
  .meta({ description: "An ISO 3166-1 alpha-2 country code, such as GB", pattern: "^[A-Za-z]{2}$" });

export const ZEmail = z.string().trim().toLowerCase().pipe(z.email("must be an email address").max(254));
/** A person's name: bidi controls stripped, and at least one visible character (not only zero-width ones). */
export const ZPersonName = ZShownText(120, { required: true });
export const ZCity = ZShownText(80, { required: true });
export const ZText = (max: number) => ZShownText(max);
/** A username of an internal account. */
export const ZAssigneeUsername = z.string().trim().min(1).max(64);

/** Rupees as an integer (never paise, never a float). */
export const ZRupees = z.number().int("must be whole rupees").min(0).max(100_000_000);
export const ZId = z.uuid();

/** Record ids in paths. */
export const ZIdParams = z.object({ id: z.uuid("must be a record id") });

/**
 * A record's phone as people read it, in its international form ("+91 98765 43210"), beside the stored E.164 `phone`:
 * the server writes it with libphonenumber-js, so that a list shows phones without the browser downloading the phone
 * library (docs/behaviours/speed.md#crm-pages). `null` with no phone; absent from an answer of a server older than the
 * field.
 */
export const ZPhoneDisplay = z.string().nullable().optional();

/** The person in charge, as lists and details show them. */
export const ZAssignee = z.object({ username: z.string(), name: z.string() }).nullable();
export type Assignee = z.infer<typeof ZAssignee>;

/** The person in charge as a client sees them on the portal: their display name, never a staff username. */
export const ZConsultant = z.object({ name: z.string() }).nullable();
export type Consultant = z.infer<typeof ZConsultant>;

export const ZActivityKind = z.enum(ACTIVITY_KINDS);

/** One entry of a record's timeline; append-only. */
export const ZActivity = z.object({
  id: z.number().int(),
  at: ZInstant,
  /** The username who did it; `null` for the public intake or the system. */
  actor: z.string().nullable(),
  kind: ZActivityKind,
  text: z.string(),
  /**
   * The entry as data (see `ActivityDetails`): for a status change `{ from, to }`; for an assignment `{ from, to }`
   * usernames; for an edit `{ changes: [{ field, from, to }] }`; amounts in whole rupees (`amountInr`). `text` is a
   * plain-language fallback; clients render from these.
   */
  details: z.record(z.string(), z.unknown()),
  /** True when the customer sees this entry on their portal; notes are internal unless staff mark them. */
  visibleToClient: z.boolean().optional(),
});
export type Activity = z.infer<typeof ZActivity>;

/**
 * `POST /api/<kind>/:id/notes`, the same for every kind of record: a note, or the record of a call or a message. It
 * answers the record as its detail does, with the new entry on its timeline (201).
 */
export const ZAddNoteBody = z.object({
  text: z.string().trim().min(1, "is required").max(5_000),
  kind: z.enum(["note", "call", "message"]).default("note"),
  /**
   * Shown to the customer on their portal too; internal by default. Only cases and deliveries have a portal side, so
   * on the other kinds the note stays internal whatever this says.
   */
  visibleToClient: z.boolean().default(false),
});
export type AddNoteBody = z.input<typeof ZAddNoteBody>;
/** A note as the services take it (defaults applied). */
export type AddNote = z.output<typeof ZAddNoteBody>;

/**
 * The `version` of the record its author saw, on a write: when the record has changed since, the write is refused
 * with a 409 `changed_meanwhile` saying who changed it, when and what. Optional so that older callers keep working;
 * the CRM always sends it.
 */
export const ZExpectedVersion = z.number().int().min(1).optional();

/** A record's version in its detail: raised by every change, sent back as `expectedVersion` on a write. */
export const ZVersion = z.number().int().min(1);

/** An edit's body names something to change besides the version its author saw. */
export const namesAChange = (body: object): boolean =>
  Object.keys(body).some((field) => field !== "expectedVersion");

/**
 * `POST /api/<kind>/:id/assign`, the same for every kind of record: a staff username, or `null` to unassign. It
 * answers the record as its detail does.
 *
 * `alsoLinked` (default `true`): one person works one client, so an enquiry's lead, or a lead's enquiries still being
 * worked, go to the same person in the same transaction; `false` assigns this record alone. Deals, customers, cases
 * and deliveries have no record that follows them, so for them it changes nothing (decision 030).
 */
export const ZAssignBody = z.object({
  assignee: ZAssigneeUsername.nullable(),
  alsoLinked: z.boolean().default(true),
  expectedVersion: ZExpectedVersion,
});
export type AssignBody = z.input<typeof ZAssignBody>;
/** An assignment as the services take it (defaults applied). */
export type Assign = z.output<typeof ZAssignBody>;

/** @deprecated The assign body is one for every kind now: use {@link ZAssignBody}. */
export const ZAssignLinkedBody = ZAssignBody;
/** @deprecated The assign body is one for every kind now: use {@link AssignBody}. */
export type AssignLinkedBody = AssignBody;

/** One field an edit changed, with its value before and after (dates `YYYY-MM-DD`, money in whole rupees). */
export const ZFieldChange = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });
export type FieldChange = z.infer<typeof ZFieldChange>;

/**
 * What `Activity.details` holds, by kind: `created` may name `amountInr` (a quote) and the records it came from;
 * `status_change` has `from` and `to` (and `decision`, `reasonCode`, `holder`, `item` where they apply); `assignment`
 * has `from` and `to` usernames; `update` has `changes`. On a lead's timeline, an entry done on one of its enquiries
 * names it in `fromEnquiry`.
 */
export interface ActivityDetails {
  fromEnquiry?: { id: string; reference: string };
  from?: string | null;
  to?: string | null;
  changes?: FieldChange[];
  amountInr?: number;
  [key: string]: unknown;
}

/** The answer of an action that returns nothing else. */
export const ZOk = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof ZOk>;

/** Whether a status comment is shown to the customer on their portal; internal unless set. */
export const ZNoteForClient = z.boolean().optional();

/**
 * A page of a list: `nextCursor` is `null` on the last page; `total` counts every matching record (on any page) when
 * the query asked for it with `count=true`, else it is `null` (counting costs the database a scan of every match).
 */
export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.number().int().min(0).nullable(),
  });
}
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: number | null;
}

/** Filters every list takes (query parameters); each resource adds its own. */
export const ZListQueryBase = z.object({
  /** The opaque `nextCursor` of the previous page. */
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  /** Search across name, phone, email (and case number for cases), at least 2 characters. */
  q: z.string().trim().min(2).max(100).optional(),
  /** `me`, `unassigned`, or a username. */
  assignee: z.string().trim().min(1).max(64).optional(),
  /** Created on or after this date / instant. */
  from: z.union([ZDate, ZInstant]).optional(),
  /** Created before the end of this date / before this instant. */
  to: z.union([ZDate, ZInstant]).optional(),
  order: z.enum(["asc", "desc"]).default("desc"),
  /** `true`: the page says how many records match in all (`total`), at the cost of counting them. */
  count: z.stringbool().default(false),
});

/** The answer of a 409 for an illegal state change, beside the usual error fields. */
export interface IllegalTransition {
  code: "illegal_transition";
  message: string;
  /** The states the record may move to from its current one. */
  allowed: string[];
}

/**
 * A Schengen visa only for a Schengen destination (@visadesk/content/schengen): every request that writes a
 * destination and a visa type together refuses any other pair, naming the visa type.
 */
export const SCHENGEN_PAIR_MESSAGE =
  "a Schengen visa is only for a Schengen-area destination: choose another visa type or destination";

export const SCHENGEN_PAIR_RULE = {
  check: (body: { destinationCountry?: string | null; visaType?: string | null }) =>
    destinationFitsVisaType(body.destinationCountry, body.visaType),
  /** A fresh issue each time: zod keeps (and normalises) what it is given. */
  issue: () => ({ message: SCHENGEN_PAIR_MESSAGE, path: ["visaType"] }),
};
