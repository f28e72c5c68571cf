// Backups encrypted with BACKUP_KEY (docs/deploy.md, "Backups"): the data file is sealed with AES-256-GCM, so a copy
// kept off the machine reveals nothing and any change to it is detected before a restore trusts it. The manifest names
// the cipher and the key's id (a digest of the key, never the key), so a restore with another key fails at once with
// a message saying so, and a backup made without a key still restores with or without one.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open, rm } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { BackupError } from "#backup/errors.ts";

export const CIPHER = "aes-256-gcm";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What the manifest records of an encrypted backup. */
export interface BackupEncryption {
  cipher: typeof CIPHER;
  /** The first 16 hex digits of SHA-256 over the key: tells keys apart without revealing them. */
  keyId: string;
}

export const keyIdOf = (key: Buffer): string =>
  createHash("sha256").update("visadesk-backup-key\0").update(key).digest("hex").slice(0, 16);

/** Seals `plainFile` into `sealedFile` (IV, ciphertext, tag) with `key`, then removes the plain file. */
export async function sealFile(
  plainFile: string,
  sealedFile: string,
  key: Buffer,
): Promise<BackupEncryption> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(CIPHER, key, iv);
  const out = createWriteStream(sealedFile, { mode: 0o600 });
  out.write(iv);
  await pipeline(createReadStream(plainFile), cipher, out, { end: false });
  await new Promise<void>((resolve, reject) =>
    out.end(cipher.getAuthTag(), (error?: Error | null) => (error ? reject(error) : resolve())),
  );
  await rm(plainFile, { force: true });
  return { cipher: CIPHER, keyId: keyIdOf(key) };
}

/**
 * Opens `sealedFile` into `plainFile` with `key`, checking first that it is the backup's key and last that nothing was
 * changed (GCM's tag); the plain file is removed again when either check fails.
 */
export async function openSealedFile(
  sealedFile: string,
  plainFile: string,
  encryption: BackupEncryption,
  key: Buffer | undefined,
): Promise<void> {
  if (encryption.cipher !== CIPHER)
    throw new BackupError(`This backup uses ${encryption.cipher}, which this version cannot read.`);
  if (!key)
    throw new BackupError(
      `This backup is encrypted (key id ${encryption.keyId}): set BACKUP_KEY to the key it was made with.`,
    );
  if (keyIdOf(key) !== encryption.keyId)
    throw new BackupError(
      `BACKUP_KEY is not the key this backup was made with (the backup's key id is ${encryption.keyId}, BACKUP_KEY's is ${keyIdOf(key)}).`,
    );
  const handle = await open(sealedFile, "r");
  const iv = Buffer.alloc(IV_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  let size: number;
  try {
    size = (await handle.stat()).size;
    if (size < IV_BYTES + TAG_BYTES)
      throw new BackupError(`${sealedFile} is too short to be an encrypted backup.`);
    await handle.read(iv, 0, IV_BYTES, 0);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  const decipher = createDecipheriv(CIPHER, key, iv);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      createReadStream(sealedFile, { start: IV_BYTES, end: size - TAG_BYTES - 1 }),
      decipher,
      createWriteStream(plainFile, { mode: 0o600 }),
    );
  } catch {
    await rm(plainFile, { force: true });
    throw new BackupError(
      `${sealedFile} was changed or damaged after the backup: it does not match its seal.`,
    );
  }
}
