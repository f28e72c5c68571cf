import { z } from "zod";

// The site's CSP forbids 'unsafe-eval': without this, zod probes `new Function` while it builds its first object schema
// (caught, but reported as a CSP violation, which Lighthouse counts against best practices). Imported first by the
// pages that use zod, before any schema is built; interpreted parsing is fast enough for a form.
z.config({ jitless: true });
