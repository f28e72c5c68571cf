import { SiteLayout } from "#components/site-layout.tsx";
import { ClaimsStrip } from "#features/home/components/claims-strip.tsx";
import { PersonalisedHero } from "#features/home/components/personalised-hero.tsx";
import { useLandingPersonalisation } from "#features/home/hooks/use-landing-personalisation.ts";

export interface HomeViewProps {
  /** ISO 3166-1 alpha-2 code whose content the page leads with (the /uk route passes "GB"). */
  forceCountry?: string;
}

/** The home page: the hero personalised for the landing URL, the claims and the way to an enquiry. */
export function HomeView({ forceCountry }: HomeViewProps) {
  const personalisation = useLandingPersonalisation(forceCountry);
  return (
    <SiteLayout>
      <PersonalisedHero personalisation={personalisation} />
      <ClaimsStrip />
    </SiteLayout>
  );
}
