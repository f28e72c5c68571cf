/** A marketing campaign an enquiry of the demo data came from (its UTM fields and what it sells). */
export interface Campaign {
  source: string;
  campaign: string;
  term: string;
  primaryService: string;
  refusalFocus?: boolean;
}

// The demo year's Google campaigns that also ran the year before (seed/dashboards-story.ts), so that the dashboards
// compare the same campaign month on month with last year.
export const UK_VISITOR_CAMPAIGN = {
  source: "google",
  campaign: "uk-visitor-visa",
  term: "uk visitor visa from india",
  primaryService: "visitor",
} as const satisfies Campaign;

export const CANADA_STUDY_CAMPAIGN = {
  source: "google",
  campaign: "canada-study",
  term: "canada student visa consultant",
  primaryService: "student",
} as const satisfies Campaign;
