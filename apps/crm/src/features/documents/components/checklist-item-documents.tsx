import type { Document } from "@visadesk/contracts/documents";
import { ZDocumentReviewRequest } from "@visadesk/contracts/documents";
import { Badge } from "@visadesk/ui/badge";
import { Button } from "@visadesk/ui/button";
import { Field, inputClassName } from "@visadesk/ui/field";
import { toast } from "@visadesk/ui/toast-store";
import { Download, FileText } from "lucide-react";
import { useState } from "react";
import { describeError } from "#components/error-state.tsx";
import { FormDialog } from "#components/form-dialog.tsx";
import { documentFilePath, useReviewDocument } from "#features/documents/api/case-documents.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";
import { useCaseDocuments } from "#lib/case-documents-api.ts";
import { formatDateTime } from "#lib/format.ts";

const STATUS = {
  uploaded: { tone: "info", text: "To check" },
  verified: { tone: "success", text: "Verified" },
  rejected: { tone: "danger", text: "Rejected" },
} as const;

/** Bytes as people read them: "840 KB", "2.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function RejectDialog({
  document,
  caseId,
  onClose,
}: {
  document: Document | null;
  caseId: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState("");
  const review = useReviewDocument(caseId);
  const { errors, formError, submit } = useContractCheckedSubmit(ZDocumentReviewRequest);
  if (!document) return null;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Reject ${document.fileName}`}
      description="The client sees your reason on their page and is asked to send the document again."
      onSubmit={() => {
        const body = { decision: "rejected" as const, reason: reason.trim() || undefined };
        return submit(body, async () => {
          await review.mutateAsync({ documentId: document.id, body });
          toast({ title: `${document.fileName} rejected; the client is asked again` });
          onClose();
        });
      }}
      formError={formError}
      pending={review.isPending}
      submitLabel="Reject"
      pendingLabel="Rejecting..."
    >
      <Field label="Reason the client sees" error={errors.reason}>
        <textarea
          className={inputClassName}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
    </FormDialog>
  );
}

function FileRow({
  document: d,
  canReview,
  reviewing,
  onVerify,
  onReject,
  replacedBy,
}: {
  document: Document;
  canReview: boolean;
  reviewing: boolean;
  onVerify: () => void;
  onReject: () => void;
  /** The file that replaced this one, for a file kept as history. */
  replacedBy?: Document | undefined;
}) {
  const history = d.replacedById !== null;
  return (
    <li
      className={`flex flex-wrap items-center gap-2 rounded-md border p-2 text-sm ${
        history ? "border-dashed border-slate-300 bg-white" : "border-slate-200 bg-slate-50"
      }`}
    >
      <FileText aria-hidden="true" className="size-4 text-slate-600" />
      <span className={`font-medium break-all ${history ? "text-slate-600 line-through" : "text-slate-900"}`}>
        {d.fileName}
      </span>
      <span className="text-slate-600">
        {fileSize(d.size)} · {d.uploadedByClient ? "from the client" : `by ${d.uploadedBy}`} ·{" "}
        {formatDateTime(d.uploadedAt)}
      </span>
      {history ? (
        // Plain text, not a badge: a long file name wraps on a phone.
        <span className="break-all text-slate-700">
          Replaced{replacedBy ? ` by ${replacedBy.fileName}` : ""}
          {d.replacedAt ? `, ${formatDateTime(d.replacedAt)}` : ""}
        </span>
      ) : (
        <Badge tone={STATUS[d.status].tone}>{STATUS[d.status].text}</Badge>
      )}
      {d.rejectionReason && <span className="text-red-800">Reason: {d.rejectionReason}</span>}
      <span className="ml-auto flex gap-2">
        <a
          href={documentFilePath(d.id)}
          download={d.fileName}
          aria-label={`Download ${d.fileName}`}
          className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 font-medium text-slate-800"
        >
          <Download aria-hidden="true" className="size-4" />
          Download
        </a>
        {canReview && !history && d.status === "uploaded" && (
          <>
            <Button size="sm" aria-label={`Verify ${d.fileName}`} disabled={reviewing} onClick={onVerify}>
              Verify
            </Button>
            <Button size="sm" variant="secondary" aria-label={`Reject ${d.fileName}`} onClick={onReject}>
              Reject
            </Button>
          </>
        )}
      </span>
    </li>
  );
}

/**
 * The files sent for one checklist item, for staff: each file in use (an item may have several: six bank statements)
 * with name, size, who and when, a download (always an attachment), and Verify / Reject (with a reason the client
 * sees) while it waits to be checked; then the files replaced by newer ones, kept as history, never deleted.
 */
export function ChecklistItemDocuments({
  caseId,
  itemId,
  canReview = true,
}: {
  caseId: string;
  itemId: string;
  canReview?: boolean;
}) {
  const documents = useCaseDocuments(caseId);
  const review = useReviewDocument(caseId);
  const [rejecting, setRejecting] = useState<Document | null>(null);
  const mine = documents.data?.documents.filter((d) => d.checklistItemId === itemId) ?? [];
  if (documents.isError) return <p className="text-sm text-red-800">{describeError(documents.error)}</p>;
  if (mine.length === 0) return null;
  const current = mine.filter((d) => d.replacedById === null);
  const replaced = mine.filter((d) => d.replacedById !== null);
  const verify = (d: Document) =>
    void review
      .mutateAsync({ documentId: d.id, body: { decision: "verified" } })
      .then(() => toast({ title: `${d.fileName} verified` }))
      .catch((error: unknown) =>
        toast({ title: "Not verified", description: describeError(error), variant: "destructive" }),
      );
  return (
    <div className="mt-2 flex flex-col gap-2">
      <ul className="flex flex-col gap-2" aria-label="Files sent">
        {current.map((d) => (
          <FileRow
            key={d.id}
            document={d}
            canReview={canReview}
            reviewing={review.isPending}
            onVerify={() => verify(d)}
            onReject={() => setRejecting(d)}
          />
        ))}
      </ul>
      {replaced.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-700">
            {replaced.length === 1
              ? "1 earlier file, replaced"
              : `${replaced.length} earlier files, replaced`}
          </summary>
          <ul className="mt-2 flex flex-col gap-2" aria-label="Earlier files, replaced">
            {replaced.map((d) => (
              <FileRow
                key={d.id}
                document={d}
                canReview={false}
                reviewing={false}
                onVerify={() => {}}
                onReject={() => {}}
                replacedBy={mine.find((other) => other.id === d.replacedById)}
              />
            ))}
          </ul>
        </details>
      )}
      <RejectDialog document={rejecting} caseId={caseId} onClose={() => setRejecting(null)} />
    </div>
  );
}
