import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { type AnyActor, actorName } from "#crm/actors.ts";
import type { Database } from "#db/client.ts";
import { preparedStatement } from "#db/prepared-statement.ts";
import type { enquiries } from "#db/schema.ts";

type Row = typeof enquiries.$inferSelect;

/** Channels as the timeline says them. */
export const CHANNEL_WORDS: Record<Row["channel"], string> = {
  web_form: "the visa form",
  quick_support: "the quick-support popup",
  phone: "a phone call",
  walk_in: "a walk-in",
  whatsapp: "WhatsApp",
};

/** Why an enquiry was marked for review, as the timeline says it. */
export const REVIEW_WORDS: Record<NonNullable<Row["reviewReason"]>, string> = {
  busy_connection: "many enquiries from one connection in the last hour",
};

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A public enquiry reference, `VD-` and 8 random Crockford base-32 characters (not guessable from another). */
export function newReference(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += CROCKFORD[randomInt(32)];
  return `VD-${code}`;
}

/** One enquiry to record, from the public intake or staff. */
export interface EnquiryInput {
  channel: Row["channel"];
  name: string;
  phone: string | null;
  email: string | null;
  destinationCountry: string | null;
  visaType: Row["visaType"];
  message: string | null;
  priorRefusal: boolean;
  refusalDetails: string | null;
  city: string | null;
  consent: boolean;
  attribution: Record<string, unknown>;
  spam: boolean;
  /** Kept but marked for staff to review, and why (the public intake's busy addresses: decision 032). */
  reviewReason?: Row["reviewReason"];
  assigneeId: string | null;
  /** The enquirer's language; English when not given. */
  language?: Row["language"];
}

const p = (name: string) => sql.placeholder(name);

/**
 * The whole write of an enquiry in one statement (one round trip, planned once per connection, atomic on its own):
 * the person's lead unless it is spam (a new one, unless a lead has their phone, or, without a phone, their email:
 * the oldest such), the enquiry on it (assigned as its lead is, the lead taking the language it was written in), and
 * their timeline entries: the lead's creation or
 * its "new enquiry" message, and the enquiry's receipt. Five statements and a transaction before
 * (docs/behaviours/speed.md#public-intake): each a round trip and a socket write for the API, and the query built anew
 * by Drizzle each time.
 *
 * The lead's phone is unique: when another request writes a lead with the same new phone at the same moment, the
 * insert meets it and does nothing, while the lookup (made with the statement's snapshot, taken before that lead
 * committed) does not see it. Then nothing at all is written and no row comes back, and {@link recordEnquiry} runs
 * the statement again, which finds that lead.
 */
const RECORD_ENQUIRY = preparedStatement<{ id: string; reference: string }>(
  "record_enquiry",
  sql`with
    new_lead as (
      insert into leads (status, name, phone, email, city, destination_country, visa_type, source, language,
        assignee_id, created_at, updated_at)
      select 'new', ${p("name")}::text, ${p("phone")}::text, ${p("email")}::text, ${p("city")}::text,
        ${p("destinationCountry")}::text, ${p("visaType")}::text, ${p("source")}::text, ${p("language")}::text,
        ${p("assigneeId")}::uuid, ${p("now")}::timestamptz, ${p("now")}::timestamptz
      where not ${p("spam")}::boolean
        and (${p("phone")}::text is not null or ${p("email")}::text is null
          or not exists (select from leads where email = ${p("email")}::text))
      on conflict (phone) do nothing
      returning id, assignee_id
    ),
    known_lead as (
      (select id, assignee_id from leads where phone = ${p("phone")}::text)
      union all
      (select id, assignee_id from leads where ${p("phone")}::text is null and email = ${p("email")}::text
        order by created_at limit 1)
    ),
    lead as (
      select id, assignee_id, true as created from new_lead
      union all
      select id, assignee_id, false from known_lead
      where not ${p("spam")}::boolean and not exists (select from new_lead)
    ),
    enquiry as (
      insert into enquiries (reference, status, channel, name, phone, email, destination_country, visa_type, message,
        prior_refusal, refusal_details, city, consent, attribution, language, lead_id, assignee_id, ip, review_reason,
        created_at, updated_at)
      select ${p("reference")}::text, case when ${p("spam")}::boolean then 'spam' else 'new' end,
        ${p("channel")}::text, ${p("name")}::text, ${p("phone")}::text, ${p("email")}::text,
        ${p("destinationCountry")}::text, ${p("visaType")}::text, ${p("message")}::text, ${p("priorRefusal")}::boolean,
        ${p("refusalDetails")}::text, ${p("city")}::text, ${p("consent")}::boolean, ${p("attribution")}::jsonb,
        ${p("language")}::text, lead.id, coalesce(lead.assignee_id, ${p("assigneeId")}::uuid), ${p("ip")}::text,
        ${p("reviewReason")}::text, ${p("now")}::timestamptz, ${p("now")}::timestamptz
      from (select) as one left join lead on true
      where ${p("spam")}::boolean or lead.id is not null
      returning id, reference
    ),
    follow_language as (
      update leads set language = ${p("language")}::text
      from lead where leads.id = lead.id and not lead.created and ${p("languageGiven")}::boolean
        and exists (select from enquiry) and leads.language is distinct from ${p("language")}::text
    ),
    timeline as (
      insert into activities (record_type, record_id, at, actor, kind, text, details)
      select 'lead', lead.id, ${p("now")}::timestamptz, ${p("actor")}::text,
        case when lead.created then 'created' else 'message' end,
        case when lead.created then 'Lead created' else ${p("leadMessage")}::text end,
        case when lead.created then ${p("leadCreatedDetails")}::jsonb else ${p("leadMessageDetails")}::jsonb end
      from lead where exists (select from enquiry)
      union all
      select 'enquiry', enquiry.id, ${p("now")}::timestamptz, ${p("actor")}::text, 'created',
        ${p("received")}::text, ${p("receivedDetails")}::jsonb
      from enquiry
    )
  select id, reference from enquiry`,
);

/** How often the statement is tried when a lead with the same new phone was being written beside it. */
const ATTEMPTS = 3;

/**
 * Records one enquiry and attaches it to the person's lead (created when new), in one statement: on its own it is
 * its own transaction; inside `db.transaction` it is part of that one.
 */
export async function recordEnquiry(
  db: Database,
  actor: AnyActor,
  input: EnquiryInput,
): Promise<{ id: string; reference: string }> {
  const channel = CHANNEL_WORDS[input.channel];
  const source = typeof input.attribution.source === "string" ? input.attribution.source : input.channel;
  // JSON values as text: Drizzle's PostgreSQL driver passes jsonb parameters through as they are.
  const values = {
    ...input,
    attribution: JSON.stringify(input.attribution),
    source,
    language: input.language ?? "en",
    // The lead speaks the language of the client's latest enquiry; one staff typed in names none.
    languageGiven: input.language !== undefined,
    reference: newReference(),
    ip: actor.ip,
    now: actor.now.toISOString(),
    actor: actorName(actor),
    leadMessage: `New enquiry through ${channel}`,
    leadMessageDetails: JSON.stringify({ channel: input.channel }),
    leadCreatedDetails: JSON.stringify({ source }),
    reviewReason: input.reviewReason ?? null,
    received: input.spam
      ? "Received and marked as spam (hidden field filled)"
      : input.reviewReason
        ? `Received through ${channel} and marked for review (${REVIEW_WORDS[input.reviewReason]})`
        : `Received through ${channel}`,
    receivedDetails: JSON.stringify({
      channel: input.channel,
      spam: input.spam,
      ...(input.reviewReason ? { reviewReason: input.reviewReason } : {}),
    }),
  };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const [row] = await RECORD_ENQUIRY(db, values);
    if (row) return row;
  }
  throw new Error(`no lead for the enquiry's phone after ${ATTEMPTS} attempts`);
}
