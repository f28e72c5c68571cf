import { execFileSync } from "node:child_process";

/**
 * A free TCP port on loopback, found synchronously because Playwright's config is plain module code. The port is
 * kept in E2E_PORT so that the runner and its workers (which load the config again) agree on it.
 */
export function sharedFreePort(): number {
  if (!process.env.E2E_PORT) {
    const script =
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
    process.env.E2E_PORT = execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim();
  }
  return Number(process.env.E2E_PORT);
}
