import type { PublicEnquiryRequest } from "@visadesk/contracts/intake";

export const PUBLIC_ENQUIRIES_URL = "/api/public/enquiries";

/**
 * Why an enquiry was not taken, as the key of the text the visitor reads (in the page's language): too many from their
 * connection, details the server refused, or no answer (no connection, a server error, or the sending code not fetched).
 */
export type SendFailure = "form.failure.tooMany" | "form.failure.rejected" | "form.failure.network";

export type SendResult = { sent: true; reference: string } | { sent: false; failure: SendFailure };

type SendingModule = typeof import("#features/visa-form/api/create-enquiry.ts");

let sending: Promise<SendingModule> | undefined;

/**
 * Fetches the sending code once (zod and @visadesk/http are not part of the page's first load); the form calls it when
 * the visitor starts on it. A failed fetch may be tried again.
 */
export function preloadSending(): Promise<SendingModule> {
  sending ??= import("#features/visa-form/api/create-enquiry.ts").catch((error: unknown) => {
    sending = undefined;
    throw error;
  });
  return sending;
}

/** `POST /api/public/enquiries`: the reference number, or why the enquiry was not taken. */
export async function sendEnquiry(body: PublicEnquiryRequest): Promise<SendResult> {
  let module: SendingModule;
  try {
    module = await preloadSending();
  } catch {
    return { sent: false, failure: "form.failure.network" };
  }
  return module.submitEnquiry(body);
}
