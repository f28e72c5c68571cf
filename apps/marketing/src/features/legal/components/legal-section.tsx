import type { ReactNode } from "react";

/** One numbered section of a legal text. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="pt-4 text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
