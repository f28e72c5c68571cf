import { basePath, localeOfPath } from "@visadesk/content/i18n/locales";
import { landingHasWords, loadHindiSupport, needsHindiSupport } from "@visadesk/personalisation/on-demand";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "#app/app.tsx";
import { readCountryLabels } from "#lib/country-labels.tsx";
import { isFeaturedCountry, loadCountryList } from "#lib/country-list.ts";
import { activateLocale } from "#lib/i18n.tsx";
import { readLanding, rememberLanding } from "#lib/landing.ts";
import { loadLandingParser } from "#lib/landing-parser.ts";
import { rememberedLanguageAddress, rememberLanguageOnSwitch } from "#lib/language-choice.ts";
import "./styles.css";

rememberLanding();
// Before the first render: the hydrated page must show the labels the server wrote into its HTML.
const labelledCountries = [...readCountryLabels().keys()];

function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A page prerendered for this address hydrates; anything else (the empty shell, another page's HTML served as a
  // fallback) is rendered afresh. The not-found page's HTML matches whatever unknown address it is served for.
  const prerendered = container.dataset.prerendered;
  const path = window.location.pathname.replace(/(.)\/+$/, "$1");
  // The not-found HTML is English: under /hi/ it is rendered afresh in Hindi.
  const englishNotFound = prerendered === "404" && localeOfPath(path) === "en";
  if (container.firstElementChild && (prerendered === path || englishNotFound)) hydrateRoot(container, app);
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

rememberLanguageOnSwitch();
// A visitor who picked the other language with the switch gets this page in that language.
const remembered = rememberedLanguageAddress(window.location);
if (remembered) window.location.replace(remembered);
else {
  const locale = localeOfPath(window.location.pathname);
  // An English page reads a Devanagari search (its hero, its splash, the enquiry's attribution of this visit's landing)
  // only with the Hindi vocabulary: one regular expression decides whether to fetch it, so that English searches,
  // Hinglish included, cost nothing more.
  const landings = [window.location.href, readLanding()].filter((url) => url !== undefined);
  const hindi = landings.some((url) => needsHindiSupport({ url })) ? loadHindiSupport() : undefined;
  // The landing parser only for an address with search words or the /uk pages (their splash and hero are
  // personalised); the plain home page has no use for it.
  const path = window.location.pathname.replace(/(.)\/+$/, "$1");
  const parser =
    landingHasWords(window.location.href) || basePath(path) === "/uk" ? loadLandingParser() : undefined;
  // The ISO country list only if the server labels a country the featured list does not name (the landing parser
  // brings it otherwise, and the enquiry form's route).
  const countries = labelledCountries.every(isFeaturedCountry) ? undefined : loadCountryList();
  // The page's catalogue (only its own language's, with the Hindi texts on a Hindi page) before the first render, so
  // that hydration matches the HTML.
  void Promise.all([
    activateLocale(locale),
    hindi?.catch(() => undefined),
    parser?.catch(() => undefined),
    countries?.catch(() => undefined),
  ]).then(start);
}
