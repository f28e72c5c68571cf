import { SectionHeading } from "#features/home/components/section-heading.tsx";
import { useLocale, useT } from "#lib/i18n.tsx";
import { faqIn } from "#lib/localised-content.ts";

/** Questions visitors ask before they enquire; native disclosure widgets, so they work before the script loads. */
export function FaqSection() {
  const t = useT();
  const faq = faqIn(useLocale());
  return (
    <section aria-labelledby="faq-heading" className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-16">
        <SectionHeading id="faq-heading" title={t("faq.heading")} />
        <div className="mt-8 divide-y divide-slate-200 rounded-card border border-slate-200 bg-white">
          {faq.map((item) => (
            <details key={item.id} data-testid="faq-item" className="group p-5">
              <summary className="cursor-pointer font-semibold text-slate-900">{item.question}</summary>
              <p className="mt-3 text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
