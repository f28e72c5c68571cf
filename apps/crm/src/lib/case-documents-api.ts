import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DocumentList } from "@visadesk/contracts/documents";
import { getJson } from "#lib/api.ts";

/**
 * `/api/cases/:id/documents`: the files sent for a case's checklist. Read by both the staff case page (documents)
 * and the client's portal (the server shows each only what they may see), so the two share one query and its cache.
 */
export const caseDocumentsPath = (caseId: string) => `/api/cases/${caseId}/documents`;

export function getCaseDocumentsQueryOptions(caseId: string) {
  return queryOptions({
    queryKey: [caseDocumentsPath(caseId)],
    queryFn: () => getJson<DocumentList>(caseDocumentsPath(caseId)),
  });
}

export function useCaseDocuments(caseId: string) {
  return useQuery(getCaseDocumentsQueryOptions(caseId));
}
