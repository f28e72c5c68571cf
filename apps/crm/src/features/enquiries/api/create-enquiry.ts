import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CreateEnquiryRequest, ZEnquiry } from "@visadesk/contracts/enquiries";
import { ENQUIRIES_PATH } from "#features/enquiries/api/get-enquiries.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";

/** `POST /api/enquiries`: staff record a call, walk-in or WhatsApp message; it joins the person's lead (or opens one). */
export async function createEnquiry(body: CreateEnquiryRequest) {
  const created = await sendJson(
    "POST",
    ENQUIRIES_PATH,
    body,
    ZEnquiry.pick({ id: true, name: true }).loose(),
  );
  if (!created) throw new Error("The server did not return the new enquiry");
  return created;
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
