import type { RefusalReasonCode } from "@visadesk/contracts/cases";
import type { PublicEnquiry } from "@visadesk/contracts/intake";
import { eq, sql } from "drizzle-orm";
import type { CrmActor, SystemActor } from "#crm/actors.ts";
import { createCaseService } from "#crm/cases.ts";
import { createDealService } from "#crm/deals.ts";
import { createDeliveryService } from "#crm/deliveries.ts";
import { takeEnquiry } from "#crm/intake.ts";
import { createLeadService } from "#crm/leads.ts";
import type { Database } from "#db/client.ts";
import { cases, checklistItems, customers, leads, users } from "#db/schema.ts";
import { CANADA_STUDY_CAMPAIGN, type Campaign, UK_VISITOR_CAMPAIGN } from "#seed/campaigns.ts";
import { CITIES, FIRST_NAMES, LAST_NAMES } from "#seed/people.ts";
import { randomHelpers } from "#seed/random.ts";

// The demo's story for the dashboards, told on top of the year of demo data (seed/demo.ts):
// - a year before that year, so that a month compares with the same month last year (and the investors see growth);
// - a campaign that wins (refusal appeals on Google, few enquiries, high fees) and one that wastes money (an
//   Instagram "free study visa" giveaway: many enquiries, no sale);
// - a staff member who is slow to respond (Neha, days to a first call, follow-ups slipping);
// - refused cases whose appeal deadline is days away, with no appeal started yet.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A small deterministic random generator of its own, so the story is the same on every run. */
function rng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  return randomHelpers(next);
}

/** The slow responder of the story: an account that cannot sign in (its hash is no password's). */
const SLOW_STAFF = { username: "staff3", name: "Neha Kapoor" };

const WINNER: Campaign = {
  source: "google",
  campaign: "uk-refusal-appeal-expert",
  term: "uk visa refusal appeal lawyer",
  primaryService: "refusal-appeal",
  refusalFocus: true,
};
const WASTE: Campaign = {
  source: "instagram",
  campaign: "free-study-visa-giveaway",
  term: "free study visa",
  primaryService: "student",
};
const LAST_YEAR: Campaign[] = [UK_VISITOR_CAMPAIGN, CANADA_STUDY_CAMPAIGN];

/** Adds the dashboards' story to a database the demo seed has just filled; `end` is the demo's last day. */
export async function seedDashboardsStory(db: Database, end: Date): Promise<Record<string, number>> {
  const random = rng(17_2026);
  const leadService = createLeadService(db);
  const dealService = createDealService(db);
  const caseService = createCaseService(db);
  const deliveryService = createDeliveryService(db);
  const [admin] = await db.select().from(users).where(eq(users.username, "admin"));
  if (!admin) throw new Error("The built-in accounts are missing; start the server once first.");
  await db
    .insert(users)
    .values({
      ...SLOW_STAFF,
      role: "staff",
      passwordHash: "!no-password: a demo account that cannot sign in",
      createdAt: new Date(end.getTime() - 800 * DAY),
      updatedAt: new Date(end.getTime() - 800 * DAY),
    })
    .onConflictDoNothing();
  const actorAt = (at: Date): CrmActor => ({
    user: { username: admin.username, name: admin.name, role: "admin" },
    userId: admin.id,
    scope: "all",
    ip: "127.0.0.1",
    now: new Date(Math.min(at.getTime(), end.getTime())),
  });
  const counts = { lastYear: 0, winner: 0, waste: 0, appealsDecided: 0, appealsNearDeadline: 0 };
  let serial = 0;

  /** One enquiry from `campaign` at `at`; answers its lead's id. */
  async function enquire(campaign: Campaign, at: Date, visaType: PublicEnquiry["visaType"], country: string) {
    serial += 1;
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const phone = `+918${String(100_000_000 + serial * 7_919)}`;
    const system: SystemActor = {
      user: null,
      userId: null,
      scope: "all",
      ip: `10.17.${serial % 250}.1`,
      now: at,
    };
    await takeEnquiry(
      db,
      system,
      {
        name: `${first} ${last}`,
        phone,
        destinationCountry: country,
        visaType,
        priorRefusal: campaign.refusalFocus === true,
        refusalDetails: campaign.refusalFocus ? "Refused; the letter doubts my ties to India." : undefined,
        city: random.pick(CITIES),
        // The story is about campaigns, not languages; demo.ts already marks a share of its enquiries Hindi.
        language: "en",
        consent: true,
        channel: "web_form",
        attribution: {
          source: campaign.source,
          campaign: campaign.campaign,
          term: campaign.term,
          searchTerm: campaign.term,
          landingPath: `/?utm_source=${campaign.source}&utm_campaign=${campaign.campaign}`,
          primaryService: campaign.primaryService,
          refusalFocus: campaign.refusalFocus === true,
          urgency: campaign.refusalFocus ? "high" : "low",
        },
      },
      { perHour: 1_000_000, perMinute: 1_000_000 },
    );
    const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.phone, phone));
    if (!lead) throw new Error(`the story's enquiry ${serial} made no lead`);
    return lead.id;
  }

  /** Takes a case from intake to a decision pending (checklist received and verified); answers when it got there. */
  async function fileCase(caseId: string, from: number): Promise<Date> {
    let now = from;
    const later = (hours: number) => {
      now += hours * HOUR;
      return actorAt(new Date(now));
    };
    await caseService.setStatus(later(24), caseId, { status: "documents_pending" });
    for (const item of await db.select().from(checklistItems).where(eq(checklistItems.caseId, caseId))) {
      await caseService.setChecklistStatus(later(1), caseId, item.id, { status: "received" });
      await caseService.setChecklistStatus(later(1), caseId, item.id, { status: "verified" });
    }
    await caseService.setStatus(later(24), caseId, { status: "documents_complete" });
    await caseService.setStatus(later(72), caseId, { status: "submitted" });
    await caseService.setStatus(later(24), caseId, { status: "decision_pending" });
    return new Date(now);
  }

  /** Works a lead to a won deal and a case, as far as `steps` allow: submitted, then decided (`decision`). */
  async function winAndFile(
    leadId: string,
    from: Date,
    fee: number,
    service: "visa" | "refusal_appeal",
    decision?:
      | { decision: "approved" }
      | { decision: "refused"; reasonCode: RefusalReasonCode; appealDeadlineOn: string; at: Date },
  ): Promise<string | null> {
    let now = from.getTime();
    const later = (hours: number) => {
      now += hours * HOUR;
      return actorAt(new Date(now));
    };
    await leadService.setStatus(later(24), leadId, { status: "qualified" });
    const { dealId } = await leadService.convert(later(24), leadId, {
      service,
      feeInr: fee,
      governmentFeeInr: 11_500,
    });
    const { caseId } = (await dealService.setStage(later(48), dealId, { stage: "won" })) as {
      caseId: string;
    };
    if (!decision) return null;
    now = (await fileCase(caseId, now)).getTime();
    if (decision.decision === "approved") {
      const { deliveryId } = await caseService.recordDecision(later(20 * 24), caseId, {
        decision: "approved",
      });
      return deliveryId ?? null;
    }
    now = Math.max(now, decision.at.getTime());
    await caseService.recordDecision(later(0), caseId, {
      decision: "refused",
      reasonCode: decision.reasonCode,
      appealDeadlineOn: decision.appealDeadlineOn,
    });
    return null;
  }

  // A year before the demo's year: steady business, a little smaller, so growth shows.
  for (let i = 0; i < 150; i++) {
    const at = new Date(end.getTime() - 730 * DAY + i * 2.4 * DAY + random.int(0, 8) * HOUR);
    const campaign = random.pick(LAST_YEAR);
    const student = campaign.primaryService === "student";
    const leadId = await enquire(campaign, at, student ? "student" : "visitor", student ? "CA" : "GB");
    await leadService.assign(actorAt(new Date(at.getTime() + HOUR)), leadId, {
      assignee: i % 2 ? "staff1" : "staff2",
      alsoLinked: true,
    });
    await leadService.setStatus(actorAt(new Date(at.getTime() + 6 * HOUR)), leadId, { status: "contacted" });
    if (random.chance(0.3)) {
      await leadService.setStatus(actorAt(new Date(at.getTime() + 5 * DAY)), leadId, {
        status: "lost",
        lostReason: "Chose another agent",
      });
      continue;
    }
    const fee = student ? 55_000 : 30_000;
    const deliveryId = await winAndFile(leadId, new Date(at.getTime() + 6 * HOUR), fee, "visa", {
      decision: "approved",
    });
    if (deliveryId) {
      const handedBack = new Date(at.getTime() + 60 * DAY);
      await deliveryService.setStatus(actorAt(handedBack), deliveryId, {
        status: "ready",
        holder: "VisaDesk Pune office",
      });
      await deliveryService.setStatus(actorAt(new Date(handedBack.getTime() + DAY)), deliveryId, {
        status: "delivered",
        holder: "The client",
        receivedBy: "The client",
      });
    }
    counts.lastYear += 1;
  }

  // The campaign that wins: refusal appeals, answered within hours by staff1, most of them bought.
  for (let i = 0; i < 36; i++) {
    const at = new Date(end.getTime() - 120 * DAY + i * 3 * DAY + random.int(0, 8) * HOUR);
    const leadId = await enquire(WINNER, at, random.pick(["visitor", "student"] as const), "GB");
    await leadService.assign(actorAt(new Date(at.getTime() + HOUR / 2)), leadId, {
      assignee: "staff1",
      alsoLinked: true,
    });
    await leadService.setStatus(actorAt(new Date(at.getTime() + random.int(1, 3) * HOUR)), leadId, {
      status: "contacted",
    });
    if (random.chance(0.3) || end.getTime() - at.getTime() < 10 * DAY) continue;
    await winAndFile(leadId, new Date(at.getTime() + 3 * HOUR), 60_000, "refusal_appeal");
    counts.winner += 1;
  }

  // The campaign that wastes money: many enquiries, nobody buys; half of them wait days for Neha's first call.
  for (let i = 0; i < 80; i++) {
    const at = new Date(end.getTime() - 120 * DAY + i * 1.5 * DAY + random.int(0, 8) * HOUR);
    const leadId = await enquire(WASTE, at, "student", random.pick(["CA", "AU", "GB"]));
    const slow = i % 2 === 0;
    await leadService.assign(actorAt(new Date(at.getTime() + HOUR)), leadId, {
      assignee: slow ? SLOW_STAFF.username : "staff2",
      alsoLinked: true,
    });
    const firstCall = new Date(at.getTime() + (slow ? random.int(60, 140) : random.int(3, 20)) * HOUR);
    if (firstCall.getTime() > end.getTime()) {
      // Not called yet: a follow-up day that has passed.
      await leadService.update(actorAt(new Date(at.getTime() + 2 * HOUR)), leadId, {
        nextFollowUpOn: new Date(at.getTime() + DAY).toISOString().slice(0, 10),
      });
      continue;
    }
    await leadService.setStatus(actorAt(firstCall), leadId, { status: "contacted" });
    await leadService.setStatus(actorAt(new Date(firstCall.getTime() + 2 * DAY)), leadId, {
      status: "lost",
      lostReason: random.pick(["Wanted a free visa", "Not eligible", "Budget"]),
    });
    counts.waste += 1;
  }

  // Refusal appeals decided in the past year: measured beside the 95% the site claims.
  for (let i = 0; i < 6; i++) {
    const at = new Date(end.getTime() - (330 - i * 30) * DAY);
    const leadId = await enquire(WINNER, at, "visitor", "GB");
    await leadService.assign(actorAt(new Date(at.getTime() + HOUR)), leadId, {
      assignee: "staff1",
      alsoLinked: true,
    });
    await leadService.setStatus(actorAt(new Date(at.getTime() + 2 * HOUR)), leadId, { status: "contacted" });
    const refusedAt = new Date(at.getTime() + 40 * DAY);
    await winAndFile(leadId, new Date(at.getTime() + 2 * HOUR), 18_000, "visa", {
      decision: "refused",
      reasonCode: "purpose_not_credible",
      appealDeadlineOn: new Date(refusedAt.getTime() + 28 * DAY).toISOString().slice(0, 10),
      at: refusedAt,
    });
    const [refused] = await db
      .select({ id: cases.id })
      .from(cases)
      .innerJoin(customers, eq(customers.id, cases.customerId))
      .where(eq(customers.leadId, leadId));
    if (!refused) throw new Error("the story's refused case is missing");
    const { id: appealId } = await caseService.startAppeal(
      actorAt(new Date(refusedAt.getTime() + 3 * DAY)),
      refused.id,
      undefined,
      undefined,
    );
    const filed = await fileCase(appealId, refusedAt.getTime() + 4 * DAY);
    await caseService.recordDecision(
      actorAt(new Date(filed.getTime() + 30 * DAY)),
      appealId,
      i === 3 ? { decision: "refused", reasonCode: "immigration_history" } : { decision: "approved" },
    );
    counts.appealsDecided += 1;
  }

  // Refusals whose appeal deadline is days away, with no appeal started.
  for (const [i, daysLeft] of [2, 5, 9, 13].entries()) {
    const at = new Date(end.getTime() - (70 + i * 3) * DAY);
    const leadId = await enquire(
      LAST_YEAR[0] as Campaign,
      at,
      "visitor",
      random.pick(["GB", "CA", "US", "AU"]),
    );
    await leadService.assign(actorAt(new Date(at.getTime() + HOUR)), leadId, {
      assignee: i % 2 ? "staff1" : SLOW_STAFF.username,
      alsoLinked: true,
    });
    await leadService.setStatus(actorAt(new Date(at.getTime() + 4 * HOUR)), leadId, { status: "contacted" });
    await winAndFile(leadId, new Date(at.getTime() + 4 * HOUR), 18_000, "visa", {
      decision: "refused",
      reasonCode: random.pick(["weak_home_ties", "insufficient_funds", "purpose_not_credible"] as const),
      appealDeadlineOn: new Date(end.getTime() + 5.5 * HOUR + daysLeft * DAY).toISOString().slice(0, 10),
      at: new Date(end.getTime() - (28 - daysLeft) * DAY),
    });
    counts.appealsNearDeadline += 1;
  }
  // Enquiries follow their lead (as the demo's year does, without timeline entries): answered once the lead was
  // contacted, closed once it was won or lost; so only unanswered ones wait in "new" and "in progress".
  await db.execute(sql`update enquiries e set status = case when l.status in ('converted', 'lost') then 'closed' else 'responded' end,
      updated_at = l.updated_at
    from leads l where e.lead_id = l.id and e.status in ('new', 'in_progress') and l.status <> 'new'`);
  return counts;
}
