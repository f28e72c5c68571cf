import { SiteLayout } from "#components/site-layout.tsx";
import { Link } from "#lib/router.tsx";

/** Any path that is not a page; the server answers it with HTTP 404. */
export default function NotFoundPage() {
  return (
    <SiteLayout>
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Error 404</p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">Page not found</h1>
        <p className="mt-4 text-slate-700">
          The page you asked for does not exist or has moved. Start again from the home page, or ask us
          directly.
        </p>
        <div className="mt-8 flex justify-center gap-4">
          <Link
            to="/"
            className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          >
            Go to the home page
          </Link>
          <Link
            to="/visa-form"
            className="rounded-lg px-5 py-3 font-semibold text-brand-700 ring-1 ring-brand-600/30"
          >
            Send an enquiry
          </Link>
        </div>
      </section>
    </SiteLayout>
  );
}
