/**
 * Foundation figures (issue 2): a trivial GraphQL query over HTTP, and the round trip from mutation
 * sent to subscription event received — each beside a bare baseline measured in the same run
 * (a bare Yoga hello-world; a bare BullMQ add → process), so the overhead shows as a ratio.
 */
import { createServer } from "node:http";
import { Queue, QueueEvents, Worker } from "bullmq";
import { createSchema, createYoga } from "graphql-yoga";
import { collect, gql, wsClient } from "../tests/helpers/graphql";
import { freePort } from "../tests/helpers/processes";
import { createUser } from "../tests/helpers/users";
import { benchStack, percentile, summary } from "./lib";

const N_QUERY = Number(process.env.BENCH_QUERIES ?? 500);
const N_TRIP = Number(process.env.BENCH_TRIPS ?? 100);

async function timed(n: number, fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < Math.min(20, n); i++) await fn(); // warm-up
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

async function bareYoga() {
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: "type Query { health: String! }",
      resolvers: { Query: { health: () => "ok" } },
    }),
    logging: false,
  });
  const server = createServer(yoga);
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function bareBull(redisUrl: string, prefix: string) {
  const connection = { url: redisUrl };
  const queue = new Queue("bare", { connection, prefix: `${prefix}:bare` });
  const events = new QueueEvents("bare", { connection, prefix: `${prefix}:bare` });
  const worker = new Worker("bare", async (job) => job.data.n, {
    connection: { url: redisUrl, maxRetriesPerRequest: null },
    prefix: `${prefix}:bare`,
  });
  await events.waitUntilReady();
  let i = 0;
  const samples = await timed(N_TRIP, async () => {
    const job = await queue.add("x", { n: i++ }, { removeOnComplete: { age: 60 } });
    await job.waitUntilFinished(events, 10_000);
  });
  await Promise.all([worker.close(), events.close(), queue.close()]);
  return samples;
}

const stack = await benchStack({ server: true, worker: true });
try {
  const server = stack.server;
  if (!server) throw new Error("no server");
  const bare = await bareYoga();
  const bareQ = await timed(N_QUERY, () =>
    fetch(`${bare.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"query":"{ health }"}',
    }).then((r) => r.json()),
  );
  const ourQ = await timed(N_QUERY, () => gql(server.url, "{ health }"));
  await bare.close();

  const bareTrip = await bareBull(stack.env.REDIS_URL, stack.env.REDIS_PREFIX);
  // Round trips are signed-in only.
  const user = await createUser(stack.env.DATABASE_URL);
  const client = wsClient(server.wsUrl, user.headers);
  const ourTrip = await timed(N_TRIP, async () => {
    const res = await gql<{ startRoundTrip: { data: { id: string } } }>(
      server.url,
      `mutation { startRoundTrip(input: { text: "bench" }) { ... on MutationStartRoundTripSuccess { data { id } } } }`,
      {},
      user.headers,
    );
    const id = res.data?.startRoundTrip.data.id;
    const sub = collect<{ roundTrip: { status: string } }>(
      client,
      `subscription($id: ID!) { roundTrip(id: $id) { status } }`,
      { id },
    );
    await sub.until((e) => e.roundTrip.status === "DONE", 10_000);
    sub.dispose();
  });
  await client.dispose();

  const ratio = (a: number[], b: number[], p: number) => (percentile(a, p) / percentile(b, p)).toFixed(2);
  console.log("trivial query over HTTP");
  console.log(`  bare Yoga hello-world : ${summary(bareQ)}`);
  console.log(`  Vidya server          : ${summary(ourQ)}`);
  console.log(`  ratio p50 ${ratio(ourQ, bareQ, 50)}x  p95 ${ratio(ourQ, bareQ, 95)}x`);
  console.log("round trip: mutation sent → subscription DONE received");
  console.log(`  bare BullMQ add→done  : ${summary(bareTrip)}`);
  console.log(`  Vidya round trip      : ${summary(ourTrip)}`);
  console.log(`  ratio p50 ${ratio(ourTrip, bareTrip, 50)}x  p95 ${ratio(ourTrip, bareTrip, 95)}x`);
} finally {
  await stack.stop();
}
