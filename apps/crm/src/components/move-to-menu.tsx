import { useId, useState } from "react";

export interface MoveChoice<To extends string> {
  value: To;
  label: string;
}

/**
 * A board card's keyboard way to move it: a "Move to" menu and a Move button. Choosing in the menu moves nothing:
 * arrow keys on a closed menu change its value in most browsers, and one press must not move a record (a deal to
 * won opens a case; a case only moves forward). `subject` names the card to screen readers ("VC-2026-00012",
 * "Asha Rao's deal").
 */
export function MoveToMenu<To extends string>({
  subject,
  placeholder,
  choices,
  onMove,
}: {
  subject: string;
  placeholder: string;
  choices: readonly MoveChoice<To>[];
  onMove: (to: To) => void;
}) {
  const id = useId();
  const [to, setTo] = useState<To | "">("");
  if (choices.length === 0) return null;
  return (
    <div className="mt-1 flex items-center gap-1 text-xs">
      <label htmlFor={id} className="text-slate-700">
        Move to
      </label>
      <select
        id={id}
        aria-label={`Move ${subject} to`}
        className="h-7 min-w-0 flex-1 rounded border border-slate-300 bg-white px-1 text-xs"
        value={to}
        onChange={(event) => setTo(event.target.value as To | "")}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        aria-label={`Move ${subject}`}
        disabled={to === ""}
        className="h-7 rounded border border-brand-600/40 px-2 text-xs font-semibold text-brand-700 hover:bg-brand-50 disabled:border-slate-200 disabled:text-slate-500"
        onClick={() => {
          if (to === "") return;
          onMove(to);
          setTo("");
        }}
      >
        Move
      </button>
    </div>
  );
}
