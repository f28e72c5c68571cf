import { FormCta } from "#features/home/components/cta-link.tsx";
import { SectionHeading } from "#features/home/components/section-heading.tsx";
import { useLocale, useT } from "#lib/i18n.tsx";
import { servicesIn } from "#lib/localised-content.ts";

/** Every visa type we handle, and refusal appeals (highlighted: the practice's speciality). */
export function ServicesSection() {
  const t = useT();
  const services = servicesIn(useLocale());
  return (
    <section aria-labelledby="services-heading" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="services-heading" title={t("services.heading")}>
        {t("services.lead")}
      </SectionHeading>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service) => (
          <li
            key={service.id}
            data-testid="service"
            className={`rounded-card border p-5 ${
              service.id === "refusal-appeal" ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"
            }`}
          >
            <h3 className="font-semibold text-slate-900">{service.name}</h3>
            <p className="mt-2 text-sm text-slate-700">{service.description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <FormCta>{t("services.cta")}</FormCta>
      </div>
    </section>
  );
}
