import { appealDeadlineCounts } from "@visadesk/contracts/case-rules";
import { type Case, ZUpdateCaseRequest } from "@visadesk/contracts/cases";
import { Button } from "@visadesk/ui/button";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { DayInput } from "#components/day-input.tsx";
import { DetailList, DetailSection } from "#components/detail-section.tsx";
import { FormDialog } from "#components/form-dialog.tsx";
import { useUpdateCase } from "#features/cases/api/update-case.ts";
import { DeadlineCountdown } from "#features/cases/components/deadline-countdown.tsx";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";
import { dayText, readDay } from "#lib/day-text.ts";
import { formatDay } from "#lib/format.ts";

const EDITABLE = [
  ["appointmentOn", "Appointment"],
  ["biometricsOn", "Biometrics"],
  ["submittedOn", "Submitted"],
  ["appealDeadlineOn", "Appeal deadline"],
] as const;

function EditDatesDialog({
  c,
  open,
  onOpenChange,
}: {
  c: Case;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(EDITABLE.map(([key]) => [key, dayText(c.dates[key])])),
  );
  const update = useUpdateCase(c.id);
  const { errors, formError, submit } = useContractCheckedSubmit(ZUpdateCaseRequest);

  function save() {
    const body: Record<string, string | null> = {};
    for (const [key] of EDITABLE) {
      const read = readDay(texts[key] ?? "");
      if (read.kind === "invalid") return Promise.resolve();
      const value = read.kind === "day" ? read.value : null;
      if (value !== c.dates[key]) body[key] = value;
    }
    if (Object.keys(body).length === 0) {
      onOpenChange(false);
      return Promise.resolve();
    }
    return submit(body, async (checked) => {
      await update.mutateAsync(checked);
      toast({ title: "Dates saved" });
      onOpenChange(false);
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit the key dates"
      description="Leave a date empty when it is not known yet."
      onSubmit={save}
      formError={formError}
      pending={update.isPending}
      submitLabel="Save dates"
      pendingLabel="Saving..."
      twoColumns
    >
      {EDITABLE.map(([key, label]) => (
        <DayInput
          key={key}
          label={label}
          value={texts[key] ?? ""}
          onChange={(text) => setTexts((current) => ({ ...current, [key]: text }))}
          error={errors[key]}
        />
      ))}
    </FormDialog>
  );
}

/** A case's "Key dates" card: appointment, biometrics, submitted, decision, and the appeal deadline's countdown. */
export function KeyDatesSection({ c }: { c: Case }) {
  const [editing, setEditing] = useState(false);
  const day = (value: string | null) => (value ? formatDay(value) : "Not set");
  const deadline = c.dates.appealDeadlineOn;
  return (
    <DetailSection title="Key dates">
      <DetailList
        items={[
          ["Appointment", day(c.dates.appointmentOn)],
          ["Biometrics", day(c.dates.biometricsOn)],
          ["Submitted", day(c.dates.submittedOn)],
          ["Decision", day(c.dates.decisionOn)],
          [
            "Appeal deadline",
            // Counted down while it matters: not once the case is closed, its appeal under way or decided.
            deadline &&
            c.status !== "closed" &&
            c.appeals.length === 0 &&
            appealDeadlineCounts({ ...c, appealDeadlineOn: deadline }) ? (
              <DeadlineCountdown deadline={deadline} />
            ) : (
              day(deadline)
            ),
          ],
        ]}
      />
      {c.status !== "closed" && (
        <Button className="mt-3" size="sm" variant="secondary" onClick={() => setEditing(true)}>
          Edit dates
        </Button>
      )}
      {editing && <EditDatesDialog c={c} open={editing} onOpenChange={setEditing} />}
    </DetailSection>
  );
}
