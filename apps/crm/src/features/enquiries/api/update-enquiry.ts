import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateEnquiryRequest } from "@visadesk/contracts/enquiries";
import { enquiryPath } from "#features/enquiries/api/get-enquiry.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";
import { refetchWhenChanged, shownVersion } from "#lib/record-version.ts";

/** `PATCH /api/enquiries/:id`: corrects what the visitor typed (name, phone, email, city, destination...). */
export function updateEnquiry(id: string, body: UpdateEnquiryRequest) {
  return sendJson("PATCH", enquiryPath(id), body);
}

export function useUpdateEnquiry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The version on screen goes with the write; a refusal refetches the record so the change can be redone.
    mutationFn: (body: UpdateEnquiryRequest) =>
      updateEnquiry(id, { ...body, expectedVersion: shownVersion(queryClient, enquiryPath(id)) }),
    onError: refetchWhenChanged(queryClient, enquiryPath(id)),
    onSuccess: () => invalidatePath(queryClient, "/api/enquiries"),
  });
}
