/**
 * A one-click WhatsApp conversation with a client: `https://wa.me/<digits>?text=<greeting>`, or `undefined` without a
 * usable phone number.
 */
export function clientChatLink(
  phone: string | null | undefined,
  name: string,
  staffName?: string,
): string | undefined {
  const digits = phone?.replace(/\D/g, "") ?? "";
  if (digits.length < 8) return undefined;
  const firstName = name.trim().split(/\s+/)[0] ?? "";
  const greeting = `Hello ${firstName}, this is ${staffName ?? "the team"} from VisaDesk about your visa enquiry.`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}`;
}
