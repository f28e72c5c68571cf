import { Hint, HintGroup } from "#components/hint.tsx";
import { useLocale, useT } from "#lib/i18n.tsx";
import { claimsIn } from "#lib/localised-content.ts";
import { appealClaim, CLAIM_ATTRIBUTE } from "#lib/measured-claims.tsx";

/**
 * The five claims of docs/behaviours/public-site.md#who-it-is-for, each with how it is counted as its tooltip
 * (docs/behaviours/public-site.md#tooltips). The refusal-appeal claim is the consultancy's measured share when enough
 * appeals were decided, and then says from how many and when (decision 031); the server fills its marked value and
 * basis into the prerendered page.
 */
export function ClaimsStrip() {
  const t = useT();
  const locale = useLocale();
  const claims = claimsIn(locale);
  const appeal = appealClaim();
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
                {claim.id === "appeal-success" ? (
                  <span
                    {...{ [CLAIM_ATTRIBUTE]: "appeal-success.value" }}
                    className="block text-3xl font-extrabold"
                  >
                    {appeal.value}
                  </span>
                ) : (
                  <span className="block text-3xl font-extrabold">{claim.value}</span>
                )}
                <span className="block text-sm text-white/80 underline decoration-dotted underline-offset-4">
                  {claim.label}
                </span>
              </Hint>
              {claim.id === "appeal-success" && (
                // Measured results say how they were counted; the staff-kept figure has no such line (it is empty).
                <span
                  {...{ [CLAIM_ATTRIBUTE]: "appeal-success.basis" }}
                  className="mt-1 block text-xs text-white/80"
                  lang={locale === "hi" ? "en-IN" : undefined}
                >
                  {appeal.basis}
                </span>
              )}
            </li>
          ))}
        </HintGroup>
      </ul>
    </section>
  );
}
