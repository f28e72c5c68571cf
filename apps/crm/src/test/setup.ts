import { configure } from "@testing-library/react";

// A wait ceiling, not a timing assertion: findBy/waitFor keep polling up to 5 s so that a busy CI machine (two cores
// shared with builds) does not fail a test that would pass a moment later.
configure({ asyncUtilTimeout: 5_000 });
