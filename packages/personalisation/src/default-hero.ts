import { CLAIMS } from "@visadesk/content/claims";

export interface Hero {
  heroTitle: string;
  heroSubtitle: string;
}

const COUNTRY_COUNT = CLAIMS.find((claim) => claim.id === "countries")?.value ?? "190+";

/** The hero when the URL says nothing we can use. */
export const DEFAULT_HERO: Hero = {
  heroTitle: `Visa help for ${COUNTRY_COUNT} countries, and appeals when a visa is refused`,
  heroSubtitle:
    "Tell us where you want to go. A consultant checks your case, lists the documents you need and files it with you, and if a visa was refused, builds the appeal.",
};
