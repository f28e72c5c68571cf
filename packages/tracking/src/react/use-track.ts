import { track } from "#store.ts";
import type { TrackEvent } from "#tracker.ts";
import type { EventContext } from "#vendors.ts";

/** A stable function that pushes a named event; works without a provider and before the scripts load (queued). */
export function useTrack(): (event: TrackEvent, context?: EventContext) => void {
  return track;
}
