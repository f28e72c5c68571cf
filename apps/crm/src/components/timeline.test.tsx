import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Activity } from "@visadesk/contracts/crm";
import { describe, expect, it } from "vitest";
import { type NewNote, NoteForm, Timeline } from "#components/timeline.tsx";

const at = "2026-11-20T05:00:00.000Z";
const entry = (id: number, kind: Activity["kind"], text: string, details = {}): Activity => ({
  id,
  at,
  actor: "staff1",
  kind,
  text,
  details,
});

describe("Timeline", () => {
  it("reads entries from their data, newest first, a status change above the comment given with it", () => {
    render(
      <Timeline
        activities={[
          entry(1, "created", "Quoted ₹35000", { amountInr: 35_000 }),
          entry(2, "update", "Changed follow-up date", {
            changes: [{ field: "nextFollowUpOn", from: null, to: "2026-11-24" }],
          }),
          entry(3, "status_change", "Stage quoted → negotiating", { from: "quoted", to: "negotiating" }),
          entry(4, "note", "Client asked for a discount"),
        ]}
      />,
    );
    const items = within(screen.getByRole("list", { name: "Timeline" })).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual([
      "Client asked for a discount",
      "Status: Quoted → Negotiating",
      "Follow-up moved to 24 Nov",
      "Quoted ₹35,000",
    ]);
  });
});

describe("NoteForm", () => {
  it("keeps a note internal, and marks it for the client only where the record has a portal side", async () => {
    const user = userEvent.setup();
    const sent: NewNote[] = [];
    const { rerender } = render(<NoteForm onAdd={async (note) => sent.push(note)} />);
    expect(screen.queryByRole("checkbox", { name: /client/ })).toBeNull();
    await user.type(screen.getByLabelText("Add to the timeline"), "Internal only");
    await user.click(screen.getByRole("button", { name: "Add" }));
    rerender(<NoteForm clientVisibility onAdd={async (note) => sent.push(note)} />);
    await user.type(screen.getByLabelText("Add to the timeline"), "All documents are in");
    await user.click(screen.getByRole("checkbox", { name: "Show this to the client on their portal" }));
    await user.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { text: "Internal only", kind: "note" },
      { text: "All documents are in", kind: "note", visibleToClient: true },
    ]);
  });
});
