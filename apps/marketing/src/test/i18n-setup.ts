// Tests render pages without main.tsx: activate the English catalogue first, as main.tsx does before rendering, and
// load the landing parser, as main.tsx does for an address with search words (the tests' addresses have them).
import { activateLocale, loadLegalMessages } from "#lib/i18n.tsx";
import { loadLandingParser } from "#lib/landing-parser.ts";

await activateLocale("en");
await loadLegalMessages();
await loadLandingParser();
