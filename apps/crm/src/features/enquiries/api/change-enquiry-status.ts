import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EnquiryStatusRequest } from "@visadesk/contracts/enquiries";
import { ENQUIRIES_PATH } from "#features/enquiries/api/get-enquiries.ts";
import { enquiryPath } from "#features/enquiries/api/get-enquiry.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";
import { refetchWhenChanged, shownVersion } from "#lib/record-version.ts";

/** `POST /api/enquiries/:id/status`: an illegal move is a 409 naming the allowed ones. */
export function changeEnquiryStatus(id: string, body: EnquiryStatusRequest) {
  return sendJson("POST", `${enquiryPath(id)}/status`, body);
}

export function useChangeEnquiryStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The version on screen goes with the write; a refusal refetches the record so the change can be redone.
    mutationFn: (body: EnquiryStatusRequest) =>
      changeEnquiryStatus(id, { ...body, expectedVersion: shownVersion(queryClient, enquiryPath(id)) }),
    onError: refetchWhenChanged(queryClient, enquiryPath(id)),
    onSuccess: () => invalidatePath(queryClient, ENQUIRIES_PATH),
  });
}
