// A filing case with one uploaded document, made through the API as the CRM and the portal would: the shortest path
// the product offers to a case is a lead that is qualified, converted to a deal, and the deal won.
import { request } from "./http.mjs";

/**
 * A small valid PDF of one blank page (the API parses an upload whole: a PDF must have a page). Its second line is
 * PDF's usual marker of binary content (bytes above 0x7f), so a copy that went through a text encoding anywhere on the
 * way would no longer compare equal.
 */
export const SMALL_PDF = Buffer.concat([
  Buffer.from("%PDF-1.4\n"),
  Buffer.from([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]),
  Buffer.from(
    [
      "1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj",
      "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj",
      "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj",
      "trailer\n<< /Root 1 0 R >>\n%%EOF\n",
    ].join("\n"),
  ),
]);

async function postJson(base, cookie, url, body) {
  const response = await request(`${base}${url}`, { method: "POST", body, headers: { cookie } });
  if (response.status >= 300) throw new Error(`POST ${url}: ${response.status} ${response.text()}`);
  return response.json();
}

/** Opens a case for a new client (lead -> qualified -> deal -> won); resolves with the case and its first item. */
export async function openCase(base, cookie, name) {
  const lead = await postJson(base, cookie, "/api/leads", {
    name,
    phone: "+91 98200 77001",
    destinationCountry: "CA",
    visaType: "student",
  });
  await postJson(base, cookie, `/api/leads/${lead.id}/status`, { status: "qualified" });
  const { dealId } = await postJson(base, cookie, `/api/leads/${lead.id}/convert`, { feeInr: 40_000 });
  const { caseId } = await postJson(base, cookie, `/api/deals/${dealId}/win`, {});
  const detail = await request(`${base}/api/cases/${caseId}`, { headers: { cookie } });
  if (detail.status !== 200) throw new Error(`GET /api/cases/${caseId}: ${detail.status} ${detail.text()}`);
  const itemId = detail.json().checklist[0]?.id;
  if (!itemId) throw new Error(`case ${caseId} has no checklist item`);
  return { caseId, itemId };
}

/** Uploads `bytes` as the file of one checklist item (the body is the file itself); resolves with the document. */
export async function uploadDocument(base, cookie, { caseId, itemId }, fileName, bytes) {
  const response = await request(
    `${base}/api/cases/${caseId}/checklist/${itemId}/documents?name=${encodeURIComponent(fileName)}`,
    { method: "POST", body: bytes, headers: { cookie, "content-type": "application/octet-stream" } },
  );
  if (response.status !== 201) throw new Error(`upload ${fileName}: ${response.status} ${response.text()}`);
  return response.json();
}
