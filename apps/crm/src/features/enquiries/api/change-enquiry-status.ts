import { useQueryClient } from "@tanstack/react-query";
import type { EnquiryStatusRequest } from "@visadesk/contracts/enquiries";
import { ENQUIRIES_PATH } from "#features/enquiries/api/get-enquiries.ts";
import { enquiryPath } from "#features/enquiries/api/get-enquiry.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";
import { useVersionedMutation } from "#lib/record-version.ts";

/** `POST /api/enquiries/:id/status`: an illegal move is a 409 naming the allowed ones. */
export function changeEnquiryStatus(id: string, body: EnquiryStatusRequest) {
  return sendJson("POST", `${enquiryPath(id)}/status`, body);
}

export function useChangeEnquiryStatus(id: string) {
  const queryClient = useQueryClient();
  return useVersionedMutation({
    pathOf: () => enquiryPath(id),
    send: (body: EnquiryStatusRequest) => changeEnquiryStatus(id, body),
    onSuccess: () => invalidatePath(queryClient, ENQUIRIES_PATH),
  });
}
