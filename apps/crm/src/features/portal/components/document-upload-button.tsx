import type { Document } from "@visadesk/contracts/documents";
import { Plus, RefreshCw, Upload } from "lucide-react";
import { useId, useRef } from "react";
import { describeError } from "#components/error-state.tsx";
import { useUploadDocument } from "#features/portal/api/upload-document.ts";

const LOOK = {
  primary:
    "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white focus-within:outline-2 hover:bg-brand-800",
  secondary:
    "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 focus-within:outline-2 hover:bg-slate-50",
} as const;

/**
 * One upload for a checklist item: a real file input behind a large button (a phone opens its camera or files), PDF,
 * JPEG or PNG up to 10 MB. `replaces` makes it "Replace <file>": the new file takes the old one's place, and the
 * office keeps the old one. `more` makes it "Add another file" (six bank statements are six files). A refusal is
 * announced here; a success through `onUploaded`.
 */
export function DocumentUploadButton({
  caseId,
  itemId,
  itemName,
  replaces,
  more = false,
  onUploaded,
}: {
  caseId: string;
  itemId: string;
  itemName: string;
  replaces?: Document;
  more?: boolean;
  /** Told the stored file's name (its extension is its true type's) once it is stored. */
  onUploaded: (fileName: string) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument(caseId);
  const Icon = replaces ? RefreshCw : more ? Plus : Upload;
  const label = replaces ? "Replace" : more ? "Add another file" : "Upload";
  // The button's name says what it acts on: "Upload Passport", "Add another file for Bank statements",
  // "Replace march.jpg (Bank statements)".
  const forWhat = replaces
    ? ` ${replaces.fileName} (${itemName})`
    : more
      ? ` for ${itemName}`
      : ` ${itemName}`;
  return (
    <div className={replaces ? "" : "mt-3"}>
      <input
        ref={input}
        id={id}
        type="file"
        className="sr-only"
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The promise, not mutate's callbacks: after a success the item may move and this button unmount.
          if (file)
            upload.mutateAsync({ itemId, file, replaces: replaces?.id }).then(
              (stored) => onUploaded(stored.fileName),
              () => undefined,
            );
          event.target.value = "";
        }}
      />
      <label htmlFor={id} className={replaces || more ? LOOK.secondary : LOOK.primary}>
        <Icon aria-hidden="true" className="size-4" />
        {upload.isPending ? "Uploading..." : label}
        <span className="sr-only">{forWhat}</span>
      </label>
      {!replaces && <p className="mt-1 text-xs text-slate-600">PDF, JPEG or PNG, up to 10 MB</p>}
      <p role="alert" className="mt-1 text-sm text-red-700">
        {upload.isError ? describeError(upload.error) : ""}
      </p>
    </div>
  );
}
