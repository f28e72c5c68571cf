// The landing parser (@visadesk/personalisation: its vocabulary, the hero's templates) is fetched only for an address
// with search words or a forced country (/uk): the plain home page shows plainLanding() and downloads none of it
// (issue 23). main.tsx and the prerenderer load it before the first render when the address needs it, so that the
// splash and the hero can read it synchronously; an in-app navigation to such an address loads it on the way.

type Parser = typeof import("@visadesk/personalisation");

let loaded: Parser | undefined;
let loading: Promise<Parser> | undefined;

/** Fetches the parser once. */
export function loadLandingParser(): Promise<Parser> {
  loading ??= import("@visadesk/personalisation").then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The parser, once loadLandingParser() has resolved. */
export function landingParser(): Parser | undefined {
  return loaded;
}
