import { describe, expect, it, vi } from "vitest";
import { parseOrigin, readTrackingSettings } from "#features/tracking/utils/settings.ts";

describe("readTrackingSettings", () => {
  it("turns nothing set into no analytics and the office's chat number", () => {
    const warn = vi.fn();
    expect(readTrackingSettings({}, warn)).toEqual({
      analytics: { gaId: undefined, gtmId: undefined, clarityId: undefined, scriptOrigin: undefined },
      chatNumber: "912240001234",
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("reads the IDs, the script origin and the WhatsApp number", () => {
    expect(
      readTrackingSettings({
        VITE_GA_ID: " G-ABC123 ",
        VITE_GTM_ID: "GTM-XYZ9",
        VITE_CLARITY_ID: "k2j3h4",
        VITE_ANALYTICS_SCRIPT_ORIGIN: "http://127.0.0.1:4999/",
        VITE_WHATSAPP_NUMBER: "+91 98765 43210",
      }),
    ).toEqual({
      analytics: {
        gaId: "G-ABC123",
        gtmId: "GTM-XYZ9",
        clarityId: "k2j3h4",
        scriptOrigin: "http://127.0.0.1:4999",
      },
      chatNumber: "919876543210",
    });
  });

  it("leaves out a malformed value and names its variable in a warning", () => {
    const warn = vi.fn();
    const settings = readTrackingSettings(
      {
        VITE_GA_ID: "G-1'><script>",
        VITE_ANALYTICS_SCRIPT_ORIGIN: "ftp://files.example.com",
        VITE_WHATSAPP_NUMBER: "call us",
      },
      warn,
    );
    expect(settings.analytics?.gaId).toBeUndefined();
    expect(settings.analytics?.scriptOrigin).toBeUndefined();
    expect(settings.chatNumber).toBe("912240001234");
    const messages = warn.mock.calls.map(([message]) => String(message));
    expect(messages).toEqual([
      expect.stringContaining("VITE_ANALYTICS_SCRIPT_ORIGIN"),
      expect.stringContaining("VITE_WHATSAPP_NUMBER"),
      expect.stringContaining("VITE_GA_ID"),
    ]);
  });
});

describe("parseOrigin", () => {
  it("accepts bare http(s) origins only", () => {
    expect(parseOrigin("https://t.example.com")).toBe("https://t.example.com");
    expect(parseOrigin("https://t.example.com/path")).toBeUndefined();
    expect(parseOrigin("javascript:alert(1)")).toBeUndefined();
    expect(parseOrigin("not a url")).toBeUndefined();
  });
});
