import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type DocumentReviewRequest, ZDocument, ZDocumentList } from "@visadesk/contracts/documents";
import { getJson, invalidatePath, sendJson } from "#lib/api.ts";

/** `/api/cases/:id/documents`: the files sent for a case's checklist. */
export const caseDocumentsPath = (caseId: string) => `/api/cases/${caseId}/documents`;

/** `/api/documents/:id/file`: a document's bytes, always downloaded as an attachment. */
export const documentFilePath = (documentId: string) => `/api/documents/${documentId}/file`;

export function getCaseDocumentsQueryOptions(caseId: string) {
  return queryOptions({
    queryKey: [caseDocumentsPath(caseId)],
    queryFn: () => getJson(caseDocumentsPath(caseId), ZDocumentList),
  });
}

export function useCaseDocuments(caseId: string) {
  return useQuery(getCaseDocumentsQueryOptions(caseId));
}

/** `POST /api/documents/:id/review`: verify, or reject with a reason the client sees; the case is refreshed. */
export function useReviewDocument(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, body }: { documentId: string; body: DocumentReviewRequest }) =>
      sendJson("POST", `/api/documents/${documentId}/review`, body, ZDocument),
    onSuccess: async () => {
      await invalidatePath(queryClient, caseDocumentsPath(caseId));
      await invalidatePath(queryClient, `/api/cases/${caseId}`);
    },
  });
}
