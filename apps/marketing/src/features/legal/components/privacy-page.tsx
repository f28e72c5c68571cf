import type { MessageKey } from "@visadesk/content/i18n/messages";
import { OFFICE } from "@visadesk/content/office";
import type { ReactNode } from "react";
import { TextPage } from "#components/text-page.tsx";
import { LegalSection } from "#features/legal/components/legal-section.tsx";
import { LegalUpdated } from "#features/legal/components/legal-updated.tsx";
import { Msg, useT } from "#lib/i18n.tsx";

const { grievanceOfficer: officer, address } = OFFICE;

function MailLink({ children }: { children?: ReactNode }) {
  return (
    <a className="text-brand-700 underline" href={`mailto:${officer.email}`}>
      {children}
    </a>
  );
}

const BOLD = { 0: <strong /> };

/** /privacy-policy (and /hi/privacy-policy): how we handle personal data under India's DPDP Act 2023. */
export default function PrivacyPage() {
  const t = useT();
  const items = (keys: MessageKey[], bold = false) => (
    <ul className="list-disc space-y-1 pl-6">
      {keys.map((key) => (
        <li key={key}>{bold ? <Msg id={key} components={BOLD} /> : t(key)}</li>
      ))}
    </ul>
  );
  return (
    <TextPage title={t("privacy.title")}>
      <LegalUpdated />
      <p>{t("privacy.intro", { legalName: OFFICE.legalName })}</p>
      <LegalSection title={t("privacy.s1")}>
        {items(
          ["privacy.s1.enquiry", "privacy.s1.documents", "privacy.s1.attribution", "privacy.s1.usage"],
          true,
        )}
      </LegalSection>
      <LegalSection title={t("privacy.s2")}>
        <p>{t("privacy.s2.body")}</p>
      </LegalSection>
      <LegalSection title={t("privacy.s3")}>
        <p>{t("privacy.s3.body")}</p>
      </LegalSection>
      <LegalSection title={t("privacy.s4")}>
        <p>{t("privacy.s4.body")}</p>
      </LegalSection>
      <LegalSection title={t("privacy.s5")}>
        {items(["privacy.s5.enquiries", "privacy.s5.cases", "privacy.s5.analytics"])}
        <p>{t("privacy.s5.withdraw")}</p>
      </LegalSection>
      <LegalSection title={t("privacy.s6")}>
        <p>{t("privacy.s6.lead")}</p>
        {items([
          "privacy.s6.summary",
          "privacy.s6.correct",
          "privacy.s6.withdraw",
          "privacy.s6.nominate",
          "privacy.s6.grievance",
        ])}
      </LegalSection>
      <LegalSection title={t("privacy.s7")}>
        <p>{t("privacy.s7.body")}</p>
      </LegalSection>
      <LegalSection title={t("privacy.s8")}>
        <p>
          <Msg
            id="privacy.s8.body"
            values={{
              officer: officer.name,
              email: officer.email,
              phone: officer.phone,
              address: `${address.street}, ${address.city} ${address.postalCode}`,
              days: officer.responseDays,
            }}
            components={{ 0: <MailLink /> }}
          />
        </p>
      </LegalSection>
      <LegalSection title={t("privacy.s9")}>
        <p>{t("privacy.s9.body")}</p>
      </LegalSection>
      <LegalSection title={t("privacy.s10")}>
        <p>{t("privacy.s10.body")}</p>
      </LegalSection>
    </TextPage>
  );
}
