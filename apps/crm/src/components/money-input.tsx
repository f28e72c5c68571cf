import { Field, inputClassName } from "@visadesk/ui/field";
import { formatRupees } from "#lib/format.ts";
import { readRupees } from "#lib/money.ts";

export interface MoneyInputProps {
  label: string;
  /** The text as typed; read it with `readRupees` when the form is sent. */
  value: string;
  onChange: (text: string) => void;
  /** What the form found wrong (e.g. "is required"); the field's own reading error wins. */
  error?: string | undefined;
  hint?: string;
  className?: string;
}

/**
 * An amount in whole rupees: accepts "35000", "35,000" and "35,000.00", says what it read with Indian grouping
 * ("₹1,25,000") and rewrites the text so when the field is left; text it cannot read is explained in words.
 */
export function MoneyInput({ label, value, onChange, error, hint, className }: MoneyInputProps) {
  const reading = readRupees(value);
  const shownError = reading.kind === "invalid" ? reading.message : error;
  const read = reading.kind === "rupees" ? `Reads as ${formatRupees(reading.value)}` : undefined;
  const shownHint = [read, hint].filter(Boolean).join(" · ") || undefined;
  return (
    <Field label={label} error={shownError} hint={shownHint} className={className}>
      <input
        className={inputClassName}
        inputMode="decimal"
        autoComplete="off"
        placeholder="₹0"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          if (reading.kind === "rupees") onChange(formatRupees(reading.value));
        }}
      />
    </Field>
  );
}

/** The text a money field starts with for `rupees` ("₹35,000"), or empty. */
export function moneyText(rupees: number | null | undefined): string {
  return rupees === null || rupees === undefined ? "" : formatRupees(rupees);
}
