import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { caseStatusBody } from "#test/case-steps.ts";
import { call, login, useTestServer } from "#test/test-server.ts";

// No edit overwrites what its author did not see, on deals, customers, filing cases and deliveries as on enquiries
// and leads (decision 030): each write that names an older version than the record's is refused with the same
// `changed_meanwhile` answer and changes nothing; on the current version it is taken and raises the version; a caller
// that names no version keeps the old rule.

type Kind = "deal" | "customer" | "case" | "delivery";

/** One write on a record: where it goes and its body, given the version its author saw (if any). */
interface Write {
  name: string;
  method: "PATCH" | "POST";
  path: string;
  body: (expectedVersion?: number) => object;
  /** What the detail shows once this write is taken (the stale one must leave it untouched). */
  shows: Record<string, unknown>;
  status?: number;
}

const PLURAL: Record<Kind, string> = {
  deal: "deals",
  customer: "customers",
  case: "cases",
  delivery: "deliveries",
};

describe("writes on an older copy of a deal, customer, case or delivery", () => {
  const server = useTestServer();
  const app = (): FastifyInstance => server.app;
  let admin = "";
  let n = 0;

  beforeAll(async () => {
    admin = await login(app(), "admin");
  });

  const post = (url: string, body: object = {}) => call(app(), { method: "POST", url, cookie: admin, body });
  const detail = async (kind: Kind, id: string) =>
    (await call(app(), { url: `/api/${PLURAL[kind]}/${id}`, cookie: admin })).json();

  /** A qualified lead's open deal. */
  async function openDeal(): Promise<string> {
    const lead = await post("/api/leads", {
      name: "Kavya Menon",
      phone: `+91 95${String(10_000_000 + n++).padStart(8, "0")}`,
      destinationCountry: "CA",
      visaType: "student",
    });
    expect(lead.statusCode, lead.body).toBe(201);
    for (const status of ["contacted", "qualified"])
      await post(`/api/leads/${lead.json().id}/status`, { status });
    const converted = await post(`/api/leads/${lead.json().id}/convert`, { feeInr: 40_000 });
    expect(converted.statusCode, converted.body).toBe(201);
    return converted.json().dealId;
  }

  /** A won deal's customer and case (the case moved to `decision_pending` when `pending`). */
  async function wonDeal(pending = false): Promise<{ customerId: string; caseId: string }> {
    const won = (await post(`/api/deals/${await openDeal()}/win`)).json();
    if (pending) {
      for (const status of ["documents_pending", "documents_complete", "submitted", "decision_pending"])
        await post(`/api/cases/${won.caseId}/status`, caseStatusBody(status));
    }
    return won;
  }

  /** An approved case's delivery. */
  async function delivery(): Promise<string> {
    const { caseId } = await wonDeal(true);
    const approved = await post(`/api/cases/${caseId}/decision`, { decision: "approved" });
    expect(approved.statusCode, approved.body).toBe(200);
    return approved.json().deliveryId;
  }

  const kinds: {
    kind: Kind;
    make: () => Promise<string>;
    /** Two writes of the same field, as two tabs would send them. */
    edits: [Write, Write];
    /** The kind's other writes, each refused on an older copy. */
    others: (id: string) => Write[];
  }[] = [
    {
      kind: "deal",
      make: openDeal,
      edits: [
        {
          name: "fee",
          method: "PATCH",
          path: "",
          body: (v) => ({ feeInr: 45_000, expectedVersion: v }),
          shows: { feeInr: 45_000 },
        },
        {
          name: "fee",
          method: "PATCH",
          path: "",
          body: (v) => ({ feeInr: 38_000, expectedVersion: v }),
          shows: { feeInr: 38_000 },
        },
      ],
      others: () => [
        {
          name: "stage",
          method: "POST",
          path: "/stage",
          body: (v) => ({ stage: "lost", lostReasonCode: "price", expectedVersion: v }),
          shows: { stage: "lost" },
        },
        {
          name: "win",
          method: "POST",
          path: "/win",
          body: (v) => ({ expectedVersion: v }),
          shows: {},
          status: 201,
        },
        {
          name: "assignment",
          method: "POST",
          path: "/assign",
          body: (v) => ({ assignee: "staff2", expectedVersion: v }),
          shows: { assignee: { username: "staff2" } },
        },
      ],
    },
    {
      kind: "customer",
      make: async () => (await wonDeal()).customerId,
      edits: [
        {
          name: "city",
          method: "PATCH",
          path: "",
          body: (v) => ({ city: "Kochi", expectedVersion: v }),
          shows: { city: "Kochi" },
        },
        {
          name: "city",
          method: "PATCH",
          path: "",
          body: (v) => ({ city: "Pune", expectedVersion: v }),
          shows: { city: "Pune" },
        },
      ],
      others: () => [
        {
          name: "archive",
          method: "POST",
          path: "/status",
          body: (v) => ({ status: "archived", expectedVersion: v }),
          shows: { status: "archived" },
        },
        {
          name: "assignment",
          method: "POST",
          path: "/assign",
          body: (v) => ({ assignee: "staff2", expectedVersion: v }),
          shows: { assignee: { username: "staff2" } },
        },
      ],
    },
    {
      kind: "case",
      make: async () => (await wonDeal(true)).caseId,
      edits: [
        {
          name: "appointment date",
          method: "PATCH",
          path: "",
          body: (v) => ({ appointmentOn: "2025-02-03", expectedVersion: v }),
          shows: { dates: { appointmentOn: "2025-02-03" } },
        },
        {
          name: "appointment date",
          method: "PATCH",
          path: "",
          body: (v) => ({ appointmentOn: "2025-02-10", expectedVersion: v }),
          shows: { dates: { appointmentOn: "2025-02-10" } },
        },
      ],
      others: () => [
        {
          name: "decision",
          method: "POST",
          path: "/decision",
          body: (v) => ({ decision: "refused", reasonCode: "weak_home_ties", expectedVersion: v }),
          shows: { status: "decided", decision: "refused" },
        },
        {
          name: "status",
          method: "POST",
          path: "/status",
          body: (v) => ({ status: "decided", expectedVersion: v }),
          shows: {},
        },
        {
          name: "assignment",
          method: "POST",
          path: "/assign",
          body: (v) => ({ assignee: "staff2", expectedVersion: v }),
          shows: { assignee: { username: "staff2" } },
        },
      ],
    },
    {
      kind: "delivery",
      make: delivery,
      edits: [
        {
          name: "courier",
          method: "PATCH",
          path: "",
          body: (v) => ({ courier: "Blue Dart", expectedVersion: v }),
          shows: { courier: "Blue Dart" },
        },
        {
          name: "courier",
          method: "PATCH",
          path: "",
          body: (v) => ({ courier: "DTDC", expectedVersion: v }),
          shows: { courier: "DTDC" },
        },
      ],
      others: () => [
        {
          name: "hand-off",
          method: "POST",
          path: "/status",
          body: (v) => ({ status: "ready", holder: "VisaDesk office", expectedVersion: v }),
          shows: { status: "ready" },
        },
        {
          name: "assignment",
          method: "POST",
          path: "/assign",
          body: (v) => ({ assignee: "staff2", expectedVersion: v }),
          shows: { assignee: { username: "staff2" } },
        },
      ],
    },
  ];

  const send = (kind: Kind, id: string, write: Write, version?: number) =>
    call(app(), {
      method: write.method,
      url: `/api/${PLURAL[kind]}/${id}${write.path}`,
      cookie: admin,
      body: write.body(version),
    });

  describe.each(kinds)("a $kind", ({ kind, make, edits, others }) => {
    it("refuses the second tab's edit of the same field, saying who changed it, when and what; nothing changes", async () => {
      const id = await make();
      const seen = await detail(kind, id);
      expect(seen.version).toBeGreaterThanOrEqual(1);
      const [first, second] = edits;

      const taken = await send(kind, id, first, seen.version);
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json()).toMatchObject({ ...first.shows, version: seen.version + 1 });

      const stale = await send(kind, id, second, seen.version);
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json().error.code).toBe("changed_meanwhile");
      expect(stale.json().error.message).toMatch(
        new RegExp(
          `^This ${kind} was changed by Admin at \\d{1,2} [A-Z][a-z]{2} 2025, \\d{1,2}:\\d{2} [ap]m India time \\(Changed ${first.name}\\) after you opened it\\. Your change was not saved`,
        ),
      );
      expect(stale.json().error.version).toBe(seen.version + 1);
      expect(await detail(kind, id)).toMatchObject({ ...first.shows, version: seen.version + 1 });

      // Redone on the fresh copy, it is taken.
      const redone = await send(kind, id, second, seen.version + 1);
      expect(redone.statusCode, redone.body).toBe(200);
      expect(redone.json()).toMatchObject({ ...second.shows, version: seen.version + 2 });
    });

    it("refuses each of its other writes made on an older copy, and leaves the record as the other tab left it", async () => {
      const id = await make();
      const seen = await detail(kind, id);
      expect((await send(kind, id, edits[0], seen.version)).statusCode).toBe(200);
      for (const write of others(id)) {
        const stale = await send(kind, id, write, seen.version);
        expect(stale.statusCode, `${write.name}: ${stale.body}`).toBe(409);
        expect(stale.json().error.code).toBe("changed_meanwhile");
      }
      const now = await detail(kind, id);
      expect(now).toMatchObject({ ...edits[0].shows, version: seen.version + 1 });
      expect(now.timeline.at(-1).text).toBe(`Changed ${edits[0].name}`);
    });

    it("takes each write on the current copy and raises the version by one", async () => {
      const id = await make();
      const write = others(id).find((w) => Object.keys(w.shows).length > 0 && w.status === undefined);
      if (!write) throw new Error(`no write to try on a ${kind}`);
      const seen = await detail(kind, id);
      const taken = await send(kind, id, write, seen.version);
      expect(taken.statusCode, taken.body).toBe(200);
      expect(await detail(kind, id)).toMatchObject({ ...write.shows, version: seen.version + 1 });
    });

    it("keeps the old rule for a caller that names no version", async () => {
      const id = await make();
      const seen = await detail(kind, id);
      expect((await send(kind, id, edits[0], seen.version)).statusCode).toBe(200);
      const unversioned = await send(kind, id, edits[1]);
      expect(unversioned.statusCode, unversioned.body).toBe(200);
      expect(unversioned.json()).toMatchObject({ ...edits[1].shows, version: seen.version + 2 });
    });
  });

  it("refuses an appeal started from an older copy of a refused case", async () => {
    const { caseId } = await wonDeal(true);
    const seen = await detail("case", caseId);
    const refused = await post(`/api/cases/${caseId}/decision`, {
      decision: "refused",
      reasonCode: "weak_home_ties",
      expectedVersion: seen.version,
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const edited = await call(app(), {
      method: "PATCH",
      url: `/api/cases/${caseId}`,
      cookie: admin,
      body: { appealDeadlineOn: "2025-02-20", expectedVersion: seen.version + 1 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await post(`/api/cases/${caseId}/appeal`, { expectedVersion: seen.version + 1 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect((await detail("case", caseId)).appeals).toEqual([]);
    const fresh = await post(`/api/cases/${caseId}/appeal`, { expectedVersion: seen.version + 2 });
    expect(fresh.statusCode, fresh.body).toBe(201);
    // Starting the appeal wrote the refused case's deadline: its version moved too.
    expect((await detail("case", caseId)).version).toBe(seen.version + 3);
  });

  it("refuses an edit of a deal that names only the version", async () => {
    const id = await openDeal();
    const empty = await call(app(), {
      method: "PATCH",
      url: `/api/deals/${id}`,
      cookie: admin,
      body: { expectedVersion: 1 },
    });
    expect(empty.statusCode).toBe(400);
  });
});
