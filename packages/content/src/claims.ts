/** One headline claim of the marketing site (docs/behaviours/public-site.md#who-it-is-for), with how it is counted. */
export interface Claim {
  id: "cases" | "rating" | "countries" | "years" | "appeal-success";
  value: string;
  label: string;
  /** How the figure is counted, shown to visitors who ask. */
  note: string;
}

/** The five claims of docs/behaviours/public-site.md#who-it-is-for, in the order the home page shows them. */
export const CLAIMS: readonly Claim[] = [
  {
    id: "cases",
    value: "5000+",
    label: "cases handled",
    note: "Visa applications and refusal appeals filed for clients since the practice began.",
  },
  {
    id: "rating",
    value: "4.9",
    label: "client rating",
    note: "Average of published client reviews, out of 5.",
  },
  {
    id: "countries",
    value: "190+",
    label: "countries covered",
    note: "Destinations for which we have prepared and filed visa applications.",
  },
  {
    id: "years",
    value: "40+",
    label: "years of experience",
    note: "Combined years of our senior consultants.",
  },
  {
    id: "appeal-success",
    value: "95%",
    label: "refusal-appeal success",
    note: "Share of refusal appeals and re-applications we filed that ended in a visa.",
  },
];

/**
 * The refusal-appeal claim as a page shows it: measured from the consultancy's own decided appeals when there are
 * enough (the server fills it into the prerendered page, decision 031), else the site's claimed figure above
 * (docs/behaviours/public-site.md#who-it-is-for).
 */
export interface AppealClaim {
  value: string;
  /**
   * How and when it was measured ("From 24 decided appeals, 29 Nov 2024 – 28 Nov 2026"); "" for the site's claimed
   * figure (docs/behaviours/public-site.md#who-it-is-for).
   */
  basis: string;
}

/**
 * The appeal claim of docs/behaviours/public-site.md#who-it-is-for: what the pages show until enough appeals are
 * decided to measure it.
 */
export const DEFAULT_APPEAL_CLAIM: AppealClaim = {
  value: CLAIMS.find((claim) => claim.id === "appeal-success")?.value ?? "95%",
  basis: "",
};
