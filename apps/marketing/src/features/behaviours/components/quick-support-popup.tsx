import { BEHAVIOUR_UI_ATTRIBUTE } from "@visadesk/detectors/dom";
import { Button } from "@visadesk/ui/button";

export interface QuickSupportPopupProps {
  onAccept: () => void;
  onClose: () => void;
}

import { useT } from "#lib/i18n.tsx";

/**
 * "Need Quick Support?" (docs/behaviours/public-site.md#quick-support). A non-modal card in the corner: it appears
 * unasked, so it never takes the focus or blocks the page (the visitor may be typing in the form).
 */
export function QuickSupportPopup({ onAccept, onClose }: QuickSupportPopupProps) {
  const t = useT();
  return (
    <aside
      {...{ [BEHAVIOUR_UI_ATTRIBUTE]: "" }}
      aria-labelledby="quick-support-title"
      className="fixed right-4 bottom-4 z-40 w-[min(22rem,calc(100vw-2rem))] rounded-card border border-slate-200 bg-white p-5 shadow-xl"
    >
      <h2 id="quick-support-title" className="text-lg font-bold text-slate-900">
        {t("quickSupport.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("quickSupport.text")}</p>
      <div className="mt-4 flex gap-3">
        <Button onClick={onAccept}>{t("quickSupport.accept")}</Button>
        <Button variant="ghost" onClick={onClose}>
          {t("quickSupport.close")}
        </Button>
      </div>
    </aside>
  );
}
