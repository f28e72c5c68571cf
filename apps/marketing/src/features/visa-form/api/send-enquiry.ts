import type { PublicEnquiryRequest } from "@visadesk/contracts/intake";

export const PUBLIC_ENQUIRIES_URL = "/api/public/enquiries";

/** Shown when the enquiry could not be sent (no connection, a server error, or the sending code not fetched). */
export const SEND_FAILED_TEXT =
  "We could not send your enquiry just now. Check your connection and try again; what you typed is kept.";

export type SendResult = { sent: true; reference: string } | { sent: false; failure: string };

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

/** `POST /api/public/enquiries`: the reference number, or the text that says why the enquiry was not taken. */
export async function sendEnquiry(body: PublicEnquiryRequest): Promise<SendResult> {
  let module: SendingModule;
  try {
    module = await preloadSending();
  } catch {
    return { sent: false, failure: SEND_FAILED_TEXT };
  }
  return module.submitEnquiry(body);
}
