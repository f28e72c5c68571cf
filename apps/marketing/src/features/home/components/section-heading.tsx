import type { ReactNode } from "react";

/** A home page section's heading and lead paragraph. */
export function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="max-w-3xl">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-slate-700">{children}</p>}
    </div>
  );
}
