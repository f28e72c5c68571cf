import { OFFICE } from "@visadesk/content/office";
import { TextPage } from "#components/text-page.tsx";
import { LegalSection } from "#features/legal/components/legal-section.tsx";
import { formatDate } from "#lib/format-date.ts";
import { Link } from "#lib/router.tsx";

/** /terms-conditions: the terms of our consultancy services and of the website. */
export default function TermsPage() {
  return (
    <TextPage title="Terms and conditions">
      <p className="text-sm text-slate-600">
        Last updated <time dateTime={OFFICE.legalUpdated}>{formatDate(OFFICE.legalUpdated)}</time>
      </p>
      <p>
        These terms apply to this website and to the visa consultancy services of {OFFICE.legalName},
        registered in {OFFICE.address.city}, {OFFICE.address.region} ("VisaDesk", "we"). By using the site or
        engaging us you accept them.
      </p>
      <LegalSection title="1. What we do, and what we cannot promise">
        <p>
          We advise on visas, prepare and check applications and appeals, and book appointments. Visas are
          decided solely by the government of the country you apply to. We do not guarantee any visa, decision
          or processing time, and no one at VisaDesk is permitted to promise one. Success rates on this site
          describe our past cases and do not predict yours.
        </p>
      </LegalSection>
      <LegalSection title="2. Your responsibilities">
        <p>
          You must give complete, true and genuine information and documents. Submitting false documents is a
          criminal offence in India and abroad and leads to refusals and bans; we will stop work on any matter
          where we find it, without refund.
        </p>
      </LegalSection>
      <LegalSection title="3. Fees and refunds">
        <p>
          The first assessment is free. Before any paid work you receive a written quote in rupees, inclusive
          of GST, showing our fee separately from government, visa-centre and courier fees, which are paid to
          third parties and are not refundable by us. You may cancel within 7 days of paying our fee for a
          full refund if we have not yet started work; after that, work already done is charged in proportion.
          A refusal is not a ground for a refund of our fee, unless the written quote says otherwise.
        </p>
      </LegalSection>
      <LegalSection title="4. Website content">
        <p>
          Guides and figures on this site are general information, checked on the dates shown, and not legal
          advice for your case. Rules change often; we confirm the current requirements when we take your
          case.
        </p>
      </LegalSection>
      <LegalSection title="5. Liability">
        <p>
          Our total liability for any claim about a service is limited to the fee you paid us for it. We are
          not liable for decisions, delays or errors of governments, visa centres, couriers or airlines.
        </p>
      </LegalSection>
      <LegalSection title="6. Privacy">
        <p>
          We handle your personal data as our{" "}
          <Link to="/privacy-policy" className="text-brand-700 underline">
            privacy policy
          </Link>{" "}
          describes.
        </p>
      </LegalSection>
      <LegalSection title="7. Law and disputes">
        <p>
          These terms are governed by the laws of India. Write to us first at{" "}
          <a className="text-brand-700 underline" href={`mailto:${OFFICE.email}`}>
            {OFFICE.email}
          </a>
          ; disputes we cannot settle within 30 days are subject to the courts of {OFFICE.address.city},
          without limiting your rights under the Consumer Protection Act, 2019.
        </p>
      </LegalSection>
    </TextPage>
  );
}
