import { describe, expect, it } from "vitest";
import { ZAddNoteBody, ZAssignBody } from "#crm/common.ts";
import {
  RECORD_DETAILS,
  RECORD_KINDS,
  RECORD_WRITES,
  recordWriteAnswers,
  STATUS_SEGMENTS,
  WRITE_STATUSES,
} from "#crm/record-writes.ts";

// Decision 046: the writes every kind shares answer its detail, and their bodies are one for every kind.
describe("the shared writes of a record", () => {
  it("pair every kind with its detail and its status segment", () => {
    expect(Object.keys(RECORD_DETAILS)).toEqual([...RECORD_KINDS]);
    expect(Object.keys(STATUS_SEGMENTS)).toEqual([...RECORD_KINDS]);
    expect(STATUS_SEGMENTS.deals).toBe("stage");
  });

  it("answer the detail with 201 for a note and 200 for the other writes", () => {
    const answers = recordWriteAnswers(RECORD_DETAILS.leads);
    for (const write of RECORD_WRITES) {
      expect(Object.keys(answers[write]).map(Number), write).toEqual([WRITE_STATUSES[write]]);
      expect(Object.values(answers[write]), write).toEqual([RECORD_DETAILS.leads]);
    }
    expect(WRITE_STATUSES).toEqual({ edit: 200, status: 200, assign: 200, note: 201 });
  });

  it("take one assignment body and one note body, with their defaults", () => {
    expect(ZAssignBody.parse({ assignee: "staff1" })).toEqual({ assignee: "staff1", alsoLinked: true });
    expect(ZAssignBody.parse({ assignee: null, alsoLinked: false, expectedVersion: 3 })).toEqual({
      assignee: null,
      alsoLinked: false,
      expectedVersion: 3,
    });
    expect(ZAddNoteBody.parse({ text: " Called " })).toEqual({
      text: "Called",
      kind: "note",
      visibleToClient: false,
    });
  });
});
