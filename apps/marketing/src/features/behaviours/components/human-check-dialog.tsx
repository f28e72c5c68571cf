import type { Locale } from "@visadesk/content/i18n/locales";
import {
  type ChallengeTile,
  HUMAN_CHECK_ERROR,
  type HumanCheck,
  type HumanCheckState,
} from "@visadesk/detectors";
import { HUMAN_CHECK_MAX_ATTEMPTS } from "@visadesk/detectors/constants";
import { BEHAVIOUR_UI_ATTRIBUTE } from "@visadesk/detectors/dom";
import { Button } from "@visadesk/ui/button";
import { cn } from "@visadesk/ui/cn";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@visadesk/ui/dialog";
import { Flag } from "#components/flag.tsx";
import { useLocale, useT } from "#lib/i18n.tsx";
import { countryName } from "#lib/localised-content.ts";

type T = ReturnType<typeof useT>;
const PROMPT_KEYS = {
  india: "humanCheck.prompt.india",
  uk: "humanCheck.prompt.uk",
  usa: "humanCheck.prompt.usa",
} as const;

/** The challenge's instruction in the page's language (the detector's own English for a challenge we do not know). */
function promptOf(id: string, english: string, t: T): string {
  return id in PROMPT_KEYS ? t(PROMPT_KEYS[id as keyof typeof PROMPT_KEYS]) : english;
}

/** A flag tile's name in the page's language ("Flag of India", "भारत का झंडा"). */
function tileLabel(tile: ChallengeTile, t: T, locale: Locale): string {
  const code = /^flag-([a-z]{2})-\d+$/.exec(tile.id)?.[1];
  if (!code) return tile.label;
  const country = countryName(code.toUpperCase(), locale);
  return t("humanCheck.flag", { country: locale === "en" ? englishFlagName(code, country) : country });
}

// The detector's English names say "the United Kingdom" / "the United States" inside "Flag of ...".
function englishFlagName(code: string, name: string): string {
  return code === "gb" || code === "us" ? `the ${name}` : name;
}

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

/**
 * "Verify you're human" (docs/behaviours/public-site.md#human-check): an accessible modal that keeps the focus and
 * blocks the page while open.
 */
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
  const t = useT();
  const locale = useLocale();
  const status = verifying ? t("humanCheck.verifying") : phase === "passed" ? t("humanCheck.passed") : "";
  const prompt = promptOf(challenge.id, challenge.prompt, t);

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
        <DialogTitle>{t("humanCheck.title")}</DialogTitle>
        <DialogDescription>{t("humanCheck.instruction", { prompt })}</DialogDescription>

        <fieldset className="mt-4" disabled={verifying}>
          <legend className="sr-only">{prompt}</legend>
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
                    <span className="text-slate-700">{tileLabel(tile, t, locale)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>

        <div role="status" aria-live="polite" className="mt-3 min-h-5 text-sm text-slate-700">
          {status}
          {failures > 0 && !verifying && phase !== "passed" && (
            <span> {t("humanCheck.attempt", { number: failures, max: HUMAN_CHECK_MAX_ATTEMPTS })}</span>
          )}
        </div>
        {error && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error === HUMAN_CHECK_ERROR ? t("humanCheck.error") : error}
          </p>
        )}

        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => check.verify()} disabled={!check.canVerify}>
            {t("humanCheck.verify")}
          </Button>
          <Button variant="secondary" onClick={() => check.refresh()} disabled={verifying}>
            {t("humanCheck.refresh")}
          </Button>
        </div>

        {exhausted && (
          <section aria-labelledby="human-check-help" className="mt-6 rounded-lg bg-slate-50 p-4">
            <h3 id="human-check-help" className="font-semibold text-slate-900">
              {t("humanCheck.stuck")}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{t("humanCheck.stuckLead")}</p>
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
                {t("cta.chat")}
              </a>
              {phone && (
                <a
                  href={`tel:${phone}`}
                  className="rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-600/30"
                >
                  {t("humanCheck.call", { phone })}
                </a>
              )}
              <Button variant="ghost" onClick={onRelease}>
                {t("humanCheck.continue")}
              </Button>
            </div>
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}
