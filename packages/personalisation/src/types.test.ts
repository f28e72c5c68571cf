import { describe, expectTypeOf, it } from "vitest";
import {
  type LandingPersonalisation,
  type LocationId,
  parseUrlKeywords,
  personaliseLanding,
  readLandingQuery,
  type UrgencyLevel,
  type UrlKeywordResult,
  type VisaType,
} from "#index.ts";

// These assertions are checked by `tsc` (pnpm typecheck); at run time they only record that the file compiled.
describe("public API types (docs/behaviours/personalisation.md#result)", () => {
  it("names the visa types, urgency levels and locations exactly", () => {
    expectTypeOf<VisaType>().toEqualTypeOf<
      "visitor" | "student" | "business" | "transit" | "dependent" | "schengen" | "general"
    >();
    expectTypeOf<UrgencyLevel>().toEqualTypeOf<"low" | "medium" | "high">();
    expectTypeOf<LocationId>().toEqualTypeOf<
      | "mumbai"
      | "delhi"
      | "bangalore"
      | "hyderabad"
      | "chennai"
      | "pune"
      | "ahmedabad"
      | "kolkata"
      | "kochi"
      | "london"
      | "toronto"
      | "sydney"
      | "dubai"
      | "singapore"
      | "newyork"
      | "california"
      | "texas"
      | "florida"
    >();
  });

  it("has the URL keyword result's shape", () => {
    expectTypeOf<UrlKeywordResult>().toEqualTypeOf<{
      keywords: string[];
      detectedCountry: string | null;
      detectedService: VisaType | null;
      hasRejectionKeywords: boolean;
      hasUrgencyKeywords: boolean;
    }>();
    expectTypeOf(parseUrlKeywords).toEqualTypeOf<(text: string) => UrlKeywordResult>();
    expectTypeOf(readLandingQuery).toEqualTypeOf<(url: URL | string) => string>();
  });

  it("has the landing personalisation's shape", () => {
    expectTypeOf<LandingPersonalisation>().toEqualTypeOf<{
      heroTitle: string;
      heroSubtitle: string;
      primaryService: VisaType;
      focusCountries: string[];
      isVisaRefusal: boolean;
      isSpecialized: boolean;
      urgencyLevel: UrgencyLevel;
      keywords: string[];
      detectedLocation: LocationId | null;
      locationSpecificContent: { warningMessage: string; successRate: string; localOffice: string } | null;
    }>();
    expectTypeOf(personaliseLanding)
      .parameter(0)
      .toEqualTypeOf<{ url: URL | string; forceCountry?: string; locale?: "en" | "hi" }>();
    expectTypeOf(personaliseLanding).returns.toEqualTypeOf<LandingPersonalisation>();
  });
});
