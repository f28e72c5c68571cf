import type { Language } from "@visadesk/contracts/crm";

// The chat's first message in the client's language (the language of their enquiry): Hindi speakers are greeted in
// Hindi, with "जी" after the first name as a consultant would say it.
function greetingIn(language: Language, firstName: string, staffName: string | undefined): string {
  if (language === "hi") {
    return staffName
      ? `नमस्ते ${firstName} जी, मैं VisaDesk से ${staffName}। आपकी वीज़ा पूछताछ के बारे में आपसे बात करनी थी।`
      : `नमस्ते ${firstName} जी, VisaDesk की टीम से संदेश: आपकी वीज़ा पूछताछ के बारे में आपसे बात करनी थी।`;
  }
  return `Hello ${firstName}, this is ${staffName ?? "the team"} from VisaDesk about your visa enquiry.`;
}

/**
 * A one-click WhatsApp conversation with a client: `https://wa.me/<digits>?text=<greeting>` with the greeting in the
 * client's language (default English), or `undefined` without a usable phone number.
 */
export function clientChatLink(
  phone: string | null | undefined,
  name: string,
  staffName?: string,
  language: Language = "en",
): string | undefined {
  const digits = phone?.replace(/\D/g, "") ?? "";
  if (digits.length < 8) return undefined;
  const firstName = name.trim().split(/\s+/)[0] ?? "";
  const greeting = greetingIn(language, firstName, staffName);
  return `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}`;
}
