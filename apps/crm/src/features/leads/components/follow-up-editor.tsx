import { Button } from "@visadesk/ui/button";
import { toast } from "@visadesk/ui/toast-store";
import { type FormEvent, useState } from "react";
import { DayInput } from "#components/day-input.tsx";
import { describeError } from "#components/error-state.tsx";
import { useUpdateLead } from "#features/leads/api/update-lead.ts";
import { dayText, readDay } from "#lib/day-text.ts";
import { formatDay } from "#lib/format.ts";

/** The lead's next follow-up date, which puts it on the assignee's My day when it comes. */
export function FollowUpEditor({ leadId, value }: { leadId: string; value: string | null }) {
  // Typed day first (25/12/2026), whatever the browser's language.
  const [text, setText] = useState(dayText(value));
  const reading = readDay(text);
  const day = reading.kind === "day" ? reading.value : "";
  const update = useUpdateLead(leadId);

  async function save(next: string | null) {
    try {
      await update.mutateAsync({ nextFollowUpOn: next });
      toast({ title: next ? `Follow-up set for ${formatDay(next)}` : "Follow-up cleared" });
    } catch (error) {
      toast({
        title: "The follow-up was not saved",
        description: describeError(error),
        variant: "destructive",
      });
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reading.kind === "invalid") return;
    void save(day || null);
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <DayInput label="Next follow-up" className="w-44" value={text} onChange={setText} />
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={update.isPending || reading.kind === "invalid" || day === (value ?? "")}
      >
        Save
      </Button>
      {value && (
        <Button
          size="sm"
          variant="ghost"
          disabled={update.isPending}
          onClick={() => {
            setText("");
            void save(null);
          }}
        >
          Clear
        </Button>
      )}
    </form>
  );
}
