import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "#lib/load-once.ts";

describe("loadOnce", () => {
  it("fetches once however often it is asked, and is readable synchronously afterwards", async () => {
    const fetchIt = vi.fn(async () => ({ value: 42 }));
    const code = loadOnce(fetchIt);
    expect(code.current()).toBeUndefined();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect(first).toBe(second);
    expect(code.current()).toEqual({ value: 42 });
    await code.load();
    expect(fetchIt).toHaveBeenCalledTimes(1);
  });

  it("lets a failed fetch (offline) be tried again", async () => {
    const fetchIt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce("code");
    const code = loadOnce(fetchIt);
    await expect(code.load()).rejects.toThrow("offline");
    expect(code.current()).toBeUndefined();
    await expect(code.load()).resolves.toBe("code");
    expect(fetchIt).toHaveBeenCalledTimes(2);
  });
});
