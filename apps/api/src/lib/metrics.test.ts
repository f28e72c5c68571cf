import { describe, expect, it } from "vitest";
import { startMetricsServer } from "#lib/metrics-server.ts";
import { call, login, TEST_PASSWORDS, useTestServer } from "#test/test-server.ts";

// The Prometheus metrics of one server: what the request hook and the statement timing record, and where they are
// served (their own port, never the public one).

const enquiry = {
  name: "Asha Rao",
  phone: "+91 98100 00001",
  destinationCountry: "CA",
  visaType: "student",
  priorRefusal: false,
  consent: true,
};

/** The value of one series in Prometheus text, e.g. `visadesk_login_attempts_total{outcome="failed"}`. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("metrics", () => {
  const server = useTestServer({
    config: (base) => ({
      ...base,
      limits: { intakePerHour: 1, intakePerMinute: 1, clientErrorsPerHour: 30 },
    }),
  });

  it("counts requests by route pattern and status, intake outcomes, login failures and statements", async () => {
    const app = server.app;
    await call(app, { url: "/api/health" });
    await call(app, { url: "/api/leads/00000000-0000-4000-8000-000000000001" });
    expect(
      (await call(app, { method: "POST", url: "/api/public/enquiries", body: enquiry })).statusCode,
    ).toBe(201);
    expect(
      (await call(app, { method: "POST", url: "/api/public/enquiries", body: enquiry })).statusCode,
    ).toBe(429);
    const wrong = { username: "staff1", password: "not-the-password" };
    expect((await call(app, { method: "POST", url: "/api/auth/login", body: wrong })).statusCode).toBe(401);
    const right = { username: "staff1", password: TEST_PASSWORDS.staff1 };
    expect((await call(app, { method: "POST", url: "/api/auth/login", body: right })).statusCode).toBe(200);

    const text = await app.metrics.render();
    expect(
      seriesValue(text, 'visadesk_http_requests_total{method="GET",route="/api/health",status="200"}'),
    ).toBe(1);
    // The pattern, not the id: one series whatever the URL.
    expect(
      seriesValue(text, 'visadesk_http_requests_total{method="GET",route="/api/leads/:id",status="401"}'),
    ).toBe(1);
    expect(text).not.toContain("00000000-0000-4000-8000-000000000001");
    expect(
      seriesValue(
        text,
        'visadesk_http_request_duration_seconds_count{method="POST",route="/api/public/enquiries",status="201"}',
      ),
    ).toBe(1);
    expect(seriesValue(text, 'visadesk_intake_enquiries_total{outcome="accepted"}')).toBe(1);
    expect(seriesValue(text, 'visadesk_intake_enquiries_total{outcome="refused"}')).toBe(1);
    expect(seriesValue(text, 'visadesk_login_attempts_total{outcome="failed"}')).toBe(1);
    expect(seriesValue(text, 'visadesk_login_attempts_total{outcome="succeeded"}')).toBe(1);
    expect(seriesValue(text, 'visadesk_login_attempts_total{outcome="locked_out"}')).toBe(0);
    expect(
      seriesValue(text, 'visadesk_db_query_duration_seconds_count{operation="select",outcome="ok"}'),
    ).toBeGreaterThan(0);
    expect(
      seriesValue(text, 'visadesk_db_query_duration_seconds_count{operation="insert",outcome="ok"}'),
    ).toBeGreaterThan(0);
    expect(seriesValue(text, "visadesk_db_queries_in_flight")).toBe(0);
    expect(text).toMatch(/^visadesk_db_pool_size\{database="(pglite|postgres)"\} (1|10)$/m);
    expect(seriesValue(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(text).toContain("nodejs_heap_size_used_bytes");
  });

  it("says whether the session cache is live and counts the notifications it applied", async () => {
    const app = server.app;
    const before = seriesValue(await app.metrics.render(), "visadesk_session_cache_notifications_total") ?? 0;
    const cookie = await login(app, "staff2");
    const heard = new Promise((resolve) => app.sessionCache.events.once("notification", resolve));
    expect((await call(app, { method: "POST", url: "/api/auth/logout", cookie })).statusCode).toBe(204);
    await heard;
    const text = await app.metrics.render();
    expect(seriesValue(text, "visadesk_session_cache_live")).toBe(1);
    expect(seriesValue(text, "visadesk_session_cache_notifications_total")).toBe(before + 1);
  });

  it("serves them on their own port only", async () => {
    const { server: metricsServer, address } = await startMetricsServer(server.app.metrics, 0, "127.0.0.1");
    try {
      const response = await fetch(`${address}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/plain");
      expect(await response.text()).toContain("visadesk_http_requests_total");
      expect((await fetch(`${address}/`)).status).toBe(404);
    } finally {
      metricsServer.close();
    }
    expect((await call(server.app, { url: "/metrics" })).statusCode).toBe(404);
  });
});
