// The landing parser (@visadesk/personalisation: its vocabulary, the hero's templates) is fetched only for an address
// with search words or a forced country (/uk): the plain home page shows plainLanding() and downloads none of it
// (docs/behaviours/speed.md#public-pages). main.tsx and the prerenderer load it before the first render when the
// address needs it, so that the splash and the hero can read it synchronously; an in-app navigation to such an address
// loads it on the way.

import { loadCountryList } from "#lib/country-list.ts";
import { loadOnce } from "#lib/load-once.ts";

// With the ISO country list: a search can name any country, which the splash and the hero then name.
const parser = loadOnce(() =>
  Promise.all([import("@visadesk/personalisation"), loadCountryList()]).then(([module]) => module),
);

/** Fetches the parser once. */
export const loadLandingParser = parser.load;

/** The parser, once loadLandingParser() has resolved. */
export const landingParser = parser.current;
