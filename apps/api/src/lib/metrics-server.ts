import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ScrapedMetrics } from "#lib/metrics.ts";

/**
 * Serves `GET /metrics` (Prometheus text format) on its own port, apart from the public server, so that a proxy in
 * front never exposes it: bind it to loopback or a private network only Prometheus reaches (METRICS_HOST).
 */
export async function startMetricsServer(
  metrics: ScrapedMetrics,
  port: number,
  host: string,
): Promise<{ server: Server; address: string }> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || (request.url ?? "").split("?")[0] !== "/metrics") {
      response
        .writeHead(404, { "content-type": "text/plain" })
        .end("Not found: the metrics are at /metrics\n");
      return;
    }
    metrics.render().then(
      (text) => response.writeHead(200, { "content-type": metrics.registry.contentType }).end(text),
      (error: unknown) =>
        response.writeHead(500, { "content-type": "text/plain" }).end(`metrics failed: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const { address, port: bound } = server.address() as AddressInfo;
  return { server, address: `http://${address.includes(":") ? `[${address}]` : address}:${bound}` };
}
