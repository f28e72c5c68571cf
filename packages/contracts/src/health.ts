import { z } from "zod";

/** The answer of `GET /api/health`, given only after a real database query succeeded. */
export const ZHealth = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  version: z.string(),
});
export type Health = z.infer<typeof ZHealth>;
