import { useMutation } from "@tanstack/react-query";
import {
  type PublicEnquiryCreated,
  type PublicEnquiryRequest,
  ZPublicEnquiryCreated,
} from "@visadesk/contracts/intake";
import { apiRequest } from "@visadesk/http";

export const PUBLIC_ENQUIRIES_URL = "/api/public/enquiries";

/** `POST /api/public/enquiries`: creates the enquiry and answers its reference number. */
export async function createEnquiry(body: PublicEnquiryRequest): Promise<PublicEnquiryCreated> {
  const response = await apiRequest("POST", PUBLIC_ENQUIRIES_URL, body);
  return ZPublicEnquiryCreated.parse(await response.json());
}

/** The visa form's submission. */
export function useCreateEnquiry() {
  return useMutation({ mutationFn: createEnquiry });
}
