import { TextPage } from "#components/text-page.tsx";

export default function VisaFormPage() {
  return (
    <TextPage title="Free visa assessment">
      <p>
        Tell us where you want to travel, the visa you need and whether a visa was refused before. A
        consultant reviews your case and calls you back within one working day.
      </p>
    </TextPage>
  );
}
