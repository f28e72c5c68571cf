import { z } from "zod";

/** A destination's figures as staff see them in the CRM (`GET /api/country-labels`). */
export const ZCountryLabel = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  successRate: z.string(),
  slotAvailability: z.string(),
  biometricWait: z.string(),
  /** Calendar day (YYYY-MM-DD, India) the figures were last checked. */
  checkedOn: z.iso.date(),
  /** Who checked them; null for the figures the site shipped with. */
  checkedBy: z.string().nullable(),
  /** Not checked for more than 30 days: visitors see no short-term claim until someone checks. */
  stale: z.boolean(),
  /**
   * The success rate the public site shows instead of `successRate`, measured from the consultancy's own decided
   * applications for this destination when there are enough (decision 031), with how it was counted; else null.
   */
  measured: z.object({ successRate: z.string(), basis: z.string() }).nullable(),
});
export type CountryLabel = z.infer<typeof ZCountryLabel>;

export const ZCountryLabelList = z.object({ labels: z.array(ZCountryLabel) });
export type CountryLabelList = z.infer<typeof ZCountryLabelList>;

const ZLabelText = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(40, "must be at most 40 characters")
  .refine((text) => !/[<>]/.test(text), "must not contain < or >");

/**
 * `PUT /api/country-labels/:code`: the figures as just checked; the server records today's date and who checked.
 * Saving unchanged figures is how staff confirm they are still right.
 */
export const ZUpdateCountryLabelRequest = z
  .object({
    successRate: z
      .string()
      .trim()
      .regex(/^(100|[1-9]?\d)%$/, "must be a percentage such as 96%"),
    slotAvailability: ZLabelText,
    biometricWait: ZLabelText,
  })
  .strict();
export type UpdateCountryLabelRequest = z.infer<typeof ZUpdateCountryLabelRequest>;
