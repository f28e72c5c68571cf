import { type DealLostReasonCode, ZDealStageRequest } from "@visadesk/contracts/deals";
import { DEAL_LOST_REASON_LABELS, DEAL_LOST_REASONS } from "@visadesk/contracts/values/deals";
import { Field, inputClassName } from "@visadesk/ui/field";
import { Select } from "@visadesk/ui/select";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { FormDialog } from "#components/form-dialog.tsx";
import { useChangeDealStage } from "#features/deals/api/change-deal-stage.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";

export interface LoseDealDialogProps {
  /** The deal to lose, or null when the dialog is closed; its version is the one the person saw (a board card's). */
  deal: { id: string; clientName: string; version?: number } | null;
  onClose: () => void;
}

/** Losing a deal: a reason from the list (so that dashboards can count them), with words when it is "Other". */
export function LoseDealDialog({ deal, onClose }: LoseDealDialogProps) {
  const [code, setCode] = useState<DealLostReasonCode | "">("");
  const [words, setWords] = useState("");
  const change = useChangeDealStage();
  const { errors, formError, submit } = useContractCheckedSubmit(ZDealStageRequest);

  function close() {
    setCode("");
    setWords("");
    onClose();
  }

  function lose() {
    if (!deal) return Promise.resolve();
    const body = {
      stage: "lost" as const,
      ...(code ? { lostReasonCode: code } : {}),
      ...(words.trim() ? { lostReason: words.trim() } : {}),
    };
    return submit(body, async (checked) => {
      await change.mutateAsync({ id: deal.id, ...checked, seenVersion: deal.version });
      toast({ title: "Deal lost", description: `${deal.clientName}'s deal is closed as lost.` });
      close();
    });
  }

  return (
    <FormDialog
      open={deal !== null}
      onOpenChange={(open) => !open && close()}
      title="Lose the deal"
      description={
        <>Why did {deal?.clientName ?? "the client"} not go ahead? The reason is counted on the dashboards.</>
      }
      onSubmit={lose}
      formError={formError}
      pending={change.isPending}
      submitLabel="Mark lost"
      pendingLabel="Saving..."
    >
      <Field label="Reason" error={errors.lostReasonCode && "pick a reason"}>
        <Select size="lg" value={code} onChange={(e) => setCode(e.target.value as DealLostReasonCode)}>
          <option value="">Pick a reason</option>
          {DEAL_LOST_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {DEAL_LOST_REASON_LABELS[reason]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={code === "other" ? "In your words" : "Details (optional)"}
        error={errors.lostReason && "say in words why the deal was lost"}
      >
        <input className={inputClassName} value={words} onChange={(e) => setWords(e.target.value)} />
      </Field>
    </FormDialog>
  );
}
