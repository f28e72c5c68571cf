import type { MissingDocument } from "@visadesk/contracts/case-rules";
import { type Case, ZCaseStatusRequest } from "@visadesk/contracts/cases";
import { Field, inputClassName } from "@visadesk/ui/field";
import { toast } from "@visadesk/ui/toast-store";
import { useId, useState } from "react";
import { FormDialog } from "#components/form-dialog.tsx";
import { useChangeCaseStatus } from "#features/cases/api/change-case-status.ts";
import { MissingDocumentsList } from "#features/cases/components/missing-documents-list.tsx";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";

export interface CompleteAnywayDialogProps {
  c: Case;
  /** What the checklist still lacks: shown, so that the admin sees what the reason sets aside. */
  missing: readonly MissingDocument[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * An admin's or the CEO's "documents complete" although the checklist is not: the reason is required and goes to
 * the timeline with the list it sets aside (docs/decisions/029-case-rules-and-schengen.md). The API refuses staff.
 */
export function CompleteAnywayDialog({ c, missing, open, onOpenChange }: CompleteAnywayDialogProps) {
  const [reason, setReason] = useState("");
  const [reasonMissing, setReasonMissing] = useState(false);
  const listId = useId();
  const change = useChangeCaseStatus();
  const { errors, formError, submit } = useContractCheckedSubmit(ZCaseStatusRequest);

  function close() {
    setReason("");
    setReasonMissing(false);
    onOpenChange(false);
  }

  function send() {
    if (!reason.trim()) {
      setReasonMissing(true);
      return Promise.resolve();
    }
    const body = { status: "documents_complete" as const, overrideReason: reason.trim() };
    return submit(body, async (checked) => {
      await change.mutateAsync({ id: c.id, ...checked });
      toast({ title: `${c.caseNumber}: documents marked complete, with your reason on the timeline` });
      close();
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Mark the documents complete anyway"
      description="The checklist is not complete. Say why the case can go ahead without these; the reason and the list stay on the case's timeline."
      onSubmit={send}
      formError={formError}
      pending={change.isPending}
      submitLabel="Mark complete anyway"
      pendingLabel="Saving..."
    >
      <div className="text-sm text-slate-700">
        <p id={listId}>Documents set aside:</p>
        <MissingDocumentsList missing={missing} labelledBy={listId} />
      </div>
      <Field
        label="Reason"
        error={
          reasonMissing && !reason.trim()
            ? "say why the documents are complete without these"
            : errors.overrideReason
        }
      >
        <textarea
          rows={3}
          required
          className={inputClassName}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
    </FormDialog>
  );
}
