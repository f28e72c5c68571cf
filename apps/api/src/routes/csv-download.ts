import { PassThrough, pipeline, Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { ExportFile } from "#crm/exports.ts";
import { csvRecords } from "#lib/csv.ts";

/**
 * Streams `file` as a CSV download, one batch of records in memory at a time. Its first batch is read before anything
 * is sent, so a failure there is an ordinary error answer (4xx/5xx); a failure on a later batch ends the download
 * early and is logged. Either way the process lives.
 */
export async function sendCsv(reply: FastifyReply, file: ExportFile): Promise<FastifyReply> {
  const first = await file.records.next();
  async function* text() {
    yield csvRecords([file.header]);
    let batch = first;
    while (!batch.done) {
      yield csvRecords(batch.value);
      batch = await file.records.next();
    }
  }
  const body = new PassThrough();
  // One batch's text waits at a time: the next is read only once the client has taken it (flat memory).
  pipeline(Readable.from(text(), { highWaterMark: 1 }), body, (error) => {
    if (error) reply.log.error({ err: error }, "CSV export failed part way; the download was cut short");
  });
  reply.header("Content-Type", "text/csv; charset=utf-8");
  reply.header("Content-Disposition", `attachment; filename="${file.name}"`);
  return reply.send(body);
}
