import { describe, expect, it } from "vitest";
import { readLandingQuery } from "#read-landing-query.ts";

describe("readLandingQuery", () => {
  it.each([
    ["https://visadesk.in/?q=uk+visa+refused", "uk visa refused"],
    ["/?q=uk%20visa", "uk visa"],
    ["/?query=canada&keyword=student&search=visa", "canada student visa"],
    [
      "/?utm_source=google&utm_term=uk+visa&utm_campaign=refusal&utm_content=ad1",
      "ad1 refusal uk visa google",
    ],
    ["/?location=mumbai&q=uk", "uk mumbai"],
    ["/?gclid=abc123&fbclid=zzz&page=2", ""],
    ["/?q=a&q=b", "a b"],
    ["/?q=%20%20", ""],
    ["/?url=https%3A%2F%2Fvisadesk.in%2F%3Fq%3Dschengen%2Bvisa&q=soon", "schengen visa soon"],
    ["/?url=visa+refused", "visa refused"],
    ["/uk", ""],
    ["", ""],
    ["http://[::1", ""],
  ])("%j reads %j", (url, text) => {
    expect(readLandingQuery(url)).toBe(text);
  });

  it("reads a URL object", () => {
    expect(readLandingQuery(new URL("https://visadesk.in/uk?q=student"))).toBe("student");
  });

  it("follows nested url inputs two levels deep, no deeper", () => {
    const inner = `/?url=${encodeURIComponent(`/?url=${encodeURIComponent("/?q=deep")}&q=two`)}&q=one`;
    expect(readLandingQuery(`/?url=${encodeURIComponent(inner)}&q=zero`)).toBe("two one zero");
  });
});
