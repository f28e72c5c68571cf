import { ZCreateDealRequest } from "@visadesk/contracts/deals";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { useNavigate } from "react-router";
import { FormDialog } from "#components/form-dialog.tsx";
import { useCreateLeadDeal } from "#features/leads/api/create-lead-deal.ts";
import { EMPTY_QUOTE, QuoteFields, quoteBody } from "#features/leads/components/quote-fields.tsx";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";
import type { FieldErrors } from "#lib/form-errors.ts";

export interface NewDealDialogProps {
  leadId: string;
  leadName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Another deal for a lead, e.g. a returning client's next visa; the lead keeps its status. */
export function NewDealDialog({ leadId, leadName, open, onOpenChange }: NewDealDialogProps) {
  const [draft, setDraft] = useState(EMPTY_QUOTE);
  const [readErrors, setReadErrors] = useState<FieldErrors>({});
  const create = useCreateLeadDeal(leadId);
  const navigate = useNavigate();
  const { errors, formError, submit } = useContractCheckedSubmit(ZCreateDealRequest);

  function open_() {
    const read = quoteBody(draft, true);
    if ("errors" in read) {
      setReadErrors(read.errors);
      return Promise.resolve();
    }
    setReadErrors({});
    return submit({ ...read.body, leadId }, async ({ leadId: _id, ...body }) => {
      const deal = await create.mutateAsync(body);
      onOpenChange(false);
      setDraft(EMPTY_QUOTE);
      toast({
        title: "Deal opened",
        description: `A new deal for ${leadName} is quoted.`,
        action: {
          label: "Open deal",
          altText: "Open the new deal",
          onClick: () => void navigate(`/crm/deals?id=${deal.id}`),
        },
      });
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New deal"
      description={<>Quote {leadName} for another visa. Their earlier deals stay as they are.</>}
      onSubmit={open_}
      formError={formError}
      pending={create.isPending}
      submitLabel="Open deal"
      pendingLabel="Opening..."
      twoColumns
    >
      <QuoteFields draft={draft} onChange={setDraft} errors={{ ...errors, ...readErrors }} withDestination />
    </FormDialog>
  );
}
