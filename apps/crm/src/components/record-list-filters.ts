import { COUNTRIES } from "@visadesk/content/countries";
import { LANGUAGES, VISA_TYPES } from "@visadesk/contracts/values/crm";
import type { FilterSpec } from "#components/list-toolbar.tsx";
import { humanise, LANGUAGE_LABELS } from "#lib/format.ts";

/** The toolbar's status filter over a record's `statuses`, in the order of its state machine. */
export function statusFilter(statuses: readonly string[]): FilterSpec {
  return {
    name: "status",
    label: "Status",
    options: statuses.map((s) => ({ value: s, label: humanise(s) })),
  };
}

/** Mine, or nobody's yet. */
export const ASSIGNEE_FILTER: FilterSpec = {
  name: "assignee",
  label: "Assigned to",
  options: [
    { value: "me", label: "Me" },
    { value: "unassigned", label: "Unassigned" },
  ],
};

/** The language the person wrote in (the public site's English or Hindi pages). */
export const LANGUAGE_FILTER: FilterSpec = {
  name: "language",
  label: "Language",
  options: LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_LABELS[language] })),
};

export const VISA_TYPE_FILTER: FilterSpec = {
  name: "visaType",
  label: "Visa type",
  options: VISA_TYPES.map((v) => ({ value: v, label: humanise(v) })),
};

/** The destination country (`?country=`, ISO code), by name. */
export const DESTINATION_FILTER: FilterSpec = {
  name: "country",
  label: "Destination",
  options: [...COUNTRIES]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => ({ value: c.code, label: c.name })),
};
