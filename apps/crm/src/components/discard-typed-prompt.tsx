import { Button } from "@visadesk/ui/button";
import { useEffect, useRef } from "react";
import type { BackClosesDialog } from "#hooks/use-back-closes-dialog.ts";

/**
 * Asked inside a dialog when Back was pressed over what the person typed: keep editing (the default, focused) or
 * discard and close.
 */
export function DiscardTypedPrompt({ back }: { back: BackClosesDialog }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // "Keep editing", the first button: the safe choice takes the focus.
    if (back.confirming) box.current?.querySelector("button")?.focus();
  }, [back.confirming]);
  if (!back.confirming) return null;
  return (
    <div
      ref={box}
      role="alert"
      className="mt-4 rounded-card border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-semibold">Discard what you typed?</p>
      <p className="mt-1">Going back closes this form, and what you typed in it is lost.</p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={back.keepEditing}>
          Keep editing
        </Button>
        <Button size="sm" variant="danger" onClick={back.discard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
