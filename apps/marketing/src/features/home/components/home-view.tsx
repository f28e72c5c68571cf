import { Link } from "react-router-dom";
import { SiteLayout } from "#components/site-layout.tsx";
import { ClaimsStrip } from "#features/home/components/claims-strip.tsx";

export interface HomeViewProps {
  /** ISO 3166-1 alpha-2 code whose content the page leads with (the /uk route passes "GB"). */
  forceCountry?: string;
}

/** The home page: hero, claims and the way to an enquiry. */
export function HomeView({ forceCountry }: HomeViewProps) {
  const heading =
    forceCountry === "GB"
      ? "UK visas and UK refusal appeals, handled by experts"
      : "Visa help for 190+ countries, and appeals when a visa is refused";
  return (
    <SiteLayout>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {heading}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Tell us where you want to go. A consultant checks your case, lists the documents you need and
            files it with you, and if a visa was refused, builds the appeal.
          </p>
          <Link
            to="/visa-form"
            className="mt-8 inline-flex h-12 items-center rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
          >
            Get a free assessment
          </Link>
        </div>
      </section>
      <ClaimsStrip />
    </SiteLayout>
  );
}
