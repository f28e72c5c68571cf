import { DEAL_TRANSITIONS, type DealStage } from "@visadesk/contracts/workflow";

const STAGE_WORDS: Record<DealStage, string> = {
  quoted: "Quoted",
  negotiating: "Negotiating",
  won: "Won",
  lost: "Lost",
};

/** A stage as staff read it. */
export function stageLabel(stage: DealStage): string {
  return STAGE_WORDS[stage];
}

/** Whether the deal machine of docs/behaviours/crm.md#records-and-their-states lets a deal move `from` -> `to`. */
export function canMoveDeal(from: DealStage, to: DealStage): boolean {
  return (DEAL_TRANSITIONS[from] as readonly DealStage[]).includes(to);
}

/** Why a deal may not move `from` -> `to`, in words; `null` when it may. */
export function refusedMoveReason(from: DealStage, to: DealStage): string | null {
  if (from === to || canMoveDeal(from, to)) return null;
  if (from === "won") return "A won deal is final: its customer and filing case exist, so it stays won.";
  if (from === "lost") return "A lost deal is closed. Give the client a new deal from their lead instead.";
  if (to === "quoted") return "A deal in negotiation does not go back to quoted; edit its quote instead.";
  const allowed = DEAL_TRANSITIONS[from].map((s) => stageLabel(s).toLowerCase());
  return `A ${stageLabel(from).toLowerCase()} deal can move only to ${allowed.join(", ")}.`;
}
