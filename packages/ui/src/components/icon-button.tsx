import type { ReactNode } from "react";
import { Button, type ButtonProps } from "#components/button.tsx";
import { Tooltip } from "#components/tooltip.tsx";

export interface IconButtonProps extends Omit<ButtonProps, "children" | "aria-label"> {
  /** What the button does, in words: its accessible name and its tooltip. */
  label: string;
  /** The icon (give it `aria-hidden="true"`). */
  icon: ReactNode;
  side?: "top" | "right" | "bottom" | "left";
}

/**
 * A button that shows only an icon: its label is its accessible name and its tooltip, on hover after 700 ms
 * (docs/behaviours/public-site.md#tooltips) and on keyboard focus (docs/behaviours/public-site.md#tooltips). Use it for
 * every icon-only control, so that sighted mouse users see the words too.
 */
export function IconButton({ label, icon, side, variant = "ghost", size = "sm", ...props }: IconButtonProps) {
  return (
    <Tooltip content={label} {...(side ? { side } : {})}>
      <Button aria-label={label} variant={variant} size={size} {...props}>
        {icon}
      </Button>
    </Tooltip>
  );
}
