import { afterFirstInteraction, type InteractionTarget } from "#interaction.ts";
import { isInternalPath } from "#paths.ts";
import {
  type AnalyticsConfig,
  deliverHit,
  type EventContext,
  type Hit,
  hasAnyVendor,
  installVendors,
  type VendorPage,
} from "#vendors.ts";

/** The named events of docs/behaviours/tracking.md#page-views and the site behaviours. */
export const TRACK_EVENTS = [
  "human_check_shown",
  "human_check_passed",
  "quick_support_accepted",
  "chat_opened",
  "enquiry_submitted",
] as const;

export type TrackEvent = (typeof TRACK_EVENTS)[number];

/** Hits kept while the scripts are not loaded; later ones are dropped so a long visit cannot grow memory. */
export const MAX_QUEUED_HITS = 100;

/** The address of a page, as `window.location` gives it. */
export interface PageAddress {
  href: string;
  pathname: string;
  search: string;
}

export interface Tracker {
  /** Sets the IDs and script origin; ignored once loading has been armed. */
  configure(config: AnalyticsConfig): void;
  /** Arms the deferred loader (first interaction, then idle). Does nothing without any vendor ID. Idempotent. */
  start(): void;
  /** Stops a loader that has not fired yet; queued hits are kept. */
  stop(): void;
  /** Tracks a page view once per distinct address (path and query), never on internal paths. True when recorded. */
  pageView(address: PageAddress, title?: string): boolean;
  /** Pushes a named event with its context (queued until the scripts load). */
  track(event: TrackEvent, context?: EventContext): void;
  /** True once the scripts have been added to the page. */
  readonly loaded: boolean;
  /** The hits waiting for the scripts, oldest first. */
  queued(): readonly Hit[];
}

export interface TrackerOptions {
  config?: AnalyticsConfig;
  /** The page the scripts go into; default: the browser's window and document. */
  page?: VendorPage;
  /** What is watched for the first interaction; default: window. */
  target?: InteractionTarget;
}

/** A tracker that queues page views and events until the scripts load after the first interaction. */
export function createTracker(options: TrackerOptions = {}): Tracker {
  let config: AnalyticsConfig = options.config ?? {};
  let armed = false;
  let loaded = false;
  let cancel: (() => void) | null = null;
  const queue: Hit[] = [];
  const seen = new Set<string>();

  const page = (): VendorPage => options.page ?? { window: window as VendorPage["window"], document };

  const push = (hit: Hit) => {
    if (loaded) {
      deliverHit(page(), config, hit);
    } else if (queue.length < MAX_QUEUED_HITS) {
      queue.push(hit);
    }
  };

  const load = () => {
    if (loaded) return;
    const target = page();
    installVendors(target, config);
    loaded = true;
    for (const hit of queue.splice(0)) deliverHit(target, config, hit);
  };

  return {
    configure(next) {
      if (!armed) config = { ...next };
    },
    start() {
      if (armed || !hasAnyVendor(config)) return;
      if (!options.target && typeof window === "undefined") return;
      armed = true;
      cancel = afterFirstInteraction(options.target ?? window, load);
    },
    stop() {
      cancel?.();
      cancel = null;
      armed = false;
    },
    pageView(address, title = "") {
      if (isInternalPath(address.pathname)) return false;
      const key = `${address.pathname}${address.search}`;
      if (seen.has(key)) return false;
      seen.add(key);
      const at = address.href.indexOf("#");
      const location = at === -1 ? address.href : address.href.slice(0, at);
      push({ kind: "page_view", location, path: key, title });
      return true;
    },
    track(event, context = {}) {
      push({ kind: "event", name: event, context: { ...context } });
    },
    get loaded() {
      return loaded;
    },
    queued() {
      return [...queue];
    },
  };
}
