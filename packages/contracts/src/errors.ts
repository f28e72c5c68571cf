import { z } from "zod";

/**
 * Every API error body: `{ "error": { "code", "message", "fields"? } }` (docs/behaviours/api.md#answers-and-errors).
 */
export const ZApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** For a 400: each bad field by its dotted path, with what is wrong with it. */
    fields: z.record(z.string(), z.string()).optional(),
    /** For a 409 `illegal_transition`: the states the record may move to from its current one. */
    allowed: z.array(z.string()).optional(),
    /** For a 409 `duplicate`: the record that already holds the value, so that the client can link to it. */
    conflict: z.object({ resource: z.string(), id: z.string(), field: z.string() }).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ZApiErrorBody>;
