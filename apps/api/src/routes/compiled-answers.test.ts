import { ZCaseList } from "@visadesk/contracts/cases";
import { ZCustomerList } from "@visadesk/contracts/customers";
import { ZDealList } from "@visadesk/contracts/deals";
import { ZDeliveryList } from "@visadesk/contracts/deliveries";
import { ZEnquiryList } from "@visadesk/contracts/enquiries";
import { ZLeadList } from "@visadesk/contracts/leads";
import { ZSearchResult } from "@visadesk/contracts/search";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { compiledAnswerSchema } from "#routes/compiled-answers.ts";

// The schemas Fastify compiles the lists' answers from (fast-json-stringify): what they write must be exactly what
// JSON.stringify writes of the same value, with every nullable field null and filled, and with text that needs
// escaping. The contract test compares real answers of every compiled route the same way.

/** What Fastify writes for `payload` through a route whose 200 answer is compiled from `schema`. */
async function written(schema: z.ZodType, payload: unknown): Promise<string> {
  const app = Fastify();
  app.get("/", { schema: { response: { 200: compiledAnswerSchema(schema) } } }, async () => payload);
  try {
    return (await app.inject({ url: "/" })).body;
  } finally {
    await app.close();
  }
}

const TRICKY = [
  'a "quoted" \\ back\\slash',
  "line\nbreak\ttab\u0000nul\u001f",
  "हिन्दी नाम",
  "emoji 🇮🇳 and a lone surrogate \ud800 here",
  "</script><script>alert(1)</script>",
  "x".repeat(300),
];

const instant = "2025-01-06T09:00:00.123Z";
const assignee = { username: "staff1", name: 'Staff "One"' };

function lead(i: number, filled: boolean) {
  const text = TRICKY[i % TRICKY.length] as string;
  return {
    id: "0c9afaf2-df18-417b-9958-ca3909b26149",
    status: "new",
    name: text,
    phone: filled ? "+919811122334" : null,
    email: filled ? `${text}@example.in` : null,
    city: filled ? text : null,
    destinationCountry: filled ? "GB" : null,
    visaType: filled ? "student" : null,
    source: filled ? "web_form" : null,
    language: "hi",
    assignee: filled ? assignee : null,
    nextFollowUpOn: filled ? "2025-02-01" : null,
    createdAt: instant,
    updatedAt: instant,
  };
}

function deal(i: number, filled: boolean) {
  return {
    id: "0c9afaf2-df18-417b-9958-ca3909b26149",
    stage: "quoted",
    leadId: "1c9afaf2-df18-417b-9958-ca3909b26149",
    clientName: TRICKY[i % TRICKY.length],
    service: "visa",
    visaType: filled ? "student" : null,
    destinationCountry: filled ? "CA" : null,
    feeInr: 125_000 + i,
    governmentFeeInr: 0,
    expectedCloseOn: filled ? "2025-03-01" : null,
    assignee: filled ? assignee : null,
    createdAt: instant,
    updatedAt: instant,
  };
}

const page = <T>(items: T[], total: number | null) => ({
  items,
  nextCursor: total === null ? null : "WyIyMDI1LTAxLTA2VDA5OjAwOjAwLjEyM1oiLCJ4Il0",
  total,
});

describe("the compiled answers of the lists", () => {
  it("write a page of leads exactly as JSON.stringify does, nullable fields null and filled", async () => {
    for (const filled of [true, false]) {
      const payload = page(
        Array.from({ length: 12 }, (_, i) => lead(i, filled)),
        filled ? 12 : null,
      );
      expect(ZLeadList.safeParse(payload).success).toBe(true);
      expect(await written(ZLeadList, payload)).toBe(JSON.stringify(payload));
    }
  });

  it("write a page of deals, an empty page, and the header search exactly as JSON.stringify does", async () => {
    const deals = {
      ...page(
        Array.from({ length: 6 }, (_, i) => deal(i, i % 2 === 0)),
        6,
      ),
      totalFeeInr: 750_015,
    };
    expect(ZDealList.safeParse(deals).success).toBe(true);
    expect(await written(ZDealList, deals)).toBe(JSON.stringify(deals));
    expect(await written(ZLeadList, page([], 0))).toBe(JSON.stringify(page([], 0)));
    const search = {
      leads: [lead(1, true), lead(2, false)],
      enquiries: [],
      deals: [deal(3, false)],
      customers: [],
      cases: [],
    };
    expect(ZSearchResult.safeParse(search).success).toBe(true);
    expect(await written(ZSearchResult, search)).toBe(JSON.stringify(search));
  });

  it("have no anyOf left for a nullable field, which fast-json-stringify would settle by validating each value", () => {
    for (const schema of [
      ZLeadList,
      ZEnquiryList,
      ZDealList,
      ZCustomerList,
      ZCaseList,
      ZDeliveryList,
      ZSearchResult,
    ]) {
      const text = JSON.stringify(compiledAnswerSchema(schema));
      expect(text).not.toContain('{"type":"null"}');
    }
  });
});
