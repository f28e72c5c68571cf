import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AuditList } from "@visadesk/contracts/audit";
import { getJson, withQuery } from "#lib/api.ts";

export const AUDIT_PATH = "/api/audit";

export interface AuditFilters {
  actor?: string;
  action?: string;
  target?: string;
  /** UTC instants, from inclusive, to exclusive. */
  from?: string;
  to?: string;
  before?: number;
}

/** `GET /api/audit` with the screen's filters: 50 events, newest first. */
export function useAuditEvents(filters: AuditFilters) {
  const url = withQuery(AUDIT_PATH, { limit: 50, ...filters });
  return useQuery({
    queryKey: [url],
    queryFn: () => getJson<AuditList>(url),
    placeholderData: keepPreviousData,
  });
}
