import { appealDeadlineCounts } from "@visadesk/contracts/case-rules";
import type { PortalCase as Case } from "@visadesk/contracts/cases";
import { Check } from "lucide-react";
import { CASE_STEPS, nextStepText, stepIndex } from "#features/portal/utils/case-steps.ts";
import { formatDay } from "#lib/format.ts";

const DATE_LABELS: [keyof Case["dates"], string][] = [
  ["appointmentOn", "Appointment"],
  ["biometricsOn", "Biometrics"],
  ["submittedOn", "Submitted"],
  ["decisionOn", "Decision"],
  ["appealDeadlineOn", "Last day to appeal"],
];

/** A case as a list of steps (done, now, to come), what happens next, and its key dates. */
export function CaseProgress({ item }: { item: Case }) {
  const current = stepIndex(item.status);
  // A decided appeal has no last day left to meet (case-rules.ts), so it is not shown as one.
  const deadlineCounts = appealDeadlineCounts({ ...item, appealDeadlineOn: item.dates.appealDeadlineOn });
  const dates = DATE_LABELS.filter(
    ([key]) => item.dates[key] && (key !== "appealDeadlineOn" || deadlineCounts),
  );
  return (
    <div>
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        <strong>What happens next: </strong>
        {nextStepText(item)}
      </p>
      <ol className="mt-4 flex flex-col gap-2" aria-label="Steps of your case">
        {CASE_STEPS.map((step, index) => {
          const done = index < current;
          const now = index === current;
          return (
            <li
              key={step.status}
              aria-current={now ? "step" : undefined}
              className={`flex items-center gap-3 text-sm ${now ? "font-semibold text-slate-900" : done ? "text-slate-700" : "text-slate-500"}`}
            >
              <span
                aria-hidden="true"
                className={`flex size-6 shrink-0 items-center justify-center rounded-full border ${done ? "border-emerald-700 bg-emerald-700 text-white" : now ? "border-brand-700 bg-white text-brand-800" : "border-slate-300 bg-white"}`}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              <span>
                {step.label}
                <span className="sr-only">{done ? " (done)" : now ? " (now)" : " (to come)"}</span>
              </span>
            </li>
          );
        })}
      </ol>
      {dates.length > 0 && (
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {dates.map(([key, label]) => (
            <div key={key} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium text-slate-900">{formatDay(item.dates[key] ?? "")}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
