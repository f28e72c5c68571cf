import type { VisaType } from "@visadesk/content/services";

/** The visa form's address with the destination and visa type filled in (read by the form's draft hook). */
export function visaFormLink(country: string, visaType?: VisaType): string {
  const query = new URLSearchParams({ country });
  if (visaType) query.set("visa", visaType);
  return `/visa-form?${query.toString()}`;
}
