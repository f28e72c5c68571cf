import { Field } from "@visadesk/ui/field";
import { Select } from "@visadesk/ui/select";
import { CountrySelect } from "#components/country-select.tsx";
import { DayInput } from "#components/day-input.tsx";
import { MoneyInput } from "#components/money-input.tsx";
import { VisaTypeSelect } from "#components/visa-type-select.tsx";
import { readDay } from "#lib/day-text.ts";
import type { FieldErrors } from "#lib/form-errors.ts";
import { readRupees } from "#lib/money.ts";

/** A quote as typed: text for money and dates, read only when it is sent. */
export interface QuoteDraft {
  service: "visa" | "refusal_appeal";
  destinationCountry: string;
  visaType: string;
  fee: string;
  governmentFee: string;
  expectedClose: string;
}

export const EMPTY_QUOTE: QuoteDraft = {
  service: "visa",
  destinationCountry: "",
  visaType: "",
  fee: "",
  governmentFee: "",
  expectedClose: "",
};

/**
 * The request body of a quote, or the fields that cannot be read yet (each field already says why in words): a fee
 * left empty is "is required"; nothing is sent as NaN.
 */
export function quoteBody(
  draft: QuoteDraft,
  withDestination: boolean,
): { body: Record<string, unknown> } | { errors: FieldErrors } {
  const fee = readRupees(draft.fee);
  const governmentFee = readRupees(draft.governmentFee);
  const close = readDay(draft.expectedClose);
  const errors: FieldErrors = {};
  if (fee.kind === "empty") errors.feeInr = "is required";
  if (fee.kind === "invalid") errors.feeInr = fee.message;
  if (governmentFee.kind === "invalid") errors.governmentFeeInr = governmentFee.message;
  if (close.kind === "invalid") errors.expectedCloseOn = close.message;
  if (Object.keys(errors).length > 0 || fee.kind !== "rupees") return { errors };
  return {
    body: {
      service: draft.service,
      feeInr: fee.value,
      governmentFeeInr: governmentFee.kind === "rupees" ? governmentFee.value : 0,
      ...(close.kind === "day" ? { expectedCloseOn: close.value } : {}),
      ...(withDestination && draft.service === "visa" && draft.destinationCountry
        ? { destinationCountry: draft.destinationCountry }
        : {}),
      ...(withDestination && draft.service === "visa" && draft.visaType ? { visaType: draft.visaType } : {}),
    },
  };
}

/** Service, destination and visa type (when `withDestination`), fees and expected close of a new deal. */
export function QuoteFields({
  draft,
  onChange,
  errors,
  withDestination,
}: {
  draft: QuoteDraft;
  onChange: (draft: QuoteDraft) => void;
  errors: FieldErrors;
  withDestination: boolean;
}) {
  const set = <K extends keyof QuoteDraft>(key: K, value: QuoteDraft[K]) =>
    onChange({ ...draft, [key]: value });
  return (
    <>
      <Field label="Service">
        <Select
          size="lg"
          value={draft.service}
          onChange={(e) => set("service", e.target.value as QuoteDraft["service"])}
        >
          <option value="visa">Visa application</option>
          <option value="refusal_appeal">Refusal appeal</option>
        </Select>
      </Field>
      {withDestination && draft.service === "visa" && (
        <>
          <Field label="Destination" error={errors.destinationCountry}>
            <CountrySelect
              size="lg"
              value={draft.destinationCountry}
              onChange={(e) => set("destinationCountry", e.target.value)}
            />
          </Field>
          <Field label="Visa type" error={errors.visaType}>
            <VisaTypeSelect
              size="lg"
              value={draft.visaType}
              onChange={(e) => set("visaType", e.target.value)}
            />
          </Field>
        </>
      )}
      <MoneyInput
        label="Fee (₹)"
        value={draft.fee}
        onChange={(text) => set("fee", text)}
        error={errors.feeInr}
        hint="Without the government fee"
      />
      <MoneyInput
        label="Government fee (₹)"
        value={draft.governmentFee}
        onChange={(text) => set("governmentFee", text)}
        error={errors.governmentFeeInr}
      />
      <DayInput
        label="Expected close"
        value={draft.expectedClose}
        onChange={(text) => set("expectedClose", text)}
        error={errors.expectedCloseOn}
      />
    </>
  );
}
