// What a page needs before it knows whether to fetch the parser (`@visadesk/personalisation`, which it then imports
// on demand): whether the address has search words, the result for one without, and the Hindi support's switch. None
// of it brings the vocabulary or the hero's templates.
export { hindiSupportLoaded, loadHindiSupport, needsHindiSupport } from "#hindi-support.ts";
export { type LandingPersonalisation, landingHasWords, plainLanding } from "#plain-landing.ts";
