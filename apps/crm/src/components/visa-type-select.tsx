import { VISA_TYPES } from "@visadesk/contracts/values/crm";
import { Select, type SelectProps } from "@visadesk/ui/select";
import { humanise } from "#lib/format.ts";

/** A visa type, or "Not known yet" (empty value). */
export function VisaTypeSelect(props: SelectProps) {
  return (
    <Select {...props}>
      <option value="">Not known yet</option>
      {VISA_TYPES.map((type) => (
        <option key={type} value={type}>
          {humanise(type)}
        </option>
      ))}
    </Select>
  );
}
