import { type Clock, isInternalPath, systemClock } from "@visadesk/detectors";
import { IMPATIENT_TOAST_MS, QUICK_SUPPORT_DELAY_MS } from "@visadesk/detectors/constants";
import {
  NotFoundWatch,
  useBrokenPageDetector,
  useClickSpam,
  useHumanCheck,
  useQuickSupport,
} from "@visadesk/detectors/react";
import { trackingStore } from "@visadesk/tracking";
import { useTrack } from "@visadesk/tracking/react";
import { toast } from "@visadesk/ui/toast-store";
import { useEffect, useState, useSyncExternalStore } from "react";
import {
  DeferredConnectionProblemOverlay,
  DeferredHumanCheckDialog,
  DeferredQuickSupportPopup,
  preloadOverlays,
} from "#features/behaviours/components/deferred-overlays.ts";
import { PerformanceMonitor } from "#features/behaviours/components/performance-monitor.tsx";
import { scrollToChat } from "#features/behaviours/utils/scroll-to-chat.ts";
import { useNotFoundNoticeTexts, useSiteChatLink } from "#lib/behaviour-texts.ts";
import { useT } from "#lib/i18n.tsx";
import { onFirstInteraction } from "#lib/on-first-interaction.ts";
import { useLocation, useNavigate } from "#lib/router.tsx";

/** The impatient-click toast (docs/behaviours/public-site.md#impatient-click: green, then the chat opens 1 s later). */
export const IMPATIENT_TOAST_TITLE = "Need help fast?";
export const IMPATIENT_TOAST_TEXT = "Opening a WhatsApp chat with a visa consultant...";

/**
 * How long before the quick-support popup (docs/behaviours/public-site.md#quick-support: 50 s) its code is fetched,
 * when nothing fetched it earlier.
 */
export const OVERLAY_PRELOAD_LEAD_MS = 10_000;

export interface SiteBehavioursProps {
  /** For tests: the clock every detector uses. */
  clock?: Clock;
  /** For tests: what a reload does. */
  reload?: () => void;
}

/**
 * Every behaviour around the public site (docs/behaviours/public-site.md): click spam and the human check, quick
 * support, the broken-page and not-found detectors and the performance monitor. On an internal path (which this app
 * serves only as its not-found page: /admin, /crm/anything-unknown) only the not-found detector runs.
 */
export function SiteBehaviours(props: SiteBehavioursProps) {
  const { pathname } = useLocation();
  return (
    <>
      {!isInternalPath(pathname) && <PublicBehaviours {...props} />}
      <NotFoundBehaviour {...props} />
    </>
  );
}

/** The not-found detector and its notice: on every non-home path, whatever its prefix. */
function NotFoundBehaviour({ clock }: SiteBehavioursProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const texts = useNotFoundNoticeTexts();
  return (
    <NotFoundWatch
      path={pathname}
      texts={texts}
      onRedirect={() => navigate("/", { replace: true })}
      {...(clock ? { clock } : {})}
    />
  );
}

const readChatNumber = () => trackingStore.getState().chatNumber;

function PublicBehaviours({ clock, reload }: SiteBehavioursProps) {
  const { pathname, search } = useLocation();
  const chat = useSiteChatLink();
  const t = useT();
  const track = useTrack();
  const chatNumber = useSyncExternalStore(trackingStore.subscribe, readChatNumber, readChatNumber);
  // The configured number is stored as wa.me digits ("919876543210"); people dial it with its plus.
  const phone = chatNumber ? `+${chatNumber.replace(/^\+/, "")}` : undefined;
  const timing = clock ? { clock } : {};

  // The dialogs and popups are not in what a reading visitor downloads: their code is fetched on the first interaction
  // (the human check needs 12 clicks) or 10 s before the quick-support popup's 50 s, whichever comes first; the
  // Connection Problem overlay, if the page breaks before either, fetches it when it shows.
  useEffect(() => {
    const preload = () => void preloadOverlays().catch(() => {});
    const stopWaiting = onFirstInteraction(preload);
    const timer = (clock ?? systemClock).setTimeout(() => {
      stopWaiting();
      preload();
    }, QUICK_SUPPORT_DELAY_MS - OVERLAY_PRELOAD_LEAD_MS);
    return () => {
      stopWaiting();
      (clock ?? systemClock).clearTimeout(timer);
    };
  }, [clock]);

  const clicks = useClickSpam({
    path: pathname,
    ...timing,
    onImpatient: () => {
      // Removed 5 s after it shows, not after it was raised: the toaster is fetched after the page's load event, and
      // on a slow device the clicks can come first; the toast then waits in the store until the toaster mounts.
      toast({
        title: t("impatient.title"),
        description: t("impatient.text"),
        className: "border-green-700 bg-green-700 text-white",
        closeAfterMs: IMPATIENT_TOAST_MS,
      });
    },
    onOpenChat: () => chat.open(),
    onHumanCheck: () => track("human_check_shown", { page_path: pathname }),
  });

  const human = useHumanCheck({
    ...timing,
    onPassed: () => {
      track("human_check_passed", { page_path: pathname });
      clicks.detector.markVerified();
    },
  });

  const support = useQuickSupport({
    path: pathname,
    ...timing,
    onScrollToChat: () => {
      track("quick_support_accepted", { page_path: pathname });
      scrollToChat();
    },
    onOpenChat: () => chat.open(),
  });

  const [broken, setBroken] = useState(false);
  useBrokenPageDetector({ path: pathname, onBroken: () => setBroken(true), ...timing });

  // Mounted from its first opening on, so that Radix closes it as before (focus back, scroll unlocked).
  const [humanCheckUsed, setHumanCheckUsed] = useState(false);
  if (clicks.state.humanCheckOpen && !humanCheckUsed) setHumanCheckUsed(true);

  return (
    <>
      {humanCheckUsed && (
        <DeferredHumanCheckDialog.Component
          open={clicks.state.humanCheckOpen}
          state={human.state}
          check={human.check}
          chatHref={chat.href}
          onOpenChat={chat.open}
          phone={phone}
          onRelease={() => clicks.detector.releaseHumanCheck()}
        />
      )}
      {support.phase === "open" && (
        <DeferredQuickSupportPopup.Component
          onAccept={() => support.popup.accept()}
          onClose={() => support.popup.dismiss()}
        />
      )}
      {broken && (
        <DeferredConnectionProblemOverlay.Component path={pathname} {...(reload ? { reload } : {})} />
      )}
      <PerformanceMonitor search={search} />
    </>
  );
}
