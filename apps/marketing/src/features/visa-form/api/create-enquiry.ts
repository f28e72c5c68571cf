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
  SEND_FAILED_TEXT,
  type SendResult,
} from "#features/visa-form/api/send-enquiry.ts";

/** `POST /api/public/enquiries`: creates the enquiry and answers its reference number. */
export async function createEnquiry(body: PublicEnquiryRequest): Promise<PublicEnquiryCreated> {
  const response = await apiRequest("POST", PUBLIC_ENQUIRIES_URL, body);
  return ZPublicEnquiryCreated.parse(await response.json());
}

/** What the visitor reads when the enquiry was not taken. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    return "We have received several enquiries from your connection in the last hour. Please call or WhatsApp us instead.";
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return "Some details were not accepted. Check the fields above and try again.";
  }
  return SEND_FAILED_TEXT;
}

/** Sends the enquiry; never throws: a failure comes back as the text to show. */
export async function submitEnquiry(body: PublicEnquiryRequest): Promise<SendResult> {
  try {
    const { reference } = await createEnquiry(body);
    return { sent: true, reference };
  } catch (error) {
    return { sent: false, failure: failureText(error) };
  }
}
