import { Hint, HintGroup } from "#components/hint.tsx";
import { useLocale, useT } from "#lib/i18n.tsx";
import { claimsIn } from "#lib/localised-content.ts";

/** The five claims of SPEC.md §1, each with how it is counted as its tooltip (SPEC.md §9 delays). */
export function ClaimsStrip() {
  const t = useT();
  const claims = claimsIn(useLocale());
  return (
    <section aria-labelledby="claims-heading" className="bg-brand-900 text-white">
      <h2 id="claims-heading" className="sr-only">
        {t("claims.heading")}
      </h2>
      <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-8 sm:grid-cols-5">
        <HintGroup>
          {claims.map((claim) => (
            <li key={claim.id} className="text-center" data-testid="claim">
              <Hint hint={claim.note} className="">
                <span className="block text-3xl font-extrabold">{claim.value}</span>
                <span className="block text-sm text-white/80 underline decoration-dotted underline-offset-4">
                  {claim.label}
                </span>
              </Hint>
            </li>
          ))}
        </HintGroup>
      </ul>
    </section>
  );
}
