import type { ReactNode } from "react";
import { cx } from "#cx.ts";

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb leads; the last crumb (the current page) has none. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Renders a link, e.g. the router's `Link`; a plain `<a>` by default. */
  renderLink?: (props: { href: string; className: string; children: ReactNode }) => ReactNode;
  /** Added to the component's classes, not merged (see cx.ts): to place it, not to restyle it. */
  className?: string;
}

const defaultLink: NonNullable<BreadcrumbsProps["renderLink"]> = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** Where the current page sits, as a `nav` landmark; the last item is marked as the current page. */
export function Breadcrumbs({ items, renderLink = defaultLink, className }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb" className={cx("text-sm", className)}>
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${item.href ?? ""}`} className="flex items-center gap-1">
              {item.href && !last ? (
                renderLink({
                  href: item.href,
                  className: "rounded text-brand-700 underline-offset-2 hover:underline",
                  children: item.label,
                })
              ) : (
                <span aria-current={last ? "page" : undefined} className="font-medium text-slate-900">
                  {item.label}
                </span>
              )}
              {!last && (
                <span aria-hidden="true" className="text-slate-400">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
