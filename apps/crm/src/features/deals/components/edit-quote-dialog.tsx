import type { Deal } from "@visadesk/contracts/deals";
import { ZUpdateDealRequest } from "@visadesk/contracts/deals";
import { Field } from "@visadesk/ui/field";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { CountrySelect } from "#components/country-select.tsx";
import { DayInput } from "#components/day-input.tsx";
import { FormDialog } from "#components/form-dialog.tsx";
import { MoneyInput, moneyText } from "#components/money-input.tsx";
import { VisaTypeSelect } from "#components/visa-type-select.tsx";
import { useUpdateDeal } from "#features/deals/api/update-deal.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";
import { dayText, readDay } from "#lib/day-text.ts";
import { readRupees } from "#lib/money.ts";

export interface EditQuoteDialogProps {
  deal: Deal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Changing an open deal's quote: fees, destination and visa type, expected close. */
export function EditQuoteDialog({ deal, open, onOpenChange }: EditQuoteDialogProps) {
  const [fee, setFee] = useState(moneyText(deal.feeInr));
  const [governmentFee, setGovernmentFee] = useState(moneyText(deal.governmentFeeInr));
  const [country, setCountry] = useState(deal.destinationCountry ?? "");
  const [visaType, setVisaType] = useState<string>(deal.visaType ?? "");
  const [closeOn, setCloseOn] = useState(dayText(deal.expectedCloseOn));
  const [feeMissing, setFeeMissing] = useState(false);
  const update = useUpdateDeal(deal.id);
  const { errors, formError, submit } = useContractCheckedSubmit(ZUpdateDealRequest);

  function save() {
    const feeRead = readRupees(fee);
    const governmentRead = readRupees(governmentFee);
    const closeRead = readDay(closeOn);
    // The fields say what is wrong with text they cannot read; nothing is sent until they can.
    setFeeMissing(feeRead.kind === "empty");
    if (feeRead.kind !== "rupees" || governmentRead.kind === "invalid" || closeRead.kind === "invalid") {
      return Promise.resolve();
    }
    const body = {
      feeInr: feeRead.value,
      governmentFeeInr: governmentRead.kind === "rupees" ? governmentRead.value : 0,
      destinationCountry: country || null,
      visaType: visaType || null,
      expectedCloseOn: closeRead.kind === "day" ? closeRead.value : null,
    };
    return submit(body, async (checked) => {
      await update.mutateAsync(checked);
      toast({ title: "Quote saved" });
      onOpenChange(false);
    });
  }

  const feeReading = readRupees(fee);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit the quote"
      description={<>What {deal.clientName} is offered. Fees are whole rupees.</>}
      onSubmit={save}
      formError={formError}
      pending={update.isPending}
      submitLabel="Save quote"
      pendingLabel="Saving..."
      twoColumns
    >
      <MoneyInput
        label="Fee (₹)"
        value={fee}
        onChange={setFee}
        error={feeMissing && feeReading.kind === "empty" ? "is required" : errors.feeInr}
      />
      <MoneyInput
        label="Government fee (₹)"
        value={governmentFee}
        onChange={setGovernmentFee}
        error={errors.governmentFeeInr}
      />
      {deal.service === "visa" && (
        <>
          <Field label="Destination" error={errors.destinationCountry}>
            <CountrySelect size="lg" value={country} onChange={(e) => setCountry(e.target.value)} />
          </Field>
          <Field label="Visa type" error={errors.visaType}>
            <VisaTypeSelect size="lg" value={visaType} onChange={(e) => setVisaType(e.target.value)} />
          </Field>
        </>
      )}
      <DayInput label="Expected close" value={closeOn} onChange={setCloseOn} error={errors.expectedCloseOn} />
    </FormDialog>
  );
}
