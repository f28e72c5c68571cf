import { TextPage } from "#components/text-page.tsx";

export default function PrivacyPage() {
  return (
    <TextPage title="Privacy policy">
      <p>
        We collect the details you give us in an enquiry (name, phone, email, travel plans) only to answer it
        and to handle your visa case, and we never sell them.
      </p>
    </TextPage>
  );
}
