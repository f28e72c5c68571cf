// Type-checked with `tsc --noEmit` under Node's own module resolution: the published `.d.ts` files must resolve.
import type { Permission } from "@visadesk/auth/permissions";
import type { Role } from "@visadesk/auth/roles";
import type { ApiError } from "@visadesk/http";
import { type LandingPersonalisation, personaliseLanding } from "@visadesk/personalisation";

const role: Role = "staff";
const permission: Permission = "records.work";
const landing: LandingPersonalisation = personaliseLanding({
  url: "https://example.com/?q=canada+student+visa",
});
const status = (error: ApiError): number => error.status;

export { landing, permission, role, status };
