import { type BreadcrumbItem, Breadcrumbs } from "@visadesk/ui/breadcrumbs";
import type { ReactNode } from "react";
import { Link } from "react-router";

export interface PageHeaderProps {
  title: string;
  /** The trail above the title; "CRM" (home) is added in front. */
  crumbs?: readonly BreadcrumbItem[];
  description?: ReactNode;
  /** Buttons on the right, e.g. "New lead" or "Export CSV". */
  actions?: ReactNode;
}

/** Breadcrumbs, the page's one `h1` and its main actions. */
export function PageHeader({ title, crumbs = [], description, actions }: PageHeaderProps) {
  const items = [{ label: "CRM", href: "/crm" }, ...crumbs];
  return (
    <header className="mb-3 flex flex-col gap-1">
      {items.length > 1 && (
        <Breadcrumbs
          items={items}
          renderLink={({ href, className, children }) => (
            <Link to={href} className={className}>
              {children}
            </Link>
          )}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {description && <p className="text-sm text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}
