import fc from "fast-check";

/**
 * The hostile alphabet of docs/security.md#hostile-input: NUL and other control characters, lone surrogates, bidi
 * overrides and isolates, zero-width characters, a BOM, characters outside the BMP, and percent signs that are not
 * escapes.
 */
export const HOSTILE_CHARACTERS = [
  "\u0000",
  "\u0001",
  "\u001B",
  "\u007F",
  "\t",
  "\r",
  "\n",
  "\uD800",
  "\uDBFF",
  "\uDC00",
  "\uDFFF",
  "\u202A",
  "\u202B",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200B",
  "\u200C",
  "\u200D",
  "\u2060",
  "\uFEFF",
  "\u00AD",
  "\u0301",
  "😀",
  "%",
  "'",
  '"',
  "\\",
  "/",
  "?",
  "#",
  "&",
  "=",
  "+",
  "-",
  "@",
  "a",
  "Z",
  "0",
  "9",
  " ",
  ".",
  ",",
];

/** Whole values an attacker tries: impossible dates, huge and odd numbers, injection-shaped and very long texts. */
export const HOSTILE_VALUES = [
  "0000-01-01",
  "0000-12-31T23:59:59Z",
  "0001-01-01",
  "9999-12-31",
  "9999-12-31T23:59:59-14:00",
  "275760-09-13",
  "-000001-01-01",
  "2025-02-30",
  "2025-13-01",
  "1e309",
  "-1",
  "0",
  "99999999999999999999999",
  "NaN",
  "Infinity",
  "null",
  "undefined",
  "true",
  "__proto__",
  "constructor",
  "' or 1=1 --",
  "'; drop table leads; --",
  "=cmd|' /C calc'!A0",
  "%00",
  "%zz",
  "%",
  "..%2F..%2F",
  "a".repeat(5_000),
  "\u0000",
  "\uD800",
  "\u202Egnp.exe",
  "\u200B\u200C\u200D",
  "2025-02-01",
  "+91 98765 43210",
  "GB",
  "student",
  "staff1",
  "me",
  "unassigned",
  "asc",
];

/** A text made of the hostile alphabet, or one of the hostile whole values. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: fc.constantFrom(...HOSTILE_CHARACTERS), maxLength: 24 }) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

/**
 * `text` percent-encoded byte for byte as a client could send it, lone surrogates included (as the 3 bytes their
 * code would take in UTF-8, which is not valid UTF-8): `encodeURIComponent` refuses to encode those at all.
 */
export function encodeRaw(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Query keys the list and export routes read, so random queries often reach their deeper checks. */
export const QUERY_KEYS = [
  "cursor",
  "limit",
  "q",
  "assignee",
  "from",
  "to",
  "order",
  "status",
  "stage",
  "before",
  "visaType",
  "destinationCountry",
  "channel",
  "source",
  "kind",
  "sort",
  "caseId",
  "customerId",
  "leadId",
  "country",
  "decision",
  "holder",
  "action",
  "actor",
  "target",
];

/** A query: a few known or random keys (sometimes repeated, giving arrays) with hostile values; sometimes raw junk. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) },
            { weight: 1, arbitrary: hostileText },
          ),
          hostileText,
        ),
        { maxLength: 4 },
      )
      .map((pairs) => pairs.map(([key, value]) => `${encodeRaw(key)}=${encodeRaw(value)}`).join("&")),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("%", "%zz=1", "a=%", "=", "&&&", "q", "limit=1&limit=2", "from[]=x"),
  },
);

/** Keys the write bodies use, so random bodies often get past the first check and reach deeper rules. */
export const BODY_KEYS = [
  "name",
  "phone",
  "email",
  "city",
  "destinationCountry",
  "visaType",
  "priorRefusal",
  "refusalDetails",
  "consent",
  "status",
  "stage",
  "lostReason",
  "feeInr",
  "governmentFeeInr",
  "assignee",
  "text",
  "kind",
  "decision",
  "reasonCode",
  "holder",
  "courier",
  "trackingNumber",
  "receivedBy",
  "leadId",
  "caseId",
  "customerId",
  "service",
  "csv",
  "website",
  "channel",
  "app",
  "message",
  "path",
  "occurredAt",
  "portalUsername",
  "passportLast4",
  "appealDeadlineOn",
  "nextFollowUpOn",
  "expectedCloseOn",
  "appointmentOn",
  "username",
  "password",
  "currentPassword",
  "newPassword",
  "role",
  "active",
  "attribution",
  "stack",
];

const bodyValue = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, hostileText, { maxKeys: 2 }) },
);

/**
 * A body's text: malformed JSON, any JSON value, or an object of known keys with hostile values (JSON.stringify writes a
 * NUL or a lone surrogate as a `\u` escape, which the server's JSON parser turns back into the character).
 */
export const hostileBody: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((text) => `{${text}`) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((json) => JSON.stringify(json)) },
  {
    weight: 5,
    arbitrary: fc
      .dictionary(fc.constantFrom(...BODY_KEYS), bodyValue, { maxKeys: 8 })
      .map((json) => JSON.stringify(json)),
  },
);
