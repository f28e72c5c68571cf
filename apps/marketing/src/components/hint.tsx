import { createContext, type ReactNode, useContext, useEffect, useId, useSyncExternalStore } from "react";
import { onFirstInteraction } from "#lib/on-first-interaction.ts";

type TooltipModule = typeof import("@visadesk/ui/tooltip");

/**
 * The tooltip code (@visadesk/ui's Radix Tooltip, docs/behaviours/public-site.md#tooltips: 700 ms delay, 300 ms skip
 * delay) is not part of the first load: nobody can hover a hint in the first moments, and Radix's positioning costs
 * more than the page's budget allows (docs/decisions/007). It is fetched on the page's first interaction (a hover
 * starts with the mouse moving, a focus with a key), not in what a reading visitor downloads; until then a hint is a
 * plain focusable button whose text is its accessible description, so screen readers have it from the first paint.
 */
let tooltips: TooltipModule | null = null;
let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Fetches the tooltip code once; resolves when hints can show tooltips. A failed fetch may be tried again. */
export function loadTooltips(): Promise<void> {
  pending ??= import("@visadesk/ui/tooltip").then(
    (module) => {
      tooltips = module;
      for (const listener of [...listeners]) listener();
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getTooltips = () => tooltips;
// Prerendered pages and hydration have no tooltips yet, so that the markup matches.
const getNoTooltips = () => null;

function useTooltips(): TooltipModule | null {
  const module = useSyncExternalStore(subscribe, getTooltips, getNoTooltips);
  useEffect(() => {
    if (module) return;
    // Offline: hints stay plain buttons with their description.
    return onFirstInteraction(() => void loadTooltips().catch(() => {}));
  }, [module]);
  return module;
}

const InHintGroup = createContext(false);

/**
 * Hints that sit together (a strip of claims, a grid of cards) share one tooltip provider, so that moving from one to
 * the next within 300 ms opens it at once (docs/behaviours/public-site.md#tooltips skip delay).
 */
export function HintGroup({ children }: { children: ReactNode }) {
  const module = useTooltips();
  return (
    <InHintGroup value={true}>
      {module ? <module.TooltipProvider>{children}</module.TooltipProvider> : children}
    </InHintGroup>
  );
}

export interface HintProps {
  /** What the figure or label means: the tooltip, and the trigger's accessible description. */
  hint: string;
  /** The figure or label the hint explains (phrasing content: text, spans). */
  children: ReactNode;
  /** Classes for the trigger; a dotted underline marks it as explained unless `className` styles it otherwise. */
  className?: string;
}

/**
 * A figure or label with a tooltip (@visadesk/ui Tooltip) on hover and keyboard focus, after 700 ms
 * (docs/behaviours/public-site.md#tooltips). The trigger is a button so that keyboard users reach it with Tab.
 */
export function Hint({
  hint,
  children,
  className = "underline decoration-dotted underline-offset-4",
}: HintProps) {
  const module = useTooltips();
  const inGroup = useContext(InHintGroup);
  const descriptionId = useId();
  const trigger = (
    <button
      type="button"
      aria-describedby={descriptionId}
      className={`cursor-help rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current ${className}`}
    >
      {children}
    </button>
  );
  let shown: ReactNode = trigger;
  if (module) {
    const tooltip = <module.Tooltip content={hint}>{trigger}</module.Tooltip>;
    shown = inGroup ? tooltip : <module.TooltipProvider>{tooltip}</module.TooltipProvider>;
  }
  return (
    <>
      {shown}
      <span id={descriptionId} className="sr-only">
        {hint}
      </span>
    </>
  );
}
