import { describe, expect, it } from "vitest";
import {
  ATTRIBUTION_KEYS,
  ATTRIBUTION_STORAGE_KEY,
  type AttributionEnvironment,
  captureAttribution,
  isDevelopmentHost,
  MAX_ATTRIBUTION_VALUE_LENGTH,
  parseAttribution,
  readAttribution,
  readDevKeywordCookie,
  searchTermOf,
  trafficSourceOf,
} from "#attribution.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

function env(search: string, overrides: Partial<AttributionEnvironment> = {}): AttributionEnvironment {
  return { search, hostname: "visadesk.example", cookie: "", storage: memoryStorage(), ...overrides };
}

describe("parseAttribution", () => {
  it("reads every URL input of docs/behaviours/tracking.md#attribution and nothing else", () => {
    const query = `${ATTRIBUTION_KEYS.map((key, i) => `${key}=v${i}`).join("&")}&fbclid=x&utm_medium=cpc`;
    const parsed = parseAttribution(`?${query}`);
    expect(Object.keys(parsed)).toEqual([...ATTRIBUTION_KEYS]);
    expect(parsed.gclid).toBe(`v${ATTRIBUTION_KEYS.indexOf("gclid")}`);
    expect(parsed).not.toHaveProperty("fbclid");
  });

  it("decodes, collapses whitespace and newlines, drops empty values and caps long ones", () => {
    const parsed = parseAttribution(
      `q=uk+visa%0A%0Arefusal&keyword=&search=%20%20&utm_term=${"a".repeat(500)}`,
    );
    expect(parsed.q).toBe("uk visa refusal");
    expect(parsed).not.toHaveProperty("keyword");
    expect(parsed).not.toHaveProperty("search");
    expect(Array.from(parsed.utm_term ?? "")).toHaveLength(MAX_ATTRIBUTION_VALUE_LENGTH);
    expect(parsed.utm_term?.endsWith("…")).toBe(true);
  });
});

describe("captureAttribution (first touch for the visit)", () => {
  it("stores the landing's inputs and keeps them when a later address carries others", () => {
    const storage = memoryStorage();
    expect(captureAttribution(env("?q=uk+visa&utm_source=google&gclid=abc", { storage }))).toEqual({
      q: "uk visa",
      utm_source: "google",
      gclid: "abc",
    });
    expect(captureAttribution(env("?q=canada&utm_source=facebook", { storage }))).toEqual({
      q: "uk visa",
      utm_source: "google",
      gclid: "abc",
    });
    expect(JSON.parse(storage.data.get(ATTRIBUTION_STORAGE_KEY) ?? "{}")).toMatchObject({ gclid: "abc" });
  });

  it("survives navigation to an address without inputs (a reload reads the same storage)", () => {
    const storage = memoryStorage();
    captureAttribution(env("?keyword=student+visa", { storage }));
    expect(captureAttribution(env("", { storage }))).toEqual({ keyword: "student visa" });
  });

  it("records nothing for a landing without inputs, so a later ad click in the same visit counts", () => {
    const storage = memoryStorage();
    expect(captureAttribution(env("?page=2", { storage }))).toEqual({});
    expect(storage.data.size).toBe(0);
    expect(captureAttribution(env("?gclid=later", { storage }))).toEqual({ gclid: "later" });
  });

  it("ignores a corrupt stored record and replaces it", () => {
    const storage = memoryStorage({ [ATTRIBUTION_STORAGE_KEY]: '{"q": 5}' });
    expect(captureAttribution(env("?q=schengen", { storage }))).toEqual({ q: "schengen" });
  });

  it("keeps the record in memory for the page when storage throws", () => {
    const storage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(captureAttribution(env("?q=dubai", { storage }))).toEqual({ q: "dubai" });
    expect(captureAttribution(env("", { storage }))).toEqual({ q: "dubai" });
  });

  it("reads the keyword cookie on development hosts only, and only when the URL has no keyword", () => {
    const cookie = "theme=dark; visadesk_keyword=uk%20visa%20refusal";
    expect(captureAttribution(env("", { hostname: "localhost", cookie }))).toEqual({
      keyword: "uk visa refusal",
    });
    expect(captureAttribution(env("", { hostname: "www.visadesk.in", cookie }))).toEqual({});
    expect(captureAttribution(env("?keyword=mine", { hostname: "127.0.0.1", cookie }))).toEqual({
      keyword: "mine",
    });
  });

  it("readAttribution uses the browser's address and sessionStorage by default", () => {
    window.history.replaceState(null, "", "/?utm_source=newsletter&utm_campaign=spring");
    expect(readAttribution()).toEqual({ utm_source: "newsletter", utm_campaign: "spring" });
    window.history.replaceState(null, "", "/blog");
    expect(readAttribution()).toEqual({ utm_source: "newsletter", utm_campaign: "spring" });
    expect(window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toContain("newsletter");
  });
});

describe("helpers", () => {
  it("recognises development hosts", () => {
    for (const host of [
      "localhost",
      "127.0.0.1",
      "[::1]",
      "app.localhost",
      "mac.local",
      "192.168.1.20",
      "10.0.0.5",
    ]) {
      expect(isDevelopmentHost(host), host).toBe(true);
    }
    for (const host of ["visadesk.in", "www.visadesk.in", "172.32.0.1", "8.8.8.8", "localhost.evil.com"]) {
      expect(isDevelopmentHost(host), host).toBe(false);
    }
  });

  it("decodes the keyword cookie and tolerates a broken encoding", () => {
    expect(readDevKeywordCookie("visadesk_keyword=canada+pr")).toBe("canada pr");
    expect(readDevKeywordCookie("visadesk_keyword=%E0%A4")).toBeUndefined();
    expect(readDevKeywordCookie("other=1")).toBeUndefined();
  });

  it("picks the search term in the order q, query, keyword, search, utm_term, url", () => {
    expect(searchTermOf({ url: "u", utm_term: "t", search: "s", keyword: "k", query: "qq", q: "q" })).toBe(
      "q",
    );
    expect(searchTermOf({ url: "u", utm_term: "t", search: "s", keyword: "k" })).toBe("k");
    expect(searchTermOf({ url: "u" })).toBe("u");
    expect(searchTermOf({ gclid: "g" })).toBeUndefined();
  });

  it("names the traffic source from utm_source and campaign, else google_ads for a bare gclid", () => {
    expect(trafficSourceOf({ utm_source: "google", utm_campaign: "uk-refusal" })).toBe("google / uk-refusal");
    expect(trafficSourceOf({ utm_source: "google" })).toBe("google");
    expect(trafficSourceOf({ gclid: "abc" })).toBe("google_ads");
    expect(trafficSourceOf({})).toBeUndefined();
  });
});
