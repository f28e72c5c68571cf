import type { MissingDocument } from "@visadesk/contracts/case-rules";

/** The documents a checklist still lacks, each with why ("not received yet", "expired", …), as a bulleted list. */
export function MissingDocumentsList({
  missing,
  labelledBy,
}: {
  missing: readonly MissingDocument[];
  /** The id of the sentence that introduces the list, when the list needs its own name. */
  labelledBy?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className="ml-5 list-disc">
      {missing.map((m) => (
        <li key={m.name} className="[overflow-wrap:anywhere]">
          {m.name}: {m.reason}
        </li>
      ))}
    </ul>
  );
}
