import { getCountry } from "@visadesk/content/countries";
import { COUNTRY_STATS } from "@visadesk/content/country-stats";
import { Hint, HintGroup } from "#components/hint.tsx";
import { SectionHeading } from "#features/home/components/section-heading.tsx";
import { formatDate } from "#lib/format-date.ts";

/** What the appointment and biometric labels mean (SPEC.md §1), shown as their tooltips. */
const SLOT_HINT = "How soon an appointment at the visa centre can be booked from India.";
const BIOMETRIC_HINT = "How long it currently takes to get a biometrics appointment.";

/** The 17 destinations with their claimed success rate and the slot and biometric waits we last checked. */
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
              return (
                <li
                  key={stats.code}
                  data-testid="destination"
                  className="rounded-card border border-slate-200 bg-white p-5"
                >
                  <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                    <span aria-hidden="true">{country?.flag}</span>
                    {country?.name ?? stats.code}
                  </h3>
                  <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                    <dt className="text-slate-600">Success rate</dt>
                    <dd className="font-semibold text-green-800">
                      <Hint hint={stats.note}>{stats.successRate}</Hint>
                    </dd>
                    <dt className="text-slate-600">Appointments</dt>
                    <dd className="text-slate-900">
                      <Hint hint={`${SLOT_HINT} Checked on ${formatDate(stats.lastChecked)}.`}>
                        {stats.slotAvailability}
                      </Hint>
                    </dd>
                    <dt className="text-slate-600">Biometrics</dt>
                    <dd className="text-slate-900">
                      <Hint hint={`${BIOMETRIC_HINT} Checked on ${formatDate(stats.lastChecked)}.`}>
                        {stats.biometricWait}
                      </Hint>
                    </dd>
                  </dl>
                  <p className="mt-3 text-xs text-slate-600">
                    Checked on <time dateTime={stats.lastChecked}>{formatDate(stats.lastChecked)}</time>
                  </p>
                </li>
              );
            })}
          </ul>
        </HintGroup>
      </div>
    </section>
  );
}
