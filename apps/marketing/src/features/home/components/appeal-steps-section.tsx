import { FormCta } from "#features/home/components/cta-link.tsx";
import { SectionHeading } from "#features/home/components/section-heading.tsx";
import { useLocale, useT } from "#lib/i18n.tsx";
import { appealStepsIn } from "#lib/localised-content.ts";

/** How a refusal appeal works, step by step. */
export function AppealStepsSection() {
  const t = useT();
  const steps = appealStepsIn(useLocale());
  return (
    <section aria-labelledby="appeal-heading" className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id="appeal-heading" title={t("appeal.heading")}>
          {t("appeal.lead")}
        </SectionHeading>
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} data-testid="appeal-step" className="rounded-card bg-white p-5 shadow-sm">
              <p className="text-sm font-semibold text-brand-700">
                {t("appeal.step", { number: index + 1 })}
              </p>
              <h3 className="mt-1 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8">
          <FormCta>{t("appeal.cta")}</FormCta>
        </div>
      </div>
    </section>
  );
}
