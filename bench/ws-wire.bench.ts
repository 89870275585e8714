/**
 * WebSocket compression (issue 30), in wire bytes: what actually crosses TCP for one streamed reply,
 * read from the client's socket (bytesRead, from connection_ack to the reply's last frame), with
 * permessage-deflate on and off in the same run (the "off" client does not offer it), beside the
 * reply's own size and the messages' inflated size. Replies come from the fake OpenAI server (80
 * tokens/s of 4 characters): a short one (a sentence) and a long one (a lesson of ~1,000 characters).
 * Then the memory it costs, per socket, on a bare `ws` server with the same settings
 * (bench/ws-deflate-server.ts: no GraphQL, so a socket's cost is not lost in its garbage), a fresh
 * process per mode, after gc: no compression; compression negotiated and a focus-timer event (sent
 * plain: only streamed answers are compressed, and ws allocates zlib on the first compressed
 * message); the same with a client that compresses its own messages as browsers do (the server
 * inflates: an inflate stream); and a socket sent one streamed piece (a deflate stream, kept while
 * the socket is open: context takeover), and the same once it was idle longer than
 * WS_COMPRESSION_IDLE_MS (200 ms here), which frees it. Prints the load average first;
 * a NOISY run is not one to record.
 * Run: pnpm bench ws-wire (BENCH_REPLIES=4 BENCH_SOCKETS=1000), under a minute.
 */
import { setTimeout as sleep } from "node:timers/promises";
import WebSocket from "ws";
import { CHAT_OPS, type Turn } from "../tests/helpers/chat";
import { startFakeOpenAi } from "../tests/helpers/fake-openai";
import { collect, gql } from "../tests/helpers/graphql";
import { freePort, type ServerProc, spawnTs } from "../tests/helpers/processes";
import { createUser, type TestUser } from "../tests/helpers/users";
import { meteredWsClient } from "../tests/helpers/wire";
import { benchStack, fakeModelEnv, machineLoad } from "./lib";

const REPLIES = Number(process.env.BENCH_REPLIES ?? 4);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const WATCH = "subscription($id: ID!) { aiTask(id: $id) { id status partialDelta { offset text } } }";
// The client's own focus-timer subscription (client/src/features/focus-timer/graphql/focus-timer.ts).
const TIMER = `subscription { focusTimer { id status sessionType sessionCount endsAt remainingSeconds
  phaseSeconds minuteSeconds settings { focusMinutes shortBreakMinutes longBreakMinutes } version
  updatedAt serverNow lastEvents { type at sessionCount focusSeconds nextBreak breakSeconds kind } } }`;

const SHORT = "Photosynthesis is how green plants make their food from sunlight, water and air.";
const LONG = [
  "Good question! Plants make their food by photosynthesis.",
  "Chlorophyll in the leaves captures sunlight, and the plant uses that energy to turn water from the roots and carbon dioxide from the air into glucose and oxygen.",
  "The glucose is food: the plant uses it to grow, and stores what it does not need as starch in its roots, stems and seeds.",
  "The oxygen leaves through tiny pores on the underside of the leaf, called stomata, which also let the carbon dioxide in.",
  "You can write it as a word equation: carbon dioxide plus water, in sunlight and with chlorophyll, gives glucose plus oxygen.",
  "Try this at home: cover part of a leaf with black paper for two days, then test it with iodine; the covered part does not turn blue-black, because without light it made no starch.",
  "Would you like an example from your textbook, or a short quiz on the parts of a leaf?",
].join(" ");

type Event = { aiTask: { status: string; partialDelta: { offset: number; text: string } | null } };
const finished = (e: Event) => e.aiTask.status === "DONE" || e.aiTask.status === "FAILED";
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

const load = machineLoad();
console.log(load.line);

const fake = await startFakeOpenAi({
  firstTokenMs: 100,
  tokensPerSecond: 80,
  reply: (question) => (question.includes("short") ? SHORT : LONG),
});
const stack = await benchStack({
  server: true,
  worker: true,
  env: {
    ...fakeModelEnv(fake.url),
  },
});
try {
  const server = stack.server as ServerProc;
  const students: TestUser[] = [];
  for (let i = 0; i < 2 * REPLIES; i++) students.push(await createUser(stack.env.DATABASE_URL));

  /** One reply, followed at once by a client with compression and one without; both sides' bytes. */
  async function oneReply(user: TestUser, message: string) {
    const res = await gql<{ startChat: { data?: Turn } }>(
      server.url,
      CHAT_OPS.start,
      { input: { subject: "SCIENCE", message } },
      user.headers,
    );
    const id = res.data?.startChat.data?.reply.id;
    if (!id) throw new Error(`startChat refused: ${JSON.stringify(res)}`);
    const on = meteredWsClient(server.wsUrl, user.headers);
    const off = meteredWsClient(server.wsUrl, user.headers, { deflate: false });
    const subs = [collect<Event>(on.client, WATCH, { id }), collect<Event>(off.client, WATCH, { id })];
    await Promise.all(subs.map((s) => s.until(finished, 60_000)));
    const result = { on: on.sinceAck(), off: off.sinceAck(), agreed: on.extensions()[0] ?? "" };
    await Promise.all([on.client.dispose(), off.client.dispose()]);
    return result;
  }

  console.log(`\nOne streamed reply, bytes from connection_ack to the last frame (mean of ${REPLIES} each):`);
  console.log(
    "reply                 size    frames   messages   wire, off   wire, on   on ÷ off   on ÷ reply",
  );
  let agreed = "";
  for (const [label, text, tag] of [
    ["short (a sentence)", SHORT, "short"],
    ["long (a lesson)", LONG, "long"],
  ] as const) {
    const results = await Promise.all(
      Array.from({ length: REPLIES }, (_, i) =>
        oneReply(students[i + (tag === "long" ? REPLIES : 0)] as TestUser, `${tag} question ${i}`),
      ),
    );
    agreed = results[0]?.agreed ?? agreed;
    const mean = (pick: (r: (typeof results)[number]) => number) =>
      results.reduce((sum, r) => sum + pick(r), 0) / results.length;
    const size = Buffer.byteLength(text, "utf8");
    const [messages, off, on] = [mean((r) => r.on.payload), mean((r) => r.off.wire), mean((r) => r.on.wire)];
    console.log(
      `${label.padEnd(19)} ${kb(size).padStart(8)} ${mean((r) => r.on.frames)
        .toFixed(0)
        .padStart(
          8,
        )} ${kb(messages).padStart(10)} ${kb(off).padStart(11)} ${kb(on).padStart(10)} ${(on / off).toFixed(2).padStart(10)} ${(on / size).toFixed(2).padStart(12)}`,
    );
  }
  console.log(`negotiated: ${agreed}`);

  /** Memory per socket of the bare `ws` server with our settings, on a fresh process per mode. */
  async function perSocket(mode: {
    deflate: boolean;
    send: "timer" | "piece";
    browserLike?: boolean;
    idleMs?: number;
  }) {
    const port = await freePort();
    const bare = spawnTs("bench/ws-deflate-server.ts", {
      PORT: String(port),
      WS_COMPRESSION_IDLE_MS: String(mode.idleMs ?? 30_000),
    });
    try {
      while (!bare.logs.join("").includes("deflate server listening")) await sleep(50);
      const stats = async () =>
        (await (await fetch(`http://127.0.0.1:${port}/stats`)).json()) as NodeJS.MemoryUsage;
      const open = () =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/?send=${mode.send}`, {
            // A browser compresses its own messages too; Node's ws only those of 1 KB or more.
            perMessageDeflate: mode.deflate ? (mode.browserLike ? { threshold: 0 } : true) : false,
          });
          let waiting = mode.browserLike ? 2 : 1;
          ws.on("error", reject);
          ws.on("message", () => --waiting === 0 && resolve(ws));
          ws.on("open", () => {
            if (mode.browserLike)
              ws.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query: TIMER } }));
            if (waiting === 0) resolve(ws);
          });
        });
      for (const ws of await Promise.all(Array.from({ length: 20 }, open))) ws.close(); // warm up
      await sleep(500);
      const before = await stats();
      const sockets: WebSocket[] = [];
      for (let i = 0; i < SOCKETS; i += 100)
        sockets.push(...(await Promise.all(Array.from({ length: Math.min(100, SOCKETS - i) }, open))));
      await sleep(1000);
      const after = await stats();
      for (const ws of sockets) ws.terminate();
      const per = (key: keyof NodeJS.MemoryUsage) => (after[key] - before[key]) / SOCKETS / 1024;
      return { rss: per("rss"), native: per("external"), heap: per("heapUsed") };
    } finally {
      await bare.stop();
    }
  }

  console.log(
    `\nMemory per socket, bare ws server with our settings (${SOCKETS} sockets, a fresh process per mode, after gc):`,
  );
  console.log(
    "socket                                              RSS KB   external KB (zlib, buffers)   JS heap KB",
  );
  for (const [label, mode] of [
    ["no compression, a focus-timer event", { deflate: false, send: "timer" }],
    ["compression, a focus-timer event (sent plain)", { deflate: true, send: "timer" }],
    ["…and a client that compresses (browser)", { deflate: true, send: "timer", browserLike: true }],
    ["compression, a streamed piece (compressed)", { deflate: true, send: "piece" }],
    ["…then idle past WS_COMPRESSION_IDLE_MS (200 ms)", { deflate: true, send: "piece", idleMs: 200 }],
  ] as const) {
    const r = await perSocket(mode);
    console.log(
      `  ${label.padEnd(48)} ${r.rss.toFixed(1).padStart(7)} ${r.native.toFixed(1).padStart(13)} ${r.heap.toFixed(1).padStart(28)}`,
    );
  }
  console.log(machineLoad().line);
} catch (error) {
  console.error("bench failed:", error);
  console.error("server log tail:\n", (stack.server?.logs.join("") ?? "").slice(-3000));
  process.exitCode = 1;
} finally {
  await stack.stop();
  await fake.close();
}
