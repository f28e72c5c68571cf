/**
 * CRM lists: scope, filters, search and keyset paging written once for every list (docs/architecture.md). A service
 * describes its list and gets `pagedList`; the rest of this folder is how a request becomes a prepared statement.
 */
export { aliased, type Listed, listColumns, selectWithAssignee } from "#crm/list/columns.ts";
export type { ListPart } from "#crm/list/definition.ts";
export { pagedList } from "#crm/list/paged-list.ts";
export { instant } from "#crm/list/times.ts";
