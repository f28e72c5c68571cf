import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/** Header, main landmark and footer shared by every public page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
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
      <footer className="border-t border-slate-200 bg-slate-50 text-sm text-slate-600">
        <div className="mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-2 px-4 py-6">
          <span>© VisaDesk</span>
          <Link to="/privacy-policy" className="hover:text-brand-700">
            Privacy policy
          </Link>
          <Link to="/terms-conditions" className="hover:text-brand-700">
            Terms and conditions
          </Link>
        </div>
      </footer>
    </div>
  );
}
