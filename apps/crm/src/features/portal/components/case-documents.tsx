import type { PortalCase as Case } from "@visadesk/contracts/cases";
import type { Document } from "@visadesk/contracts/documents";
import { Badge } from "@visadesk/ui/badge";
import { FileText } from "lucide-react";
import { useState } from "react";
import { DocumentUploadButton } from "#features/portal/components/document-upload-button.tsx";
import { useCaseDocuments } from "#lib/case-documents-api.ts";
import { formatDateTime } from "#lib/format.ts";

type ChecklistItem = Case["checklist"][number];

const STATE_TEXT = {
  received: { tone: "info", text: "Received, we are checking it" },
  verified: { tone: "success", text: "Verified" },
} as const;

const FILE_STATE = {
  uploaded: "",
  verified: "Verified",
  rejected: "Not accepted",
} as const;

/** The files of an item still in use (newest last), and those replaced since. */
function filesOf(documents: readonly Document[], itemId: string) {
  const mine = documents.filter((d) => d.checklistItemId === itemId);
  return {
    current: mine.filter((d) => d.replacedById === null),
    replaced: mine.filter((d) => d.replacedById),
  };
}

/**
 * The files sent for one item, each with "Replace" while the item is open (the office keeps the old one), and the
 * names of files replaced before.
 */
function ItemFiles({
  caseId,
  item,
  documents,
  onUploaded,
}: {
  caseId: string;
  item: ChecklistItem;
  documents: readonly Document[];
  onUploaded: (fileName: string, replaced?: Document) => void;
}) {
  const { current, replaced } = filesOf(documents, item.id);
  if (current.length === 0 && replaced.length === 0) return null;
  const open = item.status !== "verified";
  return (
    <>
      <ul aria-label={`Files sent for ${item.name}`} className="mt-2 flex flex-col gap-2">
        {current.map((d) => (
          <li
            key={d.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-slate-200 bg-slate-50 p-2 text-sm"
          >
            <span className="flex min-w-0 flex-1 items-center gap-2">
              <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
              <span className="min-w-0 break-words">
                <span className="font-medium text-slate-900">{d.fileName}</span>{" "}
                <span className="text-slate-600">sent {formatDateTime(d.uploadedAt)}</span>
                {FILE_STATE[d.status] && (
                  <span className={d.status === "rejected" ? "text-red-800" : "text-emerald-800"}>
                    {" "}
                    · {FILE_STATE[d.status]}
                  </span>
                )}
              </span>
            </span>
            {open && d.status !== "verified" && (
              <DocumentUploadButton
                caseId={caseId}
                itemId={item.id}
                itemName={item.name}
                replaces={d}
                onUploaded={(fileName) => onUploaded(fileName, d)}
              />
            )}
          </li>
        ))}
      </ul>
      {replaced.length > 0 && (
        <p className="mt-1 text-xs text-slate-600">
          Replaced earlier (we keep them): {replaced.map((d) => d.fileName).join(", ")}
        </p>
      )}
    </>
  );
}

/** "What we still need from you" with an upload for each, then what the client has already sent. */
export function CaseDocuments({ item }: { item: Case }) {
  const documents = useCaseDocuments(item.id).data?.documents ?? [];
  const needed = item.checklist.filter((c) => c.status === "requested" || c.status === "rejected");
  const sent = item.checklist.filter((c) => c.status === "received" || c.status === "verified");
  const [thanks, setThanks] = useState("");
  const thank = (c: ChecklistItem) => (fileName: string, replaced?: Document) =>
    setThanks(
      `Thank you, we have received ${fileName} for ${c.name}.${replaced ? ` It replaces ${replaced.fileName}.` : ""}`,
    );
  return (
    <>
      <p
        role="status"
        className={thanks ? "mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900" : ""}
      >
        {thanks}
      </p>
      <section aria-labelledby={`need-${item.id}`} className="mt-6">
        <h3 id={`need-${item.id}`} className="text-base font-semibold text-slate-900">
          What we still need from you
        </h3>
        {needed.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">Nothing right now. Thank you!</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-3">
            {needed.map((c) => {
              const rejected = filesOf(documents, c.id).current.findLast((d) => d.status === "rejected");
              return (
                <li key={c.id} className="rounded-lg border border-slate-200 bg-white p-3">
                  <p className="font-medium text-slate-900">{c.name}</p>
                  {c.status === "rejected" && (
                    <p className="mt-1 text-sm text-red-800">
                      We could not accept {rejected ? rejected.fileName : "the last file"}
                      {rejected?.rejectionReason || c.note ? `: ${rejected?.rejectionReason ?? c.note}` : ""}.
                      Please replace it or send it again.
                    </p>
                  )}
                  {c.status !== "rejected" && c.note && (
                    <p className="mt-1 text-sm text-slate-700">{c.note}</p>
                  )}
                  <ItemFiles caseId={item.id} item={c} documents={documents} onUploaded={thank(c)} />
                  <DocumentUploadButton
                    caseId={item.id}
                    itemId={c.id}
                    itemName={c.name}
                    more={filesOf(documents, c.id).current.length > 0}
                    onUploaded={thank(c)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {sent.length > 0 && (
        <section aria-labelledby={`sent-${item.id}`} className="mt-6">
          <h3 id={`sent-${item.id}`} className="text-base font-semibold text-slate-900">
            Documents you sent
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            Sent the wrong file? Replace it. Some documents have several files (six monthly bank statements):
            add each one.
          </p>
          <ul className="mt-2 flex flex-col gap-3">
            {sent.map((c) => {
              const state = STATE_TEXT[c.status as keyof typeof STATE_TEXT];
              return (
                <li key={c.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium text-slate-900">{c.name}</span>
                    <Badge tone={state.tone}>{state.text}</Badge>
                  </span>
                  <ItemFiles caseId={item.id} item={c} documents={documents} onUploaded={thank(c)} />
                  {c.status !== "verified" && (
                    <DocumentUploadButton
                      caseId={item.id}
                      itemId={c.id}
                      itemName={c.name}
                      more
                      onUploaded={thank(c)}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
