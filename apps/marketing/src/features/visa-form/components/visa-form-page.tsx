import { SITE_CONTENT_ATTRIBUTE } from "@visadesk/detectors/dom";
import { useHydrated } from "@visadesk/ui/use-hydrated";
import { useState } from "react";
import { SiteLayout } from "#components/site-layout.tsx";
import { EnquiryForm } from "#features/visa-form/components/enquiry-form.tsx";
import { EnquirySuccess } from "#features/visa-form/components/enquiry-success.tsx";
import { landingPersonalisation } from "#features/visa-form/utils/attribution.ts";
import { Msg, useLocale, useT } from "#lib/i18n.tsx";

/**
 * /visa-form: the free assessment enquiry, then its reference number. The form's rules (zod, the phone library) and
 * its sending code are fetched when the visitor starts on the form, not with the page
 * (docs/behaviours/speed.md#public-pages).
 */
export default function VisaFormPage() {
  const [reference, setReference] = useState<string | null>(null);
  const hydrated = useHydrated();
  const t = useT();
  const locale = useLocale();
  const shown = hydrated ? landingPersonalisation(undefined, locale) : null;
  return (
    <SiteLayout>
      {/* Our own form (and the landing topic, from the visitor's search words): never a not-found message. */}
      <div {...{ [SITE_CONTENT_ATTRIBUTE]: "" }} className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold text-slate-900">{t("form.title")}</h1>
        <p className="mt-3 text-slate-700">{t("form.lead")}</p>
        {shown && (shown.isSpecialized || shown.isVisaRefusal) && (
          <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-slate-800" data-testid="landing-topic">
            <Msg id="form.topic" values={{ topic: shown.heroTitle }} components={{ 0: <strong /> }} />
          </p>
        )}
        <div className="mt-8">
          {reference ? <EnquirySuccess reference={reference} /> : <EnquiryForm onSent={setReference} />}
        </div>
      </div>
    </SiteLayout>
  );
}
