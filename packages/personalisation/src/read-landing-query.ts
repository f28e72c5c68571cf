/**
 * The URL query inputs of docs/behaviours/personalisation.md#query-inputs that carry what the visitor searched for, in
 * the order they are read.
 */
export const LANDING_QUERY_PARAMS = [
  "url",
  "q",
  "query",
  "keyword",
  "search",
  "utm_content",
  "utm_campaign",
  "utm_term",
  "utm_source",
  "location",
] as const;

// Any base will do: only the query of a relative address ("/?q=uk+visa") is read.
const BASE = "http://localhost/";
// `url` may hold another landing address (ad redirects do this); follow it this many times at most.
const MAX_NESTING = 2;

function parseUrl(url: URL | string): URL | null {
  if (url instanceof URL) return url;
  if (typeof url !== "string") return null;
  try {
    return new URL(url, BASE);
  } catch {
    return null;
  }
}

function looksLikeUrl(value: string): boolean {
  return /^(?:https?:\/\/|\/)/i.test(value.trim());
}

function collect(url: URL | string, depth: number): string[] {
  const parsed = parseUrl(url);
  if (!parsed) return [];
  const parts: string[] = [];
  for (const name of LANDING_QUERY_PARAMS) {
    for (const value of parsed.searchParams.getAll(name)) {
      if (name === "url" && looksLikeUrl(value)) {
        if (depth < MAX_NESTING) parts.push(...collect(value, depth + 1));
      } else if (value.trim() !== "") {
        parts.push(value.trim());
      }
    }
  }
  return parts;
}

/**
 * The text that parseUrlKeywords reads: the values of the landing query inputs of
 * docs/behaviours/personalisation.md#query-inputs (url, q, query, keyword, search, utm_content, utm_campaign, utm_term,
 * utm_source, location), URL-decoded and joined by spaces. A `url` value that is itself an address contributes that
 * address's inputs. An address that cannot be parsed gives "". Never throws.
 */
export function readLandingQuery(url: URL | string): string {
  return collect(url, 0).join(" ");
}
