import { FLAG_STRIP_CODES as FLAG_STRIP } from "@visadesk/content/featured-countries";
import { useHydrated } from "@visadesk/ui/use-hydrated";
import type { ReactNode } from "react";
import { Flag } from "#components/flag.tsx";
import { useSplash } from "#features/splash/hooks/use-splash.ts";
import { VISIBLE_FLAGS } from "#features/splash/utils/constants.ts";
import { splashHeadline } from "#features/splash/utils/splash-headline.ts";
import { useLocale, useT } from "#lib/i18n.tsx";
import { countryName } from "#lib/localised-content.ts";

/**
 * The startup splash over the site (docs/behaviours/public-site.md#splash). The site is rendered underneath from the
 * first paint (it is the prerendered HTML, so its content is there for search engines and for the largest paint), but
 * stays inert until access is granted at 2 s; the splash then fades and lets clicks through, and leaves at 3 s.
 */
export function SplashGate({ children }: { children: ReactNode }) {
  const { progress, flagOffset, accessGranted, showing } = useSplash(FLAG_STRIP.length);
  const hydrated = useHydrated();
  const t = useT();
  const locale = useLocale();
  const headline = hydrated
    ? splashHeadline(window.location.pathname, window.location.search, t("splash.default"))
    : t("splash.default");
  const flags = Array.from(
    { length: Math.min(VISIBLE_FLAGS, FLAG_STRIP.length) },
    (_, i) => FLAG_STRIP[(flagOffset + i) % FLAG_STRIP.length],
  );

  return (
    <>
      <div inert={!accessGranted} data-testid="site">
        {children}
      </div>
      {showing && (
        <div
          data-testid="splash"
          data-state={accessGranted ? "leaving" : "showing"}
          className={`fixed inset-0 z-50 flex flex-col items-center justify-center gap-8 bg-brand-900 px-6 text-center text-white transition-opacity duration-700 ${
            accessGranted ? "pointer-events-none opacity-0" : "opacity-100"
          }`}
        >
          <p className="text-2xl font-bold tracking-tight">VisaDesk</p>
          <p className="max-w-xl text-3xl font-extrabold sm:text-4xl" data-testid="splash-headline">
            {headline}
          </p>
          {/* Keyed by slot, in fixed-size slots: each rotation changes what the slots show, and nothing moves (moving
              the flags along would count as a layout shift every 100 ms). Seven fit a 320 px phone. */}
          <ul
            aria-label={t("splash.destinations")}
            className="flex gap-1.5 text-2xl sm:gap-3 sm:text-4xl"
            data-testid="splash-flags"
          >
            {flags.map((code, slot) =>
              code ? (
                <li
                  key={slot}
                  title={countryName(code, locale)}
                  data-code={code}
                  className="flex size-8 items-center justify-center overflow-hidden sm:size-12"
                >
                  <Flag code={code} size="md" className="sm:h-[30px] sm:w-10" />
                  <span className="sr-only">{countryName(code, locale)}</span>
                </li>
              ) : null,
            )}
          </ul>
          <div className="w-64 max-w-full">
            <div
              role="progressbar"
              aria-label={t("splash.loading")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 overflow-hidden rounded-full bg-white/20"
            >
              <div className="h-full bg-white" style={{ width: `${progress}%` }} />
            </div>
            <p className="mt-2 text-sm text-white/90" data-testid="splash-progress">
              {progress}%
            </p>
          </div>
        </div>
      )}
    </>
  );
}
