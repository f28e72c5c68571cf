import { isInternalRole, type Role } from "@visadesk/auth/roles";
import { EXTERNAL_PASSWORD_MIN_LENGTH, INTERNAL_PASSWORD_MIN_LENGTH } from "@visadesk/contracts/auth";

/**
 * What the server asks of a new password (the API's password policy), listed before the person types one, so that
 * nobody learns the rules one refused try at a time.
 */
export function PasswordRules({ id, role, username }: { id?: string; role: Role; username: string }) {
  const min = isInternalRole(role) ? INTERNAL_PASSWORD_MIN_LENGTH : EXTERNAL_PASSWORD_MIN_LENGTH;
  return (
    <div id={id} className="text-sm text-slate-700">
      <p>Your new password needs:</p>
      <ul className="mt-1 list-disc pl-5">
        <li>at least {min} characters (a few words together are long and easy to remember)</li>
        <li>not to be one of the most common passwords</li>
        <li>not to contain your username, {username}</li>
        <li>not to be one character repeated</li>
      </ul>
    </div>
  );
}
