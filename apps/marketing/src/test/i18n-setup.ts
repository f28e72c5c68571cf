// Tests render pages without main.tsx: activate the English catalogue first, as main.tsx does before rendering, and
// load the landing parser, as main.tsx does for an address with search words (the tests' addresses have them).
// Every catalogue of both languages is loaded up front (a language keeps its loaded catalogues when another is
// activated): a test renders a page, or a part of one, without the route that loads its texts.
import { loadCountryList } from "#lib/country-list.ts";
import { activateLocale, loadMessages } from "#lib/i18n.tsx";
import { loadLandingParser } from "#lib/landing-parser.ts";

const loadEveryPart = () =>
  Promise.all([
    loadMessages("legal"),
    loadMessages("form"),
    loadMessages("destination"),
    loadMessages("meta"),
  ]);

await activateLocale("hi");
await loadEveryPart();
await activateLocale("en");
await loadEveryPart();
await loadLandingParser();
// The ISO country list, as the routes that show any country load it (the landing parser above brings it too).
await loadCountryList();
