import { describe, expect, it } from "vitest";
import { ApiError, throwIfNotOk } from "#api-error.ts";

describe("throwIfNotOk", () => {
  it("passes a 2xx response through untouched", async () => {
    const response = new Response("{}", { status: 200 });
    await expect(throwIfNotOk(response)).resolves.toBe(response);
  });

  it("keeps a non-JSON error body out of `body`", async () => {
    const error = await throwIfNotOk(new Response("<html>oops</html>", { status: 502 })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: "ApiError",
      status: 502,
      body: undefined,
      message: "502: <html>oops</html>",
    });
  });
});
