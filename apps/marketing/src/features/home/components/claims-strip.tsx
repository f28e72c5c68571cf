import { CLAIMS } from "@visadesk/content/claims";

/** The five claims of SPEC.md §1, each with how it is counted as its tooltip text. */
export function ClaimsStrip() {
  return (
    <section aria-labelledby="claims-heading" className="bg-brand-900 text-white">
      <h2 id="claims-heading" className="sr-only">
        Why clients choose us
      </h2>
      <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-8 sm:grid-cols-5">
        {CLAIMS.map((claim) => (
          <li key={claim.id} className="text-center" title={claim.note} data-testid="claim">
            <p className="text-3xl font-extrabold">{claim.value}</p>
            <p className="text-sm text-white/80">{claim.label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
