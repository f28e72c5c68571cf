import { attemptLabel, type HumanCheck, type HumanCheckState } from "@visadesk/detectors";
import { BEHAVIOUR_UI_ATTRIBUTE } from "@visadesk/detectors/dom";
import { Button } from "@visadesk/ui/button";
import { cn } from "@visadesk/ui/cn";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@visadesk/ui/dialog";
import { Flag } from "#components/flag.tsx";

/** A tile's picture: the flag its id names (`flag-<code>-<n>`), as an image; the tile's label is its name. */
function pictureOf(tileId: string) {
  const code = /^flag-([a-z]{2})-\d+$/.exec(tileId)?.[1];
  return code ? <Flag code={code} size="lg" className="h-12 w-16" /> : null;
}

export interface HumanCheckDialogProps {
  open: boolean;
  state: HumanCheckState;
  check: HumanCheck;
  /** The chat deep link, offered after the third failure. */
  chatHref: string;
  onOpenChat: () => void;
  /** The phone number to offer after the third failure, international form; none when not configured. */
  phone: string | undefined;
  /** The visitor gave up after the third failure: close without trapping them. */
  onRelease: () => void;
}

/** "Verify you're human" (SPEC.md §4): an accessible modal that keeps the focus and blocks the page while open. */
export function HumanCheckDialog({
  open,
  state,
  check,
  chatHref,
  onOpenChat,
  phone,
  onRelease,
}: HumanCheckDialogProps) {
  const { challenge, selected, phase, failures, error } = state;
  const verifying = phase === "verifying";
  const exhausted = check.exhausted;
  const status = verifying ? "Verifying..." : phase === "passed" ? "Verified. Thank you!" : "";

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && exhausted) onRelease();
      }}
    >
      <DialogContent
        {...{ [BEHAVIOUR_UI_ATTRIBUTE]: "" }}
        onEscapeKeyDown={(event) => {
          if (!exhausted) event.preventDefault();
        }}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogTitle>Verify you're human</DialogTitle>
        <DialogDescription>{challenge.prompt}, then press Verify.</DialogDescription>

        <fieldset className="mt-4" disabled={verifying}>
          <legend className="sr-only">{challenge.prompt}</legend>
          <ul className="grid grid-cols-3 gap-2">
            {challenge.tiles.map((tile) => {
              const isSelected = selected.includes(tile.id);
              return (
                <li key={tile.id}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => check.toggle(tile.id)}
                    className={cn(
                      "flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-lg border-2 text-sm",
                      isSelected ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white",
                    )}
                  >
                    {pictureOf(tile.id)}
                    <span className="text-slate-700">{tile.label}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>

        <div role="status" aria-live="polite" className="mt-3 min-h-5 text-sm text-slate-700">
          {status}
          {failures > 0 && !verifying && phase !== "passed" && <span> {attemptLabel(failures)}</span>}
        </div>
        {error && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}

        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => check.verify()} disabled={!check.canVerify}>
            Verify
          </Button>
          <Button variant="secondary" onClick={() => check.refresh()} disabled={verifying}>
            New pictures
          </Button>
        </div>

        {exhausted && (
          <section aria-labelledby="human-check-help" className="mt-6 rounded-lg bg-slate-50 p-4">
            <h3 id="human-check-help" className="font-semibold text-slate-900">
              Still stuck? Talk to us instead
            </h3>
            <p className="mt-1 text-sm text-slate-700">A consultant can help you directly.</p>
            <div className="mt-3 flex flex-wrap gap-3">
              <a
                href={chatHref}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => {
                  event.preventDefault();
                  onOpenChat();
                }}
                className="rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white"
              >
                Chat on WhatsApp
              </a>
              {phone && (
                <a
                  href={`tel:${phone}`}
                  className="rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-600/30"
                >
                  Call {phone}
                </a>
              )}
              <Button variant="ghost" onClick={onRelease}>
                Continue browsing
              </Button>
            </div>
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}
