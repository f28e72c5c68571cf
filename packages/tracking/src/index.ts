export {
  ATTRIBUTION_KEYS,
  ATTRIBUTION_STORAGE_KEY,
  type Attribution,
  type AttributionEnvironment,
  type AttributionKey,
  captureAttribution,
  DEV_KEYWORD_COOKIE,
  isDevelopmentHost,
  parseAttribution,
  readAttribution,
  searchTermOf,
  trafficSourceOf,
} from "#attribution.ts";
export {
  buildChatLink,
  buildChatMessage,
  CHAT_GREETING,
  CHAT_TEXTS,
  type ChatMessageTexts,
  MAX_CHAT_MESSAGE_LENGTH,
  normaliseChatNumber,
} from "#chat-link.ts";
export {
  afterFirstInteraction,
  IDLE_TIMEOUT_MS,
  SCROLL_INTERACTION_THRESHOLD_PX,
  whenIdle,
} from "#interaction.ts";
export { isInternalPath } from "#paths.ts";
export {
  configureTracking,
  currentChatLink,
  getTracker,
  openChat,
  resetTracking,
  startTracking,
  type TrackingSettings,
  type TrackingState,
  track,
  trackingStore,
  trackPageView,
} from "#store.ts";
export { createTracker, type PageAddress, TRACK_EVENTS, type TrackEvent, type Tracker } from "#tracker.ts";
export {
  type AnalyticsConfig,
  CLARITY_ORIGIN,
  type EventContext,
  enabledVendors,
  GOOGLE_TAG_ORIGIN,
  type Hit,
  scriptUrls,
} from "#vendors.ts";
