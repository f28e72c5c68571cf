import { BEHAVIOUR_UI_ATTRIBUTE } from "@visadesk/detectors/dom";
import { useReloadCountdown } from "@visadesk/detectors/react";
import { Button } from "@visadesk/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@visadesk/ui/dialog";
import { useEffect, useRef } from "react";

import { useT } from "#lib/i18n.tsx";

/** Marks the dialog's own box: presses inside it are the visitor's, every other press is cancelled. */
const CONTENT_ATTRIBUTE = "data-connection-problem";

/**
 * docs/behaviours/public-site.md#connection-problem: the English texts (the catalogue's connection.*, also in Hindi).
 */
export const CONNECTION_PROBLEM_TITLE = "Connection Problem";
export const CONNECTION_PROBLEM_TEXT =
  "You're having some internet connection issues. The website appears mostly blank or isn't loading properly. " +
  "Please reload the page to try again.";

export interface ConnectionProblemOverlayProps {
  path: string;
  /** Reloads the page; the browser's reload by default. */
  reload?: () => void;
}

/**
 * The blocking reload overlay (docs/behaviours/public-site.md#connection-problem): the page behind is blurred and
 * inert; it reloads after a 5 s countdown (at most once a minute per path) or at once on Reload Page, Escape or Enter.
 */
export function ConnectionProblemOverlay({ path, reload }: ConnectionProblemOverlayProps) {
  const { state, reloadNow } = useReloadCountdown({ path, active: true, ...(reload ? { reload } : {}) });
  const seconds = state.secondsLeft ?? 0;
  useModalKeys(reloadNow);
  const t = useT();

  return (
    <Dialog open>
      <DialogContent
        {...{ [BEHAVIOUR_UI_ATTRIBUTE]: "" }}
        {...{ [CONTENT_ATTRIBUTE]: "" }}
        role="alertdialog"
        overlayClassName="backdrop-blur-md bg-slate-900/40"
        // Escape must not close it: useModalKeys reloads instead.
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogTitle>{t("connection.title")}</DialogTitle>
        <DialogDescription className="text-base text-slate-700">{t("connection.text")}</DialogDescription>
        <Button className="mt-6 w-full" size="lg" onClick={reloadNow}>
          {t("connection.reload")}
        </Button>
        <p className="mt-3 text-center text-sm text-slate-600" aria-live="polite">
          {state.stalled ? t("connection.stalled") : t("connection.countdown", { seconds })}
        </p>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The overlay is modal for the keyboard too (docs/behaviours/public-site.md#connection-problem, "Escape or Enter
 * reloads at once"): Enter and Escape reload wherever the focus is, and a press on the blurred page behind is
 * cancelled, so that the browser never moves the focus out of the dialog to <body> (Radix traps Tab, but not a click on
 * a non-focusable backdrop).
 */
function useModalKeys(reloadNow: () => void) {
  const reloadRef = useRef(reloadNow);
  reloadRef.current = reloadNow;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Enter" && event.key !== "Escape") return;
      // Once only: the Reload Page button would otherwise also take Enter as a click.
      event.preventDefault();
      reloadRef.current();
    };
    const onMouseDown = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(`[${CONTENT_ATTRIBUTE}]`)) return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("mousedown", onMouseDown, true);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("mousedown", onMouseDown, true);
    };
  }, []);
}
