import { configFromEnv } from "#config.ts";
import { EnvError, parseEnv } from "#env.ts";
import { createServer } from "#server.ts";
import packageJson from "../package.json" with { type: "json" };

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const server = await createServer(configFromEnv(env, packageJson.version));

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.log.info({ signal }, "shutting down: finishing requests and closing the database");
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      server.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);

  const address = await server.listen({ port: env.PORT, host: env.HOST });
  server.log.info({ address, database: server.database.kind }, `VisaDesk is ready at ${address}`);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error("VisaDesk failed to start:", error);
  process.exit(1);
});
