import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AssignBody } from "@visadesk/contracts/crm";
import { ENQUIRIES_PATH } from "#features/enquiries/api/get-enquiries.ts";
import { enquiryPath } from "#features/enquiries/api/get-enquiry.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";

/** `POST /api/enquiries/:id/assign`: a username, or `null` to unassign. */
export function assignEnquiry(id: string, body: AssignBody) {
  return sendJson("POST", `${enquiryPath(id)}/assign`, body);
}

export function useAssignEnquiry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignBody) => assignEnquiry(id, body),
    onSuccess: () => invalidatePath(queryClient, ENQUIRIES_PATH),
  });
}
