import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Document, DocumentReviewRequest } from "@visadesk/contracts/documents";
import { invalidatePath, requestJson } from "#lib/api.ts";
import { caseDocumentsPath } from "#lib/case-documents-api.ts";

/** `/api/documents/:id/file`: a document's bytes, always downloaded as an attachment. */
export const documentFilePath = (documentId: string) => `/api/documents/${documentId}/file`;

/** `POST /api/documents/:id/review`: verify, or reject with a reason the client sees; the case is refreshed. */
export function useReviewDocument(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, body }: { documentId: string; body: DocumentReviewRequest }) =>
      requestJson<Document>("POST", `/api/documents/${documentId}/review`, body),
    onSuccess: async () => {
      await invalidatePath(queryClient, caseDocumentsPath(caseId));
      await invalidatePath(queryClient, `/api/cases/${caseId}`);
    },
  });
}
