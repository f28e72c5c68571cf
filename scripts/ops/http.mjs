// A small HTTP client for the operations tests. Unlike fetch it can choose the local address (127.x.y.z on loopback),
// so one test machine can look like many visitors to nginx and the API's per-IP limits.
import http from "node:http";

/**
 * One request; resolves with status, headers and body text, or rejects on a network error. `cookie` is sent as is;
 * `setCookie` in the answer lists the Set-Cookie headers.
 */
export function request(
  url,
  { method = "GET", headers = {}, body, localAddress, agent, timeoutMs = 15_000 } = {},
) {
  const target = new URL(url);
  const payload = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        localAddress,
        agent: agent ?? false,
        headers: {
          ...(payload !== undefined && typeof body !== "string"
            ? { "content-type": "application/json" }
            : {}),
          ...(payload !== undefined ? { "content-length": Buffer.byteLength(payload) } : {}),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            text: () => Buffer.concat(chunks).toString("utf8"),
            json: () => JSON.parse(Buffer.concat(chunks).toString("utf8")),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** The `name=value` part of a Set-Cookie answer, for the Cookie header of later requests. */
export function sessionCookie(response) {
  const header = response.headers["set-cookie"] ?? [];
  return header.map((line) => line.split(";", 1)[0]).join("; ");
}
