import { lazy, Suspense } from "react";
import { ChecklistItemExtrasContext } from "#components/checklist-item-extras.tsx";
import CasesPage from "#features/cases/components/cases-page.tsx";

// The documents under a checklist's items load with the case they belong to, not with the list of cases (their review
// form brings zod: docs/behaviours/speed.md#crm-pages).
const ChecklistItemDocuments = lazy(() =>
  import("#features/documents/components/checklist-item-documents.tsx").then((module) => ({
    default: module.ChecklistItemDocuments,
  })),
);

const documentsOf = (caseId: string, itemId: string) => (
  <Suspense fallback={null}>
    <ChecklistItemDocuments caseId={caseId} itemId={itemId} />
  </Suspense>
);

/** The filing cases screens, with each checklist document's uploaded files (download, verify, reject) under it. */
export default function CasesRoute() {
  return (
    <ChecklistItemExtrasContext.Provider value={documentsOf}>
      <CasesPage />
    </ChecklistItemExtrasContext.Provider>
  );
}
