import { type Case, ZStartAppealRequest } from "@visadesk/contracts/cases";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { useNavigate } from "react-router";
import { DayInput } from "#components/day-input.tsx";
import { FormDialog } from "#components/form-dialog.tsx";
import { useStartAppeal } from "#features/cases/api/start-appeal.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";
import { dayText, readDay } from "#lib/day-text.ts";

/** Opening the appeal of a refused case, with its deadline; then the appeal case is shown. */
export function StartAppealDialog({
  c,
  open,
  onOpenChange,
}: {
  c: Case;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [deadline, setDeadline] = useState(dayText(c.dates.appealDeadlineOn));
  const start = useStartAppeal(c.id);
  const navigate = useNavigate();
  const { errors, formError, submit } = useContractCheckedSubmit(ZStartAppealRequest);

  function send() {
    const by = readDay(deadline);
    if (by.kind === "invalid") return Promise.resolve();
    return submit(by.kind === "day" ? { appealDeadlineOn: by.value } : {}, async (checked) => {
      const appeal = await start.mutateAsync(checked);
      onOpenChange(false);
      if (appeal) {
        toast({ title: `Appeal ${appeal.caseNumber} opened` });
        navigate(`?id=${appeal.id}`);
      }
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Start the appeal"
      description={`Opens an appeal case linked to ${c.caseNumber}, for ${c.clientName}.`}
      onSubmit={send}
      formError={formError}
      pending={start.isPending}
      submitLabel="Start appeal"
      pendingLabel="Opening..."
    >
      <DayInput
        label="Appeal deadline"
        value={deadline}
        onChange={setDeadline}
        error={errors.appealDeadlineOn}
      />
    </FormDialog>
  );
}
