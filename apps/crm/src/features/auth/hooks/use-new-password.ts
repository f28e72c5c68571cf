import { useState } from "react";

export interface NewPassword {
  password: string;
  setPassword: (value: string) => void;
  repeat: string;
  setRepeat: (value: string) => void;
  /** The message under the second box when the two differ; undefined while they agree. */
  mismatch: string | undefined;
  /** Clears the previous mismatch, then says whether the two typed passwords are the same (and shows why not). */
  confirmSame: () => boolean;
}

/**
 * A new password typed twice, as both the own-password change and the one-time link ask for it: the pair is checked
 * here, in the browser, before anything is sent, because the server only ever sees the password once.
 */
export function useNewPassword(): NewPassword {
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [mismatch, setMismatch] = useState<string>();
  return {
    password,
    setPassword,
    repeat,
    setRepeat,
    mismatch,
    confirmSame: () => {
      if (password !== repeat) {
        setMismatch("The two passwords are not the same");
        return false;
      }
      setMismatch(undefined);
      return true;
    },
  };
}
