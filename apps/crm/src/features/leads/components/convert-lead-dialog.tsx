import { ZConvertLeadRequest } from "@visadesk/contracts/leads";
import { Button } from "@visadesk/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@visadesk/ui/dialog";
import { Field, inputClassName } from "@visadesk/ui/field";
import { Select } from "@visadesk/ui/select";
import { toast } from "@visadesk/ui/toast-store";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { describeError } from "#components/error-state.tsx";
import { useConvertLead } from "#features/leads/api/convert-lead.ts";
import { type FieldErrors, zodFieldErrors } from "#lib/form-errors.ts";

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const convert = useConvertLead(leadId);
  const navigate = useNavigate();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    const body = {
      service,
      feeInr: fee.trim() === "" ? Number.NaN : Number(fee),
      governmentFeeInr: governmentFee.trim() === "" ? 0 : Number(governmentFee),
      ...(expectedCloseOn ? { expectedCloseOn } : {}),
    };
    const parsed = ZConvertLeadRequest.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const result = await convert.mutateAsync(body);
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
    } catch (error) {
      setFormError(describeError(error));
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby="convert-lead-description">
        <DialogTitle>Convert to a deal</DialogTitle>
        <DialogDescription id="convert-lead-description">
          {leadName} becomes a converted lead and a deal opens at “quoted” with this fee.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 grid gap-3">
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
          {formError && (
            <p role="alert" className="text-sm text-red-800">
              {formError}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={convert.isPending}>
              {convert.isPending ? "Converting..." : "Open deal"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
