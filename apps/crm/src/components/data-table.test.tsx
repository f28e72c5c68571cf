import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type ColumnDef, DataTable, type SortingState, VIRTUALISE_ABOVE } from "#components/data-table.tsx";

interface Deal {
  id: string;
  name: string;
  feeInr: number;
  note: string;
}

const columns: ColumnDef<Deal>[] = [
  { id: "name", accessorKey: "name", header: "Name", cell: ({ row }) => row.original.name },
  { id: "feeInr", accessorKey: "feeInr", header: "Fee", cell: ({ row }) => `₹${row.original.feeInr}` },
  { id: "note", header: "Note", cell: ({ row }) => row.original.note },
  { id: "hidden", accessorKey: "note", header: "Quiet", enableSorting: false, cell: () => "" },
];
const deals = (count: number): Deal[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `d${i}`,
    name: `Deal ${i}`,
    feeInr: i * 1000,
    note: `n${i}`,
  }));

function renderTable(data: Deal[], sorting: SortingState = [{ id: "createdAt", desc: true }]) {
  const onSortingChange = vi.fn();
  render(
    <DataTable
      caption="Deals"
      columns={columns}
      data={data}
      getRowId={(deal) => deal.id}
      sorting={sorting}
      onSortingChange={onSortingChange}
      empty="No deals"
    />,
  );
  return onSortingChange;
}

describe("DataTable", () => {
  it("shows one row per record, one cell per column, and the empty text without records", () => {
    renderTable(deals(3));
    const table = screen.getByRole("table", { name: "Deals" });
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(within(table).getByRole("cell", { name: "₹2000" })).toBeInTheDocument();
  });

  it("offers sorting on the columns of a field, first ascending for text and descending for a number", async () => {
    const onSortingChange = renderTable(deals(3));
    expect(screen.queryByRole("button", { name: "Note" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Quiet" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Name" }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: "name", desc: false }]);
    await userEvent.click(screen.getByRole("button", { name: "Fee" }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: "feeInr", desc: true }]);
  });

  it("turns the sorted column around, and says how it is sorted", async () => {
    const onSortingChange = renderTable(deals(3), [{ id: "name", desc: false }]);
    expect(screen.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(screen.getByRole("button", { name: "Name" }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: "name", desc: true }]);
  });

  it("shows a long page's rows in view only, and says how many rows the table has", async () => {
    const count = VIRTUALISE_ABOVE + 40;
    renderTable(deals(count));
    const table = screen.getByRole("table", { name: "Deals" });
    expect(table).toHaveAttribute("aria-rowcount", String(count + 1));
    await waitFor(() => expect(within(table).getAllByRole("row").length).toBeLessThan(count));
  });
});
