import {
  attributionEnquiries,
  type FirstTouchFigure,
  firstTouchList,
} from "@visadesk/contracts/dashboard-lists";
import { figureLink } from "#features/dashboards/utils/labels.ts";

type Dimension = Parameters<typeof attributionEnquiries>[0];

/**
 * How the breakdowns count (decision 031): by cohort, so a campaign is credited with what its clients became even
 * when they win or are approved after the range; the header and the rows per period count by event.
 */
export const BY_FIRST_TOUCH =
  "Counted by first enquiry: each lead and what it became (deals won, fees, visas approved, approved appeals included) counts once, under the first enquiry it ever made, when that enquiry falls in the range, whenever the deal was won or the visa approved.";

/** The lists behind a breakdown's figures over the range `from`–`to`, for one dimension (source, keyword, …). */
export function attributionLinks(dimension: Dimension, from: string, to: string) {
  return {
    enquiriesOf: (key: string) => figureLink(attributionEnquiries(dimension, key, from, to)),
    // Leads and what they became count under each lead's first enquiry: their lists join that first touch.
    firstTouchOf: (figure: FirstTouchFigure, key: string) =>
      figureLink(firstTouchList(figure, from, to, { dimension, key })),
  };
}
