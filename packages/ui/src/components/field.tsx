import { cloneElement, type ReactElement, useId } from "react";
import { cx } from "#cx.ts";

interface ControlProps {
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

export interface FieldProps {
  label: string;
  /** One input, select or textarea; it receives the id, `aria-invalid` and `aria-describedby`. */
  children: ReactElement<ControlProps>;
  hint?: string;
  /** What is wrong with the value, shown under the control and announced by screen readers. */
  error?: string;
  /** Added to the component's classes, not merged (see cx.ts): to place it, not to restyle it. */
  className?: string;
}

/** A labelled form control with an optional hint and an error message wired for assistive technology. */
export function Field({ label, children, hint, error, className }: FieldProps) {
  const generatedId = useId();
  const id = children.props.id ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {cloneElement(children, {
        id,
        "aria-describedby": describedBy,
        "aria-invalid": error ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** The input style shared by every text-like control. */
export const inputClassName =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 " +
  "aria-invalid:border-danger-600 focus:border-brand-500";
