import { z } from "zod";
import { ZAssignee } from "#crm/common.ts";
import { ZDate, ZInstant } from "#primitives.ts";
import { REFUSAL_REASON_CODES } from "#values/cases.ts";
import {
  type AttributionDimension,
  CASE_RISKS,
  DASHBOARD_PERIODS,
  FUNNEL_STEPS,
  PIPELINE_RECORDS,
} from "#values/dashboards.ts";
import { DELIVERY_STATUSES } from "#workflow.ts";

// The management dashboards (/crm/workflow, /360-dashboard, /analytics, /staff-performance) and the investors' one.
// Every figure is computed by the database over the records; the pages draw these answers and never count rows.

export {
  APPEAL_DEADLINE_WINDOW_DAYS,
  ATTRIBUTION_DIMENSIONS,
  type AttributionDimension,
  CASE_RISKS,
  DASHBOARD_PERIODS,
  DASHBOARD_TIME_ZONE,
  type DashboardPeriod,
  FUNNEL_STEPS,
  type FunnelStep,
  MAX_RANGE_DAYS,
  MEASURED_CLAIM_DAYS,
  MIN_DECIDED_FOR_CLAIM,
  MY_DAY_DAYS_AHEAD,
  PIPELINE_RECORDS,
  PIPELINE_STATES,
  type PipelineRecord,
  STUCK_AFTER_DAYS,
} from "#values/dashboards.ts";

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD&by=week|month`: days in Asia/Kolkata, both included. Either may be left out: `to`
 * defaults to today, `from` to 89 days before `to` (90 days in all), `by` to week.
 */
export const ZDashboardRangeQuery = z
  .object({
    from: ZDate.optional(),
    to: ZDate.optional(),
    by: z.enum(DASHBOARD_PERIODS).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "must not be after to", path: ["from"] });
export type DashboardRangeQuery = z.input<typeof ZDashboardRangeQuery>;

/** The range the answer covers, resolved (defaults filled in). */
export const ZDashboardRange = z.object({ from: ZDate, to: ZDate, by: z.enum(DASHBOARD_PERIODS) });
export type DashboardRange = z.infer<typeof ZDashboardRange>;

const count = z.number().int().nonnegative();
const rupees = z.number().int().nonnegative();
/** A share between 0 and 1, or null when there is nothing to divide by. */
const rate = z.number().min(0).max(1).nullable();

const ZPipelineRecord = z.enum(PIPELINE_RECORDS);

/** `GET /api/dashboards/workflow`: the pipeline now (states, stuck records, deadlines) and the funnel of the range. */
export const ZWorkflowDashboard = z.object({
  asOf: ZInstant,
  today: ZDate,
  range: ZDashboardRange,
  /** Records that entered each step in the range; `conversion` is this step's count over the previous step's. */
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), count, conversion: rate })),
  /** Every open state of every record now: how many, and how many of them are stuck. */
  stages: z.array(
    z.object({
      record: ZPipelineRecord,
      status: z.string(),
      count,
      stuck: count,
      stuckAfterDays: z.number().int().positive().nullable(),
    }),
  ),
  /** The stuck records that have waited longest (50 at most), with who has them. */
  stuck: z.array(
    z.object({
      record: ZPipelineRecord,
      id: z.uuid(),
      title: z.string(),
      status: z.string(),
      since: ZInstant,
      days: z.number().int().nonnegative(),
      assignee: ZAssignee,
    }),
  ),
  /** Refused cases whose appeal deadline falls in the next 14 days (today included). */
  appealDeadlines: z.array(
    z.object({
      caseId: z.uuid(),
      caseNumber: z.string(),
      clientName: z.string(),
      deadlineOn: ZDate,
      daysLeft: z.number().int().nonnegative(),
      appealStarted: z.boolean(),
      assignee: ZAssignee,
    }),
  ),
  /** Passports we hold or that are on their way, by delivery state. */
  custody: z.array(z.object({ status: z.enum(DELIVERY_STATUSES), count })),
  /** Open leads whose follow-up day has passed, per assignee (null: nobody's). */
  overdueFollowUps: z.array(z.object({ assignee: ZAssignee, count })),
  /** New enquiries nobody has taken yet. */
  unassignedEnquiries: count,
});
export type WorkflowDashboard = z.infer<typeof ZWorkflowDashboard>;

const ZRevenueMonths = z.object({
  /** `YYYY-MM` of the current month in Asia/Kolkata. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  thisMonth: rupees,
  lastMonth: rupees,
  sameMonthLastYear: rupees,
  /** The same day-of-month cut for the earlier months, so a month in progress is compared fairly. */
  lastMonthToDate: rupees,
  sameMonthLastYearToDate: rupees,
});

/** `GET /api/dashboards/overview`: the 360 dashboard, the CEO's morning. */
export const ZOverviewDashboard = z.object({
  asOf: ZInstant,
  today: ZDate,
  enquiries: z.object({ today: count, thisWeek: count, lastWeek: count }),
  revenue: ZRevenueMonths,
  /** Decisions of the last 365 days. */
  approvals: z.object({ approved: count, decided: count, rate }),
  /** Appeal cases decided in the last 365 days. */
  appeals: z.object({ won: count, decided: count, rate }),
  casesAtRisk: z.array(
    z.object({
      caseId: z.uuid(),
      caseNumber: z.string(),
      clientName: z.string(),
      risk: z.enum(CASE_RISKS),
      dueOn: ZDate.nullable(),
      assignee: ZAssignee,
    }),
  ),
  workload: z.array(
    z.object({
      assignee: ZAssignee,
      openEnquiries: count,
      openLeads: count,
      openDeals: count,
      openCases: count,
      overdueFollowUps: count,
    }),
  ),
  /** State changes of the last 24 hours, and the records created in them. */
  sinceYesterday: z.object({
    created: z.array(z.object({ record: ZPipelineRecord, count })),
    changes: z.array(z.object({ record: ZPipelineRecord, status: z.string(), count })),
  }),
});
export type OverviewDashboard = z.infer<typeof ZOverviewDashboard>;

const ZFunnelFigures = z.object({
  enquiries: count,
  leads: count,
  deals: count,
  won: count,
  revenueInr: rupees,
  approved: count,
  /** leads / enquiries, won / leads, revenue / enquiries (whole rupees). */
  leadRate: rate,
  winRate: rate,
  revenuePerEnquiryInr: rupees.nullable(),
});
export type FunnelFigures = z.infer<typeof ZFunnelFigures>;
const ZKeyedFigures = z.array(ZFunnelFigures.extend({ key: z.string() }));
export type KeyedFigures = z.infer<typeof ZKeyedFigures>[number];

/** `GET /api/dashboards/analytics`: from the ad keyword to revenue and approved visas, over the range. */
export const ZAnalyticsDashboard = z.object({
  range: ZDashboardRange,
  /**
   * The range by event: what happened in it (enquiries received, leads and deals opened, deals won on the day they
   * were won, visas approved on the decision day, appeals included): exactly the sum of `series`.
   */
  totals: ZFunnelFigures,
  /**
   * By cohort (first touch): each lead and what it became (deals, wins, fees, approved visas and appeals) counts once,
   * under the first enquiry it ever made, in the range that holds that enquiry. `key` "" is "none".
   */
  attribution: z.object({
    source: ZKeyedFigures,
    campaign: ZKeyedFigures,
    keyword: ZKeyedFigures,
    city: ZKeyedFigures,
    personalisation: ZKeyedFigures,
  } satisfies Record<AttributionDimension, typeof ZKeyedFigures>),
  /**
   * Per week or month of the range, by event: enquiries and leads received, deals won and their fees, visas approved
   * (appeals included).
   */
  series: z.array(
    z.object({
      period: ZDate,
      enquiries: count,
      leads: count,
      won: count,
      revenueInr: rupees,
      approved: count,
    }),
  ),
  destinations: ZKeyedFigures,
  visaTypes: ZKeyedFigures,
  refusalReasons: z.array(z.object({ code: z.enum(REFUSAL_REASON_CODES), count })),
});
export type AnalyticsDashboard = z.infer<typeof ZAnalyticsDashboard>;

/** `GET /api/dashboards/staff`: per internal account, over the range. */
export const ZStaffDashboard = z.object({
  range: ZDashboardRange,
  today: ZDate,
  staff: z.array(
    z.object({
      username: z.string(),
      name: z.string(),
      role: z.enum(["ceo", "admin", "staff"]),
      enquiries: count,
      leads: count,
      /** Median hours from a lead's first enquiry to its first status change (null: none contacted). */
      medianFirstContactHours: z.number().nonnegative().nullable(),
      contacted: count,
      deals: count,
      won: count,
      conversionToDeal: rate,
      conversionToWon: rate,
      revenueInr: rupees,
      casesFiled: count,
      decided: count,
      approved: count,
      approvalRate: rate,
      overdueFollowUps: count,
    }),
  ),
});
export type StaffDashboard = z.infer<typeof ZStaffDashboard>;

/**
 * `GET /api/dashboards/investor`: aggregates only. Every object is strict and holds numbers, months and country
 * codes, never a name, phone, email or case number: the endpoint parses its answer with this schema.
 */
export const ZInvestorDashboard = z
  .object({
    asOf: ZInstant,
    months: z.array(
      z
        .object({
          month: z.string().regex(/^\d{4}-\d{2}$/),
          revenueInr: rupees,
          /** Revenue over the month before, minus one (null for the first month or after a month of zero). */
          growth: z.number().nullable(),
          casesFiled: count,
          decided: count,
          approved: count,
        })
        .strict(),
    ),
    approvals: z.object({ approved: count, decided: count, rate }).strict(),
    appeals: z.object({ won: count, decided: count, rate, claimedRate: z.number().min(0).max(1) }).strict(),
    clientsByDestination: z
      .array(z.object({ country: z.string().regex(/^[A-Z]{2}$/), clients: count }).strict())
      .max(250),
  })
  .strict();
export type InvestorDashboard = z.infer<typeof ZInvestorDashboard>;

/** The kinds of date My day lists from a case's key dates. */
export const MY_DAY_DATES = ["appeal_deadline", "appointment", "biometrics"] as const;
export type MyDayDate = (typeof MY_DAY_DATES)[number];

/**
 * `GET /api/my-day`: what the signed-in person's day holds beyond their leads. `unowned`: the open work nobody has
 * (open as everywhere else: OPEN_STATES), for an admin or the CEO, else null. `documentsToReview`: their open cases
 * with client uploads not yet reviewed. `keyDates`: the next days' appeal deadlines (refused, no appeal started),
 * appointments and biometrics of their cases, soonest first.
 */
export const ZMyDay = z.object({
  today: ZDate,
  unowned: z.object({ enquiries: count, leads: count, cases: count }).nullable(),
  documentsToReview: z.array(
    z.object({
      caseId: z.uuid(),
      caseNumber: z.string(),
      clientName: z.string(),
      documents: count,
      lastUploadedAt: ZInstant,
    }),
  ),
  keyDates: z.array(
    z.object({
      caseId: z.uuid(),
      caseNumber: z.string(),
      clientName: z.string(),
      kind: z.enum(MY_DAY_DATES),
      on: ZDate,
    }),
  ),
});
export type MyDay = z.infer<typeof ZMyDay>;
