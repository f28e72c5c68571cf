import { availableParallelism } from "node:os";
import { hash, parseOptions, verify } from "@node-rs/argon2";
import type { AuthConfig } from "#config.ts";

type Argon2Params = AuthConfig["argon2"];

/**
 * Hashing runs on libuv's thread pool; this caps how many run at once so that a flood of logins leaves a core for
 * every other request (a queued login waits a few milliseconds more instead).
 */
class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly limit: number) {}
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `encoded`; a malformed hash is a mismatch, never an error. */
  verify(encoded: string, password: string): Promise<boolean>;
  /** True when `encoded` was made with other parameters than the current ones (it is rehashed at login). */
  needsRehash(encoded: string): boolean;
  /** Spends as long as a real check, for unknown usernames, so that timing does not tell which usernames exist. */
  verifyDummy(password: string): Promise<false>;
}

/** argon2id with `params` (argon2id is @node-rs/argon2's default algorithm; `needsRehash` checks it). */
export function createPasswordHasher(params: Argon2Params): PasswordHasher {
  const gate = new Semaphore(Math.max(1, availableParallelism() - 1));
  const options = { ...params, outputLen: 32 };
  let dummy: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    hash: (password) => gate.run(() => hash(password, options)),
    async verify(encoded, password) {
      try {
        return await gate.run(() => verify(encoded, password));
      } catch {
        return false;
      }
    },
    needsRehash(encoded) {
      try {
        const current = parseOptions(encoded);
        return (
          !encoded.startsWith("$argon2id$") ||
          current.memoryCost !== params.memoryCost ||
          current.timeCost !== params.timeCost ||
          current.parallelism !== params.parallelism
        );
      } catch {
        return true;
      }
    },
    async verifyDummy(password) {
      dummy ??= hash("not-a-real-password-only-for-timing", options);
      await hasher.verify(await dummy, password);
      return false;
    },
  };
  return hasher;
}
