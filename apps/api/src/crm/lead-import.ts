import {
  LEAD_IMPORT_COLUMNS,
  LEAD_IMPORT_MAX_ROWS,
  type LeadImportResult,
  type LeadImportRowError,
  ZCreateLeadRequest,
  ZLeadImportRequest,
} from "@visadesk/contracts/leads";
import { parse } from "csv-parse/sync";
import { inArray, or } from "drizzle-orm";
import { recordAudit } from "#audit/audit.ts";
import type { CrmActor } from "#crm/actors.ts";
import type { Database } from "#db/client.ts";
import { activities, leads, users } from "#db/schema.ts";
import { badRequestFromZod, HttpError } from "#lib/errors.ts";

/** One CSV record with the file line it ended on (a quoted cell may span lines). */
type CsvRecord = { record: Record<string, string>; info: { lines: number } };

/** A row that passed every check, ready to insert. */
type ValidRow = { row: number; line: number; value: typeof leads.$inferInsert };

/** The request's CSV as records, or a 400 that says what is wrong with the file as a whole. */
function parseImportCsv(body: unknown): CsvRecord[] {
  const parsedBody = ZLeadImportRequest.safeParse(body);
  if (!parsedBody.success) throw badRequestFromZod(parsedBody.error);
  let records: CsvRecord[];
  try {
    records = parse(parsedBody.data.csv, {
      columns: (header: string[]) => header.map((h) => h.trim()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
    }) as CsvRecord[];
  } catch (error) {
    throw new HttpError(400, "bad_request", `Invalid request: csv: ${(error as Error).message}`, {
      csv: (error as Error).message,
    });
  }
  if (records.length === 0)
    throw new HttpError(400, "bad_request", "Invalid request: csv: has no rows", { csv: "has no rows" });
  if (records.length > LEAD_IMPORT_MAX_ROWS) {
    throw new HttpError(400, "bad_request", `Invalid request: csv: more than ${LEAD_IMPORT_MAX_ROWS} rows`, {
      csv: `has more than ${LEAD_IMPORT_MAX_ROWS} rows`,
    });
  }
  const header = Object.keys(records[0]?.record ?? {});
  const unknown = header.filter((h) => !(LEAD_IMPORT_COLUMNS as readonly string[]).includes(h));
  if (unknown.length > 0 || !header.includes("name")) {
    const message = unknown.length > 0 ? `unknown columns ${unknown.join(", ")}` : "needs a name column";
    throw new HttpError(400, "bad_request", `Invalid request: csv: ${message}`, { csv: message });
  }
  return records;
}

/** The usernames a lead may be assigned to (active internal accounts), with their ids. */
async function assignableStaff(db: Database): Promise<Map<string, string>> {
  const staff = await db
    .select({ id: users.id, username: users.username, role: users.role, active: users.active })
    .from(users);
  return new Map(
    staff
      .filter((u) => u.active && ["ceo", "admin", "staff"].includes(u.role))
      .map((u) => [u.username, u.id]),
  );
}

/** The rows' checks so far: errors by row, the valid rows, and the first row of each phone and email (no phone). */
interface RowChecks {
  errors: LeadImportRowError[];
  valid: ValidRow[];
  seenPhones: Map<string, number>;
  seenEmails: Map<string, number>;
}

/** Checks every row's fields and assignee, and each phone (or email, without a phone) against earlier rows. */
function checkRows(records: CsvRecord[], staffIds: Map<string, string>, now: Date): RowChecks {
  const checks: RowChecks = { errors: [], valid: [], seenPhones: new Map(), seenEmails: new Map() };
  const { errors, valid, seenPhones, seenEmails } = checks;
  records.forEach(({ record, info }, index) => {
    const row = index + 1;
    const line = info.lines;
    const input = Object.fromEntries(Object.entries(record).filter(([, v]) => v !== ""));
    const { assignee, ...rest } = input;
    const result = ZCreateLeadRequest.safeParse(rest);
    const fields: Record<string, string> = {};
    if (!result.success)
      for (const issue of result.error.issues) fields[issue.path.join(".") || "row"] ??= issue.message;
    if (assignee !== undefined && !staffIds.has(assignee)) fields.assignee = "is not an active staff account";
    if (result.success) {
      const { phone, email } = result.data;
      if (phone) {
        const first = seenPhones.get(phone);
        if (first !== undefined) fields.phone = `repeats the phone of row ${first}`;
        else seenPhones.set(phone, row);
      }
      if (email && !phone) {
        const first = seenEmails.get(email);
        if (first !== undefined) fields.email = `repeats the email of row ${first}`;
        else seenEmails.set(email, row);
      }
    }
    if (Object.keys(fields).length > 0 || !result.success) {
      errors.push({ row, line, fields });
      return;
    }
    const data = result.data;
    valid.push({
      row,
      line,
      value: {
        status: "new",
        name: data.name,
        phone: data.phone ?? null,
        email: data.email ?? null,
        city: data.city ?? null,
        destinationCountry: data.destinationCountry ?? null,
        visaType: data.visaType ?? null,
        source: data.source ?? "import",
        nextFollowUpOn: data.nextFollowUpOn ?? null,
        assigneeId: assignee ? (staffIds.get(assignee) ?? null) : null,
        createdAt: now,
        updatedAt: now,
      },
    });
  });
  return checks;
}

/** The valid rows whose phone (or email, without a phone) belongs to a lead already there: one person is one lead. */
async function existingLeadErrors(db: Database, checks: RowChecks): Promise<LeadImportRowError[]> {
  const phones = [...checks.seenPhones.keys()];
  const emails = [...checks.seenEmails.keys()];
  if (phones.length + emails.length === 0) return [];
  const taken = await db
    .select({ phone: leads.phone, email: leads.email })
    .from(leads)
    .where(
      or(
        phones.length ? inArray(leads.phone, phones) : undefined,
        emails.length ? inArray(leads.email, emails) : undefined,
      ),
    );
  const takenPhones = new Set(taken.map((t) => t.phone));
  const takenEmails = new Set(taken.map((t) => t.email));
  const errors: LeadImportRowError[] = [];
  for (const item of checks.valid) {
    if (item.value.phone && takenPhones.has(item.value.phone))
      errors.push({ row: item.row, line: item.line, fields: { phone: "belongs to an existing lead" } });
    else if (!item.value.phone && item.value.email && takenEmails.has(item.value.email))
      errors.push({ row: item.row, line: item.line, fields: { email: "belongs to an existing lead" } });
  }
  return errors;
}

/**
 * Inserts the rows and their "Imported from CSV" activities, 500 at a time, and the import's audit entry, all in one
 * transaction: the audit log never says an import happened that did not, nor misses one that did.
 */
async function insertImported(db: Database, actor: CrmActor, valid: ValidRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (let i = 0; i < valid.length; i += 500) {
      const inserted = await tx
        .insert(leads)
        .values(valid.slice(i, i + 500).map((v) => v.value))
        .returning({ id: leads.id });
      await tx.insert(activities).values(
        inserted.map((lead) => ({
          recordType: "lead" as const,
          recordId: lead.id,
          at: actor.now,
          actor: actor.user.username,
          kind: "created" as const,
          text: "Imported from CSV",
          details: {},
        })),
      );
    }
    await recordAudit(tx, actor.now, {
      action: "record.import",
      actor: actor.user.username,
      target: "leads",
      ip: actor.ip,
      details: { imported: valid.length },
    });
  });
}

/**
 * Imports leads from CSV: every row is validated (fields, duplicates within the file and with existing leads) and
 * nothing is written unless all rows are valid; the 400 lists each bad row with its line.
 */
export async function importLeads(db: Database, actor: CrmActor, body: unknown): Promise<LeadImportResult> {
  const records = parseImportCsv(body);
  const checks = checkRows(records, await assignableStaff(db), actor.now);
  const errors = [...checks.errors, ...(await existingLeadErrors(db, checks))];
  if (errors.length > 0) {
    errors.sort((a, b) => a.row - b.row);
    throw new HttpError(
      400,
      "import_invalid",
      `${errors.length} of ${records.length} rows are invalid; nothing was imported`,
      undefined,
      { rows: errors },
    );
  }
  await insertImported(db, actor, checks.valid);
  return { imported: checks.valid.length };
}
