import type { DashboardPeriod, DashboardRangeQuery } from "@visadesk/contracts/dashboards";
import { useSearchParams } from "react-router";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/**
 * The dashboard's date range in the page's URL (`?from=YYYY-MM-DD&to=YYYY-MM-DD&by=week|month`), so a view can be
 * bookmarked and shared; what is missing is left to the server's defaults (the 90 days to today, by week).
 */
export function useDashboardRange(defaultBy: DashboardPeriod = "week") {
  const [params, setParams] = useSearchParams();
  const from = day(params.get("from"));
  const to = day(params.get("to"));
  const by: DashboardPeriod =
    params.get("by") === "month" ? "month" : params.get("by") === "week" ? "week" : defaultBy;
  const range: DashboardRangeQuery = { ...(from ? { from } : {}), ...(to ? { to } : {}), by };
  function setRange(next: { from?: string | undefined; to?: string | undefined; by?: DashboardPeriod }) {
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) search.set(key, value);
          else search.delete(key);
        }
        return search;
      },
      { replace: true },
    );
  }
  return { range, setRange };
}
