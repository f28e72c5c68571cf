import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateEnquiryRequest, Enquiry } from "@visadesk/contracts/enquiries";
import { ENQUIRIES_PATH } from "#features/enquiries/api/get-enquiries.ts";
import { invalidatePath, requestJson } from "#lib/api.ts";

/** `POST /api/enquiries`: staff record a call, walk-in or WhatsApp message; it joins the person's lead (or opens one). */
export function createEnquiry(body: CreateEnquiryRequest) {
  return requestJson<Enquiry>("POST", ENQUIRIES_PATH, body);
}

export function useCreateEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEnquiry,
    onSuccess: async () => {
      await invalidatePath(queryClient, ENQUIRIES_PATH);
      await invalidatePath(queryClient, "/api/leads");
    },
  });
}
