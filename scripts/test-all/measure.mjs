// Runs one command (`node measure.mjs <result.json> <command> [args...]`) with this process's stdio and, when it ends,
// writes { code, signal, wallMs, cpuMs } to <result.json> and exits with the command's code. cpuMs is the user + system
// time of the command and of every process it waited for (Linux's cutime + cstime of this wrapper), so a step's CPU can
// be told apart from the steps running beside it; null where /proc is missing. Daemons that detach (a PostgreSQL
// cluster started by pg_ctlcluster) are not counted.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const [resultFile, command, ...args] = process.argv.slice(2);
if (!resultFile || !command) {
  console.error("usage: node scripts/test-all/measure.mjs <result.json> <command> [args...]");
  process.exit(2);
}

/** User + system CPU of the processes this one has waited for, in ms (USER_HZ is 100 on every Linux we run on). */
function childrenCpuMs() {
  try {
    // The command name (field 2) may contain spaces; the fields after its closing parenthesis are fixed.
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    // cutime and cstime are fields 16 and 17 of the whole line, so 13 and 14 after the name.
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return null;
  }
}

const started = performance.now();
const child = spawn(command, args, { stdio: "inherit" });
// test-all stops a step by signalling this wrapper; pass it on so the command can clean up.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("error", (error) => {
  console.error(String(error));
  writeFileSync(resultFile, JSON.stringify({ code: 1, signal: null, wallMs: 0, cpuMs: null }));
  process.exit(1);
});
child.on("exit", (code, signal) => {
  const wallMs = Math.round(performance.now() - started);
  writeFileSync(resultFile, JSON.stringify({ code, signal, wallMs, cpuMs: childrenCpuMs() }));
  process.exit(code ?? 1);
});
