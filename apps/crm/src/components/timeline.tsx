import type { Activity } from "@visadesk/contracts/crm";
import { Button } from "@visadesk/ui/button";
import { Field } from "@visadesk/ui/field";
import { Select } from "@visadesk/ui/select";
import { type FormEvent, useState } from "react";
import { describeActivity } from "#lib/describe-activity.ts";
import { formatDateTime, humanise } from "#lib/format.ts";

/** A record's timeline, newest first: what happened in plain language, who did it and when (Asia/Kolkata). */
export function Timeline({ activities }: { activities: readonly Activity[] }) {
  if (activities.length === 0) return <p className="text-sm text-slate-600">Nothing has happened yet.</p>;
  // Entries of one instant (a status change and its comment) keep their order: the later id is the newer.
  const newestFirst = [...activities].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return (
    <ol aria-label="Timeline" className="flex flex-col gap-3">
      {newestFirst.map((activity) => (
        <li key={activity.id} className="border-l-2 border-brand-100 pl-3">
          <p className="text-sm text-slate-900">{describeActivity(activity)}</p>
          <p className="text-xs text-slate-600">
            {humanise(activity.kind)} · {activity.actor ?? "system"} ·{" "}
            <time dateTime={activity.at}>{formatDateTime(activity.at)}</time>
            {activity.visibleToClient && activity.kind !== "created" && activity.kind !== "status_change"
              ? " · shown to the client"
              : ""}
          </p>
        </li>
      ))}
    </ol>
  );
}

export type NoteKind = "note" | "call" | "message";

/** A note as the form sends it; `visibleToClient` only where the record has a portal side (cases, deliveries). */
export interface NewNote {
  text: string;
  kind: NoteKind;
  visibleToClient?: boolean;
}

/**
 * Adds a note, or the record of a call or a message, to the timeline. With `clientVisibility` (a case or delivery,
 * which the customer follows on their portal) staff may mark it for the client; every note is internal otherwise.
 */
export function NoteForm({
  onAdd,
  clientVisibility = false,
}: {
  onAdd: (note: NewNote) => Promise<unknown>;
  clientVisibility?: boolean;
}) {
  const [text, setText] = useState("");
  const [kind, setKind] = useState<NoteKind>("note");
  const [forClient, setForClient] = useState(false);
  const [pending, setPending] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) return;
    setPending(true);
    try {
      await onAdd(
        clientVisibility
          ? { text: text.trim(), kind, visibleToClient: forClient }
          : { text: text.trim(), kind },
      );
      setText("");
      setForClient(false);
    } catch {
      // The caller shows the failure; the text stays for another try.
    } finally {
      setPending(false);
    }
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <Field label="Add to the timeline">
        <textarea
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          placeholder="What happened, what was agreed, what is next"
        />
      </Field>
      {clientVisibility ? (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={forClient}
            onChange={(event) => setForClient(event.target.checked)}
          />
          Show this to the client on their portal
        </label>
      ) : null}
      <div className="flex items-end gap-2">
        <Field label="Kind" className="w-36">
          <Select value={kind} onChange={(event) => setKind(event.target.value as NoteKind)}>
            <option value="note">Note</option>
            <option value="call">Call</option>
            <option value="message">Message</option>
          </Select>
        </Field>
        <Button type="submit" disabled={pending || !text.trim()}>
          {pending ? "Saving..." : "Add"}
        </Button>
      </div>
    </form>
  );
}
