import { Button } from "@visadesk/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@visadesk/ui/dialog";
import { toast } from "@visadesk/ui/toast-store";
import { useId } from "react";
import { describeError } from "#components/error-state.tsx";
import { changedMeanwhile } from "#lib/record-version.ts";
import { forgetStaleWrite, type StaleWrite, useStaleWrite } from "#lib/stale-write-store.ts";

/** Leaves the record as the other person left it: the page shows it as it is now. */
function leave(write: StaleWrite): void {
  forgetStaleWrite();
  void write.refresh();
}

/** Redoes the refused change on the record as it is now (fetched first, so that the change names its version). */
async function redo(write: StaleWrite): Promise<void> {
  forgetStaleWrite();
  try {
    await write.refresh();
    await write.redo();
    toast({ title: "Your change was saved" });
  } catch (error) {
    // Changed once more meanwhile: useVersionedMutation has asked again, with the newer refusal.
    if (changedMeanwhile(error)) return;
    toast({ title: "Your change was not saved", description: describeError(error), variant: "destructive" });
  }
}

/**
 * Shown when the server refused a change because someone else changed the record after the page showed it (any kind
 * of record, decision 030): who changed it, when and what, in the server's words. The person redoes their change on
 * the record as it is now, or leaves the record as the other person left it; either way the page then shows it fresh.
 */
export function ChangedMeanwhileDialog() {
  const write = useStaleWrite();
  const descriptionId = useId();
  return (
    <Dialog open={write !== null} onOpenChange={(open) => !open && write && leave(write)}>
      {/* Answered only by its buttons or Escape, never by a click beside it: the change would be lost unseen. */}
      <DialogContent aria-describedby={descriptionId} onInteractOutside={(event) => event.preventDefault()}>
        <DialogTitle>Someone else changed this first</DialogTitle>
        <DialogDescription id={descriptionId} className="mt-2 text-base text-slate-800">
          {write?.message}
        </DialogDescription>
        <p className="mt-3 text-sm text-slate-700">
          Redo your change on the record as it is now, or leave it as the other person left it.
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => write && leave(write)}>
            Leave it as it is
          </Button>
          <Button onClick={() => write && void redo(write)}>Redo my change</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
