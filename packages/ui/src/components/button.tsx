import type { ButtonHTMLAttributes } from "react";
import { cn } from "#cn.ts";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "#components/button-classes.ts";

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
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
  return <button type={type} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
