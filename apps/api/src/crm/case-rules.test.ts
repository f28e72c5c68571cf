import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { cases, leads } from "#db/schema.ts";
import { call, createAccountByInvitation, login, useTestServer } from "#test/test-server.ts";

interface Item {
  id: string;
  name: string;
  status: string;
  required: boolean;
  expiresOn: string | null;
}

/**
 * A case keeps its rules (docs/decisions/029-case-rules-and-schengen.md): a passport that expires too soon is refused
 * at "received" unless an admin sets the rule aside with a reason; a verified document can be reopened; documents
 * are complete only when every required one is verified and none has expired; the case's dates are in order and
 * none in the future once it has happened; a decided appeal's deadline no longer counts.
 * The test clock stands at 6 Jan 2025 (India), so a passport expiring on 1 Jan 2025 has expired.
 */
describe("a case's rules", () => {
  const server = useTestServer();
  const app = () => server.app as FastifyInstance;
  const cookies: Record<string, string> = {};
  let n = 0;

  beforeAll(async () => {
    cookies.admin = await login(app(), "admin");
    cookies.ceo = await login(app(), "ceo");
    cookies.staff1 = await login(app(), "staff1");
  });

  const send = (method: "GET" | "POST" | "PATCH", url: string, body?: object, who = "admin") =>
    call(app(), { method, url, cookie: cookies[who] as string, body });

  /** A won deal's application case; answers its id and its customer's. */
  async function newCase(): Promise<{ caseId: string; customerId: string }> {
    const lead = await send("POST", "/api/leads", {
      name: "Meera Pillai",
      phone: `+91 98${String(20_000_000 + n++).padStart(8, "0")}`,
      destinationCountry: "FR",
      visaType: "schengen",
    });
    const id = lead.json().id as string;
    await send("POST", `/api/leads/${id}/status`, { status: "contacted" });
    await send("POST", `/api/leads/${id}/status`, { status: "qualified" });
    const { dealId } = (await send("POST", `/api/leads/${id}/convert`, { feeInr: 30_000 })).json();
    const won = await send("POST", `/api/deals/${dealId}/win`, { caseAssignee: null });
    expect(won.statusCode).toBe(201);
    return { caseId: won.json().caseId, customerId: won.json().customerId };
  }

  const checklist = async (caseId: string) =>
    (await send("GET", `/api/cases/${caseId}`)).json().checklist as Item[];
  const passportOf = async (caseId: string) => {
    const item = (await checklist(caseId)).find((i) => i.name.startsWith("Passport"));
    if (!item) throw new Error("the case has no passport item");
    return item;
  };
  const step = (caseId: string, itemId: string, body: object, who = "admin") =>
    send("POST", `/api/cases/${caseId}/checklist/${itemId}/status`, body, who);

  /** Receives and verifies every document (the passport valid for years). */
  async function verifyAll(caseId: string) {
    for (const item of await checklist(caseId)) {
      const expiresOn = item.name.startsWith("Passport") ? { expiresOn: "2032-05-01" } : {};
      expect((await step(caseId, item.id, { status: "received", ...expiresOn })).statusCode).toBe(200);
      expect((await step(caseId, item.id, { status: "verified" })).statusCode).toBe(200);
    }
  }

  async function move(caseId: string, ...statuses: string[]) {
    for (const status of statuses) {
      const moved = await send("POST", `/api/cases/${caseId}/status`, { status });
      expect(moved.statusCode, `${status}: ${moved.body}`).toBe(200);
    }
  }

  describe("the passport at received", () => {
    it("refuses an expired passport, and one expiring within 6 months, naming the expiry date", async () => {
      const { caseId } = await newCase();
      const passport = await passportOf(caseId);
      const expired = await step(caseId, passport.id, { status: "received", expiresOn: "2025-01-01" });
      expect(expired.statusCode).toBe(409);
      expect(expired.json().error.code).toBe("passport_expires_too_soon");
      expect(expired.json().error.message).toContain("The passport expired on 1 Jan 2025");
      expect(expired.json().error.fields).toHaveProperty("expiresOn");
      // Six months from 6 Jan 2025 is 6 Jul 2025: a day short is refused, the day itself is fine.
      const soon = await step(caseId, passport.id, { status: "received", expiresOn: "2025-07-05" });
      expect(soon.statusCode).toBe(409);
      expect(soon.json().error.message).toContain("less than 6 months");
      expect((await passportOf(caseId)).status).toBe("requested");
      const fine = await step(caseId, passport.id, { status: "received", expiresOn: "2025-07-06" });
      expect(fine.statusCode).toBe(200);
    });

    it("takes it from an admin with a reason, kept on the timeline; never from staff", async () => {
      const { caseId } = await newCase();
      await send("POST", `/api/cases/${caseId}/assign`, { assignee: "staff1" });
      const passport = await passportOf(caseId);
      const body = {
        status: "received",
        expiresOn: "2025-01-01",
        overrideReason: "Renewal receipt attached",
      };
      const staff = await step(caseId, passport.id, body, "staff1");
      expect(staff.statusCode).toBe(403);
      const noReason = await step(caseId, passport.id, { ...body, overrideReason: "" });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error.fields).toHaveProperty("overrideReason");
      const taken = await step(caseId, passport.id, body);
      expect(taken.statusCode).toBe(200);
      const entry = (taken.json().timeline as { text: string; actor: string | null }[]).at(-1);
      expect(entry?.text).toContain("received although the passport expired on 1 Jan 2025");
      expect(entry?.text).toContain("Reason: Renewal receipt attached");
      expect(entry?.actor).toBe("admin");
      // Verified by mistake, it can still be taken back: reopening is never refused.
      await step(caseId, passport.id, { status: "verified" });
      expect((await step(caseId, passport.id, { status: "received" })).statusCode).toBe(200);
    });

    it("copies the expiry typed on the checklist to the customer card", async () => {
      const { caseId, customerId } = await newCase();
      const before = (await send("GET", `/api/customers/${customerId}`)).json();
      expect(before.passportExpiresOn).toBeNull();
      const passport = await passportOf(caseId);
      await step(caseId, passport.id, { status: "received", expiresOn: "2031-03-14" });
      const after = (await send("GET", `/api/customers/${customerId}`)).json();
      expect(after.passportExpiresOn).toBe("2031-03-14");
      expect(JSON.stringify(after.timeline)).toContain("Passport expiry not recorded → 2031-03-14");
    });
  });

  describe("reopening a verified document", () => {
    it("sends it back to received or requested, says who on the timeline, and the portal no longer says verified", async () => {
      const { caseId, customerId } = await newCase();
      await createAccountByInvitation(app(), cookies.admin as string, {
        username: "meera-portal",
        name: "Meera",
        role: "customer",
        password: "external-passphrase-88",
      });
      await send("POST", "/api/users/meera-portal/customers", { customerId });
      await verifyAll(caseId);
      await move(caseId, "documents_pending", "documents_complete");
      const passport = await passportOf(caseId);
      const reopened = await step(caseId, passport.id, { status: "received" }, "admin");
      expect(reopened.statusCode).toBe(200);
      const c = reopened.json();
      expect(c.checklist.find((i: Item) => i.id === passport.id).status).toBe("received");
      // A required document reopened: the case is no longer documents complete, so it cannot be submitted.
      expect(c.status).toBe("documents_pending");
      const texts = (c.timeline as { text: string; actor: string | null }[]).map(
        (e) => `${e.actor}: ${e.text}`,
      );
      expect(texts).toContain(`admin: ${passport.name}: reopened, verified → received`);
      const client = await login(app(), "meera-portal", "external-passphrase-88");
      const portal = (await call(app(), { url: `/api/me/cases/${caseId}`, cookie: client })).json();
      expect(portal.checklist.find((i: Item) => i.id === passport.id).status).toBe("received");
      // Verified again, then asked for anew.
      await step(caseId, passport.id, { status: "verified" });
      const asked = await step(caseId, passport.id, { status: "requested" });
      expect(asked.statusCode).toBe(200);
      expect(asked.json().checklist.find((i: Item) => i.id === passport.id).status).toBe("requested");
    });
  });

  describe("documents complete", () => {
    it("is refused while a required document is not verified, listing what is missing", async () => {
      const { caseId } = await newCase();
      await verifyAll(caseId);
      const items = await checklist(caseId);
      const last = items.at(-1) as Item;
      await step(caseId, last.id, { status: "requested" });
      await move(caseId, "documents_pending");
      const refused = await send("POST", `/api/cases/${caseId}/status`, { status: "documents_complete" });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe("documents_incomplete");
      expect(refused.json().error.missing).toEqual([{ name: last.name, reason: "not received yet" }]);
      expect(refused.json().error.message).toBe(
        `The documents are not complete: ${last.name} (not received yet)`,
      );
      expect((await send("GET", `/api/cases/${caseId}`)).json().status).toBe("documents_pending");
      // Submitting stays out of reach: the case never became documents complete.
      const submit = await send("POST", `/api/cases/${caseId}/status`, { status: "submitted" });
      expect(submit.statusCode).toBe(409);
    });

    it("is refused with an expired document, even when verified", async () => {
      const { caseId } = await newCase();
      await verifyAll(caseId);
      await send("POST", `/api/cases/${caseId}/checklist`, {
        name: "Travel insurance",
        expiresOn: "2024-12-31",
      });
      const added = (await checklist(caseId)).at(-1) as Item;
      await step(caseId, added.id, { status: "received" });
      await step(caseId, added.id, { status: "verified" });
      await move(caseId, "documents_pending");
      const refused = await send("POST", `/api/cases/${caseId}/status`, { status: "documents_complete" });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.missing).toEqual([{ name: "Travel insurance", reason: "expired" }]);
    });

    it("is taken from an admin or the CEO with a reason, recorded; staff cannot set the rule aside", async () => {
      const { caseId } = await newCase();
      await send("POST", `/api/cases/${caseId}/assign`, { assignee: "staff1" });
      await move(caseId, "documents_pending");
      const body = { status: "documents_complete", overrideReason: "Embassy waived the bank statements" };
      expect((await send("POST", `/api/cases/${caseId}/status`, body, "staff1")).statusCode).toBe(403);
      const taken = await send("POST", `/api/cases/${caseId}/status`, body, "ceo");
      expect(taken.statusCode).toBe(200);
      expect(taken.json().status).toBe("documents_complete");
      const entry = (taken.json().timeline as { text: string; actor: string | null }[]).at(-1);
      expect(entry?.actor).toBe("ceo");
      expect(entry?.text).toMatch(/^Documents marked complete although 9 are missing \(Passport/);
      expect(entry?.text).toContain("Reason: Embassy waived the bank statements");
    });
  });

  describe("dates in order", () => {
    it("refuses a submission date in the future and a decision before the submission, naming the field", async () => {
      const { caseId } = await newCase();
      const future = await send("PATCH", `/api/cases/${caseId}`, { submittedOn: "2027-03-01" });
      expect(future.statusCode).toBe(400);
      expect(future.json().error.fields.submittedOn).toBe(
        "The submission date cannot be in the future (2027-03-01 is after today, 2025-01-06)",
      );
      await verifyAll(caseId);
      await move(caseId, "documents_pending", "documents_complete", "submitted");
      expect((await send("PATCH", `/api/cases/${caseId}`, { submittedOn: "2025-01-02" })).statusCode).toBe(
        200,
      );
      // Biometrics before the submission, or marked done on an appointment still to come: refused.
      const early = await send("PATCH", `/api/cases/${caseId}`, { biometricsOn: "2024-12-30" });
      expect(early.statusCode).toBe(400);
      expect(early.json().error.message).toBe(
        "The biometrics date (2024-12-30) cannot be before the submission date (2025-01-02)",
      );
      expect((await send("PATCH", `/api/cases/${caseId}`, { biometricsOn: "2025-01-20" })).statusCode).toBe(
        200,
      );
      const notYet = await send("POST", `/api/cases/${caseId}/status`, { status: "biometrics_done" });
      expect(notYet.statusCode).toBe(400);
      expect(notYet.json().error.fields).toHaveProperty("biometricsOn");
      await send("PATCH", `/api/cases/${caseId}`, { biometricsOn: "2025-01-03" });
      await move(caseId, "biometrics_done", "decision_pending");
      const before = await send("POST", `/api/cases/${caseId}/decision`, {
        decision: "refused",
        reasonCode: "insufficient_funds",
        decisionOn: "2025-01-01",
      });
      expect(before.statusCode).toBe(400);
      expect(before.json().error.fields.decisionOn).toBe(
        "The decision date (2025-01-01) cannot be before the biometrics date (2025-01-03)",
      );
      const ahead = await send("POST", `/api/cases/${caseId}/decision`, {
        decision: "refused",
        reasonCode: "insufficient_funds",
        decisionOn: "2025-02-01",
      });
      expect(ahead.statusCode).toBe(400);
      expect(ahead.json().error.fields).toHaveProperty("decisionOn");
      const c = (await send("GET", `/api/cases/${caseId}`)).json();
      expect(c.status).toBe("decision_pending");
      expect(c.dates.appealDeadlineOn).toBeNull();
      // A possible date: the deadline is counted from it (28 days).
      const decided = await send("POST", `/api/cases/${caseId}/decision`, {
        decision: "refused",
        reasonCode: "insufficient_funds",
        decisionOn: "2025-01-05",
      });
      expect(decided.statusCode).toBe(200);
      expect(decided.json().dates.appealDeadlineOn).toBe("2025-02-02");
    });

    it("refuses a decision dated before the submission, and biometrics marked done before their date", async () => {
      const { caseId } = await newCase();
      await verifyAll(caseId);
      await move(caseId, "documents_pending", "documents_complete", "submitted");
      expect((await send("PATCH", `/api/cases/${caseId}`, { submittedOn: "2025-01-04" })).statusCode).toBe(
        200,
      );
      // The appointment is booked for tomorrow: it cannot be marked done today.
      expect((await send("PATCH", `/api/cases/${caseId}`, { biometricsOn: "2025-01-07" })).statusCode).toBe(
        200,
      );
      const early = await send("POST", `/api/cases/${caseId}/status`, { status: "biometrics_done" });
      expect(early.statusCode).toBe(400);
      expect(early.json().error.fields.biometricsOn).toBe(
        "The biometrics date cannot be in the future (2025-01-07 is after today, 2025-01-06)",
      );
      expect((await send("GET", `/api/cases/${caseId}`)).json().status).toBe("submitted");
      await send("PATCH", `/api/cases/${caseId}`, { biometricsOn: "2025-01-05" });
      await move(caseId, "biometrics_done", "decision_pending");
      const beforeSubmission = await send("POST", `/api/cases/${caseId}/decision`, {
        decision: "approved",
        decisionOn: "2025-01-03",
      });
      expect(beforeSubmission.statusCode).toBe(400);
      expect(beforeSubmission.json().error.fields).toHaveProperty("decisionOn");
      expect(beforeSubmission.json().error.message).toMatch(
        /^The decision date \(2025-01-03\) cannot be before/,
      );
      const c = (await send("GET", `/api/cases/${caseId}`)).json();
      expect([c.status, c.decision, c.dates.decisionOn]).toEqual(["decision_pending", "none", null]);
    });

    it("keeps the date of an event the case has passed: it can be corrected, never emptied", async () => {
      const { caseId } = await newCase();
      await verifyAll(caseId);
      await move(caseId, "documents_pending", "documents_complete", "submitted");
      await send("PATCH", `/api/cases/${caseId}`, { biometricsOn: "2025-01-05" });
      await move(caseId, "biometrics_done");
      const stamped = (await send("GET", `/api/cases/${caseId}`)).json().dates.biometricsOn;
      expect(stamped).not.toBeNull();
      const cleared = await send("PATCH", `/api/cases/${caseId}`, { biometricsOn: null });
      expect(cleared.statusCode).toBe(400);
      expect(cleared.json().error.fields.biometricsOn).toBe(
        "The biometrics date cannot be emptied: the case is past it. Correct it to the right day instead",
      );
      expect((await send("PATCH", `/api/cases/${caseId}`, { submittedOn: null })).statusCode).toBe(400);
      expect((await send("GET", `/api/cases/${caseId}`)).json().dates.biometricsOn).toBe(stamped);
      const corrected = await send("PATCH", `/api/cases/${caseId}`, {
        submittedOn: "2025-01-04",
        biometricsOn: "2025-01-05",
      });
      expect(corrected.statusCode).toBe(200);
    });
  });

  describe("a Schengen visa only for the Schengen area", () => {
    const message =
      "a Schengen visa is only for a Schengen-area destination: choose another visa type or destination";

    it("is refused with a 400 naming the visa type on the intake, enquiries, leads, deals and cases", async () => {
      const intake = await call(app(), {
        method: "POST",
        url: "/api/public/enquiries",
        body: {
          name: "Arjun Rao",
          phone: "+91 98765 43210",
          destinationCountry: "CA",
          visaType: "schengen",
          priorRefusal: false,
          consent: true,
        },
      });
      expect(intake.statusCode).toBe(400);
      expect(intake.json().error.fields.visaType).toBe(message);
      for (const [url, body] of [
        [
          "/api/enquiries",
          {
            channel: "phone",
            name: "Arjun Rao",
            phone: "+91 98765 43211",
            destinationCountry: "US",
            visaType: "schengen",
          },
        ],
        [
          "/api/leads",
          { name: "Arjun Rao", phone: "+91 98765 43212", destinationCountry: "AE", visaType: "schengen" },
        ],
      ] as const) {
        const refused = await send("POST", url, body);
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json().error.fields.visaType).toBe(message);
      }
      const { caseId, customerId } = await newCase();
      const created = await send("POST", "/api/cases", {
        customerId,
        destinationCountry: "US",
        visaType: "schengen",
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().error.fields.visaType).toBe(message);
      // The case is FR / schengen: moving only the destination outside the area is refused too.
      const moved = await send("PATCH", `/api/cases/${caseId}`, { destinationCountry: "CA" });
      expect(moved.statusCode, moved.body).toBe(400);
      expect(moved.json().error.fields.visaType, moved.body).toBe(message);
      expect((await send("PATCH", `/api/cases/${caseId}`, { destinationCountry: "DE" })).statusCode).toBe(
        200,
      );
    });

    it("is refused when one field of the pair is edited alone on an enquiry, a lead or a deal, or taken from the lead", async () => {
      const enquiry = await send("POST", "/api/enquiries", {
        channel: "phone",
        name: "Kavya Menon",
        phone: "+91 98765 43221",
        destinationCountry: "FR",
        visaType: "schengen",
      });
      expect(enquiry.statusCode, enquiry.body).toBe(201);
      const lead = await send("POST", "/api/leads", {
        name: "Rohan Das",
        phone: "+91 98765 43222",
        destinationCountry: "CA",
        visaType: "visitor",
      });
      expect(lead.statusCode, lead.body).toBe(201);
      const leadId = lead.json().id as string;
      await send("POST", `/api/leads/${leadId}/status`, { status: "contacted" });
      await send("POST", `/api/leads/${leadId}/status`, { status: "qualified" });
      // The lead is Canada / visitor: a deal offering only "Schengen" would pair it with Canada.
      const offered = await send("POST", `/api/leads/${leadId}/convert`, {
        feeInr: 30_000,
        visaType: "schengen",
      });
      expect(offered.statusCode, offered.body).toBe(400);
      expect(offered.json().error.fields.visaType).toBe(message);
      const { dealId } = (await send("POST", `/api/leads/${leadId}/convert`, { feeInr: 30_000 })).json();
      for (const [url, change, fine] of [
        [`/api/enquiries/${enquiry.json().id}`, { destinationCountry: "US" }, { destinationCountry: "DE" }],
        [`/api/leads/${leadId}`, { visaType: "schengen" }, { visaType: "business" }],
        [`/api/deals/${dealId}`, { visaType: "schengen" }, { visaType: "business" }],
        [
          `/api/deals/${dealId}`,
          { destinationCountry: "AE", visaType: "schengen" },
          { destinationCountry: "AE" },
        ],
      ] as const) {
        const refused = await send("PATCH", url, change);
        expect(refused.statusCode, `${url} ${refused.body}`).toBe(400);
        expect(refused.json().error.fields.visaType).toBe(message);
        const taken = await send("PATCH", url, fine);
        expect(taken.statusCode, `${url} ${taken.body}`).toBe(200);
      }
      // Nothing was half-written: the refused edits left the records as they were before the accepted ones.
      const deal = (await send("GET", `/api/deals/${dealId}`)).json();
      expect([deal.destinationCountry, deal.visaType]).toEqual(["AE", "business"]);
    });

    it("still lets a record kept from before the rule have its other fields corrected", async () => {
      const lead = await send("POST", "/api/leads", {
        name: "Imran Sheikh",
        phone: "+91 98765 43224",
        destinationCountry: "FR",
        visaType: "schengen",
      });
      const leadId = lead.json().id as string;
      const { caseId } = await newCase();
      // Written before the rule (the demo data once paired Canada with a Schengen visa).
      const db = server.app.database.db;
      await db.update(leads).set({ destinationCountry: "CA" }).where(eq(leads.id, leadId));
      await db.update(cases).set({ destinationCountry: "CA" }).where(eq(cases.id, caseId));
      expect((await send("PATCH", `/api/leads/${leadId}`, { city: "Pune" })).statusCode).toBe(200);
      expect((await send("PATCH", `/api/cases/${caseId}`, { appointmentOn: "2025-02-10" })).statusCode).toBe(
        200,
      );
      // Touching the pair asks for one that fits.
      const still = await send("PATCH", `/api/leads/${leadId}`, { destinationCountry: "US" });
      expect(still.statusCode).toBe(400);
      expect(still.json().error.message).toBe(`Visa type: ${message}`);
      expect((await send("PATCH", `/api/cases/${caseId}`, { visaType: "visitor" })).statusCode).toBe(200);
    });

    it("is refused when an appeal deal's visa type and its refused case's destination would meet on the new case", async () => {
      // A refused Canada visitor case.
      const { caseId } = await newCase();
      expect(
        (await send("PATCH", `/api/cases/${caseId}`, { destinationCountry: "CA", visaType: "visitor" }))
          .statusCode,
      ).toBe(200);
      await verifyAll(caseId);
      await move(caseId, "documents_pending", "documents_complete", "submitted", "biometrics_done");
      await move(caseId, "decision_pending");
      const refused = await send("POST", `/api/cases/${caseId}/decision`, {
        decision: "refused",
        reasonCode: "insufficient_funds",
      });
      expect(refused.statusCode, refused.body).toBe(200);
      // An appeal offered to a lead with a visa type and no destination: the deal takes "Schengen" from the lead and,
      // at the win, Canada from the refused case.
      const lead = await send("POST", "/api/leads", {
        name: "Sana Qureshi",
        phone: "+91 98765 43223",
        visaType: "schengen",
      });
      const deal = await send("POST", "/api/deals", {
        leadId: lead.json().id,
        service: "refusal_appeal",
        appealOfCaseId: caseId,
        feeInr: 20_000,
      });
      expect(deal.statusCode, deal.body).toBe(201);
      const won = await send("POST", `/api/deals/${deal.json().id}/win`, { caseAssignee: null });
      expect(won.statusCode, won.body).toBe(400);
      expect(won.json().error.fields.visaType).toBe(message);
      expect((await send("GET", `/api/deals/${deal.json().id}`)).json().stage).not.toBe("won");
    });
  });
});
