import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";

/** The environment variable that moves each app's dev server (see `pnpm dev` in the README). */
const DEV_PORT_VARIABLE = { marketing: "MARKETING_PORT", crm: "CRM_PORT" } as const;

/** A port from the environment, or `fallback`; a bad value stops the dev server with a message that names it. */
function portFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`${name} must be a port number from 0 to 65535, not "${value}"`);
  }
  return port;
}

/**
 * The Vite setup both web apps share. Each app puts its hashed assets under its own `/static/<app>/` folder so that
 * the API server can serve both builds from one origin without name clashes. The dev server listens on
 * MARKETING_PORT / CRM_PORT (default `devPort`) and forwards `/api` to the dev API on PORT (default 3000).
 */
export function defineAppConfig(options: { app: "marketing" | "crm"; devPort: number }): UserConfig {
  const apiPort = portFromEnv("PORT", 3000);
  return defineConfig({
    plugins: [react(), tailwindcss()],
    build: {
      assetsDir: `static/${options.app}`,
      sourcemap: true,
      target: "es2022",
    },
    server: {
      port: portFromEnv(DEV_PORT_VARIABLE[options.app], options.devPort),
      strictPort: true,
      // The API sees the dev server's own Host, so a browser's Origin matches it and the CSRF check needs no
      // exception: Vite's short form would rewrite Host to the API's (changeOrigin) and every sign-in would be refused.
      proxy: { "/api": { target: `http://localhost:${apiPort}`, changeOrigin: false } },
    },
  });
}
