import { WHATSAPP_NUMBER } from "@visadesk/content/whatsapp";
import { createStore } from "zustand/vanilla";
import { type Attribution, readAttribution } from "#attribution.ts";
import { buildChatLink, type ChatMessageTexts } from "#chat-link.ts";
import { createTracker, type PageAddress, type TrackEvent, type Tracker } from "#tracker.ts";
import type { AnalyticsConfig, EventContext } from "#vendors.ts";

/**
 * The one tracking state of the page, at module level so that hooks and plain code share it without a React provider.
 */
export interface TrackingState {
  /**
   * The chat number as configured (normalised when the link is built); the office's WhatsApp number until configured,
   * so that a prerendered link (React renders the store's initial state on the server) already has it.
   */
  chatNumber: string | undefined;
  /** The visit's first-touch attribution, once `startTracking` has read it. */
  attribution: Attribution;
  /** The address of the current page as last reported by `trackPageView` or `startTracking`; null before. */
  pageUrl: string | null;
}

export const trackingStore = createStore<TrackingState>()(() => ({
  chatNumber: WHATSAPP_NUMBER,
  attribution: {},
  pageUrl: null,
}));

let tracker: Tracker = createTracker();

export interface TrackingSettings {
  analytics?: AnalyticsConfig;
  /** The chat-app phone number, in any common notation ("+91 98765 43210"). */
  chatNumber?: string | undefined;
}

/** Sets the analytics IDs and the chat number. Safe at module load and during prerendering: touches no browser API. */
export function configureTracking(settings: TrackingSettings): void {
  if (settings.analytics) tracker.configure(settings.analytics);
  trackingStore.setState({ chatNumber: settings.chatNumber ?? WHATSAPP_NUMBER });
}

/**
 * Reads the first-touch attribution of the visit into the store and arms the deferred loader (first interaction, then
 * idle). Call once in the browser, after the first render.
 */
export function startTracking(): void {
  if (typeof window === "undefined") return;
  trackingStore.setState({ attribution: readAttribution(), pageUrl: window.location.href });
  tracker.start();
}

/** Records a page view for `address` (once per distinct address; never on CRM/admin paths). True when recorded. */
export function trackPageView(address: PageAddress, title?: string): boolean {
  trackingStore.setState({ pageUrl: address.href });
  return tracker.pageView(address, title);
}

/** Pushes a named event with its context; queued until the analytics scripts load. */
export function track(event: TrackEvent, context?: EventContext): void {
  tracker.track(event, context);
}

/**
 * The chat deep link for the current page, from the stored attribution (or the current URL when none is stored), its
 * message in `texts`' language (English by default).
 */
export function currentChatLink(texts?: ChatMessageTexts): string {
  const { chatNumber, attribution, pageUrl } = trackingStore.getState();
  if (typeof window === "undefined")
    return buildChatLink({ chatNumber, attribution, pageUrl: pageUrl ?? "", texts });
  return buildChatLink({ chatNumber, attribution: readAttribution(), pageUrl: window.location.href, texts });
}

/** Opens the chat deep link (its message in `texts`' language, English by default) in a new tab; records `chat_opened`. */
export function openChat(texts?: ChatMessageTexts): void {
  if (typeof window === "undefined") return;
  window.open(currentChatLink(texts), "_blank", "noopener,noreferrer");
  track("chat_opened", { page_path: window.location.pathname });
}

/** The page's tracker, for inspection (e.g. whether the scripts loaded). */
export function getTracker(): Tracker {
  return tracker;
}

/** Starts over with a fresh tracker and an empty store; for tests. */
export function resetTracking(replacement: Tracker = createTracker()): void {
  tracker.stop();
  tracker = replacement;
  trackingStore.setState({ chatNumber: WHATSAPP_NUMBER, attribution: {}, pageUrl: null });
}
