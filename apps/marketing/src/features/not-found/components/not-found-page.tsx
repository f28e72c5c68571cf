import { SiteLayout } from "#components/site-layout.tsx";
import { LocaleLink, useT } from "#lib/i18n.tsx";

/** Any path that is not a page; the server answers it with HTTP 404. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <SiteLayout>
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t("notFound.code")}</p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">{t("notFound.title")}</h1>
        <p className="mt-4 text-slate-700">{t("notFound.lead")}</p>
        <div className="mt-8 flex justify-center gap-4">
          <LocaleLink
            to="/"
            className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {t("notFound.home")}
          </LocaleLink>
          <LocaleLink
            to="/visa-form"
            className="rounded-lg px-5 py-3 font-semibold text-brand-700 ring-1 ring-brand-600/30"
          >
            {t("notFound.enquiry")}
          </LocaleLink>
        </div>
      </section>
    </SiteLayout>
  );
}
