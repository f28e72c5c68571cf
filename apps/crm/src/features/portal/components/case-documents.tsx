import type { PortalCase as Case } from "@visadesk/contracts/cases";
import type { Document } from "@visadesk/contracts/documents";
import { Badge } from "@visadesk/ui/badge";
import { useState } from "react";
import { DocumentUploadButton } from "#features/portal/components/document-upload-button.tsx";
import { useCaseDocuments } from "#lib/case-documents-api.ts";

const STATE_TEXT = {
  received: { tone: "info", text: "Received, we are checking it" },
  verified: { tone: "success", text: "Verified" },
} as const;

/** The newest file sent for an item, if any. */
function latest(documents: readonly Document[], itemId: string): Document | undefined {
  return documents.filter((d) => d.checklistItemId === itemId).at(-1);
}

/** "What we still need from you" with an upload for each, then what the client has already sent. */
export function CaseDocuments({ item }: { item: Case }) {
  const documents = useCaseDocuments(item.id).data?.documents ?? [];
  const needed = item.checklist.filter((c) => c.status === "requested" || c.status === "rejected");
  const sent = item.checklist.filter((c) => c.status === "received" || c.status === "verified");
  const [thanks, setThanks] = useState("");
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
              const last = latest(documents, c.id);
              return (
                <li key={c.id} className="rounded-lg border border-slate-200 bg-white p-3">
                  <p className="font-medium text-slate-900">{c.name}</p>
                  {c.status === "rejected" && (
                    <p className="mt-1 text-sm text-red-800">
                      We could not accept {last ? last.fileName : "the last file"}
                      {last?.rejectionReason || c.note ? `: ${last?.rejectionReason ?? c.note}` : ""}. Please
                      send it again.
                    </p>
                  )}
                  {c.status !== "rejected" && c.note && (
                    <p className="mt-1 text-sm text-slate-700">{c.note}</p>
                  )}
                  <DocumentUploadButton
                    caseId={item.id}
                    itemId={c.id}
                    itemName={c.name}
                    onUploaded={(fileName) =>
                      setThanks(`Thank you, we have received ${fileName} for ${c.name}.`)
                    }
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
          <ul className="mt-2 flex flex-col gap-2">
            {sent.map((c) => {
              const state = STATE_TEXT[c.status as keyof typeof STATE_TEXT];
              return (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="text-slate-900">{c.name}</span>
                  <Badge tone={state.tone}>{state.text}</Badge>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
