import { writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useTestServer } from "#test/test-server.ts";
import { createWebFixture } from "#test/web-fixture.ts";
import { chooseEncoding } from "#web/app-shell.ts";

describe("serving the built apps", () => {
  const server = useTestServer({ web: createWebFixture() });
  const get = (url: string) => server.app.inject({ method: "GET", url });

  it.each([
    ["/", 200, "marketing shell"],
    ["/visa-form", 200, "marketing shell"],
    ["/blog", 200, "prerendered blog"],
    ["/blog/uk-visitor-visa-refusals", 200, "prerendered post"],
    ["/blog/no-such-post", 404, "marketing not found"],
    ["/blog/..%2F..%2Fuk", 404, "marketing not found"],
    ["/uk", 200, "prerendered uk"],
    ["/webcrmpanel", 200, "crm shell"],
    ["/crm/leads", 200, "crm shell"],
    ["/crm/leads/", 200, "crm shell"],
    ["/360-dashboard?tab=team", 200, "crm shell"],
    ["/no-such-page", 404, "marketing not found"],
    ["/crm/unknown-area", 404, "marketing not found"],
  ])("GET %s answers %i with the %s", async (url, status, title) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(`<title>${title}</title>`);
  });

  it("serves each app's hashed assets as immutable", async () => {
    const marketing = await get("/static/marketing/app-abc123.js");
    expect(marketing.statusCode).toBe(200);
    expect(marketing.body).toContain("marketing");
    expect(marketing.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const crm = await get("/static/crm/app-def456.js");
    expect(crm.statusCode).toBe(200);
    expect(crm.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves public files and answers a missing asset with 404", async () => {
    expect((await get("/robots.txt")).body).toBe("User-agent: *");
    expect((await get("/static/crm/missing.js")).statusCode).toBe(404);
    expect((await get("/static/marketing/missing.js")).statusCode).toBe(404);
  });

  it("never serves files outside the build folders", async () => {
    const response = await get("/..%2f..%2fpackage.json");
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("@visadesk");
  });

  it("answers a malformed address with a 400 that says so", async () => {
    const response = await get("/%E0%A4%A");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "FST_ERR_BAD_URL" } });
  });

  it("keeps unknown API paths as JSON 404s", async () => {
    const response = await get("/api/unknown");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
  });
});

describe("compression", () => {
  const web = createWebFixture();
  // What the marketing build's precompress step writes beside an asset (different bytes, so the test can tell).
  const asset = path.join(web.marketingDir, "static/marketing/app-abc123.js");
  writeFileSync(`${asset}.br`, brotliCompressSync("console.log('marketing, from the .br file')"));
  writeFileSync(`${asset}.gz`, gzipSync("console.log('marketing, from the .gz file')"));
  const server = useTestServer({ web });
  const get = (url: string, acceptEncoding?: string) =>
    server.app.inject({
      method: "GET",
      url,
      headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
    });

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["gzip;q=1, br;q=0.5", "gzip"],
  ] as const)(
    "answers a page asked with Accept-Encoding %j in %s, varying on it",
    async (header, encoding) => {
      const response = await get("/blog", header);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache");
      const decode = encoding === "br" ? brotliDecompressSync : gunzipSync;
      expect(decode(response.rawPayload).toString()).toBe("<title>prerendered blog</title>");
    },
  );

  it.each([[undefined], ["identity"], ["br;q=0, gzip;q=0"], ["deflate"]])(
    "answers a page plain for Accept-Encoding %j, still varying on it",
    async (header) => {
      const response = await get("/", header);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe("<title>marketing shell</title>");
    },
  );

  it("compresses the not-found page with its 404 and keeps the security headers", async () => {
    const response = await get("/no-such-page", "gzip, br");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe("<title>marketing not found</title>");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves the build's precompressed sibling of an asset, immutable, and the file itself otherwise", async () => {
    const br = await get("/static/marketing/app-abc123.js", "gzip, deflate, br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(
      "console.log('marketing, from the .br file')",
    );

    const gz = await get("/static/marketing/app-abc123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe("console.log('marketing, from the .gz file')");

    const plain = await get("/static/marketing/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe("console.log('marketing')");
  });

  it("falls back to the file for an asset the build did not compress", async () => {
    const response = await get("/static/crm/app-def456.js", "gzip, br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe("console.log('crm')");
  });
});

describe("chooseEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["br", "br"],
    ["gzip, deflate", "gzip"],
    ["GZIP;Q=0.8, BR;Q=0.9", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["*;q=0", null],
    ["*, br;q=0", "gzip"],
    [["gzip", "br"], "br"],
  ] as const)("picks %j -> %s", (header, expected) => {
    expect(chooseEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});
