import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { Socket } from "node:net";
import { isDatabaseUnavailable } from "@vidya/db/database-errors";
import { GraphQLError } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { createYoga, type Plugin } from "graphql-yoga";
import { WebSocketServer } from "ws";
import type { Context, Services } from "./context";
import { cookiePlugin, parseCookies, queueCookie } from "./cookies";
import { AppError, isRequestError, UNAVAILABLE_MESSAGE, withoutOriginalError } from "./errors";
import {
  allowedOrigins,
  corsFor,
  originAllowed,
  refuseGraphqlRequest,
  setSecurityHeaders,
} from "./http-guards";
import { boundedParserCache, limitPlugins, queryTextError, withoutSuggestion } from "./limits/limits.plugin";
import { verifyAccessToken } from "./modules/auth/tokens";
import { sharedSubscriptionResults } from "./modules/groups/shared-results.plugin";
import { handleDictionary } from "./modules/language/dictionaries.http";
import { presencePlugin } from "./modules/presence/presence.service";
import { handleTts } from "./modules/speech/tts.http";
import { handleStoryImage } from "./modules/story/story-image.http";
import { handleUpload } from "./modules/uploads/uploads.http";
import { createOpsRoutes } from "./observability/routes";
import { inRequestSpan } from "./observability/tracing";
import { clientIp } from "./rate-limit";
import { schema } from "./schema/index";
import { createTrustedDocuments } from "./trusted-documents";
import { accountExists, bearerToken, isDeletedAccountToken, jwtViewer, type ViewerResolver } from "./viewer";
import { compressStreamedAnswersOnly, PER_MESSAGE_DEFLATE } from "./websocket-compression";
import { keepAlive, socketAddress, socketQuota, tooManySubscriptions } from "./websocket-guards";
import { dropSlowReader } from "./websocket-slow-reader";

const requestIds = new WeakMap<Request, string>();
const requestStarts = new WeakMap<Request, number>();

/**
 * Gives every HTTP request an id (the caller's x-request-id if sane), echoes it back, and logs one
 * JSON line per request with that id, so a caller's report can be matched to the server's logs.
 */
function requestIdPlugin(logger: Services["logger"]): Plugin {
  return {
    onRequest({ request }) {
      const given = request.headers.get("x-request-id");
      requestIds.set(request, given && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID());
      requestStarts.set(request, performance.now());
    },
    onResponse({ request, response }) {
      const id = requestIds.get(request);
      if (id) response.headers.set("x-request-id", id);
      const started = requestStarts.get(request);
      logger.info(
        {
          requestId: id,
          method: request.method,
          path: new URL(request.url).pathname,
          status: response.status,
          ms: started === undefined ? undefined : Math.round(performance.now() - started),
        },
        "request",
      );
    },
  };
}

export interface AppOptions {
  resolveViewer?: ViewerResolver;
}

/** Builds the HTTP server (GraphQL over HTTP and WebSocket on /graphql, plus health checks). */
export function createApp(services: Services, options: AppOptions = {}) {
  const resolveViewer = options.resolveViewer ?? jwtViewer;
  const { logger, env } = services;
  const origins = allowedOrigins(env);
  const trusted = createTrustedDocuments(env);
  const ops = createOpsRoutes(services);

  const yoga = createYoga<{ connectionParams?: Record<string, unknown>; req?: IncomingMessage }, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    graphiql: env.NODE_ENV === "development",
    cors: corsFor(origins, env),
    parserAndValidationCache: boundedParserCache(),
    maskedErrors: {
      isDev: false,
      // Expected failures keep their readable message and code even outside union results
      // (e.g. a subscription or a plain field); everything else becomes "Unexpected error.".
      maskError: (error, message) => {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof AppError) {
          return new GraphQLError(original.message, {
            extensions: { code: original.code },
            ...(error instanceof GraphQLError ? { path: error.path, nodes: error.nodes } : {}),
          });
        }
        if (error instanceof GraphQLError && isRequestError(error))
          return withoutOriginalError(withoutSuggestion(error));
        if (isDatabaseUnavailable(original)) {
          return new GraphQLError(UNAVAILABLE_MESSAGE, { extensions: { code: "UNAVAILABLE" } });
        }
        return new GraphQLError(message, { extensions: { code: "INTERNAL_SERVER_ERROR" } });
      },
    },
    logging: {
      debug: (...args) => logger.debug({ args }, "yoga"),
      info: (...args) => logger.info({ args }, "yoga"),
      warn: (...args) => logger.warn({ args }, "yoga"),
      error: (...args) => logger.error({ args }, "yoga"),
    },
    plugins: [
      requestIdPlugin(logger),
      trusted.plugin,
      ...limitPlugins(env.NODE_ENV === "production"),
      cookiePlugin,
      presencePlugin(services),
      sharedSubscriptionResults,
      ops.plugin,
    ],
    context: async (initial) => {
      const requestId = requestIds.get(initial.request) ?? randomUUID();
      const token = initial.connectionParams
        ? bearerToken(initial.connectionParams.authorization)
        : bearerToken(initial.request.headers.get("authorization"));
      const viewer = await resolveViewer(services, token);
      // A deleted account's token is refused outright with 401, as on /upload and /tts (issue 24).
      if (token && !viewer && (await isDeletedAccountToken(services, token)))
        throw new GraphQLError("Please sign in to access this page", {
          extensions: { code: "UNAUTHENTICATED", http: { status: 401 } },
        });
      const ip = clientIp(
        services.env,
        initial.request.headers.get("x-forwarded-for"),
        initial.req?.socket.remoteAddress,
      );
      const isWs = initial.connectionParams !== undefined;
      return {
        ...services,
        requestId,
        log: logger.child({ requestId }),
        viewer,
        request: initial.request,
        ip,
        cookies: parseCookies(initial.request.headers.get("cookie")),
        setCookie: (header: string) => {
          if (!isWs) queueCookie(initial.request, header);
        },
      };
    },
  });

  // A host that cannot reach PostgreSQL or Redis says why once, when it stops being ready (a balancer
  // asks every second), and once when it is ready again: a misconfigured host is found in its log.
  // One failed check alone can be a start-up race (Redis still connecting): it is said from the second
  // failed check in a row.
  let said: "ready" | "not ready" | null = null;
  let failedInARow = 0;
  const readyLog = (ok: boolean, why: string[]) => {
    if (ok) {
      failedInARow = 0;
      if (said === "not ready") logger.info("ready again: PostgreSQL and Redis answer");
      said = "ready";
      return;
    }
    failedInARow += 1;
    if (said !== "not ready" && failedInARow >= 2) {
      logger.error({ checks: why }, `not ready: ${why.join("; ")}`);
      said = "not ready";
    }
  };

  const httpServer: Server = createServer(async (req, res) => {
    if (await ops.handle(req, res)) return;
    setSecurityHeaders(res, env);
    if (req.url === "/healthz") {
      res.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
      return;
    }
    if (req.url === "/readyz") {
      const { checks, why } = await readiness(services);
      const ok = checks.postgres === "ok" && checks.redis === "ok";
      readyLog(ok, why);
      res.writeHead(ok ? 200 : 503, { "content-type": "application/json" }).end(JSON.stringify(checks));
      return;
    }
    if (req.url === "/upload" || req.url?.startsWith("/upload/") || req.url?.startsWith("/upload?")) {
      if (!originAllowed(req.headers.origin, origins, env)) {
        res.writeHead(403, { "content-type": "application/json" }).end('{"error":"Origin not allowed."}');
        return;
      }
      await handleUpload(services, resolveViewer, req, res);
      return;
    }
    const path = req.url?.split("?")[0] ?? "";
    if (path === "/tts") {
      if (!originAllowed(req.headers.origin, origins, env)) {
        res.writeHead(403, { "content-type": "application/json" }).end('{"error":"Origin not allowed."}');
        return;
      }
      await handleTts(services, resolveViewer, req, res);
      return;
    }
    if (path.startsWith("/story-image/")) {
      await handleStoryImage(services, resolveViewer, req, res, path);
      return;
    }
    if (path.startsWith("/dictionaries/") && req.method === "GET") {
      await handleDictionary(path, res);
      return;
    }
    if (refuseGraphqlRequest(req, res, origins, env)) return;
    inRequestSpan(req, res, () => yoga.handle(req, res));
  });

  // Yoga's graphql-ws recipe: WebSocket operations run through Yoga's envelop, so they share
  // its context factory and plugins.
  type Enveloped = ReturnType<typeof yoga.getEnveloped>;
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: yoga.graphqlEndpoint,
    maxPayload: env.WS_MAX_PAYLOAD_BYTES,
    perMessageDeflate: env.WS_COMPRESSION ? PER_MESSAGE_DEFLATE : false,
    verifyClient: ({ origin }, done) => done(originAllowed(origin, origins, env), 403, "Origin not allowed"),
  });
  const socketsPerUser = socketQuota(env.WS_MAX_SOCKETS_PER_USER);
  wsServer.on("connection", (socket) => {
    // First: compression's wrapper sends through it, so a dropped frame is never compressed.
    dropSlowReader(socket, env.WS_MAX_BUFFERED_BYTES);
    if (env.WS_COMPRESSION) compressStreamedAnswersOnly(socket, env.WS_COMPRESSION_IDLE_MS);
    ops.webSockets.inc();
    socket.once("close", () => ops.webSockets.dec());
  });
  const wsCleanup = useServer<
    Record<string, unknown>,
    { request: IncomingMessage; socket: import("ws").WebSocket }
  >(
    {
      execute: (args) => (args.rootValue as Enveloped).execute(args),
      subscribe: (args) => (args.rootValue as Enveloped).subscribe(args),
      // A token that is present but invalid or expired closes the socket with 4401, and the socket
      // is closed the same way when the token expires, so the client reconnects with a fresh one.
      // Past WS_MAX_SOCKETS_PER_USER open sockets (per address when signed out) it closes with 4403.
      onConnect: async (ctx) => {
        const token = bearerToken(ctx.connectionParams?.authorization);
        const socket = ctx.extra.socket;
        if (!token)
          return socketsPerUser.admit(`ip:${socketAddress(ctx.extra.request, env.TRUST_PROXY)}`, socket);
        const result = await verifyAccessToken(services.env.JWT_SECRET, token);
        // A deleted account's token closes the socket as an invalid one does.
        if (!result.ok || (result.viewer && !(await accountExists(services, result.viewer.id)))) {
          socket.close(4401, "Unauthorized");
          return false;
        }
        if (!socketsPerUser.admit(`user:${result.viewer?.id}`, socket)) return false;
        const timer = setTimeout(
          () => socket.close(4401, "Token expired"),
          Math.max(0, result.exp * 1000 - Date.now()),
        );
        socket.once("close", () => clearTimeout(timer));
        return true;
      },
      onSubscribe: async (ctx, _id, params) => {
        const tooMany = tooManySubscriptions(
          Object.keys(ctx.subscriptions).length,
          env.WS_MAX_SUBSCRIPTIONS_PER_SOCKET,
        );
        if (tooMany) return tooMany;
        const query = trusted.resolve(params);
        if (query instanceof GraphQLError) return [query];
        const tooLong = queryTextError(query);
        if (tooLong) return [tooLong];
        const request = toFetchRequest(ctx.extra.request);
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          request,
          connectionParams: ctx.connectionParams ?? {},
          params: { ...params, query },
        });
        let document: ReturnType<typeof parse>;
        try {
          document = parse(query);
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        const errors = validate(schema, document);
        if (errors.length > 0) return errors;
        return {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
      },
    },
    wsServer,
    0,
  );
  keepAlive(wsServer, env.REALTIME_HEARTBEAT_MS, env.REALTIME_TIMEOUT_MS);

  const sockets = new Set<Socket>();
  httpServer.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  return {
    httpServer,
    wsServer,
    yoga,
    /** Starts listening; resolves with the bound port. */
    listen(port: number, host: string): Promise<number> {
      return new Promise((resolve, reject) => {
        httpServer.once("error", reject);
        httpServer.listen(port, host, () => {
          const address = httpServer.address();
          resolve(typeof address === "object" && address ? address.port : port);
        });
      });
    },
    /** Graceful stop: refuse new connections, close sockets after a grace period. */
    async close(graceMs: number): Promise<void> {
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      httpServer.closeIdleConnections();
      for (const client of wsServer.clients) client.close(1001, "Server shutting down");
      await wsCleanup.dispose();
      const timer = setTimeout(() => {
        for (const socket of sockets) socket.destroy();
      }, graceMs);
      await closed;
      clearTimeout(timer);
    },
  };
}
export type App = ReturnType<typeof createApp>;

function toFetchRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(", "));
  }
  return new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/graphql"}`, { headers });
}

/**
 * Asks Postgres and Redis, each within two seconds: "ok" or "unavailable" for each, and for each
 * that is not, why (the driver's message, e.g. `database "vidya" does not exist`, `connect ECONNREFUSED`).
 */
export async function readiness(
  services: Services,
): Promise<{ checks: { postgres: string; redis: string }; why: string[] }> {
  const within = <T>(p: Promise<T>) =>
    Promise.race([
      p,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no answer within 2 s")), 2000)),
    ]);
  const [pg, redis] = await Promise.allSettled([
    within(services.db.$queryRaw`SELECT 1`),
    within(services.redis.ping()),
  ]);
  const reason = (r: PromiseSettledResult<unknown>) => (r.status === "rejected" ? reasonOf(r.reason) : null);
  const why: string[] = [];
  const pgWhy = reason(pg);
  // ioredis with no connection refuses at once with a message about its offline queue; say what it means.
  const redisWhy =
    redis.status === "rejected" && services.redis.status !== "ready"
      ? `no connection (${services.redis.status})`
      : reason(redis);
  if (pgWhy !== null) why.push(`PostgreSQL (DATABASE_URL) unavailable: ${pgWhy}`);
  if (redisWhy !== null) why.push(`Redis (REDIS_URL) unavailable: ${redisWhy}`);
  return {
    checks: {
      postgres: pgWhy === null ? "ok" : "unavailable",
      redis: redisWhy === null ? "ok" : "unavailable",
    },
    why,
  };
}

/**
 * An error's reason in one line, without the connection string's password: the last line of its
 * message (Prisma puts the driver's own words, e.g. `database "x" does not exist`, last).
 */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split("\n").findLast((l) => l.trim() !== "") ?? "unknown error";
  return line
    .replace(/\/\/([^:@/]+):[^@/]*@/g, "//$1:***@")
    .trim()
    .slice(0, 300);
}
