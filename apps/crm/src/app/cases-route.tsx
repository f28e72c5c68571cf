import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { useSearchParams } from "react-router";
import { ChecklistItemExtrasContext } from "#components/checklist-item-extras.tsx";
import CasesPage from "#features/cases/components/cases-page.tsx";
import { getCaseDocumentsQueryOptions } from "#lib/case-documents-api.ts";

// The documents under a checklist's items load with the case they belong to, not with the list of cases (their review
// form brings zod: docs/behaviours/speed.md#crm-pages).
const loadDocuments = () => import("#features/documents/components/checklist-item-documents.tsx");
const ChecklistItemDocuments = lazy(() =>
  loadDocuments().then((module) => ({ default: module.ChecklistItemDocuments })),
);

const documentsOf = (caseId: string, itemId: string) => (
  <Suspense fallback={null}>
    <ChecklistItemDocuments caseId={caseId} itemId={itemId} />
  </Suspense>
);

/** The filing cases screens, with each checklist document's uploaded files (download, verify, reject) under it. */
export default function CasesRoute() {
  const caseId = useSearchParams()[0].get("id");
  const queryClient = useQueryClient();
  // A case's page asks for the documents' code and the case's files beside the case itself, not once its checklist is
  // drawn: no wait in turn, and a step that adds documents to the checklist (asking for them) fetches nothing more.
  useEffect(() => {
    if (!caseId) return;
    void loadDocuments();
    void queryClient.prefetchQuery(getCaseDocumentsQueryOptions(caseId));
  }, [caseId, queryClient]);
  return (
    <ChecklistItemExtrasContext.Provider value={documentsOf}>
      <CasesPage />
    </ChecklistItemExtrasContext.Provider>
  );
}
