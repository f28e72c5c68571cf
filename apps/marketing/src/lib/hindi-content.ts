// The site's Hindi texts (@visadesk/content/i18n/hindi: city advice, FAQ, services, destination summaries, country
// names) are a chunk of their own, fetched by Hindi pages only: activateLocale("hi") awaits loadHindiContent() before
// the first render, as it does the Hindi catalogue, so that components can read them synchronously.

type HindiContent = typeof import("@visadesk/content/i18n/hindi");

let loaded: HindiContent | undefined;
let loading: Promise<HindiContent> | undefined;

/** Fetches the Hindi texts once. */
export function loadHindiContent(): Promise<HindiContent> {
  loading ??= import("@visadesk/content/i18n/hindi").then(
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

/** The Hindi texts; only a Hindi page asks, and its locale's activation has loaded them. */
export function hindiContent(): HindiContent {
  if (!loaded)
    throw new Error("The Hindi texts are not loaded: activateLocale('hi') loads them before a Hindi page");
  return loaded;
}
