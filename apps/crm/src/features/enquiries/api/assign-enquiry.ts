import { useQueryClient } from "@tanstack/react-query";
import type { AssignLinkedBody } from "@visadesk/contracts/crm";
import { ENQUIRIES_PATH } from "#features/enquiries/api/get-enquiries.ts";
import { enquiryPath } from "#features/enquiries/api/get-enquiry.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";
import { useVersionedMutation } from "#lib/record-version.ts";

/** `POST /api/enquiries/:id/assign`: a username, or `null` to unassign; `alsoLinked` (default on) takes its lead along. */
export function assignEnquiry(id: string, body: AssignLinkedBody) {
  return sendJson("POST", `${enquiryPath(id)}/assign`, body);
}

export function useAssignEnquiry(id: string) {
  const queryClient = useQueryClient();
  return useVersionedMutation({
    pathOf: () => enquiryPath(id),
    send: (body: AssignLinkedBody) => assignEnquiry(id, body),
    onSuccess: () => invalidatePath(queryClient, ENQUIRIES_PATH),
  });
}
