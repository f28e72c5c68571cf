import { getCountry } from "@visadesk/content/countries";
import { COUNTRY_STATS } from "@visadesk/content/country-stats";
import { destinationPath } from "@visadesk/content/destination-slugs";
import { Flag } from "#components/flag.tsx";
import { Hint, HintGroup } from "#components/hint.tsx";
import { SectionHeading } from "#features/home/components/section-heading.tsx";
import { countryLabel, LabelDate, LabelText } from "#lib/country-labels.tsx";
import { Link } from "#lib/router.tsx";

/** What the success rate and the appointment and biometric labels mean (SPEC.md §1), shown as their tooltips. */
const RATE_HINT = "Share of our applications for this country in the last 24 months that ended in a visa.";
const SLOT_HINT = "How soon an appointment at the visa centre can be booked from India.";
const BIOMETRIC_HINT = "How long it currently takes to get a biometrics appointment.";

/** The 17 destinations with their claimed success rate and the slot and biometric waits staff last checked. */
export function DestinationsSection() {
  return (
    <section aria-labelledby="destinations-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id="destinations-heading" title="Success rates and waiting times">
          Our results for the destinations Indian travellers ask about most, with the appointment waits we
          last checked at the visa centres.
        </SectionHeading>
        <HintGroup>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {COUNTRY_STATS.map((stats) => {
              const country = getCountry(stats.code);
              const label = countryLabel(stats.code);
              const path = destinationPath(stats.code);
              const name = country?.name ?? stats.code;
              return (
                <li
                  key={stats.code}
                  data-testid="destination"
                  className="relative rounded-card border border-slate-200 bg-white p-5"
                >
                  <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                    <Flag code={stats.code} />
                    {/* The whole card is the link's target area; the link's own text stays the country's name. */}
                    <Link
                      to={path ?? "/visa-form"}
                      className="after:absolute after:inset-0 hover:text-brand-700"
                    >
                      {name} visas
                    </Link>
                  </h3>
                  {label && (
                    <>
                      <dl className="relative z-10 mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                        <dt className="text-slate-600">Success rate</dt>
                        <dd className="font-semibold text-green-800">
                          <Hint hint={RATE_HINT}>
                            <LabelText label={label} field="successRate" />
                          </Hint>
                        </dd>
                        <dt className="text-slate-600">Appointments</dt>
                        <dd className="text-slate-900" data-testid="slot-label">
                          <Hint hint={SLOT_HINT}>
                            <LabelText label={label} field="slotAvailability" />
                          </Hint>
                        </dd>
                        <dt className="text-slate-600">Biometrics</dt>
                        <dd className="text-slate-900">
                          <Hint hint={BIOMETRIC_HINT}>
                            <LabelText label={label} field="biometricWait" />
                          </Hint>
                        </dd>
                      </dl>
                      <p className="mt-3 text-xs text-slate-600" data-testid="checked-on">
                        Checked on <LabelDate label={label} />
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
