import { inSchengenArea } from "@visadesk/content/schengen";
import { REFUSAL_REASON_CODES } from "@visadesk/contracts/cases";
import type { PublicEnquiry } from "@visadesk/contracts/intake";
import { CASE_TRANSITIONS, type CaseStatus } from "@visadesk/contracts/workflow";
import { asc, eq, sql } from "drizzle-orm";
import type { CrmActor, SystemActor } from "#crm/actors.ts";
import { createCaseService } from "#crm/cases.ts";
import { createDealService } from "#crm/deals.ts";
import { createDeliveryService } from "#crm/deliveries.ts";
import { takeEnquiry } from "#crm/intake.ts";
import { createLeadService } from "#crm/leads.ts";
import { analyzeDatabase, type Database } from "#db/client.ts";
import { checklistItems, enquiries, leads, users } from "#db/schema.ts";
import { CANADA_STUDY_CAMPAIGN, UK_VISITOR_CAMPAIGN } from "#seed/campaigns.ts";
import { seedDashboardsStory } from "#seed/dashboards-story.ts";
import { CITIES, FIRST_NAMES, LAST_NAMES } from "#seed/people.ts";
import { randomHelpers } from "#seed/random.ts";

/** A small deterministic random generator, so every demo database tells the same story. */
function rng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return randomHelpers(next);
}

const DESTINATIONS = ["GB", "CA", "US", "AU", "DE", "FR", "NZ", "IE", "SG", "AE", "IT", "NL"];
/** The destinations above that a Schengen visa is for. */
const SCHENGEN_CHOICES = DESTINATIONS.filter(inSchengenArea);
const CAMPAIGNS = [
  UK_VISITOR_CAMPAIGN,
  CANADA_STUDY_CAMPAIGN,
  {
    source: "google",
    campaign: "visa-refusal-appeal",
    term: "uk visa refused what next",
    primaryService: "refusal-appeal",
    refusalFocus: true,
    urgency: "high",
  },
  {
    source: "facebook",
    campaign: "schengen-summer",
    term: "schengen visa appointment",
    primaryService: "schengen",
  },
  {
    source: "instagram",
    campaign: "australia-pr-students",
    term: "australia student visa",
    primaryService: "student",
  },
  { source: "direct", campaign: "", term: "", primaryService: "general" },
] as const;
const MESSAGES = [
  "Need help with documents and the appointment.",
  "My daughter got admission; how soon can we apply?",
  "Visa was refused last year, want to apply again properly.",
  "Business trip next month, is it possible in time?",
  "Parents visiting for the graduation ceremony.",
];

/** `true` when the database already holds CRM records. */
export async function hasCrmData(db: Database): Promise<boolean> {
  const [row] = await db
    .execute<{ n: number }>(sql`select (select count(*) from enquiries) + (select count(*) from leads) as n`)
    .then((result) =>
      "rows" in (result as object)
        ? (result as unknown as { rows: { n: number }[] }).rows
        : (result as unknown as { n: number }[]),
    );
  return Number(row?.n ?? 0) > 0;
}

/** The seed's steps, in order, for a progress display: each reports `done` of `total` as it goes. */
export const SEED_STEPS = ["enquiries", "leads", "story", "statistics"] as const;
export type SeedStep = (typeof SEED_STEPS)[number];
export type SeedProgress = (step: SeedStep, done: number, total: number) => void;

/** How often a step reports (every this many items), so that reporting costs nothing measurable. */
const REPORT_EVERY = 25;

/**
 * Fills an empty database with a year of a consultancy, through the same domain services as the API (so every state
 * machine and rule holds): enquiries from Indian cities and ad campaigns, leads, deals won and lost, cases in every
 * stage including refusals and appeals, and deliveries. `end` is the last day of the year; `enquiryCount` ~1,200.
 * `progress` hears how far each step has come (`pnpm demo` shows it, with the time left).
 */
export async function seedDemo(
  db: Database,
  end = new Date(),
  enquiryCount = 1_200,
  progress: SeedProgress = () => {},
): Promise<Record<string, number>> {
  if (await hasCrmData(db))
    throw new Error("The database already has CRM data; seed:demo only fills an empty one.");
  const random = rng(20_250_106);
  const staffRows = await db
    .select()
    .from(users)
    .where(sql`${users.role} in ('staff', 'admin')`)
    .orderBy(asc(users.username));
  const admin = staffRows.find((u) => u.role === "admin");
  const staff = staffRows.filter((u) => u.role === "staff");
  if (!admin || staff.length === 0)
    throw new Error("The built-in accounts are missing; start the server once first.");
  const leadService = createLeadService(db);
  const dealService = createDealService(db);
  const caseService = createCaseService(db);
  const deliveryService = createDeliveryService(db);
  const actorAt = (now: Date): CrmActor => ({
    user: { username: admin.username, name: admin.name, role: "admin" },
    userId: admin.id,
    scope: "all",
    ip: "127.0.0.1",
    now,
  });
  const yearStart = end.getTime() - 365 * 86_400_000;
  const phones: string[] = [];
  const counts: Record<string, number> = {
    enquiries: 0,
    deals: 0,
    won: 0,
    refused: 0,
    appeals: 0,
    delivered: 0,
  };

  for (let i = 0; i < enquiryCount; i++) {
    if (i % REPORT_EVERY === 0) progress("enquiries", i, enquiryCount);
    const at = new Date(
      yearStart + Math.floor((i / enquiryCount) * 365 * 86_400_000) + random.int(0, 8 * 3_600_000),
    );
    const repeat = phones.length > 10 && random.chance(0.08);
    const phone = repeat ? random.pick(phones) : `+919${String(random.int(100_000_000, 999_999_999))}`;
    if (!repeat) phones.push(phone);
    const campaign = random.pick(CAMPAIGNS);
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const visaType =
      campaign.primaryService === "refusal-appeal" || campaign.primaryService === "general"
        ? random.pick(["visitor", "student", "business", "dependent"] as const)
        : (campaign.primaryService as PublicEnquiry["visaType"]);
    const priorRefusal = "refusalFocus" in campaign || random.chance(0.1);
    const system: SystemActor = {
      user: null,
      userId: null,
      scope: "all",
      ip: `10.0.${i % 250}.${i % 200}`,
      now: at,
    };
    await takeEnquiry(
      db,
      system,
      {
        name: `${first} ${last}`,
        phone,
        email: random.chance(0.6)
          ? `${first}.${last}${random.int(1, 99)}@example.in`.toLowerCase()
          : undefined,
        // A Schengen visa only for a Schengen-area destination (the API refuses any other pair).
        destinationCountry:
          visaType === "student"
            ? random.pick(["GB", "CA", "AU", "US", "IE", "NZ"])
            : visaType === "schengen"
              ? random.pick(SCHENGEN_CHOICES)
              : random.pick(DESTINATIONS),
        visaType: visaType === "schengen" ? "schengen" : visaType,
        message: random.pick(MESSAGES),
        priorRefusal,
        refusalDetails: priorRefusal
          ? "Refused earlier; letter says the purpose of visit was not clear."
          : undefined,
        city: random.pick(CITIES),
        // Every fifth enquiry from the Hindi pages (without drawing from the seeded random sequence).
        language: i % 5 === 0 ? "hi" : "en",
        consent: true,
        channel: random.chance(0.2) ? "quick_support" : "web_form",
        attribution:
          campaign.source === "direct"
            ? { landingPath: "/" }
            : {
                source: campaign.source,
                campaign: campaign.campaign,
                term: campaign.term,
                searchTerm: campaign.term,
                gclid: campaign.source === "google" ? `Cj0K${random.int(100_000, 999_999)}` : undefined,
                landingPath: `/?utm_source=${campaign.source}&utm_campaign=${campaign.campaign}`,
                primaryService: campaign.primaryService,
                refusalFocus: "refusalFocus" in campaign,
                urgency: "urgency" in campaign ? campaign.urgency : "low",
              },
      },
      { perHour: 1_000_000, perMinute: 1_000_000 },
    );
    counts.enquiries = (counts.enquiries ?? 0) + 1;
  }

  // Work every lead from its first enquiry onwards: most get contacted, some qualify, some buy.
  progress("enquiries", enquiryCount, enquiryCount);
  const allLeads = await db.select().from(leads).orderBy(asc(leads.createdAt));
  for (const [index, lead] of allLeads.entries()) {
    if (index % REPORT_EVERY === 0) progress("leads", index, allLeads.length);
    let now = new Date(lead.createdAt.getTime() + random.int(1, 48) * 3_600_000);
    const later = (hours: number) => {
      now = new Date(Math.min(now.getTime() + hours * 3_600_000, end.getTime()));
      return actorAt(now);
    };
    const age = (end.getTime() - lead.createdAt.getTime()) / 86_400_000;
    const owner = staff[index % staff.length];
    if (owner && random.chance(0.85))
      await leadService.assign(later(1), lead.id, { assignee: owner.username, alsoLinked: true });
    await db.update(enquiries).set({ status: "in_progress" }).where(eq(enquiries.leadId, lead.id));
    if (age < 2 || random.chance(0.1)) continue; // still new
    await leadService.setStatus(later(4), lead.id, { status: "contacted" });
    await leadService.addNote(later(1), lead.id, {
      kind: "call",
      text: "Called; explained documents and fees.",
      visibleToClient: false,
    });
    if (random.chance(0.3)) {
      await leadService.setStatus(later(24), lead.id, {
        status: "lost",
        lostReason: random.pick([
          "Chose another agent",
          "Budget",
          "Trip cancelled",
          "No response after 3 calls",
        ]),
      });
      continue;
    }
    if (age < 7 || random.chance(0.25)) continue; // contacted, following up
    await leadService.setStatus(later(24), lead.id, { status: "qualified" });
    if (random.chance(0.15)) continue; // qualified, quote being prepared
    const fee = lead.visaType === "student" ? 45_000 : lead.visaType === "business" ? 30_000 : 18_000;
    const { dealId } = await leadService.convert(later(24), lead.id, {
      service: "visa",
      feeInr: fee,
      governmentFeeInr: random.pick([11_500, 14_800, 9_600, 16_000]),
    });
    counts.deals = (counts.deals ?? 0) + 1;
    if (age < 12) continue; // quoted
    if (random.chance(0.2)) {
      await dealService.setStage(later(48), dealId, { stage: "lost", lostReason: "Price" });
      continue;
    }
    if (random.chance(0.3)) await dealService.setStage(later(24), dealId, { stage: "negotiating" });
    const { caseId } = (await dealService.setStage(later(48), dealId, { stage: "won" })) as {
      caseId: string;
    };
    counts.won = (counts.won ?? 0) + 1;
    // Cases move as far as their age allows.
    const steps = Math.min(6, Math.floor((age - 14) / 6));
    let status: CaseStatus = "intake";
    for (let s = 0; s < steps; s++) {
      const nextStatus: CaseStatus | undefined = (CASE_TRANSITIONS[status] as readonly CaseStatus[]).find(
        (to) => to !== "documents_pending" || status === "intake",
      );
      if (!nextStatus || nextStatus === "decided") break;
      if (nextStatus === "documents_complete") {
        const items = await db.select().from(checklistItems).where(eq(checklistItems.caseId, caseId));
        for (const item of items) {
          await caseService.setChecklistStatus(later(2), caseId, item.id, { status: "received" });
          await caseService.setChecklistStatus(later(1), caseId, item.id, { status: "verified" });
        }
      }
      await caseService.setStatus(later(72), caseId, { status: nextStatus });
      status = nextStatus;
    }
    if (status !== "decision_pending" || age < 60) continue;
    const refused = random.chance(0.22);
    if (refused) {
      await caseService.recordDecision(later(240), caseId, {
        decision: "refused",
        reasonCode: random.pick(REFUSAL_REASON_CODES.filter((c) => c !== "other")),
      });
      counts.refused = (counts.refused ?? 0) + 1;
      if (random.chance(0.6)) {
        await caseService.startAppeal(later(48), caseId, undefined, undefined);
        counts.appeals = (counts.appeals ?? 0) + 1;
      }
      continue;
    }
    const { deliveryId } = await caseService.recordDecision(later(240), caseId, { decision: "approved" });
    if (!deliveryId || age < 75) continue;
    await deliveryService.setStatus(later(48), deliveryId, {
      status: "ready",
      holder: `VisaDesk ${lead.city ?? "Mumbai"} office`,
    });
    // The most recent ones still sit in our office, so that "Passports in our custody" has something to show.
    if (age < 95 && random.chance(0.6)) continue;
    if (random.chance(0.5)) {
      await deliveryService.setStatus(later(24), deliveryId, {
        status: "dispatched",
        holder: "Blue Dart",
        courier: "Blue Dart",
        trackingNumber: `BD${random.int(10_000_000, 99_999_999)}IN`,
      });
    }
    await deliveryService.setStatus(later(48), deliveryId, {
      status: "delivered",
      holder: lead.name,
      receivedBy: lead.name,
    });
    await caseService.setStatus(later(24), caseId, { status: "closed" }).catch(() => undefined);
    counts.delivered = (counts.delivered ?? 0) + 1;
  }
  progress("leads", allLeads.length, allLeads.length);
  counts.leads = allLeads.length;
  progress("story", 0, 1);
  Object.assign(counts, await seedDashboardsStory(db, end));
  progress("story", 1, 1);
  progress("statistics", 0, 1);
  await analyzeDatabase(db);
  progress("statistics", 1, 1);
  return counts;
}
