import { z } from "zod";

const ZLogLevel = z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

/** Every environment variable the API reads. Nothing else in the API touches `process.env`. */
export const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  LOG_LEVEL: ZLogLevel.default("info"),
  /** Where the built marketing and CRM apps are; default: the apps' dist folders beside this package. */
  MARKETING_DIST: z.string().min(1).optional(),
  CRM_DIST: z.string().min(1).optional(),
});
export type Env = z.infer<typeof ZEnv>;

/** Thrown with one line per bad variable, so that a bad value stops startup with a message that names it. */
export class EnvError extends Error {
  override readonly name = "EnvError";
}

/** Parses `source` (normally `process.env`); empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = ZEnv.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
}
