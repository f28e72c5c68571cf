import { LOCATION_COPY, LOCATION_SLOT_COUNTRY, LOCATIONS } from "@visadesk/content/locations";
import { SectionHeading } from "#features/home/components/section-heading.tsx";
import { SlotLine } from "#lib/country-labels.tsx";

const CITIES = LOCATIONS.flatMap((location) => {
  const copy = LOCATION_COPY[location.id];
  return copy ? [{ ...location, copy, slotCountry: LOCATION_SLOT_COUNTRY[location.id] }] : [];
});

/** The five cities where we have an office, each with its local advice. */
export function CitiesSection() {
  return (
    <section aria-labelledby="cities-heading" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="cities-heading" title="Offices in five cities">
        Meet a consultant in person, or work with us online from anywhere in India.
      </SectionHeading>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {CITIES.map((city) => (
          <li key={city.id} data-testid="city" className="rounded-card border border-slate-200 p-5">
            <h3 className="font-semibold text-slate-900">{city.label}</h3>
            <p className="mt-1 text-sm text-slate-600">{city.copy.localOffice}</p>
            <p className="mt-3 text-sm text-slate-700">{city.copy.warningMessage}</p>
            {city.slotCountry && <SlotLine code={city.slotCountry} />}
            <p className="mt-3 text-sm">
              Office success rate: <strong className="text-green-800">{city.copy.successRate}</strong>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
