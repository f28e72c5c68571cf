import { APPEAL_STEPS } from "@visadesk/content/appeal-steps";
import { FormCta } from "#features/home/components/cta-link.tsx";
import { SectionHeading } from "#features/home/components/section-heading.tsx";

/** How a refusal appeal works, step by step. */
export function AppealStepsSection() {
  return (
    <section aria-labelledby="appeal-heading" className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id="appeal-heading" title="How a refusal appeal works">
          A refusal is not the end. 95% of the appeals and re-applications we filed ended in a visa.
        </SectionHeading>
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {APPEAL_STEPS.map((step, index) => (
            <li key={step.title} data-testid="appeal-step" className="rounded-card bg-white p-5 shadow-sm">
              <p className="text-sm font-semibold text-brand-700">Step {index + 1}</p>
              <h3 className="mt-1 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8">
          <FormCta>Start with a free refusal review</FormCta>
        </div>
      </div>
    </section>
  );
}
