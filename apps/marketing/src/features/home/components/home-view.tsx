import { SiteLayout } from "#components/site-layout.tsx";
import { AppealStepsSection } from "#features/home/components/appeal-steps-section.tsx";
import { ChatSection } from "#features/home/components/chat-section.tsx";
import { CitiesSection } from "#features/home/components/cities-section.tsx";
import { ClaimsStrip } from "#features/home/components/claims-strip.tsx";
import { DestinationsSection } from "#features/home/components/destinations-section.tsx";
import { FaqSection } from "#features/home/components/faq-section.tsx";
import { PersonalisedHero } from "#features/home/components/personalised-hero.tsx";
import { ReviewsSection } from "#features/home/components/reviews-section.tsx";
import { ServicesSection } from "#features/home/components/services-section.tsx";
import { useLandingPersonalisation } from "#features/home/hooks/use-landing-personalisation.ts";

export interface HomeViewProps {
  /** ISO 3166-1 alpha-2 code whose content the page leads with (the /uk route passes "GB"). */
  forceCountry?: string;
}

/** The home page: the personalised hero, the claims, what we do and for where, proof, answers and the way to talk. */
export function HomeView({ forceCountry }: HomeViewProps) {
  const personalisation = useLandingPersonalisation(forceCountry);
  return (
    <SiteLayout>
      <PersonalisedHero personalisation={personalisation} />
      <ClaimsStrip />
      <ServicesSection />
      <DestinationsSection />
      <AppealStepsSection />
      <CitiesSection />
      <ReviewsSection />
      <FaqSection />
      <ChatSection />
    </SiteLayout>
  );
}
