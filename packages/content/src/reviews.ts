/** A published client review, shown with the client's permission. */
export interface Review {
  id: string;
  /** First name and initial only, as the client agreed. */
  author: string;
  city: string;
  /** 1 to 5. */
  rating: number;
  /** ISO date (YYYY-MM-DD) the review was written. */
  date: string;
  /** What the client needed, in a few words. */
  service: string;
  text: string;
}

/** Reviews the home page shows, newest first. */
export const REVIEWS: readonly Review[] = [
  {
    id: "priya-s",
    author: "Priya S.",
    city: "Mumbai",
    rating: 5,
    date: "2025-05-14",
    service: "UK visitor visa after a refusal",
    text: "My first UK application was refused for weak financial evidence. VisaDesk explained exactly what the officer meant, rebuilt my file and I had my visa in three weeks.",
  },
  {
    id: "arjun-k",
    author: "Arjun K.",
    city: "Bangalore",
    rating: 5,
    date: "2025-04-29",
    service: "Canada study permit",
    text: "Clear checklist, quick answers on WhatsApp and they caught a mistake in my GIC letter before I submitted. Permit approved first time.",
  },
  {
    id: "fatima-r",
    author: "Fatima R.",
    city: "Hyderabad",
    rating: 5,
    date: "2025-03-18",
    service: "Schengen visa for a family trip",
    text: "They found us biometric slots two weeks earlier than we could get ourselves and prepared the cover letters for all four of us.",
  },
  {
    id: "rahul-m",
    author: "Rahul M.",
    city: "Delhi",
    rating: 4,
    date: "2025-02-07",
    service: "US B1/B2 visa interview preparation",
    text: "The mock interview was the most useful hour of the whole process. The wait for the interview date was long, but that is the consulate, not them.",
  },
  {
    id: "lakshmi-n",
    author: "Lakshmi N.",
    city: "Chennai",
    rating: 5,
    date: "2025-01-22",
    service: "Australia visitor visa appeal",
    text: "Refused twice on my own. Their appeal answered every point of the refusal with documents, and the visa came through.",
  },
];
