import { OFFICE } from "@visadesk/content/office";
import { WHATSAPP_NUMBER } from "@visadesk/content/whatsapp";
import type { PortalCase as Case } from "@visadesk/contracts/cases";
import type { PortalDeliveryListItem as DeliveryListItem } from "@visadesk/contracts/deliveries";
import { EmptyState } from "@visadesk/ui/empty-state";
import { SkeletonRows } from "@visadesk/ui/skeleton";
import { MessageCircle, Phone } from "lucide-react";
import { ErrorState } from "#components/error-state.tsx";
import { useMyCases } from "#features/portal/api/get-my-cases.ts";
import { useMyDeliveries } from "#features/portal/api/get-my-deliveries.ts";
import { CaseDocuments } from "#features/portal/components/case-documents.tsx";
import { CaseProgress } from "#features/portal/components/case-progress.tsx";
import { clientDeliveryStatus } from "#features/portal/utils/delivery-status.ts";
import { countryName, formatDateTime, humanise } from "#lib/format.ts";
import { useCurrentUser } from "#lib/session.ts";

/** A WhatsApp conversation with the consultancy about `item`, naming the case and the consultant. */
function chatLink(item: Case | undefined, clientName: string): string {
  const about = item
    ? ` about my case ${item.caseNumber}${item.assignee ? ` (consultant: ${item.assignee.name})` : ""}`
    : "";
  const text = `Hello, this is ${clientName}${about}.`;
  return `https://wa.me/${WHATSAPP_NUMBER.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

/** How the passport reaches the client: the courier and tracking number, or where to collect it (until collected). */
function DeliveryText({ delivery }: { delivery: DeliveryListItem }) {
  const sent = delivery.status === "dispatched" || delivery.status === "delivered";
  if (
    delivery.method === "e_visa" ||
    (delivery.method === "office_pickup" && delivery.status === "delivered")
  )
    return null;
  if (delivery.method === "courier") {
    if (!delivery.trackingNumber && sent)
      return <p>By courier{delivery.courier ? ` (${delivery.courier})` : ""}.</p>;
    return (
      <p>
        By courier{delivery.courier ? ` (${delivery.courier})` : ""}
        {delivery.trackingNumber ? (
          <>
            , tracking number <strong>{delivery.trackingNumber}</strong>
          </>
        ) : (
          ": we send you the tracking number as soon as it leaves."
        )}
      </p>
    );
  }
  return (
    <p>
      {delivery.status === "awaiting_return" ? "Once it is back, collect it" : "Collect it"} from our office:{" "}
      {OFFICE.address.street}, {OFFICE.address.city}. {OFFICE.openingHours}.
    </p>
  );
}

/**
 * /customer-dashboard: a client's own cases, phone first and in plain words: each case's steps and next step, the
 * documents still needed (with an upload each), the delivery, notes from the team, and a WhatsApp and call button.
 */
export default function CustomerDashboardPage() {
  const user = useCurrentUser();
  const cases = useMyCases();
  const deliveries = useMyDeliveries();
  const firstName = user?.name.split(/\s+/)[0] ?? "";
  const primary = cases.data?.[0];

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Hello {firstName}</h1>
        <p className="mt-1 text-slate-700">Here is where your visa stands, and what we need from you.</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <a
          href={chatLink(primary, user?.name ?? "")}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-h-12 items-center justify-center gap-2 rounded-lg bg-emerald-700 px-3 py-2 font-semibold text-white hover:bg-emerald-800"
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          WhatsApp us
        </a>
        <a
          href={`tel:${OFFICE.phoneE164}`}
          className="flex min-h-12 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-900 hover:bg-slate-50"
        >
          <Phone aria-hidden="true" className="size-5" />
          Call us
        </a>
      </div>
      {cases.isPending && <SkeletonRows label="Loading your cases" rows={4} columns={1} />}
      {cases.isError && (
        <ErrorState
          title="We could not load your cases"
          error={cases.error}
          onRetry={() => void cases.refetch()}
        />
      )}
      {cases.data?.length === 0 && (
        <EmptyState
          title="No case yet"
          description="Your case appears here as soon as your consultant opens it. Message us on WhatsApp if you have a question."
        />
      )}
      {cases.data?.map((item) => {
        const delivery = deliveries.data?.items.find((d) => d.caseId === item.id);
        const notes = item.timeline.filter((entry) => entry.kind === "note" || entry.kind === "message");
        return (
          // A card's padding, narrower on a phone (Card's own is the same on every screen).
          <div key={item.id} className="rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">
              {item.kind === "appeal" ? "Appeal" : `${humanise(item.visaType)} visa`} for{" "}
              {countryName(item.destinationCountry)}
            </h2>
            <p className="text-sm text-slate-600">
              Case {item.caseNumber}
              {item.assignee ? ` · Your consultant: ${item.assignee.name}` : ""}
            </p>
            <div className="mt-4">
              <CaseProgress item={item} />
            </div>
            <CaseDocuments item={item} />
            {delivery && (
              <section aria-labelledby={`delivery-${item.id}`} className="mt-6 text-sm text-slate-800">
                <h3 id={`delivery-${item.id}`} className="text-base font-semibold text-slate-900">
                  Your passport and visa
                </h3>
                <p className="mt-1">{clientDeliveryStatus(delivery)}</p>
                <DeliveryText delivery={delivery} />
              </section>
            )}
            {notes.length > 0 && (
              <section aria-labelledby={`notes-${item.id}`} className="mt-6">
                <h3 id={`notes-${item.id}`} className="text-base font-semibold text-slate-900">
                  Notes from your consultant
                </h3>
                <ul className="mt-2 flex flex-col gap-2">
                  {notes.map((note) => (
                    <li key={note.id} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
                      <p>{note.text}</p>
                      <p className="mt-1 text-xs text-slate-600">{formatDateTime(note.at)}</p>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        );
      })}
    </div>
  );
}
