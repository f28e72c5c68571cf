import { type Destination, getDestinationBySlug } from "@visadesk/content/destinations";
import { formatIsoDate } from "@visadesk/content/i18n/format";
import type { ReactNode } from "react";
import { Flag } from "#components/flag.tsx";
import { SiteLayout } from "#components/site-layout.tsx";
import { visaFormLink } from "#features/destinations/utils/form-link.ts";
import NotFoundPage from "#features/not-found/components/not-found-page.tsx";
import { countryLabel, LabelDate, LabelText } from "#lib/country-labels.tsx";
import { checklistIn, destinationIn } from "#lib/destination-content.ts";
import { LocaleLink, Msg, useLocale, useT } from "#lib/i18n.tsx";
import { countryName } from "#lib/localised-content.ts";
import { useParams } from "#lib/router.tsx";

const PRIMARY =
  "inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700";
const SECONDARY =
  "inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-brand-700 ring-1 ring-brand-600/30 hover:bg-brand-50";

/** The official source's page; its name comes from the translated sentence around it. */
function SourceLink({ url, children }: { url: string; children?: ReactNode }) {
  return (
    <a href={url} className="underline hover:text-brand-700" rel="noopener" target="_blank">
      {children}
    </a>
  );
}

/** /visa/<slug>: one destination's visas, figures, documents, refusals and appeals. Unknown slugs: not found. */
export default function DestinationPage() {
  const { slug = "" } = useParams();
  const destination = getDestinationBySlug(slug);
  if (!destination) return <NotFoundPage />;
  return <DestinationView destination={destination} />;
}

function DestinationView({ destination: english }: { destination: Destination }) {
  const t = useT();
  const locale = useLocale();
  const destination = destinationIn(english, locale);
  const { code } = destination;
  const name = countryName(code, locale);
  const label = countryLabel(code);
  const firstVisa = destination.visas[0]?.visaType;
  return (
    <SiteLayout>
      <article>
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
            <nav aria-label={t("destination.breadcrumb")} className="text-sm text-slate-700">
              <ol className="flex flex-wrap gap-2">
                <li>
                  <LocaleLink to="/" className="underline hover:text-brand-700">
                    {t("destination.home")}
                  </LocaleLink>
                  <span aria-hidden="true"> /</span>
                </li>
                <li aria-current="page">{t("destination.crumb", { country: name })}</li>
              </ol>
            </nav>
            <h1 className="mt-4 flex items-center gap-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
              <Flag code={code} size="lg" />
              {t("destination.title", { country: name })}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-slate-700">{destination.summary}</p>
            {label && (
              <section
                aria-labelledby="figures-heading"
                className="mt-6 max-w-2xl rounded-card border border-slate-200 bg-white p-5"
              >
                <h2 id="figures-heading" className="font-semibold text-slate-900">
                  {t("destination.figures", { country: name })}
                </h2>
                <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="text-slate-600">{t("destinations.successRate")}</dt>
                    <dd className="font-semibold text-green-800">
                      <LabelText label={label} field="successRate" />
                    </dd>
                    <dd className="text-xs text-slate-600">
                      <LabelText label={label} field="successBasis" />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{t("destinations.appointments")}</dt>
                    <dd className="text-slate-900" data-testid="slot-label">
                      <LabelText label={label} field="slotAvailability" />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{t("destinations.biometrics")}</dt>
                    <dd className="text-slate-900">
                      <LabelText label={label} field="biometricWait" />
                    </dd>
                  </div>
                </dl>
                <p className="mt-3 text-xs text-slate-600" data-testid="checked-on">
                  <Msg
                    id="destination.checkedNote"
                    values={{ country: name }}
                    components={{ 0: <LabelDate label={label} /> }}
                  />{" "}
                  {destination.note}
                </p>
              </section>
            )}
            <div className="mt-8 flex flex-wrap gap-4">
              <LocaleLink
                to={visaFormLink(code, firstVisa)}
                className={PRIMARY}
                data-testid="destination-cta"
              >
                {t("destination.cta", { country: name })}
              </LocaleLink>
            </div>
          </div>
        </header>

        <section aria-labelledby="visas-heading" className="mx-auto max-w-5xl px-4 py-12">
          <h2 id="visas-heading" className="text-2xl font-bold text-slate-900">
            {t("destination.visas", { country: name })}
          </h2>
          {/* Three columns that wrap rather than scroll: on a phone a scrolling table hides the fees off-screen. */}
          <div className="mt-6">
            <table className="w-full border-collapse text-left text-sm [overflow-wrap:anywhere]">
              <caption className="sr-only">{t("destination.visasCaption", { country: name })}</caption>
              <thead>
                <tr className="border-b border-slate-300 text-slate-700">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {t("destination.col.visa")}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {t("destination.col.time")}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {t("destination.col.fee")}
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
            <Msg
              id="destination.indicative"
              values={{
                source: destination.source.name,
                date: formatIsoDate(destination.feesCheckedOn, locale),
              }}
              components={{
                0: <SourceLink url={destination.source.url} />,
                1: <time dateTime={destination.feesCheckedOn} />,
              }}
            />
          </p>
        </section>

        <section aria-labelledby="documents-heading" className="bg-slate-50">
          <div className="mx-auto max-w-5xl px-4 py-12">
            <h2 id="documents-heading" className="text-2xl font-bold text-slate-900">
              {t("destination.documents")}
            </h2>
            <p className="mt-3 max-w-3xl text-slate-700">{t("destination.documentsLead")}</p>
            <div className="mt-6 grid gap-4 md:grid-cols-2">
              {destination.visas.map((visa) => {
                const checklist = checklistIn(code, visa.visaType, locale);
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
                      {checklist.map((item) => (
                        <li key={item.id}>{item.label}</li>
                      ))}
                    </ul>
                    <LocaleLink to={visaFormLink(code, visa.visaType)} className={`${SECONDARY} mt-4`}>
                      {t("destination.start", { visa: visa.name })}
                    </LocaleLink>
                  </section>
                );
              })}
            </div>
          </div>
        </section>

        <section aria-labelledby="refusals-heading" className="mx-auto max-w-5xl px-4 py-12">
          <h2 id="refusals-heading" className="text-2xl font-bold text-slate-900">
            {t("destination.refusals")}
          </h2>
          <div className="mt-6 grid gap-8 md:grid-cols-2">
            <div>
              <h3 className="font-semibold text-slate-900">{t("destination.reasons")}</h3>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
                {destination.refusalReasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="font-semibold text-slate-900">{t("destination.afterRefusal")}</h3>
              <p className="mt-3 text-slate-800">{destination.appeal}</p>
              <LocaleLink to={`${visaFormLink(code, firstVisa)}&refused=yes`} className={`${SECONDARY} mt-4`}>
                {t("destination.refusalCta")}
              </LocaleLink>
            </div>
          </div>
        </section>

        <section aria-labelledby="destination-faq-heading" className="bg-slate-50">
          <div className="mx-auto max-w-3xl px-4 py-12">
            <h2 id="destination-faq-heading" className="text-2xl font-bold text-slate-900">
              {t("destination.faq", { country: name })}
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
              <LocaleLink to={visaFormLink(code, firstVisa)} className={PRIMARY}>
                {t("destination.talk", { country: name })}
              </LocaleLink>
            </div>
          </div>
        </section>
      </article>
    </SiteLayout>
  );
}
