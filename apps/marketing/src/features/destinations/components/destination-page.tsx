import { getChecklist } from "@visadesk/content/checklists";
import { getCountry } from "@visadesk/content/countries";
import { type Destination, getDestinationBySlug } from "@visadesk/content/destinations";
import { Flag } from "#components/flag.tsx";
import { SiteLayout } from "#components/site-layout.tsx";
import { visaFormLink } from "#features/destinations/utils/form-link.ts";
import NotFoundPage from "#features/not-found/components/not-found-page.tsx";
import { countryLabel, LabelDate, LabelText } from "#lib/country-labels.tsx";
import { formatDate } from "#lib/format-date.ts";
import { Link, useParams } from "#lib/router.tsx";

const PRIMARY =
  "inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700";
const SECONDARY =
  "inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-brand-700 ring-1 ring-brand-600/30 hover:bg-brand-50";

/** /visa/<slug>: one destination's visas, figures, documents, refusals and appeals. Unknown slugs: not found. */
export default function DestinationPage() {
  const { slug = "" } = useParams();
  const destination = getDestinationBySlug(slug);
  if (!destination) return <NotFoundPage />;
  return <DestinationView destination={destination} />;
}

function DestinationView({ destination }: { destination: Destination }) {
  const { code } = destination;
  const name = getCountry(code)?.name ?? code;
  const label = countryLabel(code);
  const firstVisa = destination.visas[0]?.visaType;
  return (
    <SiteLayout>
      <article>
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
            <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
              <ol className="flex flex-wrap gap-2">
                <li>
                  <Link to="/" className="underline hover:text-brand-700">
                    Home
                  </Link>
                  <span aria-hidden="true"> /</span>
                </li>
                <li aria-current="page">{name} visas</li>
              </ol>
            </nav>
            <h1 className="mt-4 flex items-center gap-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
              <Flag code={code} size="lg" />
              {name} visas from India
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-slate-700">{destination.summary}</p>
            {label && (
              <section
                aria-labelledby="figures-heading"
                className="mt-6 max-w-2xl rounded-card border border-slate-200 bg-white p-5"
              >
                <h2 id="figures-heading" className="font-semibold text-slate-900">
                  Our figures for {name}
                </h2>
                <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="text-slate-600">Success rate</dt>
                    <dd className="font-semibold text-green-800">
                      <LabelText label={label} field="successRate" />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Appointments</dt>
                    <dd className="text-slate-900" data-testid="slot-label">
                      <LabelText label={label} field="slotAvailability" />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Biometrics</dt>
                    <dd className="text-slate-900">
                      <LabelText label={label} field="biometricWait" />
                    </dd>
                  </div>
                </dl>
                <p className="mt-3 text-xs text-slate-600" data-testid="checked-on">
                  Checked on <LabelDate label={label} /> at the visa centres' booking pages. The success rate
                  is the share of our applications for {name} in the last 24 months that ended in a visa.{" "}
                  {destination.note}
                </p>
              </section>
            )}
            <div className="mt-8 flex flex-wrap gap-4">
              <Link to={visaFormLink(code, firstVisa)} className={PRIMARY} data-testid="destination-cta">
                Get a free {name} assessment
              </Link>
            </div>
          </div>
        </header>

        <section aria-labelledby="visas-heading" className="mx-auto max-w-5xl px-4 py-12">
          <h2 id="visas-heading" className="text-2xl font-bold text-slate-900">
            Visas we handle for {name}
          </h2>
          {/* Three columns that wrap rather than scroll: on a phone a scrolling table hides the fees off-screen. */}
          <div className="mt-6">
            <table className="w-full border-collapse text-left text-sm [overflow-wrap:anywhere]">
              <caption className="sr-only">
                Visa types, typical processing times and government fees for {name}
              </caption>
              <thead>
                <tr className="border-b border-slate-300 text-slate-700">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Visa
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Typical processing time
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Government fee
                  </th>
                </tr>
              </thead>
              <tbody>
                {destination.visas.map((visa) => (
                  <tr key={visa.visaType} className="border-b border-slate-200 align-top">
                    <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
                      {visa.name}
                    </th>
                    <td className="py-3 pr-4 text-slate-800">{visa.processingTime}</td>
                    <td className="py-3 text-slate-800">{visa.governmentFee}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-3 text-sm text-slate-700">
            Indicative only: compared with{" "}
            <a
              href={destination.source.url}
              className="underline hover:text-brand-700"
              rel="noopener"
              target="_blank"
            >
              {destination.source.name}
            </a>{" "}
            on <time dateTime={destination.feesCheckedOn}>{formatDate(destination.feesCheckedOn)}</time>.
            Governments change times and fees without notice; we confirm both before you pay. Our own fee is
            separate and agreed in writing.
          </p>
        </section>

        <section aria-labelledby="documents-heading" className="bg-slate-50">
          <div className="mx-auto max-w-5xl px-4 py-12">
            <h2 id="documents-heading" className="text-2xl font-bold text-slate-900">
              Documents to prepare
            </h2>
            <p className="mt-3 max-w-3xl text-slate-700">
              The checklist our consultants work through with you, by visa. The embassy may ask for more in
              your case.
            </p>
            <div className="mt-6 grid gap-4 md:grid-cols-2">
              {destination.visas.map((visa) => {
                const checklist = getChecklist(code, visa.visaType);
                if (!checklist) return null;
                const headingId = `checklist-${visa.visaType}`;
                return (
                  <section
                    key={visa.visaType}
                    aria-labelledby={headingId}
                    data-testid="checklist"
                    className="rounded-card border border-slate-200 bg-white p-5"
                  >
                    <h3 id={headingId} className="font-semibold text-slate-900">
                      {visa.name}
                    </h3>
                    <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
                      {checklist.items.map((item) => (
                        <li key={item.id}>{item.label}</li>
                      ))}
                    </ul>
                    <Link to={visaFormLink(code, visa.visaType)} className={`${SECONDARY} mt-4`}>
                      Start: {visa.name}
                    </Link>
                  </section>
                );
              })}
            </div>
          </div>
        </section>

        <section aria-labelledby="refusals-heading" className="mx-auto max-w-5xl px-4 py-12">
          <h2 id="refusals-heading" className="text-2xl font-bold text-slate-900">
            Refusals we see, and how an appeal works
          </h2>
          <div className="mt-6 grid gap-8 md:grid-cols-2">
            <div>
              <h3 className="font-semibold text-slate-900">
                Common refusal reasons for applicants from India
              </h3>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
                {destination.refusalReasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="font-semibold text-slate-900">After a refusal</h3>
              <p className="mt-3 text-slate-800">{destination.appeal}</p>
              <Link to={`${visaFormLink(code, firstVisa)}&refused=yes`} className={`${SECONDARY} mt-4`}>
                Get a free refusal review
              </Link>
            </div>
          </div>
        </section>

        <section aria-labelledby="destination-faq-heading" className="bg-slate-50">
          <div className="mx-auto max-w-3xl px-4 py-12">
            <h2 id="destination-faq-heading" className="text-2xl font-bold text-slate-900">
              Questions about {name} visas
            </h2>
            <div className="mt-6 divide-y divide-slate-200 rounded-card border border-slate-200 bg-white">
              {destination.faqs.map((faq) => (
                <details key={faq.id} className="p-5">
                  <summary className="cursor-pointer font-semibold text-slate-900">{faq.question}</summary>
                  <p className="mt-3 text-slate-700">{faq.answer}</p>
                </details>
              ))}
            </div>
            <div className="mt-8 flex justify-center">
              <Link to={visaFormLink(code, firstVisa)} className={PRIMARY}>
                Talk to a consultant about {name}
              </Link>
            </div>
          </div>
        </section>
      </article>
    </SiteLayout>
  );
}
