/**
 * Accounts figures (issue 3): sign-in p50/p95 (dominated by argon2id at 19 MiB, t=2, p=1) and token
 * refresh p50/p95, beside baselines measured in the same run: one bare argon2id verify, and the
 * trivial `{ health }` query on the same server.
 */
import { hash, verify } from "@node-rs/argon2";
import { gql } from "../tests/helpers/graphql";
import { benchStack, summary } from "./lib";

const N = Number(process.env.BENCH_N ?? 60);

async function timed(n: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

const stack = await benchStack({ server: true, env: { TRUST_PROXY: "true" } });
try {
  const server = stack.server;
  if (!server) throw new Error("no server");
  const email = `bench.${Date.now()}@example.test`;
  await gql(server.url, `mutation($i: SignUpInput!) { signUp(input: $i) { __typename } }`, {
    i: { email, password: "bench password", role: "student", birthDate: "1995-06-15" },
  });
  const stored = await hash("bench password", {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  const bareArgon = await timed(N, () => verify(stored, "bench password"));
  const health = await timed(N, () => gql(server.url, "{ health }"));
  let ip = 0;
  const signIn = await timed(N, async () => {
    // A new address per attempt keeps the per-IP limit (30/min) out of the measurement.
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `10.9.${Math.floor(ip / 250)}.${ip++ % 250}`,
      },
      body: JSON.stringify({
        query: `mutation($i: SignInInput!) { signIn(input: $i) { __typename } }`,
        variables: { i: { email, password: "bench password" } },
      }),
    });
    const body = (await res.json()) as { data: { signIn: { __typename: string } } };
    if (body.data.signIn.__typename !== "MutationSignInSuccess") throw new Error(JSON.stringify(body));
  });
  // Refresh: each call rotates the cookie, as a browser would.
  const login = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.8.0.1" },
    body: JSON.stringify({
      query: `mutation($i: SignInInput!) { signIn(input: $i) { __typename } }`,
      variables: { i: { email, password: "bench password" } },
    }),
  });
  let cookie = (login.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
  const refresh = await timed(N, async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query: "mutation { refreshSession { __typename } }" }),
    });
    cookie = (res.headers.getSetCookie()[0] ?? "").split(";")[0] ?? cookie;
    const body = (await res.json()) as { data: { refreshSession: { __typename: string } } };
    if (body.data.refreshSession.__typename !== "MutationRefreshSessionSuccess")
      throw new Error(JSON.stringify(body));
  });
  console.log("sign-in (e-mail + password over HTTP)");
  console.log(`  baseline: bare argon2id verify : ${summary(bareArgon)}`);
  console.log(`  signIn mutation                 : ${summary(signIn)}`);
  console.log("token refresh (rotating cookie)");
  console.log(`  baseline: { health } query      : ${summary(health)}`);
  console.log(`  refreshSession mutation         : ${summary(refresh)}`);
} finally {
  await stack.stop();
}
