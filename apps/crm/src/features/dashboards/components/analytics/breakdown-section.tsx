import type { ComponentProps } from "react";
import { attributionLinks } from "#features/dashboards/components/analytics/attribution-links.ts";
import { Section } from "#features/dashboards/components/dashboard-parts.tsx";
import { KeyedFiguresTable } from "#features/dashboards/components/keyed-figures-table.tsx";

type Table = ComponentProps<typeof KeyedFiguresTable>;

/** One breakdown of the range's figures (by source, by destination, …) as a titled table whose figures open lists. */
export function BreakdownSection({
  title,
  description,
  keyLabel,
  dimension,
  rows,
  from,
  to,
  keyText,
}: {
  title: string;
  description?: string;
  keyLabel: string;
  dimension: Parameters<typeof attributionLinks>[0];
  rows: Table["rows"];
  from: string;
  to: string;
  keyText: Table["keyText"];
}) {
  return (
    <Section title={title} description={description}>
      <KeyedFiguresTable
        caption={title}
        keyLabel={keyLabel}
        rows={rows}
        {...attributionLinks(dimension, from, to)}
        keyText={keyText}
      />
    </Section>
  );
}
