import { useVirtualizer } from "@tanstack/react-virtual";
import type { RefObject } from "react";
import { type ColumnDef, DataRow, ROW_HEIGHT_PX } from "#components/data-table.tsx";

export interface VirtualRowsProps<T> {
  data: T[];
  columns: ColumnDef<T>[];
  getRowId: (row: T) => string;
  /** The table's scrolling box. */
  scrollRef: RefObject<HTMLDivElement | null>;
}

/**
 * The rows of a long page, only those in view (and ten either side) in the DOM, with spacer rows for the rest; the
 * table says how many rows it has (`aria-rowcount`). Its own chunk: a page of 25 or 50 rows never needs it.
 */
export default function VirtualRows<T>({ data, columns, getRowId, scrollRef }: VirtualRowsProps<T>) {
  const virtualizer = useVirtualizer({
    count: data.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {top > 0 && <tr style={{ height: top }} />}
      {items.map((item) => {
        const record = data[item.index];
        if (record === undefined) return null;
        const id = getRowId(record);
        return <DataRow key={id} id={id} record={record} columns={columns} />;
      })}
      {bottom > 0 && <tr style={{ height: bottom }} />}
    </>
  );
}
