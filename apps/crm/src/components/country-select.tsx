import { COUNTRIES, TOP_DESTINATIONS } from "@visadesk/content/countries";
import { Select, type SelectProps } from "@visadesk/ui/select";

const TOP = TOP_DESTINATIONS.slice(0, 12)
  .map((code) => COUNTRIES.find((c) => c.code === code))
  .filter((c) => c !== undefined);
const ALL = [...COUNTRIES].sort((a, b) => a.name.localeCompare(b.name));

/** A destination country (ISO 3166-1 alpha-2 value), the most asked-for first. */
export function CountrySelect(props: SelectProps) {
  return (
    <Select {...props}>
      <option value="">Not known yet</option>
      <optgroup label="Most requested">
        {TOP.map((country) => (
          <option key={`top-${country.code}`} value={country.code}>
            {country.name}
          </option>
        ))}
      </optgroup>
      <optgroup label="All countries">
        {ALL.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </optgroup>
    </Select>
  );
}
