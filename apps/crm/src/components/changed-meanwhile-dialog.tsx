import { Button } from "@visadesk/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@visadesk/ui/dialog";
import { toast } from "@visadesk/ui/toast-store";
import { useId, useState } from "react";
import { describeError } from "#components/error-state.tsx";
import { changedMeanwhile } from "#lib/record-version.ts";
import { forgetStaleWrite, useStaleWrite } from "#lib/stale-write-store.ts";

/**
 * Shown when the server refused a change because someone else changed the record after the page showed it (any kind
 * of record, decision 030): who changed it, when and what, in the server's words; the page behind already shows the
 * record as it is now. The person redoes their change on it, or leaves the record as the other person left it.
 */
export function ChangedMeanwhileDialog() {
  const write = useStaleWrite();
  const descriptionId = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setFailure(null);
    forgetStaleWrite();
  }

  async function redo() {
    if (!write) return;
    setPending(true);
    setFailure(null);
    try {
      await write.redo();
      close();
      toast({ title: "Your change was saved" });
    } catch (error) {
      // Changed once more meanwhile: the dialog now holds the newer refusal (useVersionedMutation asked again).
      if (!changedMeanwhile(error)) setFailure(describeError(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={write !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent aria-describedby={descriptionId}>
        <DialogTitle>Someone else changed this first</DialogTitle>
        <DialogDescription id={descriptionId} className="mt-2 text-base text-slate-800">
          {write?.message}
        </DialogDescription>
        <p className="mt-3 text-sm text-slate-700">
          The page now shows the record as it is. Check it, then redo your change on it or leave it as it is.
        </p>
        {failure && (
          <p role="alert" className="mt-3 text-sm text-red-800">
            {failure}
          </p>
        )}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Leave it as it is
          </Button>
          <Button onClick={() => void redo()} disabled={pending}>
            {pending ? "Saving..." : "Redo my change"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
