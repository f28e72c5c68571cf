import { ZConvertLeadRequest } from "@visadesk/contracts/leads";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { useNavigate } from "react-router";
import { FormDialog } from "#components/form-dialog.tsx";
import { useConvertLead } from "#features/leads/api/convert-lead.ts";
import { EMPTY_QUOTE, QuoteFields, quoteBody } from "#features/leads/components/quote-fields.tsx";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";
import type { FieldErrors } from "#lib/form-errors.ts";

export interface ConvertLeadDialogProps {
  leadId: string;
  leadName: string;
  /** The lead has no visa type or destination yet: the deal must be given them here (the API refuses it without). */
  asksForDestination: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Converting a qualified lead: the quote (fee in whole rupees) that opens its deal. */
export function ConvertLeadDialog({
  leadId,
  leadName,
  asksForDestination,
  open,
  onOpenChange,
}: ConvertLeadDialogProps) {
  const [draft, setDraft] = useState(EMPTY_QUOTE);
  const [readErrors, setReadErrors] = useState<FieldErrors>({});
  // The API's refusal is shown as one reason above the buttons, not by field.
  const { errors, formError, submit } = useContractCheckedSubmit(ZConvertLeadRequest, {
    markApiFields: false,
  });
  const convert = useConvertLead(leadId);
  const navigate = useNavigate();

  function openDeal() {
    // Money and dates are read as typed ("35,000", "25/12/2026"); what cannot be read is explained in words.
    const read = quoteBody(draft, asksForDestination);
    if ("errors" in read) {
      setReadErrors(read.errors);
      return Promise.resolve();
    }
    setReadErrors({});
    return submit(read.body, async (checked) => {
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
      <QuoteFields
        draft={draft}
        onChange={setDraft}
        errors={{ ...errors, ...readErrors }}
        withDestination={asksForDestination}
      />
    </FormDialog>
  );
}
