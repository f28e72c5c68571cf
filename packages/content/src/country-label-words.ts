import { ESTIMATE_BASIS, STALE_ESTIMATE_BASIS, STALE_SLOT_TEXT } from "#country-labels.ts";

/**
 * The Hindi wording of a country label (slot availability, biometric wait, success rate) when it is one of the forms
 * staff use, or null for anything else. Staff type labels in English in the CRM; a Hindi page shows a recognised
 * label in Hindi and keeps any other text exactly as typed (marked English), so nothing staff write is mistranslated.
 * Pure: the API's HTML filler and the marketing render both call it, so the served HTML and the hydrated page agree.
 */
export function hindiLabelWords(text: string): string | null {
  const words = text.trim().replace(/\s+/g, " ");
  const fixed = FIXED.get(words.toLowerCase());
  if (fixed) return fixed;
  if (PERCENT.test(words)) return words;
  const duration = hindiDuration(words);
  if (duration) return duration;
  const slotsIn = SLOTS_IN.exec(words);
  if (slotsIn?.[1]) {
    const after = hindiDuration(slotsIn[1]);
    if (after) return `${after} बाद के स्लॉट`;
  }
  const within = WITHIN.exec(words);
  if (within?.[1]) {
    const span = hindiDuration(within[1]);
    if (span) return `${span} के अंदर`;
  }
  return null;
}

// Whole labels, compared without case: the seed values and the short forms staff use for slots and waits.
const FIXED = new Map<string, string>(
  (
    [
      [STALE_SLOT_TEXT, "अभी के स्लॉट के लिए हमसे पूछें"],
      [ESTIMATE_BASIS, "हमारा अनुमान"],
      [STALE_ESTIMATE_BASIS, "हमारा अनुमान, दोबारा जाँच बाकी"],
      ["Slots this week", "इस हफ़्ते स्लॉट उपलब्ध"],
      ["Slots today", "आज स्लॉट उपलब्ध"],
      ["Slots tomorrow", "कल स्लॉट उपलब्ध"],
      ["Slots next week", "अगले हफ़्ते स्लॉट उपलब्ध"],
      ["Slots this month", "इस महीने स्लॉट उपलब्ध"],
      ["Slots next month", "अगले महीने स्लॉट उपलब्ध"],
      ["Slots in the next few days", "अगले कुछ दिनों में स्लॉट उपलब्ध"],
      ["Slots available", "स्लॉट उपलब्ध"],
      ["Limited slots", "सीमित स्लॉट"],
      ["Few slots", "कुछ ही स्लॉट बचे"],
      ["No slots", "अभी स्लॉट नहीं"],
      ["No slots available", "अभी स्लॉट नहीं"],
      ["Fully booked", "सारे स्लॉट भरे हुए"],
      ["Online, no slot needed", "ऑनलाइन, स्लॉट की ज़रूरत नहीं"],
      ["No slot needed", "स्लॉट की ज़रूरत नहीं"],
      ["Not required", "ज़रूरी नहीं"],
      ["Not needed", "ज़रूरी नहीं"],
      ["Same day", "उसी दिन"],
      ["Next day", "अगले दिन"],
      ["Immediate", "तुरंत"],
      ["Today", "आज"],
      ["Tomorrow", "कल"],
    ] as const
  ).map(([english, hindi]) => [english.toLowerCase(), hindi]),
);

// "89%": numbers and the percent sign read the same in Hindi.
const PERCENT = /^\d{1,3}(?:\.\d+)?\s?%$/;
const SLOTS_IN = /^slots in (.+)$/i;
const WITHIN = /^within (.+)$/i;

// Each unit in the singular (exactly 1) and otherwise, as Hindi counts: "1 हफ़्ता", "2 हफ़्ते", "1-2 हफ़्ते".
const UNITS: Readonly<Record<string, readonly [one: string, many: string]>> = {
  hour: ["घंटा", "घंटे"],
  day: ["दिन", "दिन"],
  "working day": ["कामकाजी दिन", "कामकाजी दिन"],
  "business day": ["कामकाजी दिन", "कामकाजी दिन"],
  week: ["हफ़्ता", "हफ़्ते"],
  month: ["महीना", "महीने"],
};

const NUMBER = String.raw`\d+(?:\.\d+)?`;
// "3-5 days", "3 – 5 days", "3 to 5 days", "2 weeks", "1 week", "24 hours" (units singular or plural).
const DURATION = new RegExp(
  String.raw`^(${NUMBER})(?:(?:\s*([-–—])\s*|\s+(to)\s+)(${NUMBER}))?\s+(hour|day|working day|business day|week|month)s?$`,
  "i",
);

/** "3-5 days" → "3-5 दिन", "1 week" → "1 हफ़्ता", "3 to 5 days" → "3 से 5 दिन"; null when it is not a duration. */
function hindiDuration(text: string): string | null {
  const match = DURATION.exec(text);
  if (!match) return null;
  const [, from, , toWord, to, unitText] = match;
  const unit = UNITS[(unitText ?? "").toLowerCase()];
  if (!from || !unit) return null;
  if (!to) return `${from} ${Number(from) === 1 ? unit[0] : unit[1]}`;
  return `${from}${toWord ? " से " : "-"}${to} ${unit[1]}`;
}
