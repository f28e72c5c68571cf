import type { LoadingScreenTexts, NotFoundNoticeTexts } from "@visadesk/detectors/react";
import type { ChatMessageTexts } from "@visadesk/tracking";
import { type ChatLink, useChatLink } from "@visadesk/tracking/react";
import { useT } from "#lib/i18n.tsx";

// The behaviour packages (detectors, tracking) know no catalogue: they take their visible words as a parameter, with
// the English of docs/behaviours/public-site.md (and tracking.md#chat-link) as the default. These hooks hand them the
// page's language from the catalogue's notice.* keys (whose English equals the packages' defaults, which
// site-behaviours.test.tsx checks).

/** The Loading... screen's words in the page's language. */
export function useLoadingScreenTexts(): LoadingScreenTexts {
  const t = useT();
  return {
    loading: t("notice.loading"),
    stalled: t("notice.loading.stalled"),
    reload: t("notice.loading.reload"),
  };
}

/** "Page not found / Redirecting to homepage..." in the page's language. */
export function useNotFoundNoticeTexts(): NotFoundNoticeTexts {
  const t = useT();
  return { title: t("notice.notFound.title"), text: t("notice.notFound.text") };
}

/** The prefilled WhatsApp message's words in the page's language: its greeting, and each line around its value. */
export function useChatTexts(): ChatMessageTexts {
  const t = useT();
  return {
    greeting: t("notice.chat.greeting"),
    search: (term) => t("notice.chat.search", { term }),
    source: (source) => t("notice.chat.source", { source }),
    clickId: (id) => t("notice.chat.clickId", { id }),
    page: (address) => t("notice.chat.page", { address }),
  };
}

/**
 * The page's WhatsApp deep link (docs/behaviours/tracking.md#chat-link), its prefilled message in the page's language.
 */
export function useSiteChatLink(): ChatLink {
  return useChatLink(useChatTexts());
}
