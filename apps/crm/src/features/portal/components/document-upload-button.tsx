import { Upload } from "lucide-react";
import { useId, useRef } from "react";
import { describeError } from "#components/error-state.tsx";
import { useUploadDocument } from "#features/portal/api/upload-document.ts";

/**
 * One checklist item's upload: a real file input behind a large button (a phone opens its camera or files), PDF,
 * JPEG or PNG up to 10 MB. A refusal is announced here; a success by the list (the item moves on).
 */
export function DocumentUploadButton({
  caseId,
  itemId,
  itemName,
  onUploaded,
}: {
  caseId: string;
  itemId: string;
  itemName: string;
  /** Told the file's name once it is stored (the item then leaves the list of what is still needed). */
  onUploaded: (fileName: string) => void;
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
          // The promise, not mutate's callbacks: after a success the item leaves the list and this button unmounts.
          if (file)
            upload.mutateAsync({ itemId, file }).then(
              () => onUploaded(file.name),
              () => undefined,
            );
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
      <p role="alert" className="mt-1 text-sm text-red-700">
        {upload.isError ? describeError(upload.error) : ""}
      </p>
    </div>
  );
}
