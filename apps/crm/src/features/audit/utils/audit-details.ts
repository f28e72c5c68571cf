import { formatDateTime } from "#lib/format.ts";

/** An ISO instant as the API writes it ("2026-11-23T06:20:09.000Z"), which the log shows in India's time. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A detail's key in words: `sessionsEnded` → "Sessions ended", `appeal_deadline_on` → "Appeal deadline on". */
export function detailLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replaceAll("_", " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A detail's value in words: yes/no for flags, "none" for nothing, instants in India's time, lists joined. */
export function detailValue(value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return INSTANT.test(value) ? formatDateTime(value) : value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.map(detailValue).join(", ");
  if (typeof value === "object") {
    const inner = Object.entries(value).map(([k, v]) => `${detailLabel(k).toLowerCase()} ${detailValue(v)}`);
    return inner.length === 0 ? "none" : `(${inner.join(", ")})`;
  }
  return String(value);
}

/**
 * An audit event's details as one line an admin reads ("Sessions ended: yes; To: staff2"), not the stored JSON;
 * empty when the event has none.
 */
export function auditDetailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${detailLabel(key)}: ${detailValue(value)}`)
    .join("; ");
}
