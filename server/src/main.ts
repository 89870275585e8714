import { EnvError } from "@vidya/core/env";
import { startTracing } from "@vidya/telemetry/tracing";
import { createApp } from "./app";
import { parseServerEnv, type ServerEnv } from "./env";
import { warmSocraticEngine } from "./modules/socratic/socratic.service";
import { createServices } from "./services";

async function main() {
  let env: ServerEnv;
  try {
    env = parseServerEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const tracing = startTracing("server", env.OTEL_TRACES_EXPORTER);
  const { services, close } = createServices(env, tracing.telemetry);
  let app: ReturnType<typeof createApp>;
  try {
    app = createApp(services);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    await close();
    process.exit(1);
  }
  const port = await app.listen(env.PORT, env.HOST);
  services.logger.info({ port }, "server listening");
  // The math engine behind the Socratic tutor loads now, in the background, not on a student's request.
  setTimeout(() => {
    warmSocraticEngine()
      .then((ms) => services.logger.info({ ms: Math.round(ms) }, "socratic engine ready"))
      .catch((err: unknown) => services.logger.warn({ err }, "socratic engine warm-up failed"));
  }, 200).unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.logger.info({ signal }, "shutting down");
    await app.close(env.SHUTDOWN_GRACE_MS);
    await close();
    await tracing.shutdown();
    services.logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

void main();
