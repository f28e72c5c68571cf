/** Thrown with a message for the operator: what is wrong and what to do. */
export class BackupError extends Error {
  override readonly name = "BackupError";
}
