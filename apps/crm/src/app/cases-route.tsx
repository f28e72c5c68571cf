import { ChecklistItemExtrasContext } from "#components/checklist-item-extras.tsx";
import CasesPage from "#features/cases/components/cases-page.tsx";
import { ChecklistItemDocuments } from "#features/documents/components/checklist-item-documents.tsx";

const documentsOf = (caseId: string, itemId: string) => (
  <ChecklistItemDocuments caseId={caseId} itemId={itemId} />
);

/** The filing cases screens, with each checklist document's uploaded files (download, verify, reject) under it. */
export default function CasesRoute() {
  return (
    <ChecklistItemExtrasContext.Provider value={documentsOf}>
      <CasesPage />
    </ChecklistItemExtrasContext.Provider>
  );
}
