import { TextPage } from "#components/text-page.tsx";

export default function BlogListPage() {
  return (
    <TextPage title="Visa guides and refusal advice">
      <p>Practical guides for Indian travellers: documents, appointments, refusals and appeals.</p>
    </TextPage>
  );
}
