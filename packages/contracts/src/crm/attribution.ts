import { z } from "zod";

const ZAttributionText = z.string().trim().max(300).optional();

/** Where the visitor came from and what the landing showed them (from @visadesk/tracking and personalisation). */
export const ZAttribution = z.object({
  source: ZAttributionText,
  campaign: ZAttributionText,
  term: ZAttributionText,
  content: ZAttributionText,
  /** The ad click id. */
  gclid: ZAttributionText,
  searchTerm: ZAttributionText,
  landingPath: z.string().trim().max(2_000).optional(),
  /** The personalisation the landing showed. */
  primaryService: ZAttributionText,
  refusalFocus: z.boolean().optional(),
  urgency: z.enum(["low", "medium", "high"]).optional(),
});
export type Attribution = z.infer<typeof ZAttribution>;
