import { destinationPath } from "@visadesk/content/destination-slugs";
import { LOCATION_SLOT_COUNTRY } from "@visadesk/content/locations";
import type { LandingPersonalisation } from "@visadesk/personalisation/on-demand";
import { Flag } from "#components/flag.tsx";
import { ChatCta } from "#features/home/components/cta-link.tsx";
import { useSiteChatLink } from "#lib/behaviour-texts.ts";
import { SlotLine } from "#lib/country-labels.tsx";
import { englishCountryName } from "#lib/country-list.ts";
import { LocaleLink, Msg, useLocale, useT } from "#lib/i18n.tsx";
import { countryName, countryShortName } from "#lib/localised-content.ts";

const URGENCY_BADGE = { high: "hero.badge.high", medium: "hero.badge.medium" } as const;

/**
 * The home page hero, written for the landing URL's keywords (docs/behaviours/personalisation.md). Every text comes
 * from our templates.
 */
export function PersonalisedHero({ personalisation }: { personalisation: LandingPersonalisation }) {
  const {
    heroTitle,
    heroSubtitle,
    isVisaRefusal,
    urgencyLevel,
    focusCountries,
    locationSpecificContent,
    detectedLocation,
  } = personalisation;
  const chat = useSiteChatLink();
  const t = useT();
  const locale = useLocale();
  // Codes no list names are left out (the landing parser, which can name any country, comes with the ISO list).
  const countries = focusCountries
    .filter((code) => englishCountryName(code) !== undefined)
    .map((code) => ({ code: code.toUpperCase() }));
  // The page about the country the visitor searched for, when it has one.
  const lead = countries[0];
  const leadPath = lead ? destinationPath(lead.code) : undefined;
  const slotCountry = detectedLocation ? LOCATION_SLOT_COUNTRY[detectedLocation] : undefined;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white" data-testid="hero">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        {urgencyLevel !== "low" && (
          <p className="mb-4 inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            {t(URGENCY_BADGE[urgencyLevel])}
          </p>
        )}
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {heroTitle}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{heroSubtitle}</p>
        {locationSpecificContent && (
          <aside
            aria-label={t("hero.city.label")}
            className="mt-6 max-w-2xl rounded-lg border border-amber-200 bg-amber-50 p-4 text-slate-800"
          >
            <p>{locationSpecificContent.warningMessage}</p>
            {slotCountry && <SlotLine code={slotCountry} />}
            <p className="mt-2 text-sm">
              <Msg
                id="hero.city.successRate"
                values={{
                  office: locationSpecificContent.localOffice,
                  rate: locationSpecificContent.successRate,
                }}
                components={{ 0: <strong /> }}
              />
            </p>
          </aside>
        )}
        <div className="mt-8 flex flex-wrap gap-4">
          <LocaleLink
            to="/visa-form"
            className="inline-flex h-12 items-center rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
          >
            {isVisaRefusal ? t("hero.cta.refusal") : t("hero.cta.assessment")}
          </LocaleLink>
          <ChatCta href={chat.href} onOpen={chat.open} />
        </div>
        {lead && leadPath && (
          <p className="mt-6">
            <LocaleLink
              to={leadPath}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline hover:text-brand-900"
            >
              <Flag code={lead.code} />
              {t("hero.leadLink", { country: countryShortName(lead.code, locale) })}
            </LocaleLink>
          </p>
        )}
        <ul aria-label={t("hero.popular")} className="mt-8 flex flex-wrap gap-2">
          {countries.map((country) => {
            const path = destinationPath(country.code);
            const chip =
              "inline-flex min-h-8 items-center gap-2 rounded-full bg-white px-3 py-1 text-sm ring-1";
            return (
              <li key={country.code} data-testid="focus-country">
                {path ? (
                  <LocaleLink
                    to={path}
                    className={`${chip} text-brand-800 ring-slate-300 hover:ring-brand-600`}
                  >
                    <Flag code={country.code} />
                    {countryName(country.code, locale)}
                  </LocaleLink>
                ) : (
                  <span className={`${chip} text-slate-700 ring-slate-200`}>
                    <Flag code={country.code} />
                    {countryName(country.code, locale)}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
