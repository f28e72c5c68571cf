import { describe, expect, it } from "vitest";
import { isWholePng } from "#documents/checks/png.ts";
import { PNG } from "#documents/test-files.ts";

/** The four-letter type and the offset of the checksum of each chunk of `png`, in order. */
function chunkChecksums(png: Buffer): { type: string; at: number }[] {
  const chunks = [];
  for (let offset = 8; offset + 12 <= png.length; ) {
    const length = png.readUInt32BE(offset);
    chunks.push({ type: png.toString("latin1", offset + 4, offset + 8), at: offset + 8 + length });
    offset += 12 + length;
  }
  return chunks;
}

describe("isWholePng's chunk checksums (CRC-32, as the PNG specification defines it)", () => {
  it("accepts a PNG whose every checksum holds", async () => {
    expect(chunkChecksums(PNG).map((chunk) => chunk.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(await isWholePng(PNG)).toBe(true);
  });

  it.each(chunkChecksums(PNG))(
    "refuses the PNG when the checksum of its $type chunk is off by one bit",
    async ({ at }) => {
      const damaged = Buffer.from(PNG);
      damaged[at + 3] = (damaged[at + 3] as number) ^ 1;
      expect(await isWholePng(damaged)).toBe(false);
    },
  );
});
