import { Upload } from "lucide-react";
import { useId, useRef } from "react";
import { describeError } from "#components/error-state.tsx";
import { useUploadDocument } from "#features/portal/api/upload-document.ts";

/**
 * One checklist item's upload: a real file input behind a large button (a phone opens its camera or files), PDF,
 * JPEG or PNG up to 10 MB. The outcome is announced to screen readers.
 */
export function DocumentUploadButton({
  caseId,
  itemId,
  itemName,
}: {
  caseId: string;
  itemId: string;
  itemName: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument(caseId);
  return (
    <div className="mt-3">
      <input
        ref={input}
        id={id}
        type="file"
        className="sr-only"
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate({ itemId, file });
          event.target.value = "";
        }}
      />
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white focus-within:outline-2 hover:bg-brand-800"
      >
        <Upload aria-hidden="true" className="size-4" />
        {upload.isPending ? "Uploading..." : "Upload"}
        <span className="sr-only"> {itemName}</span>
      </label>
      <p className="mt-1 text-xs text-slate-600">PDF, JPEG or PNG, up to 10 MB</p>
      <p role="status" aria-live="polite" className="mt-1 text-sm">
        {upload.isSuccess && <span className="text-emerald-800">Thank you, we have received it.</span>}
        {upload.isError && <span className="text-red-700">{describeError(upload.error)}</span>}
      </p>
    </div>
  );
}
