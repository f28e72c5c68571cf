import { Tooltip as RadixTooltip } from "radix-ui";
import { createContext, type ReactElement, type ReactNode, useContext } from "react";
import { cx } from "#cx.ts";

/** docs/behaviours/public-site.md#tooltips: a tooltip opens after 700 ms of hover or focus ... */
export const TOOLTIP_DELAY_MS = 700;
/** ... and the next one opens at once if the pointer moves to it within 300 ms. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

const InsideProvider = createContext(false);

/**
 * Gives every tooltip inside it the delays of docs/behaviours/public-site.md#tooltips and one shared skip-delay window.
 * Mount once near the root of an app (a tooltip outside any provider brings its own, with the same delays but no skip
 * delay shared with its neighbours).
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <InsideProvider value={true}>{children}</InsideProvider>
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  /** The text shown in the tooltip, also the trigger's accessible description. */
  content: ReactNode;
  /** One focusable element (a button or a link) that shows the tooltip on hover and focus. */
  children: ReactElement;
  side?: "top" | "right" | "bottom" | "left";
  /** Added to the component's classes, not merged (see cx.ts): to place it, not to restyle it. */
  className?: string;
}

/** A short hint for one control (Radix Tooltip), opening on hover after 700 ms and at once on keyboard focus. */
export function Tooltip(props: TooltipProps) {
  if (useContext(InsideProvider)) return <TooltipRoot {...props} />;
  return (
    <TooltipProvider>
      <TooltipRoot {...props} />
    </TooltipProvider>
  );
}

function TooltipRoot({ content, children, side = "top", className }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          className={cx(
            "z-50 max-w-xs rounded-md bg-slate-900 px-3 py-1.5 text-sm text-white shadow",
            className,
          )}
        >
          {content}
          <RadixTooltip.Arrow className="fill-slate-900" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
