/** A non-2xx HTTP answer. `message` is `<status>: <response text>` (or `<status>: <status text>` when the body is empty). */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP status code of the response. */
  readonly status: number;
  /** The response body parsed as JSON when it was JSON, else `undefined`. */
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/** Throws an {@link ApiError} for any non-2xx response; returns the response untouched otherwise. */
export async function throwIfNotOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  const text = await response.text();
  const message = `${response.status}: ${text || response.statusText}`;
  throw new ApiError(response.status, message, parseJsonOrUndefined(text));
}

function parseJsonOrUndefined(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
