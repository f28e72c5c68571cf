import type { DashboardRangeQuery } from "@visadesk/contracts/dashboards";
import { analyticsDashboard } from "#dashboards/analytics.ts";
import { investorDashboard } from "#dashboards/investor.ts";
import { myDay } from "#dashboards/my-day.ts";
import { overviewDashboard } from "#dashboards/overview.ts";
import { staffDashboard } from "#dashboards/staff.ts";
import { workflowDashboard } from "#dashboards/workflow.ts";
import type { Database } from "#db/client.ts";

/**
 * My day and the five dashboards, each one figure set read from the rollups through their one door (decision 042).
 * Built once by `createServices` (decision 047).
 */
export function createDashboardService(db: Database) {
  return {
    /** `userId`'s day; `manages` adds the open work nobody has. */
    myDay: (userId: string, manages: boolean, now: Date) => myDay(db, userId, manages, now),
    workflow: (query: DashboardRangeQuery, now: Date) => workflowDashboard(db, query, now),
    overview: (now: Date) => overviewDashboard(db, now),
    analytics: (query: DashboardRangeQuery, now: Date) => analyticsDashboard(db, query, now),
    staff: (query: DashboardRangeQuery, now: Date) => staffDashboard(db, query, now),
    investor: (now: Date) => investorDashboard(db, now),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
