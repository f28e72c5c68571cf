import { MAX_DOCUMENT_BYTES } from "@visadesk/contracts/documents";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { corrupted, HTML_AS_PDF, JPEG, onePagePdf, PNG, withPageAppended } from "#documents/test-files.ts";
import { call, createAccountByInvitation, login, TEST_ORIGIN, useTestServer } from "#test/test-server.ts";

/** The smallest files of each kind the portal takes, and some it must not. */
const PDF = await onePagePdf();
const HTML = Buffer.from("<!doctype html><html><script>alert(document.cookie)</script></html>");
const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
const ZIP = Buffer.from("UEsDBBQAAAAAAAAAIQAAAAAAAAAAAAAAAAAIAAAAbWltZXR5cGU=", "base64");

describe("documents: upload from the portal, staff review, and who may read them", () => {
  const server = useTestServer();
  const app = () => server.app;
  let admin = "";
  let staff1 = "";
  let client = "";
  let otherClient = "";
  let caseId = "";
  let itemId = "";
  let otherCaseId = "";
  let n = 0;

  const post = async (url: string, body: object, cookie = admin) => {
    const response = await call(app(), { method: "POST", url, cookie, body });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };

  /** A won deal's case and customer. */
  async function newCase(name: string) {
    n += 1;
    const lead = await post("/api/leads", {
      name,
      phone: `+91 98200 0000${n}`,
      destinationCountry: "CA",
      visaType: "student",
    });
    await post(`/api/leads/${lead.id}/status`, { status: "qualified" });
    const { dealId } = await post(`/api/leads/${lead.id}/convert`, { feeInr: 40_000 });
    return (await post(`/api/deals/${dealId}/win`, {})) as { caseId: string; customerId: string };
  }

  /** The document of the case called `fileName` (uploads in one test share the test clock's instant). */
  async function named(cookie: string, fileName: string) {
    const list = (await call(app(), { url: `/api/cases/${caseId}/documents`, cookie })).json().documents;
    return list.find((d: { fileName: string }) => d.fileName === fileName);
  }

  function upload(
    cookie: string,
    bytes: Buffer,
    name = "passport.pdf",
    at = `/api/cases/${caseId}/checklist/${itemId}/documents`,
  ): Promise<LightMyRequestResponse> {
    return app().inject({
      method: "POST",
      url: `${at}?name=${encodeURIComponent(name)}`,
      headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/octet-stream" },
      payload: bytes,
    });
  }

  beforeAll(async () => {
    admin = await login(app(), "admin");
    staff1 = await login(app(), "staff1");
    const mine = await newCase("Asha Rao");
    caseId = mine.caseId;
    itemId = (await call(app(), { url: `/api/cases/${caseId}`, cookie: admin })).json().checklist[0].id;
    const other = await newCase("Ravi Kumar");
    otherCaseId = other.caseId;
    client = await createAccountByInvitation(
      app(),
      admin,
      { username: "asha", name: "Asha Rao", role: "customer", password: "kite-river-portal-41" },
      { customerId: mine.customerId },
    );
    otherClient = await createAccountByInvitation(
      app(),
      admin,
      { username: "ravi", name: "Ravi Kumar", role: "customer", password: "lamp-ocean-portal-42" },
      { customerId: other.customerId },
    );
  });

  it("takes a PDF from the client: the item becomes received, staff see it on the case", async () => {
    const response = await upload(client, PDF, "passport scan.pdf");
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      fileName: "passport scan.pdf",
      contentType: "application/pdf",
      size: PDF.length,
      status: "uploaded",
      uploadedByClient: true,
    });
    const detail = (await call(app(), { url: `/api/cases/${caseId}`, cookie: admin })).json();
    expect(detail.checklist[0].status).toBe("received");
    const listed = (await call(app(), { url: `/api/cases/${caseId}/documents`, cookie: admin })).json();
    expect(listed.documents.map((d: { fileName: string }) => d.fileName)).toEqual(["passport scan.pdf"]);
  });

  it.each([
    ["an HTML page", HTML],
    ["a GIF", GIF],
    ["a ZIP archive", ZIP],
  ])("refuses %s renamed .pdf, by its content, writing nothing", async (_what, bytes) => {
    const before = (await call(app(), { url: `/api/cases/${caseId}/documents`, cookie: admin })).json();
    const response = await upload(client, bytes, "passport.pdf");
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toMatch(/not a PDF, JPEG or PNG/);
    const after = (await call(app(), { url: `/api/cases/${caseId}/documents`, cookie: admin })).json();
    expect(after.documents).toHaveLength(before.documents.length);
  });

  it.each([
    ["a web page behind a PDF's first line", HTML_AS_PDF],
    ["a PDF with a web page after its end", withPageAppended(PDF)],
    ["a PDF cut short", PDF.subarray(0, PDF.length - 40)],
    ["a PNG with a web page after its end", withPageAppended(PNG)],
    ["a PNG whose data is damaged", corrupted(PNG)],
    ["a JPEG with a web page after its end", withPageAppended(JPEG)],
    ["a JPEG cut short", JPEG.subarray(0, JPEG.length - 2)],
  ])(
    "refuses %s: the whole file must be what it claims, and nothing is left behind",
    async (_what, bytes) => {
      const before = (await call(app(), { url: `/api/cases/${caseId}/documents`, cookie: admin })).json();
      const response = await upload(client, bytes, "passport.pdf");
      expect(response.statusCode, response.body).toBe(415);
      expect(response.json().error.message).toMatch(/not a PDF, JPEG or PNG/);
      const after = (await call(app(), { url: `/api/cases/${caseId}/documents`, cookie: admin })).json();
      expect(after.documents).toHaveLength(before.documents.length);
    },
  );

  it("takes a PNG named .pdf as the PNG it is, stored and served as photo.png", async () => {
    const response = await upload(client, PNG, "photo.pdf");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ contentType: "image/png", fileName: "photo.png" });
    const file = await call(app(), { url: `/api/documents/${response.json().id}/file`, cookie: client });
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="photo.png"/);
  });

  it("takes a JPEG named passport.html as passport.jpg", async () => {
    const response = await upload(client, JPEG, "passport.html");
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ contentType: "image/jpeg", fileName: "passport.jpg" });
  });

  it("refuses 11 MB with a plain message, and takes exactly 10 MB", async () => {
    const eleven = Buffer.alloc(11 * 1024 * 1024, 0x20);
    PDF.copy(eleven);
    const refused = await upload(client, eleven, "big.pdf");
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toMatch(/larger than 10 MB/);
    const ten = Buffer.alloc(MAX_DOCUMENT_BYTES, 0x20);
    PDF.copy(ten);
    expect((await upload(client, ten, "just-fits.pdf")).statusCode).toBe(201);
  });

  it("refuses an empty file and a JSON body", async () => {
    expect((await upload(client, Buffer.alloc(0))).statusCode).toBe(400);
    const json = await call(app(), {
      method: "POST",
      url: `/api/cases/${caseId}/checklist/${itemId}/documents?name=a.pdf`,
      cookie: client,
      body: { file: "x" },
    });
    expect(json.statusCode).toBe(403);
  });

  it("streams the file back as an attachment with nosniff, to the client and staff who may see the case", async () => {
    const first = await named(client, "passport scan.pdf");
    for (const cookie of [client, admin, staff1]) {
      const response = await call(app(), { url: `/api/documents/${first.id}/file`, cookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="passport scan.pdf"/);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      // Its own sandboxing policy, not the site's: opened by address, the file runs nothing as a page of the site.
      expect(response.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
      expect(response.rawPayload.equals(PDF)).toBe(true);
    }
  });

  it("answers another customer's file with a 404, and their upload too", async () => {
    const first = await named(admin, "passport scan.pdf");
    expect(
      (await call(app(), { url: `/api/documents/${first.id}/file`, cookie: otherClient })).statusCode,
    ).toBe(404);
    expect(
      (await call(app(), { url: `/api/cases/${caseId}/documents`, cookie: otherClient })).statusCode,
    ).toBe(404);
    expect((await upload(otherClient, PDF)).statusCode).toBe(404);
  });

  it("answers staff outside the case's scope with a 404", async () => {
    await post(`/api/cases/${otherCaseId}/assign`, { assignee: "staff2" });
    const otherItem = (await call(app(), { url: `/api/cases/${otherCaseId}`, cookie: admin })).json()
      .checklist[0].id;
    const uploaded = await upload(
      otherClient,
      PDF,
      "ravi.pdf",
      `/api/cases/${otherCaseId}/checklist/${otherItem}/documents`,
    );
    expect(uploaded.statusCode).toBe(201);
    const id = uploaded.json().id;
    expect((await call(app(), { url: `/api/documents/${id}/file`, cookie: staff1 })).statusCode).toBe(404);
    expect(
      (await call(app(), { url: `/api/cases/${otherCaseId}/documents`, cookie: staff1 })).statusCode,
    ).toBe(404);
    const review = await call(app(), {
      method: "POST",
      url: `/api/documents/${id}/review`,
      cookie: staff1,
      body: { decision: "verified" },
    });
    expect(review.statusCode).toBe(404);
    const staff2 = await login(app(), "staff2");
    expect((await call(app(), { url: `/api/documents/${id}/file`, cookie: staff2 })).statusCode).toBe(200);
  });

  it("lets staff reject with a reason the client sees, then verify a new upload", async () => {
    const first = await named(admin, "passport scan.pdf");
    const noReason = await call(app(), {
      method: "POST",
      url: `/api/documents/${first.id}/review`,
      cookie: admin,
      body: { decision: "rejected" },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toHaveProperty("reason");
    await post(`/api/documents/${first.id}/review`, {
      decision: "rejected",
      reason: "The photo page is cut off",
    });
    const mine = (await call(app(), { url: `/api/me/cases/${caseId}`, cookie: client })).json();
    expect(mine.checklist[0]).toMatchObject({ status: "rejected", note: "The photo page is cut off" });
    const rejected = await named(client, "passport scan.pdf");
    expect(rejected).toMatchObject({ status: "rejected", rejectionReason: "The photo page is cut off" });

    const again = (await upload(client, PDF, "passport-full.pdf")).json();
    expect(
      (await call(app(), { url: `/api/me/cases/${caseId}`, cookie: client })).json().checklist[0].status,
    ).toBe("received");
    const verified = await post(`/api/documents/${again.id}/review`, { decision: "verified" });
    expect(verified.status).toBe("verified");
    const after = (await call(app(), { url: `/api/me/cases/${caseId}`, cookie: client })).json();
    expect(after.checklist[0].status).toBe("verified");
    expect(after.timeline.map((e: { text: string }) => e.text)).toContain(
      `${after.checklist[0].name}: passport-full.pdf verified`,
    );
    expect((await upload(client, PDF, "late.pdf")).statusCode).toBe(409);
  });

  it("refuses investors and visitors", async () => {
    const investor = await createAccountByInvitation(app(), admin, {
      username: "investor1",
      name: "Investor",
      role: "investor",
      password: "investor-pass-4242",
    });
    expect((await upload(investor, PDF)).statusCode).toBe(403);
    expect((await upload("", PDF)).statusCode).toBe(401);
  });
});
