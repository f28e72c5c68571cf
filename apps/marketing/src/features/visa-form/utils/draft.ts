import { HONEYPOT_FIELD } from "@visadesk/contracts/honeypot";
import { EMPTY_FORM, type VisaFormValues } from "#features/visa-form/utils/form-values.ts";

/** localStorage key of the visa form's draft: kept across reloads (a detector's reload must not lose typing). */
export const DRAFT_STORAGE_KEY = "visadesk.visa-form.draft";

type DraftValues = Partial<VisaFormValues>;

/** The saved draft merged over the empty form, or null when there is none (or it is unreadable). */
export function loadDraft(storage: Storage | null = safeStorage()): VisaFormValues | null {
  const raw = storage?.getItem(DRAFT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== "object" || parsed === null) return null;
    const draft: Record<string, unknown> = { ...EMPTY_FORM };
    for (const [key, value] of Object.entries(parsed)) {
      const expected = typeof (EMPTY_FORM as Record<string, unknown>)[key];
      if (key !== HONEYPOT_FIELD && key in EMPTY_FORM && typeof value === expected) draft[key] = value;
    }
    return draft as VisaFormValues;
  } catch {
    return null;
  }
}

/** Saves what was typed so far (never the honeypot). */
export function saveDraft(values: DraftValues, storage: Storage | null = safeStorage()): void {
  const { [HONEYPOT_FIELD]: _honeypot, ...rest } = values;
  try {
    storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(rest));
  } catch {
    // Full or refused storage: the form still works, only without a draft.
  }
}

/** Forgets the draft (after a successful submission). */
export function clearDraft(storage: Storage | null = safeStorage()): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
