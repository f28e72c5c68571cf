import { OFFICE } from "@visadesk/content/office";
import { TextPage } from "#components/text-page.tsx";
import { LegalSection } from "#features/legal/components/legal-section.tsx";
import { formatDate } from "#lib/format-date.ts";

const { grievanceOfficer: officer, address } = OFFICE;

/** /privacy-policy: how we handle personal data under India's Digital Personal Data Protection Act 2023. */
export default function PrivacyPage() {
  return (
    <TextPage title="Privacy policy">
      <p className="text-sm text-slate-600">
        Last updated <time dateTime={OFFICE.legalUpdated}>{formatDate(OFFICE.legalUpdated)}</time>
      </p>
      <p>
        {OFFICE.legalName} ("VisaDesk", "we") is the Data Fiduciary for the personal data you give us on this
        website and while we handle your visa matter. This policy explains what we collect, why, how long we
        keep it and your rights under the Digital Personal Data Protection Act, 2023 (the "DPDP Act") and the
        rules made under it.
      </p>
      <LegalSection title="1. What we collect">
        <ul className="list-disc space-y-1 pl-6">
          <li>
            <strong>Enquiry details</strong>: your name, mobile number, email, city, the country and visa you
            are interested in, whether a visa was refused before and anything you write to us.
          </li>
          <li>
            <strong>Case documents</strong>, if you become a client: passport, financial, employment,
            education and travel documents that the visa you apply for requires.
          </li>
          <li>
            <strong>How you reached us</strong>: the search words, advertising campaign and ad click id in the
            address you arrived from, and the page you landed on.
          </li>
          <li>
            <strong>Usage data</strong>: pages viewed, clicks, device and browser type, approximate location
            from your IP address, collected by analytics and session-recording tools (section 4).
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="2. Why we use it, and on what basis">
        <p>
          We process enquiry details and case documents on the basis of your consent, which you give when you
          send the enquiry form or engage us, to answer your enquiry, assess your case, prepare and file your
          application or appeal, and keep you informed. We use attribution and usage data to understand which
          pages and campaigns help visitors and to fix problems with the site. We never sell personal data and
          never use it for unrelated marketing without asking you.
        </p>
      </LegalSection>
      <LegalSection title="3. Who we share it with">
        <p>
          Only with those who need it for your matter: the embassy, high commission or immigration authority
          you apply to and their appointment or visa-centre contractors; our IT, hosting, messaging (WhatsApp)
          and analytics providers, who process it on our instructions under contract; and authorities where
          Indian law requires it. Some of these are outside India; we transfer data only to countries not
          restricted by the Central Government under section 16 of the DPDP Act.
        </p>
      </LegalSection>
      <LegalSection title="4. Analytics, cookies and session recording">
        <p>
          After your first interaction with a page we load Google Analytics, Google Tag Manager and Microsoft
          Clarity. They set cookies and record how pages are used, including mouse movements, clicks and
          scrolling (session recording), so that we can see where visitors get stuck. Text you type in form
          fields is masked and not recorded. You can block these cookies in your browser settings; the site
          works without them.
        </p>
      </LegalSection>
      <LegalSection title="5. How long we keep it">
        <ul className="list-disc space-y-1 pl-6">
          <li>Enquiries that do not become a case: 24 months after our last contact, then erased.</li>
          <li>
            Client case files: 8 years after the case closes, as the Income-tax Act and the Companies Act
            require for our accounting records; documents not needed for that are erased when the case closes.
          </li>
          <li>Analytics and session recordings: at most 13 months.</li>
        </ul>
        <p>When you withdraw consent we erase your data unless a law requires us to keep it.</p>
      </LegalSection>
      <LegalSection title="6. Your rights">
        <p>Under the DPDP Act you may:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>ask for a summary of the personal data we hold about you and of how we process it;</li>
          <li>have inaccurate or incomplete data corrected and completed, and have data erased;</li>
          <li>
            withdraw your consent at any time, as easily as you gave it (this does not affect what was done
            before);
          </li>
          <li>nominate a person to exercise your rights if you die or become incapable;</li>
          <li>
            have your grievances redressed by our Grievance Officer, and then complain to the Data Protection
            Board of India.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="7. Security">
        <p>
          Data is encrypted in transit, access inside VisaDesk is limited to the staff working on your matter
          and is logged, and our providers are bound to the same standard. If a personal data breach affects
          you, we inform you and the Data Protection Board as the DPDP Act requires.
        </p>
      </LegalSection>
      <LegalSection title="8. Grievance Officer">
        <p>
          For any question, request or complaint about your personal data, contact our Grievance Officer,{" "}
          {officer.name}, at{" "}
          <a className="text-brand-700 underline" href={`mailto:${officer.email}`}>
            {officer.email}
          </a>{" "}
          or {officer.phone}, or write to {address.street}, {address.city} {address.postalCode}. We
          acknowledge within 48 hours and answer within {officer.responseDays} days.
        </p>
      </LegalSection>
      <LegalSection title="9. Children">
        <p>
          Enquiries for a child under 18 must be made by a parent or lawful guardian, whose verifiable consent
          we rely on. We do not track children or target advertising at them.
        </p>
      </LegalSection>
      <LegalSection title="10. Changes">
        <p>
          We post any change here with its date, and tell clients with an open case about important changes.
        </p>
      </LegalSection>
    </TextPage>
  );
}
