import { OFFICE } from "@visadesk/content/office";
import type { ReactNode } from "react";
import { Link } from "#lib/router.tsx";

/** Header, main landmark and footer shared by every public page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { address } = OFFICE;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <nav
          aria-label="Main"
          className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3"
        >
          <Link to="/" className="text-xl font-bold text-brand-700">
            VisaDesk
          </Link>
          <div className="flex items-center gap-4 text-sm font-medium">
            <Link to="/blog" className="text-slate-700 hover:text-brand-700">
              Blog
            </Link>
            <Link to="/visa-form" className="rounded-lg bg-brand-600 px-4 py-2 text-white hover:bg-brand-700">
              Free assessment
            </Link>
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
            <p>{OFFICE.openingHours}</p>
          </div>
          <nav aria-label="Footer" className="flex flex-col items-start gap-1">
            <Link to="/visa-form" className="inline-flex min-h-6 items-center hover:text-brand-700">
              Free visa assessment
            </Link>
            <Link to="/blog" className="inline-flex min-h-6 items-center hover:text-brand-700">
              Visa guides
            </Link>
            <Link to="/privacy-policy" className="inline-flex min-h-6 items-center hover:text-brand-700">
              Privacy policy
            </Link>
            <Link to="/terms-conditions" className="inline-flex min-h-6 items-center hover:text-brand-700">
              Terms and conditions
            </Link>
          </nav>
        </div>
        <p className="mx-auto max-w-6xl px-4 pb-6 text-xs text-slate-600">
          © {OFFICE.name}. Visas are decided by the governments that issue them; we do not guarantee any
          decision.
        </p>
      </footer>
    </div>
  );
}
