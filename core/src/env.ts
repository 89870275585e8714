import { z } from "zod";

/**
 * REDIS_CLUSTER_NODES of the server and the worker: host:port, or several separated by commas (a few
 * are enough; ioredis finds the rest).
 */
export const RedisClusterNodesSchema = z
  .string()
  .regex(
    /^\s*[^\s,:]+:\d{1,5}\s*(?:,\s*[^\s,:]+:\d{1,5}\s*)*$/,
    "REDIS_CLUSTER_NODES must be host:port, or several separated by commas",
  )
  .optional();

/** Thrown by parseEnv; a process's main prints its message and exits non-zero. */
export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses `given` or lists every problem, one per line. */
export function parseEnv<T extends z.ZodType>(schema: T, given: NodeJS.ProcessEnv): z.infer<T> {
  // An empty variable counts as unset: Compose's `${NAME:-}` passes "" for a setting left out.
  const source = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== ""));
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".") || "(environment)";
    const missing = issue.code === "invalid_type" && source[name] === undefined;
    return `  ${name}: ${missing ? "is required but not set" : issue.message}`;
  });
  throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
}
