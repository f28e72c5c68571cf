import type { UseMutationResult } from "@tanstack/react-query";
import type { Activity, AddNoteBody } from "@visadesk/contracts/crm";
import { toast } from "@visadesk/ui/toast-store";
import { DetailSection } from "#components/detail-section.tsx";
import { describeError } from "#components/error-state.tsx";
import { NoteForm, Timeline } from "#components/timeline.tsx";

export interface TimelineSectionProps {
  activities: readonly Activity[];
  /** The record's `POST .../notes` mutation. */
  addNote: UseMutationResult<unknown, Error, AddNoteBody>;
  /** A case or delivery: staff may mark a note for the client's portal (notes are internal otherwise). */
  clientVisibility?: boolean;
}

/** A record's "Timeline" card: the note form, which says whether the note was saved, over the activities. */
export function TimelineSection({ activities, addNote, clientVisibility = false }: TimelineSectionProps) {
  return (
    <DetailSection title="Timeline">
      <NoteForm
        clientVisibility={clientVisibility}
        onAdd={async (note) => {
          try {
            await addNote.mutateAsync(note);
            toast({ title: "Added to the timeline" });
          } catch (error) {
            toast({
              title: "The note was not saved",
              description: describeError(error),
              variant: "destructive",
            });
            throw error;
          }
        }}
      />
      <div className="mt-4">
        <Timeline activities={activities} />
      </div>
    </DetailSection>
  );
}
