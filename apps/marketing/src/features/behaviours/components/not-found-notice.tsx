import { BEHAVIOUR_UI_ATTRIBUTE } from "@visadesk/detectors/dom";

/** "Page not found / Redirecting to homepage..." (SPEC.md §4, §8), shown 2 s before the redirect to /. */
export function NotFoundNotice() {
  return (
    <div
      {...{ [BEHAVIOUR_UI_ATTRIBUTE]: "" }}
      role="alert"
      className="fixed top-4 left-1/2 z-50 -translate-x-1/2 rounded-card bg-slate-900 px-6 py-4 text-center text-white shadow-xl"
    >
      <p className="font-semibold">Page not found</p>
      <p className="text-sm text-white/80">Redirecting to homepage...</p>
    </div>
  );
}
