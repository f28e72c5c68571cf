// Type-checked with `tsc --noEmit` as a CommonJS file under NodeNext: the published `.d.ts` files must resolve for
// require() too (the `types` condition beside `default`).
import { can } from "@visadesk/auth/permissions";
import type { Role } from "@visadesk/auth/roles";
import { ZPublicEnquiryRequest } from "@visadesk/contracts/intake";
import { type ApiError, createQueryClient } from "@visadesk/http";
import { type LandingPersonalisation, personaliseLanding } from "@visadesk/personalisation";

const role: Role = "staff";
const allowed: boolean = can({ role }, "records.work");
const landing: LandingPersonalisation = personaliseLanding({
  url: "https://example.com/?q=canada+student+visa",
});
const status = (error: ApiError): number => error.status;
const client = createQueryClient();
const parsed = ZPublicEnquiryRequest.safeParse({});

export = { allowed, client, landing, parsed, status };
