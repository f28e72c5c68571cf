import { SITE_CONTENT_ATTRIBUTE } from "@visadesk/detectors/dom";
import type { ReactNode } from "react";
import { SiteLayout } from "#components/site-layout.tsx";

/** A readable single-column page with a title, for text-first pages such as the legal ones. */
export function TextPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SiteLayout>
      {/* Our own text: the not-found detector never reads its words as a not-found message. */}
      <article {...{ [SITE_CONTENT_ATTRIBUTE]: "" }} className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <div className="mt-6 space-y-4 text-slate-700">{children}</div>
      </article>
    </SiteLayout>
  );
}
