import { Field, inputClassName } from "@visadesk/ui/field";
import { readDay } from "#lib/day-text.ts";
import { formatDay } from "#lib/format.ts";

export interface DayInputProps {
  label: string;
  /** The text as typed (day/month/year); read it with `readDay` when the form is sent. */
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
  hint?: string;
  className?: string;
  /** Whether to say "day/month/year" under an empty field (default true; a toolbar's placeholder says it). */
  formatHint?: boolean;
  /** Called with the day once the text reads as one (or null when emptied), e.g. to filter as it is typed. */
  onDay?: (day: string | null) => void;
}

/**
 * A calendar date typed in the Indian order (25/12/2026), whatever the browser's language: the browser's own date
 * picker follows its locale (month first in many), which staff here misread. Says what it read ("25 Dec 2026").
 */
export function DayInput({
  label,
  value,
  onChange,
  error,
  hint,
  className,
  onDay,
  formatHint = true,
}: DayInputProps) {
  const reading = readDay(value);
  const shownError = reading.kind === "invalid" ? reading.message : error;
  const read = reading.kind === "day" ? formatDay(reading.value) : undefined;
  return (
    <Field
      label={label}
      error={shownError}
      hint={
        [read, hint ?? (read || !formatHint ? undefined : "day/month/year")].filter(Boolean).join(" · ") ||
        undefined
      }
      className={className}
    >
      <input
        className={inputClassName}
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/yyyy"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          const next = readDay(event.target.value);
          if (next.kind === "day") onDay?.(next.value);
          if (next.kind === "empty") onDay?.(null);
        }}
      />
    </Field>
  );
}
