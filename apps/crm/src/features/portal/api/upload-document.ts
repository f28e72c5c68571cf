import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Document } from "@visadesk/contracts/documents";
import { MAX_DOCUMENT_BYTES } from "@visadesk/contracts/values/documents";
import { ApiError } from "@visadesk/http";
import { MY_CASES_PATH } from "#features/portal/api/get-my-cases.ts";
import { invalidatePath } from "#lib/api.ts";
import { caseDocumentsPath } from "#lib/case-documents-api.ts";

export const TOO_LARGE_TEXT = "This file is larger than 10 MB. Please send a smaller scan or photo.";

/**
 * Sends one file for a checklist item: the file itself as `application/octet-stream`, its name in `?name=`, and the
 * file it replaces in `?replaces=` (kept by the office as history). The server checks the whole file and stores it
 * under its true type's extension. Files over 10 MB are stopped here already, before any upload.
 */
export async function uploadDocument(
  caseId: string,
  itemId: string,
  file: File,
  replaces?: string,
): Promise<Document> {
  if (file.size > MAX_DOCUMENT_BYTES) throw new Error(TOO_LARGE_TEXT);
  const query = new URLSearchParams({ name: file.name, ...(replaces ? { replaces } : {}) });
  const url = `/api/cases/${caseId}/checklist/${itemId}/documents?${query}`;
  const response = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/octet-stream" },
    body: file,
  });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok)
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body);
  return body as Document;
}

export function useUploadDocument(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, file, replaces }: { itemId: string; file: File; replaces?: string }) =>
      uploadDocument(caseId, itemId, file, replaces),
    // An upload is not repeated on its own: the client sees the reason and chooses again.
    retry: false,
    onSuccess: async () => {
      await invalidatePath(queryClient, MY_CASES_PATH);
      await invalidatePath(queryClient, caseDocumentsPath(caseId));
    },
  });
}
