import { isInternalRole } from "@visadesk/auth/roles";
import { WatchedLoadingScreen } from "@visadesk/detectors/react";
import { Menu, X } from "lucide-react";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { navigationFor } from "#app/navigation.ts";
import { DeferredTooltip } from "#components/deferred-tooltip.tsx";
import { SessionBar } from "#features/auth/components/session-bar.tsx";
import { useSessionState } from "#features/auth/session.ts";

/**
 * The frame staff live in: a header (search, user, logout), the role's navigation (a drawer below the laptop
 * breakpoint), and the page. Visitors get the page alone, which the guards turn into the login card or a refusal.
 */
export function CrmLayout({ search }: { search?: ReactNode }) {
  const user = useSessionState((state) => state.user);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Following a link closes the drawer.
  useEffect(() => setMenuOpen(false), [pathname]);

  const page = (
    <Suspense key={pathname} fallback={<WatchedLoadingScreen path={pathname} />}>
      <Outlet />
    </Suspense>
  );
  if (!user) return <main className="mx-auto max-w-3xl px-4 py-16">{page}</main>;

  // Clients and investors get their own page only: no staff navigation, no staff search.
  const staff = isInternalRole(user.role);
  const groups = staff ? navigationFor(user) : [];
  return (
    <div className="min-h-screen bg-slate-100">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4">
        {staff && (
          <DeferredTooltip content={menuOpen ? "Close the menu" : "Open the menu"}>
            <button
              type="button"
              className="rounded-md p-2 text-slate-700 lg:hidden"
              aria-expanded={menuOpen}
              aria-controls="crm-navigation"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? (
                <X aria-hidden="true" className="size-5" />
              ) : (
                <Menu aria-hidden="true" className="size-5" />
              )}
              <span className="sr-only">Menu</span>
            </button>
          </DeferredTooltip>
        )}
        <span className="whitespace-nowrap font-bold text-brand-900">VisaDesk CRM</span>
        <div className="mx-auto w-full max-w-md">{staff ? search : null}</div>
        <SessionBar />
      </header>
      <div className="flex">
        {staff && (
          <nav
            id="crm-navigation"
            aria-label="CRM"
            className={`${menuOpen ? "block" : "hidden"} fixed inset-y-14 left-0 z-20 w-60 overflow-y-auto border-r border-slate-200 bg-white p-3 lg:sticky lg:top-14 lg:block lg:h-[calc(100vh-3.5rem)]`}
          >
            {groups.map((group) => (
              <div key={group.label} className="mb-4">
                <p className="px-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {group.label}
                </p>
                <ul className="flex flex-col gap-0.5">
                  {group.items.map(({ path, label, icon: Icon }) => (
                    <li key={path}>
                      <NavLink
                        to={path}
                        end
                        className={({ isActive }) =>
                          `flex items-center gap-2 rounded-md px-2 py-1.5 text-sm ${
                            isActive
                              ? "bg-brand-50 font-semibold text-brand-900"
                              : "text-slate-700 hover:bg-slate-100"
                          }`
                        }
                      >
                        <Icon aria-hidden="true" className="size-4" />
                        {label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
        <main id="content" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none lg:px-8">
          {page}
        </main>
      </div>
    </div>
  );
}
