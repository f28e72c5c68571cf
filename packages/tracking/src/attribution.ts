/**
 * First-touch attribution (docs/behaviours/tracking.md#attribution): the URL query inputs a visitor landed with, kept
 * in sessionStorage for the visit so that they survive client-side navigation and reloads, and so that an enquiry
 * carries its source even when analytics never loaded.
 */

/**
 * The URL query inputs of docs/behaviours/tracking.md#attribution, in the order the chat message and the enquiry form
 * read them.
 */
export const ATTRIBUTION_KEYS = [
  "url",
  "q",
  "query",
  "keyword",
  "search",
  "utm_content",
  "utm_campaign",
  "utm_term",
  "utm_source",
  "gclid",
  "location",
] as const;

export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

/** The first-touch values; a key is absent when the landing URL did not carry it. */
export type Attribution = Partial<Record<AttributionKey, string>>;

/** sessionStorage key of the first-touch record. */
export const ATTRIBUTION_STORAGE_KEY = "visadesk.attribution";

/** Cookie that development hosts may hold with a URI-encoded keyword (docs/behaviours/tracking.md#attribution). */
export const DEV_KEYWORD_COOKIE = "visadesk_keyword";

/** Longest value kept per input, in characters; anything longer is cut (URLs from ad networks can be huge). */
export const MAX_ATTRIBUTION_VALUE_LENGTH = 200;

/** What attribution reads from the browser; tests pass their own. */
export interface AttributionEnvironment {
  /** The query string of the current address, with or without the leading `?`. */
  search: string;
  hostname: string;
  /** `document.cookie`, or "" when there is none. */
  cookie: string;
  /** Where the record is kept; null when the browser refuses storage (private modes, disabled storage). */
  storage: Pick<Storage, "getItem" | "setItem"> | null;
}

/** Trims, collapses whitespace (so a value cannot add lines to a chat message) and caps a value; "" when empty. */
export function cleanValue(raw: string, maxLength = MAX_ATTRIBUTION_VALUE_LENGTH): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed here.
  const collapsed = raw.replace(/[\u0000-\u001f\u007f\s]+/g, " ").trim();
  return truncate(collapsed, maxLength);
}

/** Cuts `text` to at most `maxLength` characters without splitting a surrogate pair; adds "…" when it cuts. */
export function truncate(text: string, maxLength: number): string {
  const chars = Array.from(text);
  if (chars.length <= maxLength) return text;
  if (maxLength <= 0) return "";
  return `${chars.slice(0, maxLength - 1).join("")}…`;
}

/** The attribution inputs of a query string; empty values are dropped, the first occurrence of a key wins. */
export function parseAttribution(search: string): Attribution {
  const params = new URLSearchParams(search);
  const result: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = cleanValue(params.get(key) ?? "");
    if (value) result[key] = value;
  }
  return result;
}

/** Hosts where a developer runs the site: loopback, `*.localhost`, `*.local` and private LAN addresses. */
export function isDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (host === "localhost" || host === "::1" || host.endsWith(".localhost") || host.endsWith(".local")) {
    return true;
  }
  return /^(127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+)$/.test(
    host,
  );
}

/** The keyword of the development cookie, decoded; undefined when absent or not decodable. */
export function readDevKeywordCookie(cookie: string): string | undefined {
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== DEV_KEYWORD_COOKIE) continue;
    try {
      const value = cleanValue(decodeURIComponent(rest.join("=").replace(/\+/g, " ")));
      return value || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function isAttribution(value: unknown): value is Attribution {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, v]) => (ATTRIBUTION_KEYS as readonly string[]).includes(key) && typeof v === "string",
  );
}

function readStored(storage: AttributionEnvironment["storage"]): Attribution | null {
  try {
    const raw = storage?.getItem(ATTRIBUTION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isAttribution(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

// Only set when storage refused the record: then it still lasts for this page's lifetime.
let memoryRecord: Attribution | null = null;

/**
 * Records the first touch of the visit and returns it. The first address of the visit that carries any input wins and
 * is never overwritten; addresses without inputs record nothing, so a later ad click in the same tab still counts. On
 * development hosts the keyword cookie fills `keyword` when the URL has none.
 */
export function captureAttribution(env: AttributionEnvironment = browserEnvironment()): Attribution {
  const stored = readStored(env.storage) ?? memoryRecord;
  if (stored && Object.keys(stored).length > 0) return { ...stored };

  const current = parseAttribution(env.search);
  if (!current.keyword && isDevelopmentHost(env.hostname)) {
    const keyword = readDevKeywordCookie(env.cookie);
    if (keyword) current.keyword = keyword;
  }
  if (Object.keys(current).length === 0) return {};

  try {
    if (!env.storage) throw new Error("no storage");
    env.storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Quota, privacy mode or no storage at all: keep the record for this page at least.
    memoryRecord = current;
  }
  return { ...current };
}

/**
 * The visit's first-touch attribution for the enquiry form and the chat link: the stored record, or the current
 * address's inputs (recorded as the first touch) when nothing was stored yet. Empty object outside a browser.
 */
export function readAttribution(env?: AttributionEnvironment): Attribution {
  if (!env && typeof window === "undefined") return {};
  return captureAttribution(env);
}

/** Forgets the in-memory fallback record; for tests. */
export function resetAttributionMemory(): void {
  memoryRecord = null;
}

function browserEnvironment(): AttributionEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return {
    search: window.location.search,
    hostname: window.location.hostname,
    cookie: typeof document === "undefined" ? "" : document.cookie,
    storage,
  };
}

/** The search term of a visit: the first of q, query, keyword, search, utm_term and url that is set. */
export function searchTermOf(attribution: Attribution): string | undefined {
  return (
    attribution.q ??
    attribution.query ??
    attribution.keyword ??
    attribution.search ??
    attribution.utm_term ??
    attribution.url
  );
}

/** The traffic source: utm_source (with the campaign when known), else "google_ads" when only a gclid is present. */
export function trafficSourceOf(attribution: Attribution): string | undefined {
  if (attribution.utm_source) {
    return attribution.utm_campaign
      ? `${attribution.utm_source} / ${attribution.utm_campaign}`
      : attribution.utm_source;
  }
  return attribution.gclid ? "google_ads" : undefined;
}
