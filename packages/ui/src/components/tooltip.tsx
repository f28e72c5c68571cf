import { Tooltip as RadixTooltip } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
import { cn } from "#cn.ts";

/** SPEC.md §9: a tooltip opens after 700 ms of hover or focus ... */
export const TOOLTIP_DELAY_MS = 700;
/** ... and the next one opens at once if the pointer moves to it within 300 ms. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Gives every tooltip inside it SPEC.md's delays. Mount once near the root of an app. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  /** The text shown in the tooltip, also the trigger's accessible description. */
  content: ReactNode;
  /** One focusable element (a button or a link) that shows the tooltip on hover and focus. */
  children: ReactElement;
  side?: "top" | "right" | "bottom" | "left";
  className?: string;
}

/** A short hint for one control (Radix Tooltip); needs a `TooltipProvider` above it. */
export function Tooltip({ content, children, side = "top", className }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          className={cn(
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
