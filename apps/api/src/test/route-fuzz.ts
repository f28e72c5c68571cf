import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { createSession } from "#auth/sessions.ts";
import { fromRollups } from "#dashboards/read-model.ts";
import { users } from "#db/schema.ts";
import { caseStatusBody } from "#test/case-steps.ts";
import { encodeRaw, hostileBody, hostileQuery, hostileText } from "#test/hostile-requests.ts";
import { call, login, TEST_ORIGIN, useTestServer } from "#test/test-server.ts";

/**
 * Cases per route (docs/security.md#hostile-input: at least 500), each a hostile path, query and (for writes) body
 * together.
 */
const RUNS = 500;
/** Requests in flight at once while fuzzing the read routes. */
const READ_CONCURRENCY = 16;
/** Tables a refused request may write by design: it is audited, counted against a limit, or touches the session. */
const WRITTEN_ON_REFUSAL = new Set(["audit_events", "sessions", "login_failures", "rate_events"]);

interface Case {
  url: string;
  body: string | undefined;
  ip: string;
}

/**
 * The property-based test of docs/security.md#hostile-input: every API route the server registers (found from the
 * running server, so new routes are covered without a list to keep) gets RUNS hostile cases, each a path whose
 * parameters are real ids or hostile text, a hostile query and, for writes, a hostile body. No answer may be a 5xx, the
 * process must live, and a refused request must write nothing. The routes are split into `parts` (one test file each),
 * so vitest runs the parts side by side, each on its own server and database.
 */
export function describeRouteFuzz(part: number, parts: number): void {
  describe(`hostile paths, queries and bodies to every API route (part ${part + 1} of ${parts})`, () => {
    const server = useTestServer();
    const app = () => server.app;
    let cookie = "";
    /** Real ids per first path segment after /api/, so a case's path often reaches a real record. */
    const knownIds: Record<string, string> = {};
    let fingerprintSql = sql`select ''`;

    /**
     * One statement, one row per data table: its row count and the newest transaction that wrote a row of it. An insert
     * changes the count; an update or a delete-and-insert writes a row version with a newer transaction id.
     */
    async function fingerprint(): Promise<string> {
      // Read through the dashboards' read model, which folds their queued figures first: the fingerprint is then of
      // what was written, not of when the fold last ran, and a queued write shows in the rollups it would reach.
      const result = (await fromRollups(app().database.db, (db) => db.execute(fingerprintSql))) as
        | { rows: { h: string }[] }
        | { h: string }[];
      return (Array.isArray(result) ? result : result.rows)[0]?.h ?? "";
    }

    /**
     * The id the next writing transaction will get. While it stays the same, nothing at all was written (a read-only
     * statement takes no transaction id), so the full fingerprint is only needed after a request that wrote something
     * somewhere. On PostgreSQL the counter is shared by every database of the server and moves more often: then the
     * fingerprint is simply taken more often.
     */
    async function nextTransactionId(): Promise<string> {
      const result = (await app().database.db.execute(
        sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`,
      )) as { rows: { x: string }[] } | { x: string }[];
      return (Array.isArray(result) ? result : result.rows)[0]?.x ?? "";
    }

    /** A new admin session without hashing a password, after a case logged the fuzzing session out. */
    async function newSession(): Promise<string> {
      const [admin] = await app().database.db.select().from(users).where(sql`${users.username} = 'admin'`);
      const token = await createSession(
        app().database.db,
        admin?.id ?? "",
        server.clock.now(),
        "192.0.2.200",
      );
      return `visadesk_session=${token}`;
    }

    beforeAll(async () => {
      const tables = (await app().database.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )) as { rows: { name: string }[] } | { name: string }[];
      const dataTables = (Array.isArray(tables) ? tables : tables.rows)
        .map((row) => row.name)
        .filter((name) => !WRITTEN_ON_REFUSAL.has(name));
      expect(dataTables.length).toBeGreaterThan(10);
      fingerprintSql = sql.raw(
        `select ${dataTables
          .map((table) => `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from "${table}")`)
          .join(" || ',' || ")} as h`,
      );

      cookie = await login(app(), "admin");
      const post = async (url: string, body: object) => {
        const response = await call(app(), { method: "POST", url, cookie, body });
        if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
        return response.json();
      };
      const lead = await post("/api/leads", {
        name: "Fuzz Lead",
        phone: "+919876500001",
        visaType: "student",
        destinationCountry: "CA",
      });
      await post(`/api/leads/${lead.id}/status`, { status: "qualified" });
      const other = await post("/api/leads", {
        name: "Fuzz Two",
        phone: "+919876500002",
        visaType: "visitor",
        destinationCountry: "GB",
      });
      await post(`/api/leads/${other.id}/status`, { status: "qualified" });
      const { dealId } = await post(`/api/leads/${other.id}/convert`, { feeInr: 20_000 });
      const { caseId, customerId } = await post(`/api/deals/${dealId}/win`, {});
      const detail = (await call(app(), { url: `/api/cases/${caseId}`, cookie })).json();
      for (const status of ["documents_pending", "documents_complete", "submitted", "decision_pending"]) {
        await post(`/api/cases/${caseId}/status`, caseStatusBody(status));
      }
      const { deliveryId } = await post(`/api/cases/${caseId}/decision`, { decision: "approved" });
      const enquiry = await post("/api/enquiries", {
        channel: "walk_in",
        name: "Fuzz Walk-in",
        phone: "+919876500003",
      });
      const deal2 = await post("/api/deals", { leadId: lead.id, feeInr: 1_000 });
      await post("/api/users", {
        username: "fuzzuser",
        name: "Fuzz User",
        role: "staff",
        password: "fuzz-user-passphrase-5173",
      });
      Object.assign(knownIds, {
        leads: lead.id,
        enquiries: enquiry.id,
        deals: deal2.id,
        customers: customerId,
        cases: caseId,
        deliveries: deliveryId,
        users: "fuzzuser",
        itemId: detail.checklist[0].id,
      });
    });

    /** The cases of one route: every `:param` a real id or hostile text, a hostile query, and a body for writes. */
    function casesOf(method: string, pattern: string, seed: number): Case[] {
      const segments = pattern.split("/");
      const resource = segments[2] ?? "";
      const params = segments.map((segment) => {
        if (!segment.startsWith(":") && segment !== "*") return fc.constant(segment);
        const known = knownIds[segment === ":itemId" ? "itemId" : resource];
        const hostile = hostileText.filter((text) => text.length > 0).map(encodeRaw);
        return known ? fc.oneof(fc.constant(known), hostile) : hostile;
      });
      const arbitrary = fc.record({
        path: fc.tuple(...params).map((parts) => parts.join("/")),
        query: fc.option(hostileQuery, { nil: undefined, freq: 3 }),
        body: method === "GET" || method === "DELETE" ? fc.constant(undefined) : hostileBody,
        ip: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `198.18.${a}.${b}`),
      });
      return fc.sample(arbitrary, { numRuns: RUNS, seed }).map(({ path, query, body, ip }) => ({
        url: query === undefined ? path : `${path}?${query}`,
        body,
        ip,
      }));
    }

    function send(method: string, item: Case): Promise<LightMyRequestResponse> {
      return app().inject({
        method: method as "GET",
        url: item.url,
        remoteAddress: item.ip,
        headers: {
          origin: TEST_ORIGIN,
          cookie,
          ...(item.body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(item.body === undefined ? {} : { payload: item.body }),
      });
    }

    it("never answers 5xx, the process lives, and a refused request writes nothing", async () => {
      const routes = app()
        .routeTable.filter((route) => route.url.startsWith("/api/"))
        .sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`))
        .filter((_, index) => index % parts === part);
      const reads = routes.filter((route) => route.method === "GET");
      const writes = routes.filter((route) => route.method !== "GET");
      expect(reads.length).toBeGreaterThan(15 / parts);
      expect(writes.length).toBeGreaterThan(30 / parts);

      const crashes: unknown[] = [];
      const onCrash = (error: unknown) => crashes.push(error);
      process.on("uncaughtException", onCrash);
      process.on("unhandledRejection", onCrash);
      const serverErrors: string[] = [];
      const statuses = new Map<number, number>();
      const count = (
        route: { method: string; url: string },
        item: Case,
        response: LightMyRequestResponse,
      ) => {
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500 || response.statusCode < 200) {
          serverErrors.push(
            `${route.method} ${item.url} ${item.body ?? ""} -> ${response.statusCode} ${response.body}`,
          );
        }
      };
      const started = performance.now();
      let cases = 0;
      try {
        // Reads, many at once: no GET may write a data table, refused or not, so one comparison covers them all.
        const before = await fingerprint();
        for (const [index, route] of reads.entries()) {
          const items = casesOf(route.method, route.url, 1_000 + index);
          for (let i = 0; i < items.length; i += READ_CONCURRENCY) {
            const batch = items.slice(i, i + READ_CONCURRENCY);
            const responses = await Promise.all(batch.map((item) => send(route.method, item)));
            for (const [j, response] of responses.entries()) count(route, batch[j] as Case, response);
          }
          cases += items.length;
        }
        expect(await fingerprint(), "a GET wrote to a data table").toBe(before);

        // Writes, one at a time: each refused one is checked against the data as it was just before it.
        let baseline = await fingerprint();
        let baselineId = await nextTransactionId();
        for (const [index, route] of writes.entries()) {
          for (const item of casesOf(route.method, route.url, 2_000 + index)) {
            const response = await send(route.method, item);
            count(route, item, response);
            // Nothing written anywhere: the data is the baseline still.
            if ((await nextTransactionId()) === baselineId) continue;
            if (response.statusCode >= 400) {
              const after = await fingerprint();
              expect(after, `${route.method} ${item.url} ${item.body} wrote on ${response.statusCode}`).toBe(
                baseline,
              );
            }
            // A successful logout ended the fuzzing session: start another (from an address no case uses).
            if (route.url === "/api/auth/logout" && response.statusCode < 300) cookie = await newSession();
            baseline = await fingerprint();
            baselineId = await nextTransactionId();
          }
          cases += RUNS;
        }
      } finally {
        process.off("uncaughtException", onCrash);
        process.off("unhandledRejection", onCrash);
      }
      const seconds = (performance.now() - started) / 1000;
      console.info(
        `route fuzz part ${part + 1}/${parts}: ${routes.length} routes x ${RUNS} hostile cases = ${cases} requests in ${seconds.toFixed(1)} s; ` +
          `5xx: ${serverErrors.length}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
      );
      expect(serverErrors.slice(0, 5)).toEqual([]);
      expect(crashes).toEqual([]);
      expect((await call(app(), { url: "/api/health" })).statusCode).toBe(200);
      expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
    }, 900_000);
  });
}
