import { describe, expect, it } from "vitest";
import {
  CLARITY_ORIGIN,
  deliverHit,
  enabledVendors,
  GOOGLE_TAG_ORIGIN,
  installVendors,
  scriptUrls,
  type VendorGlobals,
} from "#vendors.ts";

const all = { gaId: "G-TEST123", gtmId: "GTM-ABC12", clarityId: "clar1ty" };

function freshPage() {
  const globals: VendorGlobals = {};
  return { globals, page: { window: globals, document } };
}

function scriptSources(): string[] {
  return Array.from(document.head.querySelectorAll("script")).map((s) => s.src);
}

describe("scriptUrls", () => {
  it("points at the vendors' real hosts by default", () => {
    expect(scriptUrls(all)).toEqual([
      { vendor: "ga", src: `${GOOGLE_TAG_ORIGIN}/gtag/js?id=G-TEST123` },
      { vendor: "gtm", src: `${GOOGLE_TAG_ORIGIN}/gtm.js?id=GTM-ABC12` },
      { vendor: "clarity", src: `${CLARITY_ORIGIN}/tag/clar1ty` },
    ]);
  });

  it("serves every script from the overriding origin under the same paths", () => {
    expect(scriptUrls({ ...all, scriptOrigin: "http://127.0.0.1:4999/" }).map((u) => u.src)).toEqual([
      "http://127.0.0.1:4999/gtag/js?id=G-TEST123",
      "http://127.0.0.1:4999/gtm.js?id=GTM-ABC12",
      "http://127.0.0.1:4999/tag/clar1ty",
    ]);
  });

  it("has nothing to load without IDs, and ignores malformed IDs", () => {
    expect(scriptUrls({})).toEqual([]);
    expect(enabledVendors({ gaId: "", gtmId: 'GTM-1"><script>', clarityId: "a/b" })).toEqual([]);
  });
});

describe("installVendors and deliverHit", () => {
  it("adds one async script per vendor and the standard queueing stubs", () => {
    document.head.innerHTML = "";
    const { globals, page } = freshPage();
    installVendors(page, all);
    expect(scriptSources()).toEqual(scriptUrls(all).map((u) => u.src));
    expect(Array.from(document.head.querySelectorAll("script")).every((s) => s.async)).toBe(true);
    const layer = globals.dataLayer ?? [];
    expect(Array.from(layer[0] as IArguments)).toEqual(["js", expect.any(Date)]);
    expect(Array.from(layer[1] as IArguments)).toEqual(["config", "G-TEST123", { send_page_view: false }]);
    expect(layer[2]).toMatchObject({ event: "gtm.js" });
    expect(typeof globals.clarity).toBe("function");
  });

  it("hands page views and events to each vendor in its own format", () => {
    document.head.innerHTML = "";
    const { globals, page } = freshPage();
    installVendors(page, all);
    const start = globals.dataLayer?.length ?? 0;
    deliverHit(page, all, {
      kind: "page_view",
      location: "https://x.in/blog?q=uk",
      path: "/blog?q=uk",
      title: "Blog",
    });
    deliverHit(page, all, { kind: "event", name: "chat_opened", context: { page_path: "/" } });
    const pushed = (globals.dataLayer ?? []).slice(start);
    const params = { page_location: "https://x.in/blog?q=uk", page_path: "/blog?q=uk", page_title: "Blog" };
    expect(Array.from(pushed[0] as IArguments)).toEqual(["event", "page_view", params]);
    expect(pushed[1]).toEqual({ event: "page_view", ...params });
    expect(Array.from(pushed[2] as IArguments)).toEqual(["event", "chat_opened", { page_path: "/" }]);
    expect(pushed[3]).toEqual({ event: "chat_opened", page_path: "/" });
    const clarityQueue = (globals.clarity?.q ?? []).map((args) => Array.from(args as IArguments));
    expect(clarityQueue).toEqual([
      ["set", "page", "/blog?q=uk"],
      ["event", "chat_opened"],
    ]);
  });

  it("touches only the configured vendors", () => {
    document.head.innerHTML = "";
    const { globals, page } = freshPage();
    installVendors(page, { clarityId: "only" });
    expect(globals.dataLayer).toBeUndefined();
    expect(globals.gtag).toBeUndefined();
    expect(scriptSources()).toEqual([`${CLARITY_ORIGIN}/tag/only`]);
  });
});
