import {
  CASE_RULE_OVERRIDE_ROLES,
  isPassportItem,
  PASSPORT_MIN_VALIDITY_MONTHS,
} from "@visadesk/contracts/case-rules";
import { type ChecklistItem, ZChecklistStatusRequest } from "@visadesk/contracts/cases";
import { Field, inputClassName } from "@visadesk/ui/field";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { DayInput } from "#components/day-input.tsx";
import { FormDialog } from "#components/form-dialog.tsx";
import { useSetChecklistStatus } from "#features/cases/api/set-checklist-status.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";
import { dayText, readDay } from "#lib/day-text.ts";
import { useCurrentUser } from "#lib/session.ts";

export interface ChecklistStepDialogProps {
  caseId: string;
  /** The document and what happens to it, or null when closed. */
  step: { item: ChecklistItem; to: "received" | "rejected" } | null;
  onClose: () => void;
}

/**
 * Receiving a document (with its expiry date, when it has one, and a note) or rejecting it, which needs the reason
 * in words so that the client can be told what to bring instead.
 */
export function ChecklistStepDialog({ caseId, step, onClose }: ChecklistStepDialogProps) {
  const [expires, setExpires] = useState(dayText(step?.item.expiresOn));
  const [note, setNote] = useState("");
  const [forClient, setForClient] = useState(false);
  const [noteMissing, setNoteMissing] = useState(false);
  const set = useSetChecklistStatus(caseId);
  const { errors, formError, submit } = useContractCheckedSubmit(ZChecklistStatusRequest);
  const rejecting = step?.to === "rejected";
  const [overrideReason, setOverrideReason] = useState("");
  const role = useCurrentUser()?.role ?? "";
  // Only an admin or the CEO may receive a passport that expires too soon, with a reason the timeline keeps.
  const canOverride =
    !rejecting && step !== null && isPassportItem(step.item.name) && CASE_RULE_OVERRIDE_ROLES.includes(role);

  function close() {
    setNote("");
    setForClient(false);
    setNoteMissing(false);
    onClose();
  }

  function send() {
    if (!step) return Promise.resolve();
    const expiry = readDay(expires);
    if (expiry.kind === "invalid") return Promise.resolve();
    if (rejecting && !note.trim()) {
      setNoteMissing(true);
      return Promise.resolve();
    }
    const body = {
      status: step.to,
      ...(!rejecting && expiry.kind === "day" ? { expiresOn: expiry.value } : {}),
      ...(note.trim() ? { note: note.trim(), noteForClient: forClient } : {}),
      ...(canOverride && overrideReason.trim() ? { overrideReason: overrideReason.trim() } : {}),
    };
    return submit(body, async (checked) => {
      await set.mutateAsync({ itemId: step.item.id, ...checked });
      toast({ title: rejecting ? `${step.item.name} rejected` : `${step.item.name} received` });
      close();
    });
  }

  return (
    <FormDialog
      open={step !== null}
      onOpenChange={(open) => !open && close()}
      title={rejecting ? "Reject the document" : "Mark the document received"}
      description={
        rejecting
          ? `Why ${step?.item.name ?? "the document"} cannot be used, so the client knows what to bring instead.`
          : `${step?.item.name ?? "The document"} is in. Give its expiry date if it has one.`
      }
      onSubmit={send}
      formError={formError}
      pending={set.isPending}
      submitLabel={rejecting ? "Reject" : "Mark received"}
      pendingLabel="Saving..."
    >
      {!rejecting && (
        <DayInput
          label="Expires on (optional)"
          value={expires}
          onChange={setExpires}
          error={errors.expiresOn}
        />
      )}
      <Field
        label={rejecting ? "Reason" : "Note (optional)"}
        error={noteMissing && !note.trim() ? "say why the document is rejected" : errors.note}
      >
        <textarea
          rows={3}
          className={inputClassName}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      {canOverride && (
        <Field
          label={`Reason to accept a passport expiring within ${PASSPORT_MIN_VALIDITY_MONTHS} months (admins, optional)`}
          error={errors.overrideReason}
        >
          <textarea
            rows={2}
            className={inputClassName}
            value={overrideReason}
            onChange={(e) => setOverrideReason(e.target.value)}
          />
        </Field>
      )}
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={forClient} onChange={(e) => setForClient(e.target.checked)} />
        Show the {rejecting ? "reason" : "note"} to the client on their portal
      </label>
    </FormDialog>
  );
}
