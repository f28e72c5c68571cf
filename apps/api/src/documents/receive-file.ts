import type { Readable } from "node:stream";
import { HttpError } from "#lib/errors.ts";

/**
 * Reads an upload of `length` announced bytes from `body` into one buffer of that size (the only copy the server
 * holds), handing each `chunkBytes` piece to `onChunk` as it fills and waiting for it, so that a slow database slows
 * the sender instead of filling memory. Refused with `timeout()` when the whole body has not arrived in `timeoutMs`.
 */
export async function receiveFile(
  body: Readable,
  length: number,
  chunkBytes: number,
  timeoutMs: number,
  timeout: () => HttpError,
  onChunk: (piece: Uint8Array, seq: number) => Promise<void>,
): Promise<Uint8Array> {
  const whole = new Uint8Array(length);
  let filled = 0;
  let written = 0;
  let seq = 0;
  let timer: NodeJS.Timeout | undefined;
  // The deadline stops the reading, not the connection: the route answers 408 with `Connection: close`, so a person on
  // a slow line reads why, and a trickling sender's connection ends with that answer.
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(timeout()), timeoutMs);
  });
  expired.catch(() => {});
  const pieces = (body as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await Promise.race([pieces.next(), expired]);
      if (next.done) break;
      const piece = next.value;
      if (filled + piece.length > length) {
        throw new HttpError(400, "bad_request", "The file is longer than its announced Content-Length");
      }
      whole.set(piece, filled);
      filled += piece.length;
      while (filled - written >= chunkBytes || (filled === length && written < length)) {
        const end = Math.min(written + chunkBytes, filled);
        await onChunk(whole.subarray(written, end), seq);
        seq += 1;
        written = end;
      }
    }
  } finally {
    clearTimeout(timer);
  }
  if (filled !== length) {
    throw new HttpError(400, "bad_request", "The file arrived incomplete; please send it again");
  }
  return whole;
}
