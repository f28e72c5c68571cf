import type { PublicEnquiryRequest } from "@visadesk/contracts/intake";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { submitEnquiry } from "#features/visa-form/api/create-enquiry.ts";
import { PUBLIC_ENQUIRIES_URL } from "#features/visa-form/api/send-enquiry.ts";

const answers: Array<() => Response> = [];
const server = setupServer(
  http.post(`*${PUBLIC_ENQUIRIES_URL}`, () => (answers.shift() ?? (() => Response.error()))()),
);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  server.resetHandlers();
  answers.length = 0;
});
afterAll(() => server.close());

const body = {
  name: "Priya Sharma",
  phone: "+919876543210",
  destinationCountry: "CA",
  visaType: "student",
  priorRefusal: false,
  consent: true,
  channel: "web_form",
  attribution: {},
} as unknown as PublicEnquiryRequest;
const slowDown = (seconds: number) => () =>
  HttpResponse.json(
    { error: { code: "slow_down", message: "wait", retryAfterSeconds: seconds } },
    { status: 429, headers: { "retry-after": String(seconds) } },
  );
const created = () => HttpResponse.json({ reference: "VD-7K3M9Q2X" }, { status: 201 });

describe("submitEnquiry when the intake asks to wait (decision 032)", () => {
  it("waits as long as told and sends again, so the visitor is not turned away", async () => {
    answers.push(slowDown(12), slowDown(3), created);
    const waits: number[] = [];
    const result = await submitEnquiry(body, async (ms) => void waits.push(ms));
    expect(result).toEqual({ sent: true, reference: "VD-7K3M9Q2X" });
    expect(waits).toEqual([12_000, 3_000]);
  });

  it("gives up after three tries, and at once when asked to wait longer than a minute", async () => {
    answers.push(slowDown(1), slowDown(1), slowDown(1));
    const waits: number[] = [];
    expect(await submitEnquiry(body, async (ms) => void waits.push(ms))).toEqual({
      sent: false,
      failure: "form.failure.tooMany",
    });
    expect(waits).toEqual([1_000, 1_000]);
    answers.push(slowDown(3_600));
    expect(await submitEnquiry(body, async () => {})).toEqual({
      sent: false,
      failure: "form.failure.tooMany",
    });
  });
});
