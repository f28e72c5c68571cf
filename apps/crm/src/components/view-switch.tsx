import { Button } from "@visadesk/ui/button";
import { KanbanSquare, Table2 } from "lucide-react";
import { useSearchParams } from "react-router";

/** Whether a list page shows its board (`?view=board`) rather than its table; kept in the URL so links keep it. */
export function useBoardView(): [boolean, (view: "table" | "board") => void] {
  const [params, setParams] = useSearchParams();
  const setView = (view: "table" | "board") =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (view === "board") next.set("view", "board");
      else next.delete("view");
      return next;
    });
  return [params.get("view") === "board", setView];
}

/** The Table / Board toggle of a list page's header. */
export function ViewSwitch({
  board,
  onChange,
}: {
  board: boolean;
  onChange: (view: "table" | "board") => void;
}) {
  return (
    <fieldset className="flex rounded-lg ring-1 ring-slate-300">
      <legend className="sr-only">View</legend>
      <Button
        variant={board ? "ghost" : "secondary"}
        size="sm"
        aria-pressed={!board}
        onClick={() => onChange("table")}
      >
        <Table2 aria-hidden="true" className="size-4" /> Table
      </Button>
      <Button
        variant={board ? "secondary" : "ghost"}
        size="sm"
        aria-pressed={board}
        onClick={() => onChange("board")}
      >
        <KanbanSquare aria-hidden="true" className="size-4" /> Board
      </Button>
    </fieldset>
  );
}
