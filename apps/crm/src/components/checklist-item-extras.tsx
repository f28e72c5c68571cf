import { createContext, type ReactNode, useContext } from "react";

/** What a route adds under one checklist item of a case (its uploaded files, say): given the case and item ids. */
export type ChecklistItemExtra = (caseId: string, itemId: string) => ReactNode;

/**
 * Lets a route put another feature's view under each checklist item without the two features importing each other
 * (docs/architecture.md#import-directions): the route provides it, the checklist renders it.
 */
export const ChecklistItemExtrasContext = createContext<ChecklistItemExtra | null>(null);

/** The extra view the route provides for checklist items, if any. */
export function useChecklistItemExtra(): ChecklistItemExtra | null {
  return useContext(ChecklistItemExtrasContext);
}
