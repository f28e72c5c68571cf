import { COUNTRY_STATS } from "@visadesk/content/country-stats";
import { destinationPath } from "@visadesk/content/destination-slugs";
import { Flag } from "#components/flag.tsx";
import { Hint, HintGroup } from "#components/hint.tsx";
import { SectionHeading } from "#features/home/components/section-heading.tsx";
import { countryLabel, LabelDate, LabelText } from "#lib/country-labels.tsx";
import { LocaleLink, Msg, useLocale, useT } from "#lib/i18n.tsx";
import { countryName } from "#lib/localised-content.ts";

/** The 17 destinations with their claimed success rate and the slot and biometric waits staff last checked. */
export function DestinationsSection() {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="destinations-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id="destinations-heading" title={t("destinations.heading")}>
          {t("destinations.lead")}
        </SectionHeading>
        <HintGroup>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {COUNTRY_STATS.map((stats) => {
              const label = countryLabel(stats.code);
              const path = destinationPath(stats.code);
              const name = countryName(stats.code, locale);
              return (
                <li
                  key={stats.code}
                  data-testid="destination"
                  className="relative rounded-card border border-slate-200 bg-white p-5"
                >
                  <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                    <Flag code={stats.code} />
                    {/* The whole card is the link's target area; the link's own text stays the country's name. */}
                    <LocaleLink
                      to={path ?? "/visa-form"}
                      className="after:absolute after:inset-0 hover:text-brand-700"
                    >
                      {t("destinations.cardLink", { country: name })}
                    </LocaleLink>
                  </h3>
                  {label && (
                    <>
                      <dl className="relative z-10 mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                        <dt className="text-slate-600">{t("destinations.successRate")}</dt>
                        <dd className="font-semibold text-green-800">
                          <Hint hint={t("destinations.rateHint")}>
                            <LabelText label={label} field="successRate" />
                          </Hint>
                          <span className="block text-xs font-normal text-slate-600">
                            <LabelText label={label} field="successBasis" />
                          </span>
                        </dd>
                        <dt className="text-slate-600">{t("destinations.appointments")}</dt>
                        <dd className="text-slate-900" data-testid="slot-label">
                          <Hint hint={t("destinations.slotHint")}>
                            <LabelText label={label} field="slotAvailability" />
                          </Hint>
                        </dd>
                        <dt className="text-slate-600">{t("destinations.biometrics")}</dt>
                        <dd className="text-slate-900">
                          <Hint hint={t("destinations.biometricHint")}>
                            <LabelText label={label} field="biometricWait" />
                          </Hint>
                        </dd>
                      </dl>
                      <p className="mt-3 text-xs text-slate-600" data-testid="checked-on">
                        <Msg id="destinations.checkedOn" components={{ 0: <LabelDate label={label} /> }} />
                      </p>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </HintGroup>
      </div>
    </section>
  );
}
