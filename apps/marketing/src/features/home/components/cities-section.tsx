import { LOCATION_COPY, LOCATION_SLOT_COUNTRY, LOCATIONS } from "@visadesk/content/locations";
import { SectionHeading } from "#features/home/components/section-heading.tsx";
import { SlotLine } from "#lib/country-labels.tsx";
import { Msg, useLocale, useT } from "#lib/i18n.tsx";
import { locationIn } from "#lib/localised-content.ts";

const CITY_IDS = LOCATIONS.filter((location) => LOCATION_COPY[location.id]).map((location) => location.id);

/** The five cities where we have an office, each with its local advice. */
export function CitiesSection() {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="cities-heading" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="cities-heading" title={t("cities.heading")}>
        {t("cities.lead")}
      </SectionHeading>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {CITY_IDS.map((id) => {
          const { label, copy } = locationIn(id, locale);
          const slotCountry = LOCATION_SLOT_COUNTRY[id];
          if (!copy) return null;
          return (
            <li key={id} data-testid="city" className="rounded-card border border-slate-200 p-5">
              <h3 className="font-semibold text-slate-900">{label}</h3>
              <p className="mt-1 text-sm text-slate-600">{copy.localOffice}</p>
              <p className="mt-3 text-sm text-slate-700">{copy.warningMessage}</p>
              {slotCountry && <SlotLine code={slotCountry} />}
              <p className="mt-3 text-sm">
                <Msg
                  id="cities.successRate"
                  values={{ rate: copy.successRate }}
                  components={{ 0: <strong className="text-green-800" /> }}
                />
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
