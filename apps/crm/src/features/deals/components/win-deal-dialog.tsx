import type { WinDealResult } from "@visadesk/contracts/deals";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { useNavigate } from "react-router";
import { describeError } from "#components/error-state.tsx";
import { FormDialog } from "#components/form-dialog.tsx";
import { useWinDeal } from "#features/deals/api/win-deal.ts";

export interface WinDealDialogProps {
  /** The deal to win, or null when the dialog is closed; its version is the one the person saw (a board card's). */
  deal: { id: string; clientName: string; version?: number } | null;
  onClose: () => void;
  onWon?: (result: WinDealResult) => void;
}

/** Winning a deal creates the customer (if none) and the filing case in one step, so it is confirmed first. */
export function WinDealDialog({ deal, onClose, onWon }: WinDealDialogProps) {
  const win = useWinDeal();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string>();

  async function confirm() {
    if (!deal) return;
    setFormError(undefined);
    try {
      const result = await win.mutateAsync({ id: deal.id, seenVersion: deal.version });
      onClose();
      onWon?.(result);
      toast({
        title: "Deal won",
        description: `${deal.clientName} is a customer now, with a filing case opened.`,
        action: {
          label: "Open customer",
          altText: "Open the customer the win created",
          onClick: () => void navigate(`/customers?id=${result.customerId}`),
        },
      });
    } catch (error) {
      setFormError(describeError(error));
    }
  }

  return (
    <FormDialog
      open={deal !== null}
      onOpenChange={(open) => {
        if (!open) {
          setFormError(undefined);
          onClose();
        }
      }}
      title="Win the deal"
      description={
        <>
          {deal?.clientName ?? "The client"} becomes a customer and a filing case opens for the visa. A won
          deal cannot be moved back.
        </>
      }
      onSubmit={confirm}
      formError={formError}
      pending={win.isPending}
      submitLabel="Mark won"
      pendingLabel="Winning..."
    >
      {null}
    </FormDialog>
  );
}
