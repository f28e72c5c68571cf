import { type Case, type RefusalReasonCode, ZCaseDecisionRequest } from "@visadesk/contracts/cases";
import { REFUSAL_REASON_CODES, REFUSAL_REASON_LABELS } from "@visadesk/contracts/values/cases";
import { Field, inputClassName } from "@visadesk/ui/field";
import { Select } from "@visadesk/ui/select";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { DayInput } from "#components/day-input.tsx";
import { FormDialog } from "#components/form-dialog.tsx";
import { useRecordDecision } from "#features/cases/api/record-decision.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";
import { dayText, readDay } from "#lib/day-text.ts";
import { todayInKolkata } from "#lib/format.ts";

export type DecisionChoice = "approved" | "refused" | "withdrawn";

/**
 * Recording the government's decision: approved or refused (a refusal needs its reason from the list, and sets the
 * appeal deadline, 28 days unless the letter says otherwise), or withdrawing the application.
 */
export function DecisionDialog({
  c,
  withdraw,
  open,
  onOpenChange,
}: {
  c: Case;
  /** Withdrawing rather than recording the government's decision. */
  withdraw: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [decision, setDecision] = useState<DecisionChoice | "">(withdraw ? "withdrawn" : "");
  const [reason, setReason] = useState<RefusalReasonCode | "">("");
  const [decidedOn, setDecidedOn] = useState(dayText(todayInKolkata()));
  const [deadline, setDeadline] = useState("");
  const [note, setNote] = useState("");
  const [forClient, setForClient] = useState(false);
  const record = useRecordDecision(c.id);
  const { errors, formError, submit } = useContractCheckedSubmit(ZCaseDecisionRequest);
  const [decisionMissing, setDecisionMissing] = useState(false);

  function send() {
    if (!decision) {
      setDecisionMissing(true);
      return Promise.resolve();
    }
    const on = readDay(decidedOn);
    const by = readDay(deadline);
    if (on.kind === "invalid" || by.kind === "invalid") return Promise.resolve();
    const body = {
      decision,
      ...(decision === "refused" && reason ? { reasonCode: reason } : {}),
      ...(on.kind === "day" ? { decisionOn: on.value } : {}),
      ...(decision === "refused" && by.kind === "day" ? { appealDeadlineOn: by.value } : {}),
      ...(note.trim() ? { note: note.trim(), noteForClient: forClient } : {}),
    };
    return submit(body, async (checked) => {
      await record.mutateAsync(checked);
      toast({
        title:
          decision === "approved"
            ? "Approved: the visa delivery is open"
            : decision === "refused"
              ? "Refused: the appeal can start"
              : "Application withdrawn",
      });
      onOpenChange(false);
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={withdraw ? "Withdraw the application" : "Record the decision"}
      description={
        withdraw
          ? `${c.caseNumber} ends as withdrawn. Say why in the note.`
          : `What the government decided on ${c.caseNumber}.`
      }
      onSubmit={send}
      formError={formError}
      pending={record.isPending}
      submitLabel={withdraw ? "Withdraw" : "Record decision"}
      pendingLabel="Saving..."
    >
      {!withdraw && (
        <Field label="Decision" error={decisionMissing && !decision ? "pick the decision" : errors.decision}>
          <Select size="lg" value={decision} onChange={(e) => setDecision(e.target.value as DecisionChoice)}>
            <option value="">Pick the decision</option>
            <option value="approved">Approved</option>
            <option value="refused">Refused</option>
          </Select>
        </Field>
      )}
      {decision === "refused" && (
        <Field label="Refusal reason" error={errors.reasonCode && "pick the reason the letter gives"}>
          <Select size="lg" value={reason} onChange={(e) => setReason(e.target.value as RefusalReasonCode)}>
            <option value="">Pick the reason</option>
            {REFUSAL_REASON_CODES.map((code) => (
              <option key={code} value={code}>
                {REFUSAL_REASON_LABELS[code]}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <DayInput label="Decided on" value={decidedOn} onChange={setDecidedOn} error={errors.decisionOn} />
      {decision === "refused" && (
        <DayInput
          label="Appeal deadline (optional)"
          value={deadline}
          onChange={setDeadline}
          hint="28 days after the decision unless the letter says otherwise"
          error={errors.appealDeadlineOn}
        />
      )}
      <Field label={withdraw || reason === "other" ? "Note" : "Note (optional)"} error={errors.note}>
        <textarea
          rows={2}
          className={inputClassName}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={forClient} onChange={(e) => setForClient(e.target.checked)} />
        Show the note to the client on their portal
      </label>
    </FormDialog>
  );
}
