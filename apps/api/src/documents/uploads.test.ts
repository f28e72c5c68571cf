import { PassThrough } from "node:stream";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { documentChunks, documentContents, documents } from "#db/schema.ts";
import { DOCUMENT_CHUNK_BYTES } from "#documents/service.ts";
import { JPEG, onePagePdf, PNG } from "#documents/test-files.ts";
import { LIMIT_MESSAGES, UPLOAD_LIMITS } from "#documents/upload-limits.ts";
import { call, createAccountByInvitation, login, TEST_ORIGIN, useTestServer } from "#test/test-server.ts";

const PDF = await onePagePdf();

/** A PDF of `size` bytes: a real one-page PDF padded with the blank space a PDF may end with. */
function pdfOf(size: number): Buffer {
  const padded = Buffer.alloc(size, 0x20);
  PDF.copy(padded);
  return padded;
}

describe("uploads: stored in pieces, limited per person, and several files per item with replacing", () => {
  const server = useTestServer();
  const app = () => server.app;
  const db = () => server.app.database.db;
  let admin = "";
  let n = 0;

  const post = async (url: string, body: object, cookie = admin) => {
    const response = await call(app(), { method: "POST", url, cookie, body });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };

  /** A won deal's case, its first checklist items, and a portal login for its customer. */
  async function clientWithCase(username: string) {
    n += 1;
    const lead = await post("/api/leads", {
      name: `Client ${username}`,
      phone: `+91 98300 0000${n}`,
      destinationCountry: "CA",
      visaType: "student",
    });
    await post(`/api/leads/${lead.id}/status`, { status: "qualified" });
    const { dealId } = await post(`/api/leads/${lead.id}/convert`, { feeInr: 40_000 });
    const won = (await post(`/api/deals/${dealId}/win`, {})) as { caseId: string; customerId: string };
    const checklist = (await call(app(), { url: `/api/cases/${won.caseId}`, cookie: admin })).json()
      .checklist;
    const cookie = await createAccountByInvitation(
      app(),
      admin,
      { username, name: `Client ${username}`, role: "customer", password: "kite-river-portal-41" },
      { customerId: won.customerId },
    );
    return {
      caseId: won.caseId as string,
      items: checklist.map((c: { id: string }) => c.id) as string[],
      cookie,
    };
  }

  type Client = Awaited<ReturnType<typeof clientWithCase>>;

  function upload(
    who: Client,
    bytes: Buffer,
    name = "statement.pdf",
    options: { item?: number; replaces?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const replaces = options.replaces ? `&replaces=${options.replaces}` : "";
    return app().inject({
      method: "POST",
      url: `/api/cases/${who.caseId}/checklist/${who.items[options.item ?? 0]}/documents?name=${encodeURIComponent(name)}${replaces}`,
      headers: { origin: TEST_ORIGIN, cookie: who.cookie, "content-type": "application/octet-stream" },
      payload: bytes,
    });
  }

  /** An upload whose body the test sends piece by piece (`body.write`, `body.end`), announcing `length` bytes. */
  function streamedUpload(who: Client, length: number) {
    const body = new PassThrough();
    const response = app().inject({
      method: "POST",
      url: `/api/cases/${who.caseId}/checklist/${who.items[0]}/documents?name=slow.pdf`,
      headers: {
        origin: TEST_ORIGIN,
        cookie: who.cookie,
        "content-type": "application/octet-stream",
        "content-length": String(length),
      },
      payload: body,
    });
    return { body, response };
  }

  const listed = async (who: Client) =>
    (await call(app(), { url: `/api/cases/${who.caseId}/documents`, cookie: admin })).json().documents as {
      id: string;
      fileName: string;
      replacedById: string | null;
    }[];

  const rowsOf = (caseId: string) => db().select().from(documents).where(eq(documents.caseId, caseId));

  /** Waits (by turns of the event loop, never by a clock) until `caseId` has `count` uploads begun, finished or not. */
  async function untilRows(caseId: string, count: number) {
    while ((await rowsOf(caseId)).length < count) await new Promise((resolve) => setImmediate(resolve));
  }

  beforeAll(async () => {
    admin = await login(app(), "admin");
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("stores a file in pieces of at most 256 KiB and serves back the same bytes", async () => {
    const me = await clientWithCase("pieces");
    const file = pdfOf(1024 * 1024 + 5);
    const response = await upload(me, file, "bank.pdf");
    expect(response.statusCode, response.body).toBe(201);
    const pieces = await db()
      .select()
      .from(documentChunks)
      .where(eq(documentChunks.documentId, response.json().id));
    expect(pieces.map((p) => p.data.length).sort((a, b) => b - a)).toEqual([
      DOCUMENT_CHUNK_BYTES,
      DOCUMENT_CHUNK_BYTES,
      DOCUMENT_CHUNK_BYTES,
      DOCUMENT_CHUNK_BYTES,
      5,
    ]);
    const served = await call(app(), { url: `/api/documents/${response.json().id}/file`, cookie: me.cookie });
    expect(served.rawPayload.equals(file)).toBe(true);
  });

  it("serves a file that the release before pieces stored whole during a rolling upgrade (migration 0019's trigger)", async () => {
    const me = await clientWithCase("older-release");
    const file = pdfOf(300 * 1024);
    // What an instance of the previous release writes: the description, then the whole file in document_contents.
    const [row] = await db()
      .insert(documents)
      .values({
        caseId: me.caseId,
        checklistItemId: me.items[0] as string,
        fileName: "passport.pdf",
        contentType: "application/pdf",
        size: file.length,
        status: "uploaded",
        uploadedBy: "older-release",
        uploadedByClient: true,
        uploadedAt: new Date(),
      })
      .returning({ id: documents.id });
    const id = row?.id as string;
    await db().insert(documentContents).values({ documentId: id, data: file });
    const served = await call(app(), { url: `/api/documents/${id}/file`, cookie: me.cookie });
    expect(served.statusCode, served.body).toBe(200);
    expect(served.rawPayload.equals(file)).toBe(true);
  });

  it("shows a file still arriving to nobody, and leaves nothing behind when it arrives incomplete", async () => {
    const me = await clientWithCase("halfway");
    const { body, response } = streamedUpload(me, 600 * 1024);
    body.write(pdfOf(300 * 1024));
    await untilRows(me.caseId, 1);
    expect(await listed(me)).toEqual([]);
    body.end();
    const answer = await response;
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toMatch(/arrived incomplete/);
    expect(await rowsOf(me.caseId)).toEqual([]);
    const stray = await db().select({ id: documentChunks.documentId }).from(documentChunks);
    const kept = new Set((await db().select({ id: documents.id }).from(documents)).map((d) => d.id));
    expect(stray.filter((piece) => !kept.has(piece.id))).toEqual([]);
  });

  it("cuts off a trickled upload after exactly 60 seconds, saying so, and keeps none of it", async () => {
    const me = await clientWithCase("trickle");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { body, response } = streamedUpload(me, 600 * 1024);
    body.write(pdfOf(300 * 1024));
    await untilRows(me.caseId, 1);
    let answered = false;
    void response.then(() => {
      answered = true;
    });
    await vi.advanceTimersByTimeAsync(UPLOAD_LIMITS.bodyTimeoutMs - 1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    const answer = await response;
    expect(answer.statusCode).toBe(408);
    expect(answer.json().error.message).toBe(LIMIT_MESSAGES.timeout);
    expect(answer.json().error.message).toMatch(/longer than 60 seconds/);
    expect(answer.headers.connection).toBe("close");
    expect(await rowsOf(me.caseId)).toEqual([]);
    body.destroy();
  });

  it("takes two files at a time from one person and refuses a third while they arrive, saying why", async () => {
    const me = await clientWithCase("parallel");
    // Each sends its first piece (a row is written for an upload when its first piece arrives), then waits.
    const file = pdfOf(300 * 1024);
    const first = streamedUpload(me, file.length);
    const second = streamedUpload(me, file.length);
    first.body.write(file.subarray(0, DOCUMENT_CHUNK_BYTES));
    second.body.write(file.subarray(0, DOCUMENT_CHUNK_BYTES));
    await untilRows(me.caseId, 2);
    const third = await upload(me, PNG, "third.png", { item: 1 });
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toBe(LIMIT_MESSAGES.parallel);
    expect(third.json().error.message).toMatch(/already sending 2 files/);
    first.body.end(file.subarray(DOCUMENT_CHUNK_BYTES));
    second.body.end(file.subarray(DOCUMENT_CHUNK_BYTES));
    expect((await first.response).statusCode).toBe(201);
    expect((await second.response).statusCode).toBe(201);
    expect((await upload(me, PNG, "third.png", { item: 1 })).statusCode).toBe(201);
  });

  it("takes 30 files an hour from one person, then says to wait; the per-case limit is 40 files", async () => {
    const me = await clientWithCase("hourly");
    for (let i = 0; i < UPLOAD_LIMITS.perHour; i += 1) {
      expect((await upload(me, PNG, `page-${i}.png`)).statusCode).toBe(201);
    }
    const refused = await upload(me, PNG, "one-more.png");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(LIMIT_MESSAGES.perHour);
    expect(refused.json().error.message).toMatch(/30 files in the last hour/);
    server.clock.advance(60 * 60 * 1000);
    // An hour idle ends both sessions: sign in again.
    admin = await login(app(), "admin");
    me.cookie = await login(app(), "hourly", "kite-river-portal-41");
    for (let i = UPLOAD_LIMITS.perHour; i < UPLOAD_LIMITS.perCase; i += 1) {
      expect((await upload(me, PNG, `page-${i}.png`)).statusCode).toBe(201);
    }
    const full = await upload(me, PNG, "page-41.png");
    expect(full.statusCode).toBe(429);
    expect(full.json().error.message).toBe(LIMIT_MESSAGES.perCase);
    expect(full.json().error.message).toMatch(/40 files for this case/);
    // Staff are not held to the client's counts: they upload for many clients.
    const staffUpload = await app().inject({
      method: "POST",
      url: `/api/cases/${me.caseId}/checklist/${me.items[0]}/documents?name=from-office.png`,
      headers: { origin: TEST_ORIGIN, cookie: admin, "content-type": "application/octet-stream" },
      payload: PNG,
    });
    expect(staffUpload.statusCode).toBe(201);
  });

  it("refuses a file that would take one person past 200 MB in all", async () => {
    const me = await clientWithCase("heavy");
    const earlier = new Date(server.clock.now().getTime() - 2 * 60 * 60 * 1000);
    // 19 files of 10 MB sent earlier, written as their rows (sending 190 MB through the API would only be slow).
    await db()
      .insert(documents)
      .values(
        Array.from({ length: 19 }, (_, i) => ({
          caseId: me.caseId,
          checklistItemId: me.items[1] as string,
          fileName: `old-${i}.pdf`,
          contentType: "application/pdf",
          size: 10 * 1024 * 1024,
          status: "uploaded" as const,
          uploadedBy: "heavy",
          uploadedByClient: true,
          uploadedAt: earlier,
        })),
      );
    const fits = pdfOf(10 * 1024 * 1024 - 1);
    expect((await upload(me, fits, "fits.pdf")).statusCode).toBe(201);
    const refused = await upload(me, PNG, "over.png");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(LIMIT_MESSAGES.totalBytes);
    expect(refused.json().error.message).toMatch(/at most 200 MB/);
  });

  it("takes several files for one item (six bank statements), all listed", async () => {
    const me = await clientWithCase("statements");
    for (let month = 1; month <= 6; month += 1) {
      expect((await upload(me, PDF, `statement-${month}.pdf`)).statusCode).toBe(201);
    }
    expect((await listed(me)).map((d) => d.fileName).sort()).toEqual(
      [1, 2, 3, 4, 5, 6].map((month) => `statement-${month}.pdf`),
    );
    const item = (await call(app(), { url: `/api/me/cases/${me.caseId}`, cookie: me.cookie })).json()
      .checklist[0];
    expect(item.status).toBe("received");
  });

  it("replaces a wrong file with a new one, keeping the old one as history that staff cannot review", async () => {
    const me = await clientWithCase("replacer");
    const wrong = (await upload(me, JPEG, "march.jpg")).json();
    const other = (await upload(me, PNG, "photo.png", { item: 1 })).json();
    const right = await upload(me, PDF, "april.pdf", { replaces: wrong.id });
    expect(right.statusCode, right.body).toBe(201);
    const list = await listed(me);
    expect(list.map((d) => [d.fileName, d.replacedById]).sort()).toEqual([
      ["april.pdf", null],
      ["march.jpg", right.json().id],
      ["photo.png", null],
    ]);
    // The old file stays downloadable, as history.
    const old = await call(app(), { url: `/api/documents/${wrong.id}/file`, cookie: admin });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(JPEG)).toBe(true);
    const review = await call(app(), {
      method: "POST",
      url: `/api/documents/${wrong.id}/review`,
      cookie: admin,
      body: { decision: "verified" },
    });
    expect(review.statusCode).toBe(409);
    expect(review.json().error.message).toMatch(/replaced by a newer file/);
    const again = await upload(me, PDF, "april-again.pdf", { replaces: wrong.id });
    expect(again.statusCode).toBe(409);
    const elsewhere = await upload(me, PDF, "wrong-item.pdf", { replaces: other.id });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.fields).toHaveProperty("replaces");
    const timeline = (await call(app(), { url: `/api/me/cases/${me.caseId}`, cookie: me.cookie })).json()
      .timeline as { text: string }[];
    expect(timeline.map((e) => e.text)).toContainEqual(
      expect.stringMatching(/^Client replaced march\.jpg with april\.pdf for /),
    );
    expect(
      await db()
        .select()
        .from(documents)
        .where(and(eq(documents.caseId, me.caseId), eq(documents.complete, false))),
    ).toEqual([]);
  });
});
