import { getCountry } from "@visadesk/content/countries";
import { COUNTRY_STATS } from "@visadesk/content/country-stats";
import { SectionHeading } from "#features/home/components/section-heading.tsx";
import { formatDate } from "#lib/format-date.ts";

/** The 17 destinations with their claimed success rate and the slot and biometric waits we last checked. */
export function DestinationsSection() {
  return (
    <section aria-labelledby="destinations-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id="destinations-heading" title="Success rates and waiting times">
          Our results for the destinations Indian travellers ask about most, with the appointment waits we
          last checked at the visa centres.
        </SectionHeading>
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
                  <dd className="font-semibold text-green-800" title={stats.note}>
                    {stats.successRate}
                  </dd>
                  <dt className="text-slate-600">Appointments</dt>
                  <dd className="text-slate-900">{stats.slotAvailability}</dd>
                  <dt className="text-slate-600">Biometrics</dt>
                  <dd className="text-slate-900">{stats.biometricWait}</dd>
                </dl>
                <p className="mt-3 text-xs text-slate-600">
                  Checked on <time dateTime={stats.lastChecked}>{formatDate(stats.lastChecked)}</time>
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
