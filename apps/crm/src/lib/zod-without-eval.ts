// Zod compiles an object's checks with `new Function` when it may, and first probes whether it may. The CRM's
// Content-Security-Policy forbids eval (script-src 'self'), so the probe only ever fails, and the browser reports that
// failure as a policy violation on every signed-in page (Lighthouse's best practices: 96,
// docs/behaviours/speed.md#crm-pages). With `jitless` zod skips the probe and checks every answer the same, by walking
// its schema.
//
// This is zod's `config({ jitless: true })` without importing zod into the entry chunk (10 KB that the login card does
// not need): zod keeps its settings in this global object, which it creates only if it finds none when it loads (zod/v4/core/core.js;
// zod-without-eval.test.ts checks that it does). main.tsx runs this before any page's code, hence before any parse.

/** The global object zod reads its settings from. */
export const ZOD_CONFIG_GLOBAL = "__zod_globalConfig";

const global = globalThis as typeof globalThis & Record<typeof ZOD_CONFIG_GLOBAL, object | undefined>;
// Changed in place, never replaced: a zod already loaded holds this very object.
const settings = global[ZOD_CONFIG_GLOBAL] ?? {};
global[ZOD_CONFIG_GLOBAL] = settings;
Object.assign(settings, { jitless: true });
