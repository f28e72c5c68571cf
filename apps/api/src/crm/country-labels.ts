import type { AppealClaim } from "@visadesk/content/claims";
import {
  labelDate,
  type PublicCountryLabel,
  SEED_COUNTRY_LABELS,
  type CountryLabel as StoredLabel,
  toPublicLabel,
} from "@visadesk/content/country-labels";
import type { CountryLabel, UpdateCountryLabelRequest } from "@visadesk/contracts/country-labels";
import { asc, eq } from "drizzle-orm";
import { appealClaim, measuredResults, withMeasuredRate } from "#dashboards/measured-results.ts";
import type { Database } from "#db/client.ts";
import { countryLabels } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

/** Who saves a label and when: the name goes on the label, the time gives its date (India's calendar). */
export interface LabelEditor {
  name: string;
  now: Date;
}

const SEED_ORDER = new Map(SEED_COUNTRY_LABELS.map((label, index) => [label.code, index]));

function toStored(row: typeof countryLabels.$inferSelect): StoredLabel {
  return {
    code: row.code,
    successRate: row.successRate,
    slotAvailability: row.slotAvailability,
    biometricWait: row.biometricWait,
    checkedOn: row.checkedOn,
    checkedBy: row.checkedBy,
  };
}

/**
 * The destinations' figures: staff keep them in the database; the content package's values seed a new database and
 * stand in for a country the database does not have yet (a destination added in a later release).
 */
export function createCountryLabelService(db: Database) {
  /** Every destination's stored label, in the site's order. */
  async function stored(): Promise<StoredLabel[]> {
    const rows = await db.select().from(countryLabels).orderBy(asc(countryLabels.code));
    const byCode = new Map(rows.map((row) => [row.code, toStored(row)]));
    return SEED_COUNTRY_LABELS.map((seed) => byCode.get(seed.code) ?? seed).sort(
      (a, b) => (SEED_ORDER.get(a.code) ?? 0) - (SEED_ORDER.get(b.code) ?? 0),
    );
  }

  /** Every label as staff see it, with whether it is stale on `now`'s date and the rate the site shows instead. */
  async function list(now: Date): Promise<CountryLabel[]> {
    const today = labelDate(now);
    const results = await measuredResults(db, today);
    return (await stored()).map((label) => {
      const shown = toPublicLabel(label, today);
      const public_ = withMeasuredRate(shown, results);
      return {
        ...label,
        stale: shown.stale,
        measured:
          public_ === shown ? null : { successRate: public_.successRate, basis: public_.successBasis },
      };
    });
  }

  /**
   * What the public pages show on `now`'s date: each destination's label, its success rate measured from the
   * consultancy's own decided applications when there are enough, and the refusal-appeal claim likewise
   * (decision 031).
   */
  async function publicFigures(
    now: Date,
  ): Promise<{ labels: PublicCountryLabel[]; appealClaim: AppealClaim }> {
    const today = labelDate(now);
    const results = await measuredResults(db, today);
    return {
      labels: (await stored()).map((label) => withMeasuredRate(toPublicLabel(label, today), results)),
      appealClaim: appealClaim(results),
    };
  }

  return {
    /** Writes the content package's labels for destinations the database has none for; never overwrites. */
    async seed(now: Date): Promise<void> {
      await db
        .insert(countryLabels)
        .values(SEED_COUNTRY_LABELS.map((label) => ({ ...label, updatedAt: now })))
        .onConflictDoNothing({ target: countryLabels.code });
    },

    list,

    /** Every label as visitors see it on `now`'s date. */
    async listPublic(now: Date): Promise<PublicCountryLabel[]> {
      return (await publicFigures(now)).labels;
    },

    publicFigures,

    /** Saves the figures as checked today by `editor`; a country without a destination page is a 404. */
    async update(code: string, body: UpdateCountryLabelRequest, editor: LabelEditor): Promise<CountryLabel> {
      const upper = code.toUpperCase();
      if (!SEED_ORDER.has(upper)) {
        throw new HttpError(404, "not_found", `No destination figures for country ${code}`);
      }
      const values = {
        ...body,
        checkedOn: labelDate(editor.now),
        checkedBy: editor.name,
        updatedAt: editor.now,
      };
      const [row] = await db
        .insert(countryLabels)
        .values({ code: upper, ...values })
        .onConflictDoUpdate({ target: countryLabels.code, set: values })
        .returning();
      if (!row) throw new Error(`Saving the label of ${upper} returned no row`);
      const [saved] = (await list(editor.now)).filter((label) => label.code === upper);
      return saved ?? { ...toStored(row), stale: false, measured: null };
    },

    /** One stored label (tests and the page filler). */
    async get(code: string): Promise<StoredLabel | undefined> {
      const [row] = await db.select().from(countryLabels).where(eq(countryLabels.code, code.toUpperCase()));
      return row ? toStored(row) : undefined;
    },
  };
}

export type CountryLabelService = ReturnType<typeof createCountryLabelService>;
