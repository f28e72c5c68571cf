import { NotFoundWatch } from "@visadesk/detectors/react";
import { Link, useLocation } from "react-router";

/** The home page belongs to the marketing site, not to this app's router: it is reached with a page load. */
export function goHome(): void {
  window.location.assign("/");
}

/**
 * Any address the CRM's router does not know (a stale link, the CRM on its own origin). Like the site's not-found
 * page, it shows "Page not found / Redirecting to homepage..." after the 2 hits of
 * docs/behaviours/public-site.md#not-found and goes to / 2 s later.
 */
export default function NotFoundPage({ onRedirect = goHome }: { onRedirect?: () => void }) {
  const { pathname } = useLocation();
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="max-w-md text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Error 404</p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">Page not found</h1>
        <p className="mt-3 text-slate-700">
          There is no page at this address. You will be taken to the home page in a moment.
        </p>
        <p className="mt-6">
          <Link to="/crm" className="font-semibold text-brand-700 underline">
            Go to the CRM instead
          </Link>
        </p>
      </div>
      <NotFoundWatch path={pathname} onRedirect={onRedirect} />
    </main>
  );
}
