import { ZConvertLeadRequest } from "@visadesk/contracts/leads";
import { Field, inputClassName } from "@visadesk/ui/field";
import { Select } from "@visadesk/ui/select";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { FormDialog } from "#components/form-dialog.tsx";
import { useConvertLead } from "#features/leads/api/convert-lead.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";

export interface ConvertLeadDialogProps {
  leadId: string;
  leadName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Converting a qualified lead: the quote (fee in whole rupees) that opens its deal. */
export function ConvertLeadDialog({ leadId, leadName, open, onOpenChange }: ConvertLeadDialogProps) {
  const [service, setService] = useState<"visa" | "refusal_appeal">("visa");
  const [fee, setFee] = useState("");
  const [governmentFee, setGovernmentFee] = useState("");
  const [expectedCloseOn, setExpectedCloseOn] = useState("");
  // The API's refusal is shown as one reason above the buttons, not by field.
  const { errors, formError, submit } = useContractCheckedSubmit(ZConvertLeadRequest, {
    markApiFields: false,
  });
  const convert = useConvertLead(leadId);
  const navigate = useNavigate();

  function openDeal() {
    const body = {
      service,
      feeInr: fee.trim() === "" ? Number.NaN : Number(fee),
      governmentFeeInr: governmentFee.trim() === "" ? 0 : Number(governmentFee),
      ...(expectedCloseOn ? { expectedCloseOn } : {}),
    };
    return submit(body, async (checked) => {
      const result = await convert.mutateAsync(checked);
      onOpenChange(false);
      toast({
        title: "Deal opened",
        description: `${leadName} is converted; the deal is quoted.`,
        action: {
          label: "Open deal",
          altText: "Open the new deal",
          onClick: () => void navigate(`/crm/deals?id=${result.dealId}`),
        },
      });
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Convert to a deal"
      description={<>{leadName} becomes a converted lead and a deal opens at “quoted” with this fee.</>}
      onSubmit={openDeal}
      formError={formError}
      pending={convert.isPending}
      submitLabel="Open deal"
      pendingLabel="Converting..."
    >
      <Field label="Service">
        <Select
          className="h-11"
          value={service}
          onChange={(e) => setService(e.target.value as typeof service)}
        >
          <option value="visa">Visa application (the lead's destination and visa type)</option>
          <option value="refusal_appeal">Refusal appeal</option>
        </Select>
      </Field>
      <Field label="Fee (₹)" error={errors.feeInr} hint="Whole rupees, without the government fee">
        <input
          className={inputClassName}
          inputMode="numeric"
          value={fee}
          onChange={(e) => setFee(e.target.value)}
        />
      </Field>
      <Field label="Government fee (₹)" error={errors.governmentFeeInr}>
        <input
          className={inputClassName}
          inputMode="numeric"
          value={governmentFee}
          onChange={(e) => setGovernmentFee(e.target.value)}
        />
      </Field>
      <Field label="Expected close" error={errors.expectedCloseOn}>
        <input
          className={inputClassName}
          type="date"
          value={expectedCloseOn}
          onChange={(e) => setExpectedCloseOn(e.target.value)}
        />
      </Field>
    </FormDialog>
  );
}
