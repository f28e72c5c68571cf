import type { TooltipProps } from "@visadesk/ui/tooltip";
import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from "react";

/**
 * `@visadesk/ui`'s Tooltip, whose code (Radix and floating-ui, ~18 KB gzipped) loads once the page has rendered: the
 * control is drawn at once, on its own, and gains its tooltip a moment later (docs/behaviours/speed.md#crm-pages: the
 * frame's one tooltip, the menu button's, was a sixth of what a signed-in page loaded before drawing). A tooltip opens
 * after 700 ms of hover anyway (docs/behaviours/public-site.md#tooltips). The control keeps the keyboard focus if it
 * had it when its tooltip arrived.
 */
export function DeferredTooltip({ children, ...props }: TooltipProps) {
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps> | null>(null);
  const wrapper = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    let mounted = true;
    void import("@visadesk/ui/tooltip").then((module) => {
      if (!mounted) return;
      // Wrapping the control draws it anew: note whether it has the focus, to give it back (below).
      hadFocus.current = wrapper.current?.contains(document.activeElement) ?? false;
      setTooltip(() => module.Tooltip);
    });
    return () => {
      mounted = false;
    };
  }, []);

  useLayoutEffect(() => {
    if (!Tooltip || !hadFocus.current) return;
    hadFocus.current = false;
    wrapper.current?.querySelector<HTMLElement>("a, button, [tabindex]")?.focus();
  }, [Tooltip]);

  // `contents`: the wrapper takes no box, so the control sits in its parent's layout as if it were not there.
  return (
    <span ref={wrapper} className="contents">
      {Tooltip ? <Tooltip {...props}>{children}</Tooltip> : children}
    </span>
  );
}
