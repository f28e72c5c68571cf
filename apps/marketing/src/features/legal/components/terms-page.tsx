import { TextPage } from "#components/text-page.tsx";

export default function TermsPage() {
  return (
    <TextPage title="Terms and conditions">
      <p>
        Visa decisions are made by the governments that issue them. We prepare and file your application with
        care but cannot promise any decision.
      </p>
    </TextPage>
  );
}
