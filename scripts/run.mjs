// Small process helpers shared by scripts/dev.mjs and scripts/test.mjs.
import { spawn } from "node:child_process";

export const root = new URL("..", import.meta.url).pathname;

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function sh(cmd, args, { env = {}, cwd = root } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", (err) => {
      console.error(`${cmd}: ${err.message}`);
      resolve(1);
    });
  });
}

/** Starts a long-running command whose output lines are prefixed with a label. */
export function long(label, cmd, args, { env = {}, cwd = root } = {}) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = (stream, out) => {
    let buf = "";
    stream.on("data", (d) => {
      buf += d.toString();
      const lines = buf.split("\n");
      buf = lines.pop() ?? "";
      for (const line of lines) out.write(`[${label}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}
