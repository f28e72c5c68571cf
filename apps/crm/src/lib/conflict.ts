import { ApiError } from "@visadesk/http";

/** The record a 409 `duplicate` names as already holding a value (the API's `conflict`), or null. */
export interface Conflict {
  resource: string;
  id: string;
  field: string;
}

export function conflictOf(error: unknown): Conflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const conflict = (error.body as { error?: { conflict?: Partial<Conflict> } } | undefined)?.error?.conflict;
  return conflict && typeof conflict.id === "string" && typeof conflict.resource === "string"
    ? { resource: conflict.resource, id: conflict.id, field: conflict.field ?? "" }
    : null;
}

/** Where the CRM opens a record of `resource` ("lead"). */
export function recordPath(resource: string, id: string): string {
  const base: Record<string, string> = {
    lead: "/crm/leads",
    enquiry: "/crm/enquiries",
    deal: "/crm/deals",
    customer: "/customers",
    case: "/crm/filing-cases",
  };
  return `${base[resource] ?? "/crm"}?id=${encodeURIComponent(id)}`;
}
