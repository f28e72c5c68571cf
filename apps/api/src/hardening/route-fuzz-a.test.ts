import { describeRouteFuzz } from "#test/route-fuzz.ts";

// Half of the API's routes; the other half is in route-fuzz-b.test.ts, so vitest runs both side by side.
describeRouteFuzz(0, 2);
