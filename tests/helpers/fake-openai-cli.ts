// `node --import tsx tests/helpers/fake-openai-cli.ts <host> <port>`: the fake OpenAI server as a
// process of its own, for a host of the multi-host bed (scripts/cluster.mjs); stops on SIGINT/SIGTERM.
import { startFakeOpenAi } from "./fake-openai";

const [host = "127.0.0.1", port = "0"] = process.argv.slice(2);
// Streamed in small pieces at a steady pace, as tutor-openai.test.ts has it, so a subscriber sees it grow.
const fake = await startFakeOpenAi({ host, port: Number(port), firstTokenMs: 50, tokensPerSecond: 400 });
console.log(`fake OpenAI listening at ${fake.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
