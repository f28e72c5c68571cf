import type { ButtonHTMLAttributes } from "react";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "#components/button-classes.ts";
import { cx } from "#cx.ts";

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Added to the button's classes, not merged (see cx.ts): to place it; `variant` and `size` style it. */
  className?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A button that defaults to `type="button"` so that it never submits a form by accident. */
export function Button({
  variant = "primary",
  size = "md",
  className,
  type = "button",
  ...props
}: ButtonProps) {
  return <button type={type} className={cx(buttonClasses(variant, size), className)} {...props} />;
}
