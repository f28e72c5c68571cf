/** One step of how a refusal appeal works. */
export interface AppealStep {
  title: string;
  description: string;
}

/** How a refusal appeal works with us, in order. */
export const APPEAL_STEPS: readonly AppealStep[] = [
  {
    title: "Free refusal review",
    description:
      "Send us your refusal letter. A consultant reads every reason the officer gave and calls you within one working day.",
  },
  {
    title: "The right route",
    description:
      "Appeal, administrative review or a fresh application: we tell you which one fits your country and refusal, its deadline and its cost.",
  },
  {
    title: "Evidence that answers each reason",
    description:
      "We list the documents that answer each refusal point, check them with you and write the grounds or cover letter.",
  },
  {
    title: "Filed and followed up",
    description:
      "We file before the deadline, book any appointment, and keep you updated until the decision arrives.",
  },
];
