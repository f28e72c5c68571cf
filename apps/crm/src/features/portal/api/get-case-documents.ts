import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZDocumentList } from "@visadesk/contracts/documents";
import { getJson } from "#lib/api.ts";

/** `/api/cases/:id/documents`: the files the client (or staff) sent for a case. */
export const caseDocumentsPath = (caseId: string) => `/api/cases/${caseId}/documents`;

export function getCaseDocumentsQueryOptions(caseId: string) {
  return queryOptions({
    queryKey: [caseDocumentsPath(caseId)],
    queryFn: () => getJson(caseDocumentsPath(caseId), ZDocumentList),
  });
}

export function useCaseDocuments(caseId: string) {
  return useQuery(getCaseDocumentsQueryOptions(caseId));
}
