// Which requests get a log line (decision 045). Fastify's default is two lines for every request at `info`, the
// production default level: about 340 bytes and a fifth more CPU per request on the staff page, for lines that
// nginx's access log already has. Here a request gets one line, written when its answer is sent, only when an
// operator needs it: it failed, it was slow, it was refused for a reason worth reading, or it is the sample that shows
// the shape of the traffic. Every line carries the request's id (`reqId`: nginx's `$request_id` behind a trusted
// proxy, lib/request-id.ts), so a user's report, the nginx line and the API's lines meet.
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/** An answer that took this long or longer is logged at `warn`: a wait a person notices, on any page or call. */
export const SLOW_REQUEST_MS = 1_000;

/** One in this many of the requests not otherwise logged is logged at `info`, as a sample of the traffic. */
export const REQUEST_SAMPLE_EVERY = 100;

/**
 * Refusals that are the routine of a day, sampled like successes: a signed-out browser asking who it is (401), a
 * page or record that is not there (404), an address asked to slow down (429, which a flood sends by the thousand).
 * Every other refusal (400 bad input, 403 not allowed, 409 a conflict, 413 too large...) is logged, since a person
 * may report it.
 */
const ROUTINE_REFUSALS: ReadonlySet<number> = new Set([401, 404, 429]);

/** Why a request gets a line, or `null` for none; the level of each is in {@link LEVEL_OF}. */
export type RequestLogReason = "failed" | "slow" | "refused" | "sampled" | "every";

const LEVEL_OF = {
  failed: "error",
  slow: "warn",
  refused: "info",
  sampled: "info",
  every: "debug",
} as const satisfies Record<RequestLogReason, string>;

/** The levels at which every request has a line. */
const EVERY_REQUEST_LEVELS: ReadonlySet<string> = new Set(["debug", "trace"]);

const MESSAGE_OF: Record<RequestLogReason, string> = {
  failed: "request failed",
  slow: "slow request",
  refused: "request refused",
  sampled: `request (one in ${REQUEST_SAMPLE_EVERY} logged)`,
  every: "request",
};

/**
 * The reason a request is logged, from its status and duration; `sampled` says whether it is the sample's turn
 * (asked only when nothing else logs it, so that the sample counts the ordinary requests alone).
 */
export function requestLogReason(
  statusCode: number,
  elapsedMs: number,
  sampled: () => boolean,
): RequestLogReason | null {
  if (statusCode >= 500) return "failed";
  if (elapsedMs >= SLOW_REQUEST_MS) return "slow";
  if (statusCode >= 400 && !ROUTINE_REFUSALS.has(statusCode)) return "refused";
  return sampled() ? "sampled" : null;
}

/**
 * Fastify's log controller with the policy above: no "incoming request" line, and the completion line only for the
 * requests {@link requestLogReason} picks (every request at `debug`, for a developer following one flow).
 */
export class RequestLogController extends LogController {
  /** Requests not otherwise logged since the last sampled one. */
  private unlogged = 0;

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const elapsedMs = reply.elapsedTime;
    const reason =
      requestLogReason(error ? 500 : reply.statusCode, elapsedMs, () => {
        this.unlogged = (this.unlogged + 1) % REQUEST_SAMPLE_EVERY;
        return this.unlogged === 0;
      }) ?? (EVERY_REQUEST_LEVELS.has(reply.log.level) ? "every" : null);
    if (reason === null) return;
    reply.log[LEVEL_OF[reason]](
      {
        req: request,
        res: reply,
        responseTime: Math.round(elapsedMs * 10) / 10,
        ...(error ? { err: error } : {}),
      },
      MESSAGE_OF[reason],
    );
  }
}
