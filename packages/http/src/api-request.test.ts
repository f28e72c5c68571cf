import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { ApiError } from "#api-error.ts";
import { apiRequest } from "#api-request.ts";
import { watchFetchCredentials } from "#test/fetch-credentials.ts";
import { server, useMswServer } from "#test/msw-server.ts";

const URL = "http://api.test/api/things";

interface Seen {
  method: string;
  contentType: string | null;
  body: string;
}

function recordRequests(
  status = 200,
  reply: () => Response = () => HttpResponse.json({ ok: true }, { status }),
) {
  const seen: Seen[] = [];
  server.use(
    http.all(URL, async ({ request }) => {
      seen.push({
        method: request.method,
        contentType: request.headers.get("content-type"),
        body: await request.text(),
      });
      return reply();
    }),
  );
  return seen;
}

describe("apiRequest", () => {
  useMswServer();

  it("sends credentials with every request", async () => {
    const seen = recordRequests();
    const credentials = watchFetchCredentials();
    await apiRequest("GET", URL);
    await apiRequest("POST", URL, { a: 1 });
    expect(seen.map((s) => s.method)).toEqual(["GET", "POST"]);
    expect(credentials()).toEqual(["include", "include"]);
  });

  it("sends a JSON body and its content type when a body is given", async () => {
    const seen = recordRequests();
    await apiRequest("PATCH", URL, { name: "Asha", age: 31 });
    expect(seen[0]).toMatchObject({
      method: "PATCH",
      contentType: "application/json",
      body: JSON.stringify({ name: "Asha", age: 31 }),
    });
  });

  it("sends no body and no content type when no body is given", async () => {
    const seen = recordRequests();
    await apiRequest("DELETE", URL);
    expect(seen[0]).toMatchObject({ method: "DELETE", contentType: null, body: "" });
  });

  it("resolves with the response on 2xx", async () => {
    recordRequests(201);
    const response = await apiRequest("POST", URL, {});
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("throws ApiError '<status>: <response text>' on a non-2xx answer", async () => {
    recordRequests(409, () => new HttpResponse("Lead already converted", { status: 409 }));
    const error = await apiRequest("POST", URL, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: "409: Lead already converted", body: undefined });
  });

  it("uses the status text when the body is empty", async () => {
    recordRequests(503, () => new HttpResponse(null, { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", URL)).rejects.toMatchObject({ message: "503: Service Unavailable" });
  });

  it("keeps the status and the parsed body when the error body is JSON", async () => {
    const payload = { error: { code: "bad_input", message: "phone is invalid" } };
    recordRequests(400, () => HttpResponse.json(payload, { status: 400 }));
    const error = await apiRequest("POST", URL, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, body: payload, message: `400: ${JSON.stringify(payload)}` });
  });

  it("throws for any other non-2xx code too (404)", async () => {
    recordRequests(404, () => new HttpResponse("Not here", { status: 404 }));
    await expect(apiRequest("GET", URL)).rejects.toMatchObject({ status: 404, message: "404: Not here" });
  });
});
