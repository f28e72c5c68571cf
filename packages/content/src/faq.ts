/** One question visitors ask before they enquire, with the answer the site shows. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** The home page's FAQ, most asked first. Every answer is plain text (no markup). */
export const FAQ: readonly FaqItem[] = [
  {
    id: "refusal-appeal",
    question: "My visa was refused. Can I still travel?",
    answer:
      "Often, yes. Depending on the country you can appeal, ask for an administrative review or reapply with the refusal reasons answered. We read your refusal letter for free and tell you which route has the best chance, and how long it takes.",
  },
  {
    id: "success-rate",
    question: "What does your appeal success rate mean?",
    answer:
      "It is the share of refusal appeals we filed in the last 24 months that ended in a visa; once enough are decided, the home page says from how many and over which dates. We only take a case when the refusal reasons can be answered with evidence, and we tell you honestly when they cannot.",
  },
  {
    id: "guarantee",
    question: "Do you guarantee a visa?",
    answer:
      "No. Visas are decided by the embassy or immigration authority of the country you apply to, and anyone who guarantees one is not telling the truth. We guarantee a complete, checked application filed on time.",
  },
  {
    id: "fees",
    question: "How much do your services cost?",
    answer:
      "The first assessment is free. After it you get a written quote with our fee in rupees and the government and visa-centre fees shown separately, before you pay anything.",
  },
  {
    id: "how-long",
    question: "How soon can I get an appointment?",
    answer:
      "It depends on the country and the city. The table of destinations on this page shows the slot and biometric waits we last checked, with the date we checked them. Ask us for the current earliest slot.",
  },
  {
    id: "documents",
    question: "Which documents do I need?",
    answer:
      "Usually a passport valid for at least six months, bank statements, proof of income or studies, and proof of your ties to India. After the assessment you get a checklist for your exact visa, and we review every document before it is filed.",
  },
  {
    id: "online",
    question: "Do I have to visit your office?",
    answer:
      "No. Most clients work with us on phone, WhatsApp and email, and share documents online. You are welcome at our offices in Mumbai, Delhi, Bangalore, Hyderabad and Chennai if you prefer to meet.",
  },
];
