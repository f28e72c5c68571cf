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

/** How often the form sends again when the intake asks it to wait (a flood from the visitor's shared address). */
const SEND_ATTEMPTS = 3;
/** The longest wait the form accepts before it gives up and offers the phone instead. */
const LONGEST_WAIT_SECONDS = 60;

/** The wait the intake asked for (decision 032: it slows a flood of enquiries, it never turns one away), if any. */
function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = (error.body as { error?: { retryAfterSeconds?: unknown } } | undefined)?.error
    ?.retryAfterSeconds;
  return typeof seconds === "number" && seconds > 0 && seconds <= LONGEST_WAIT_SECONDS ? seconds : null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the enquiry; never throws: a failure comes back as why it was not taken. When the intake asks to wait (many
 * enquiries arriving from the visitor's address at once), the form waits as told and sends again, still "Sending".
 */
export async function submitEnquiry(body: PublicEnquiryRequest, wait = sleep): Promise<SendResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { reference } = await createEnquiry(body);
      return { sent: true, reference };
    } catch (error) {
      const seconds = retryAfterSeconds(error);
      if (seconds === null || attempt >= SEND_ATTEMPTS) return { sent: false, failure: failureKey(error) };
      await wait(seconds * 1000);
    }
  }
}
