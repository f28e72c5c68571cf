import { OFFICE } from "@visadesk/content/office";
import type { ReactNode } from "react";
import { TextPage } from "#components/text-page.tsx";
import { LegalSection } from "#features/legal/components/legal-section.tsx";
import { LegalUpdated } from "#features/legal/components/legal-updated.tsx";
import { LocaleLink, Msg, useT } from "#lib/i18n.tsx";

function MailLink({ children }: { children?: ReactNode }) {
  return (
    <a className="text-brand-700 underline" href={`mailto:${OFFICE.email}`}>
      {children}
    </a>
  );
}

/** /terms-conditions (and /hi/terms-conditions): the terms of our consultancy services and of the website. */
export default function TermsPage() {
  const t = useT();
  const { city, region } = OFFICE.address;
  return (
    <TextPage title={t("terms.title")}>
      <LegalUpdated />
      <p>{t("terms.intro", { legalName: OFFICE.legalName, city, region })}</p>
      <LegalSection title={t("terms.s1")}>
        <p>{t("terms.s1.body")}</p>
      </LegalSection>
      <LegalSection title={t("terms.s2")}>
        <p>{t("terms.s2.body")}</p>
      </LegalSection>
      <LegalSection title={t("terms.s3")}>
        <p>{t("terms.s3.body")}</p>
      </LegalSection>
      <LegalSection title={t("terms.s4")}>
        <p>{t("terms.s4.body")}</p>
      </LegalSection>
      <LegalSection title={t("terms.s5")}>
        <p>{t("terms.s5.body")}</p>
      </LegalSection>
      <LegalSection title={t("terms.s6")}>
        <p>
          <Msg
            id="terms.s6.body"
            components={{ 0: <LocaleLink to="/privacy-policy" className="text-brand-700 underline" /> }}
          />
        </p>
      </LegalSection>
      <LegalSection title={t("terms.s7")}>
        <p>
          <Msg id="terms.s7.body" values={{ email: OFFICE.email, city }} components={{ 0: <MailLink /> }} />
        </p>
      </LegalSection>
    </TextPage>
  );
}
