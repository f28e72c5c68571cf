import { OFFICE } from "@visadesk/content/office";
import type { ReactNode } from "react";
import { LanguageSwitch } from "#components/language-switch.tsx";
import { LocaleLink, Msg, useLocale, useT } from "#lib/i18n.tsx";
import { officeAddressIn } from "#lib/localised-content.ts";

/** Header, main landmark and footer shared by every public page, in the page's language. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const address = officeAddressIn(useLocale());
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("layout.skip")}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <nav
          aria-label={t("layout.nav.main")}
          className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
        >
          <LocaleLink to="/" className="text-xl font-bold text-brand-700">
            VisaDesk
          </LocaleLink>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium">
            <LanguageSwitch />
            <LocaleLink to="/blog" className="text-slate-700 hover:text-brand-700">
              {t("layout.nav.blog")}
            </LocaleLink>
            <LocaleLink
              to="/visa-form"
              className="rounded-lg bg-brand-600 px-4 py-2 text-white hover:bg-brand-700"
            >
              {t("layout.nav.assessment")}
            </LocaleLink>
          </div>
        </nav>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-3">
          <div>
            <p className="font-semibold text-slate-900">{OFFICE.legalName}</p>
            <address className="mt-2 not-italic">
              {address.street}, {address.city} {address.postalCode}, {address.region}
            </address>
          </div>
          <div>
            <p>
              <a
                className="inline-flex min-h-6 items-center hover:text-brand-700"
                href={`tel:${OFFICE.phoneE164}`}
              >
                {OFFICE.phone}
              </a>
            </p>
            <p>
              <a
                className="inline-flex min-h-6 items-center hover:text-brand-700"
                href={`mailto:${OFFICE.email}`}
              >
                {OFFICE.email}
              </a>
            </p>
            <p>{t("layout.footer.hours")}</p>
          </div>
          <nav aria-label={t("layout.nav.footer")} className="flex flex-col items-start gap-1">
            <LocaleLink to="/visa-form" className="inline-flex min-h-6 items-center hover:text-brand-700">
              {t("layout.footer.assessment")}
            </LocaleLink>
            <LocaleLink to="/blog" className="inline-flex min-h-6 items-center hover:text-brand-700">
              {t("layout.footer.guides")}
            </LocaleLink>
            <LocaleLink
              to="/privacy-policy"
              className="inline-flex min-h-6 items-center hover:text-brand-700"
            >
              {t("layout.footer.privacy")}
            </LocaleLink>
            <LocaleLink
              to="/terms-conditions"
              className="inline-flex min-h-6 items-center hover:text-brand-700"
            >
              {t("layout.footer.terms")}
            </LocaleLink>
          </nav>
        </div>
        <p className="mx-auto max-w-6xl px-4 pb-6 text-xs text-slate-600">
          <Msg id="layout.footer.disclaimer" values={{ name: OFFICE.name }} />
        </p>
      </footer>
    </div>
  );
}
