// Each request's id joins the proxy's log line and the API's (docs/deploy.md, "Logs"): nginx makes one
// (`$request_id`) and sends it as X-Request-Id; the API takes it as its own request id (pino's `reqId`) only when
// the connection comes from a proxy it trusts (TRUST_PROXY), since anyone else could send a misleading one; otherwise
// it makes its own. Either way the answer carries it in X-Request-Id, for a user's report or a support ticket.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { BlockList, isIPv6 } from "node:net";
import type { SecurityConfig } from "#config.ts";

export const REQUEST_ID_HEADER = "x-request-id";

/** What a proxy's id may look like: nginx's is 32 hex characters; load balancers' are UUIDs or similar. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** proxy-addr's (and so Fastify's) names for address ranges, usable in TRUST_PROXY. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/** Whether the peer of a connection (the nearest hop) is a proxy TRUST_PROXY believes. */
export function trustedPeer(trust: SecurityConfig["trustProxy"]): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  // A hop count trusts the nearest `hops` addresses, the connection's peer first (the server is reachable only
  // through its proxies: docs/deploy.md).
  if (typeof trust === "number") return (address) => trust >= 1 && address !== undefined;
  const list = new BlockList();
  for (const entry of trust.flatMap((item) => NAMED_RANGES[item] ?? [item])) {
    const [address = "", prefix] = entry.split("/");
    const family = isIPv6(address) ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    if (!address) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return list.check(mapped, "ipv4");
    return list.check(address, isIPv6(address) ? "ipv6" : "ipv4");
  };
}

/** Fastify's `genReqId`: the trusted proxy's X-Request-Id, else a new UUID. */
export function requestIdGenerator(
  trust: SecurityConfig["trustProxy"],
): (request: IncomingMessage) => string {
  const trusted = trustedPeer(trust);
  return (request) => {
    const sent = request.headers[REQUEST_ID_HEADER];
    if (typeof sent === "string" && ACCEPTED_ID.test(sent) && trusted(request.socket?.remoteAddress))
      return sent;
    return randomUUID();
  };
}
