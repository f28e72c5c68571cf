import { describe, expect, it } from "vitest";
import { call, login, useTestServer } from "#test/test-server.ts";

const enquiry = (phone: string, language?: "en" | "hi") => ({
  name: "Sunita Yadav",
  phone,
  destinationCountry: "CA",
  visaType: "student",
  priorRefusal: false,
  consent: true,
  ...(language ? { language } : {}),
});

describe("the enquirer's language (docs/decisions/011)", () => {
  const server = useTestServer();
  const app = () => server.app;

  it("records the language of the page on the enquiry and its lead, and staff filter by it", async () => {
    const hindi = await call(app(), {
      method: "POST",
      url: "/api/public/enquiries",
      body: enquiry("+919820001001", "hi"),
      ip: "203.0.113.20",
    });
    expect(hindi.statusCode).toBe(201);
    const english = await call(app(), {
      method: "POST",
      url: "/api/public/enquiries",
      body: enquiry("+919820001002"),
      ip: "203.0.113.21",
    });
    expect(english.statusCode).toBe(201);

    const admin = await login(app(), "admin");
    const hindiList = await call(app(), { url: "/api/enquiries?language=hi", cookie: admin });
    expect(hindiList.statusCode).toBe(200);
    const items = hindiList.json().items as {
      reference: string;
      language: string;
      id: string;
      leadId: string;
    }[];
    expect(items.map((item) => item.reference)).toEqual([hindi.json().reference]);
    expect(items[0]?.language).toBe("hi");

    const englishList = await call(app(), { url: "/api/enquiries?language=en", cookie: admin });
    expect(englishList.json().items.map((item: { reference: string }) => item.reference)).toEqual([
      english.json().reference,
    ]);

    const detail = await call(app(), { url: `/api/enquiries/${items[0]?.id}`, cookie: admin });
    expect(detail.json().language).toBe("hi");
    const lead = await call(app(), { url: `/api/leads/${items[0]?.leadId}`, cookie: admin });
    expect(lead.json().language).toBe("hi");
    const hindiLeads = await call(app(), { url: "/api/leads?language=hi", cookie: admin });
    expect(hindiLeads.json().items.map((item: { id: string }) => item.id)).toEqual([items[0]?.leadId]);
  });

  it("refuses a language the site does not have, naming the field, and writes nothing", async () => {
    const refused = await call(app(), {
      method: "POST",
      url: "/api/public/enquiries",
      body: { ...enquiry("+919820001003"), language: "fr" },
      ip: "203.0.113.22",
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain("language");
    const admin = await login(app(), "admin");
    const list = await call(app(), { url: "/api/enquiries?language=fr", cookie: admin });
    expect(list.statusCode).toBe(400);
  });
});
