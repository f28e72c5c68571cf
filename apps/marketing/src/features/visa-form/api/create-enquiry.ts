// Sent with the intake contract's zod schema and @visadesk/http: fetched when the visitor starts on the form, like its
// rules (see send-enquiry.ts), not with the page.
// Before any zod schema is built.
import "#lib/zod-jitless.ts";
import {
  type PublicEnquiryCreated,
  type PublicEnquiryRequest,
  ZPublicEnquiryCreated,
} from "@visadesk/contracts/intake";
import { ApiError, apiRequest } from "@visadesk/http";
import {
  PUBLIC_ENQUIRIES_URL,
  type SendFailure,
  type SendResult,
} from "#features/visa-form/api/send-enquiry.ts";

/** `POST /api/public/enquiries`: creates the enquiry and answers its reference number. */
export async function createEnquiry(body: PublicEnquiryRequest): Promise<PublicEnquiryCreated> {
  const response = await apiRequest("POST", PUBLIC_ENQUIRIES_URL, body);
  return ZPublicEnquiryCreated.parse(await response.json());
}

/** Why the enquiry was not taken (the key of the text the visitor reads). */
export function failureKey(error: unknown): SendFailure {
  if (error instanceof ApiError && error.status === 429) return "form.failure.tooMany";
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return "form.failure.rejected";
  return "form.failure.network";
}

/** Sends the enquiry; never throws: a failure comes back as why it was not taken. */
export async function submitEnquiry(body: PublicEnquiryRequest): Promise<SendResult> {
  try {
    const { reference } = await createEnquiry(body);
    return { sent: true, reference };
  } catch (error) {
    return { sent: false, failure: failureKey(error) };
  }
}
