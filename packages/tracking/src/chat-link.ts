import { type Attribution, cleanValue, searchTermOf, trafficSourceOf, truncate } from "#attribution.ts";

/** The fixed greeting that opens every prefilled chat message (docs/behaviours/tracking.md#chat-link), in English. */
export const CHAT_GREETING = "Hello VisaDesk! I would like help with my visa application.";

/**
 * The words of the prefilled message in one language: the greeting, and each line with its value in place (a function,
 * so that a translation puts the value where its grammar wants it; no line is pieced together here).
 */
export interface ChatMessageTexts {
  greeting: string;
  search: (term: string) => string;
  source: (source: string) => string;
  clickId: (id: string) => string;
  page: (address: string) => string;
}

/** The English message, the default: what every English page's chat link says. */
export const CHAT_TEXTS: ChatMessageTexts = {
  greeting: CHAT_GREETING,
  search: (term) => `Search: ${term}`,
  source: (source) => `Source: ${source}`,
  clickId: (id) => `Click ID: ${id}`,
  page: (address) => `Page: ${address}`,
};

/** Longest prefilled message, in characters before encoding (WhatsApp and some browsers drop very long links). */
export const MAX_CHAT_MESSAGE_LENGTH = 600;

/** Longest search term, source or click id kept in the message, in characters. */
export const MAX_CHAT_FIELD_LENGTH = 120;

/** Longest page address kept in the message, in characters. */
export const MAX_CHAT_PAGE_LENGTH = 300;

const WA_ME = "https://wa.me/";

/**
 * A phone number in the digits-only international form wa.me expects ("+91 98765-43210" → "919876543210"); undefined
 * when it is not 8 to 15 digits (E.164) after removing spaces, dashes, dots, brackets, "+" and a leading "00".
 */
export function normaliseChatNumber(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return undefined;
  let digits = trimmed.replace(/\D/g, "");
  if (!trimmed.startsWith("+") && digits.startsWith("00")) digits = digits.slice(2);
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : undefined;
}

export interface ChatMessageInput {
  attribution: Attribution;
  /** The address of the page the visitor is on. */
  pageUrl: string;
  /** The message's words in the page's language; English (CHAT_TEXTS) by default. */
  texts?: ChatMessageTexts | undefined;
}

/** The prefilled text: greeting, then search term, source, click id and page, each line only when known. */
export function buildChatMessage({ attribution, pageUrl, texts = CHAT_TEXTS }: ChatMessageInput): string {
  const lines = [texts.greeting];
  const field = (line: (value: string) => string, value: string | undefined, max = MAX_CHAT_FIELD_LENGTH) => {
    const clean = cleanValue(value ?? "", max);
    if (clean) lines.push(line(clean));
  };
  field(texts.search, searchTermOf(attribution));
  field(texts.source, trafficSourceOf(attribution));
  field(texts.clickId, attribution.gclid);
  field(texts.page, stripHash(pageUrl), MAX_CHAT_PAGE_LENGTH);
  return truncate(lines.join("\n"), MAX_CHAT_MESSAGE_LENGTH);
}

/**
 * The wa.me deep link with the prefilled message. Without a number, wa.me lets the visitor pick the contact, which
 * beats a link to a wrong number.
 */
export function buildChatLink(input: ChatMessageInput & { chatNumber?: string | undefined }): string {
  const number = normaliseChatNumber(input.chatNumber) ?? "";
  return `${WA_ME}${number}?text=${encodeURIComponent(buildChatMessage(input))}`;
}

function stripHash(url: string): string {
  const at = url.indexOf("#");
  return at === -1 ? url : url.slice(0, at);
}
