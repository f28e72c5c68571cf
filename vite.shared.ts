import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";

/**
 * The Vite setup both web apps share. Each app puts its hashed assets under its own `/static/<app>/` folder so that
 * the API server can serve both builds from one origin without name clashes.
 */
export function defineAppConfig(options: { app: "marketing" | "crm"; devPort: number }): UserConfig {
  return defineConfig({
    plugins: [react(), tailwindcss()],
    build: {
      assetsDir: `static/${options.app}`,
      sourcemap: true,
      target: "es2022",
    },
    server: {
      port: options.devPort,
      strictPort: true,
      proxy: { "/api": "http://localhost:3000" },
    },
  });
}
