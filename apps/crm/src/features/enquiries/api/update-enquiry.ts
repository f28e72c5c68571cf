import { useQueryClient } from "@tanstack/react-query";
import type { UpdateEnquiryRequest } from "@visadesk/contracts/enquiries";
import { enquiryPath } from "#features/enquiries/api/get-enquiry.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";
import { useVersionedMutation } from "#lib/record-version.ts";

/** `PATCH /api/enquiries/:id`: corrects what the visitor typed (name, phone, email, city, destination...). */
export function updateEnquiry(id: string, body: UpdateEnquiryRequest) {
  return sendJson("PATCH", enquiryPath(id), body);
}

export function useUpdateEnquiry(id: string) {
  const queryClient = useQueryClient();
  return useVersionedMutation({
    pathOf: () => enquiryPath(id),
    send: (body: UpdateEnquiryRequest) => updateEnquiry(id, body),
    onSuccess: () => invalidatePath(queryClient, "/api/enquiries"),
  });
}
