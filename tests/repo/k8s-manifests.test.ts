/**
 * deploy/k8s (docs/operations.md "Kubernetes"), checked offline: every overlay renders, every object is
 * valid against the Kubernetes OpenAPI schemas (kubernetes-models), and the containers run the images
 * and get the environment variable names docker-compose.yml gives them, none their code does not read.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bullPrefix } from "@vidya/core/redis-keys";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseEnv } from "../../core/src/env";
import { HEAVY_QUEUE } from "../../core/src/jobs/heavy";
import { AI_QUEUE } from "../../core/src/jobs/tutor-answer";
import { ServerEnvSchema } from "../../server/src/env";
import { WorkerEnvSchema } from "../../worker/src/env";
import { unknownFields, validateK8sObject } from "../helpers/k8s-schemas";
import {
  type K8sObject,
  podSpec,
  readYamlDocuments,
  renderKustomization,
  splitImage,
} from "../helpers/kustomize";

const root = new URL("../..", import.meta.url).pathname;
const k8s = join(root, "deploy/k8s");
const OVERLAYS = ["base", "overlays/production", "overlays/local"];
const render = (dir: string) => renderKustomization(join(k8s, dir));

interface Container {
  name: string;
  image: string;
  env?: {
    name: string;
    value?: string;
    valueFrom?: Record<string, { name: string; key: string; optional?: boolean }>;
  }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}

/** The compose service each workload runs, and the workload's kind and name in deploy/k8s. */
const WORKLOADS = {
  server: { kind: "Deployment", name: "vidya-server" },
  worker: { kind: "Deployment", name: "vidya-worker" },
  web: { kind: "Deployment", name: "vidya-web" },
  migrate: { kind: "Job", name: "vidya-migrate" },
} as const;
type Component = keyof typeof WORKLOADS;

const compose = parse(readFileSync(join(root, "docker-compose.yml"), "utf8")) as {
  name: string;
  services: Record<string, { environment?: Record<string, unknown>; build?: { target?: string } }>;
};

function find(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
}

function containerOf(objects: K8sObject[], component: Component): Container {
  const { kind, name } = WORKLOADS[component];
  const containers = podSpec(find(objects, kind, name))?.containers as Container[];
  expect(containers, `${name} runs one container`).toHaveLength(1);
  return containers[0] as Container;
}

/**
 * The environment a container gets, as name → value: ConfigMap values as written, and a stand-in for
 * each Secret key (its value is never in the repository). Refuses references that would be a surprise
 * at run time: a missing ConfigMap or key, a whole Secret poured in (its keys are unknowable here).
 */
function environmentOf(objects: K8sObject[], container: Container, secrets: Record<string, string>) {
  const env: Record<string, string> = {};
  const configMap = (name: string) => find(objects, "ConfigMap", name).data as Record<string, string>;
  for (const from of container.envFrom ?? []) {
    if (from.secretRef) throw new Error(`${container.name}: envFrom secretRef hides which keys it sets`);
    if (from.configMapRef) Object.assign(env, configMap(from.configMapRef.name));
  }
  for (const entry of container.env ?? []) {
    const ref = entry.valueFrom;
    if (ref?.configMapKeyRef) {
      const value = configMap(ref.configMapKeyRef.name)[ref.configMapKeyRef.key];
      if (value === undefined) throw new Error(`${entry.name}: no key ${ref.configMapKeyRef.key}`);
      env[entry.name] = value;
    } else if (ref?.secretKeyRef) {
      expect(ref.secretKeyRef.name, `${entry.name} comes from the one Secret the docs name`).toBe(
        "vidya-secrets",
      );
      env[entry.name] = secrets[entry.name] ?? "stand-in";
    } else {
      env[entry.name] = entry.value ?? "";
    }
  }
  return env;
}

/** Stand-ins for the Secret's keys that the env schemas will parse. */
const SECRETS = {
  DATABASE_URL: "postgresql://vidya:secret@postgres.example.org:5432/vidya",
  REDIS_URL: "rediss://redis.example.org:6380",
  JWT_SECRET: "a-stand-in-secret-of-at-least-32-characters",
  SMTP_URL: "smtps://mail.example.org:465",
  OPENAI_API_KEY: "sk-stand-in",
  METRICS_TOKEN: "a-stand-in-metrics-token",
};

/** The variables docker/csp.envsh (the web image's only reader of its environment) reads. */
const webVariables = new Set(
  [...readFileSync(join(root, "docker/csp.envsh"), "utf8").matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1]),
);

describe.each(OVERLAYS)("deploy/k8s/%s", (dir) => {
  const objects = render(dir);

  it("renders objects that the Kubernetes OpenAPI schemas accept", () => {
    expect(objects.length).toBeGreaterThanOrEqual(15);
    for (const object of objects) validateK8sObject(object);
  });

  it("has no field the Kubernetes API does not know (a typo would be dropped silently)", () => {
    expect(unknownFields(objects)).toEqual([]);
  });

  it("holds no Secret and no secret value: Secrets are referenced by name only", () => {
    expect(objects.filter((o) => o.kind === "Secret")).toEqual([]);
    const text = JSON.stringify(objects);
    for (const value of Object.values(SECRETS)) expect(text).not.toContain(value);
    expect(text).not.toMatch(/postgres(ql)?:\/\/[^"]*:[^"@]+@/);
  });

  it("gives server and worker every variable compose gives them, and only ones their env schema knows", () => {
    for (const [component, schema] of [
      ["server", ServerEnvSchema],
      ["worker", WorkerEnvSchema],
    ] as const) {
      const env = environmentOf(objects, containerOf(objects, component), SECRETS);
      const composeKeys = Object.keys(compose.services[component]?.environment ?? {});
      expect(
        composeKeys.filter((key) => !(key in env)),
        `${component}: compose keys missing`,
      ).toEqual([]);
      expect(
        Object.keys(env).filter((key) => !(key in schema.shape)),
        `${component}: unknown keys`,
      ).toEqual([]);
      // The values written here (ConfigMaps) parse, so a pod does not die on start-up over a typo.
      expect(() => parseEnv(schema, env)).not.toThrow();
    }
    const server = environmentOf(objects, containerOf(objects, "server"), SECRETS);
    const worker = environmentOf(objects, containerOf(objects, "worker"), SECRETS);
    expect(worker.REDIS_PREFIX ?? "vidya", "server and worker share queues").toBe(
      server.REDIS_PREFIX ?? "vidya",
    );
  });

  it("gives web and migrate the variables compose gives them, and only ones their image reads", () => {
    const web = environmentOf(objects, containerOf(objects, "web"), SECRETS);
    expect(Object.keys(web).sort()).toEqual(Object.keys(compose.services.web?.environment ?? {}).sort());
    expect(Object.keys(web).filter((key) => !webVariables.has(key))).toEqual([]);
    const migrate = environmentOf(objects, containerOf(objects, "migrate"), SECRETS);
    expect(Object.keys(migrate)).toEqual(Object.keys(compose.services.migrate?.environment ?? {}));
  });

  it("runs the images compose builds (<project>-<service>, built from that Dockerfile target)", () => {
    for (const component of Object.keys(WORKLOADS) as Component[]) {
      const [name] = splitImage(containerOf(objects, component).image);
      expect(compose.services[component]?.build?.target).toBe(component);
      expect(name.split("/").pop(), component).toBe(`${compose.name}-${component}`);
    }
  });

  it("probes the server on /readyz and /healthz, which the server answers, and limits every container", () => {
    const server = containerOf(objects, "server");
    expect(server.readinessProbe?.httpGet?.path).toBe("/readyz");
    expect(server.livenessProbe?.httpGet?.path).toBe("/healthz");
    const app = readFileSync(join(root, "server/src/app.ts"), "utf8");
    for (const path of ["/readyz", "/healthz"]) expect(app).toContain(`req.url === "${path}"`);
    for (const component of Object.keys(WORKLOADS) as Component[]) {
      const { resources } = containerOf(objects, component);
      expect(Object.keys(resources?.requests ?? {}).sort(), component).toEqual(["cpu", "memory"]);
      expect(resources?.limits?.memory, component).toBeDefined();
    }
  });

  it("points every Service, PodDisruptionBudget and autoscaler at a workload that exists", () => {
    const podLabels = objects
      .filter((o) => o.kind === "Deployment")
      .map(
        (o) =>
          (o.spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels,
      );
    const matches = (selector: Record<string, string>) =>
      podLabels.some((labels) => Object.entries(selector).every(([k, v]) => labels[k] === v));
    for (const o of objects.filter((x) => x.kind === "Service")) {
      expect(matches((o.spec as { selector: Record<string, string> }).selector), o.metadata.name).toBe(true);
    }
    const budgets = objects.filter((o) => o.kind === "PodDisruptionBudget");
    expect(budgets.map((o) => o.metadata.name).sort()).toEqual(["vidya-server", "vidya-web", "vidya-worker"]);
    for (const o of budgets) {
      const selector = (o.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels;
      expect(matches(selector), o.metadata.name).toBe(true);
    }
    const hpa = find(objects, "HorizontalPodAutoscaler", "vidya-server");
    const target = (hpa.spec as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef;
    expect(find(objects, target.kind, target.name)).toBeDefined();
  });

  it("routes through the Ingress exactly the paths docker/nginx.conf sends to the server", () => {
    const nginx = readFileSync(join(root, "docker/nginx.conf"), "utf8");
    const proxied = [...nginx.matchAll(/location (?:= )?(\S+) \{\s*proxy_pass \$graphql_upstream;/g)].map(
      (m) => (m[1] as string).replace(/\/$/, ""),
    );
    const ingress = find(objects, "Ingress", "vidya").spec as {
      rules: { http: { paths: { path: string; backend: { service: { name: string } } }[] } }[];
    };
    const paths = ingress.rules.flatMap((r) => r.http.paths);
    const toServer = paths.filter((p) => p.backend.service.name === "server").map((p) => p.path);
    expect(toServer.sort()).toEqual(proxied.sort());
    expect(paths.find((p) => p.path === "/")?.backend.service.name).toBe("web");
  });
});

describe("deploy/k8s/optional/keda-worker.yaml (worker scaling on queue depth)", () => {
  const [auth, scaled] = readYamlDocuments(join(k8s, "optional/keda-worker.yaml")) as [K8sObject, K8sObject];
  const base = render("base");

  it("scales the worker Deployment on the wait lists of queues the worker runs", () => {
    const spec = scaled.spec as {
      scaleTargetRef: { name: string };
      triggers: { type: string; metadata: { listName: string }; authenticationRef: { name: string } }[];
    };
    expect(find(base, "Deployment", spec.scaleTargetRef.name).metadata.name).toBe("vidya-worker");
    // BullMQ's keys are <prefix>:<queue>:<kind>, and the server and worker use core's `bullPrefix`.
    for (const file of ["server/src/queues.ts", "worker/src/main.ts"]) {
      expect(readFileSync(join(root, file), "utf8")).toMatch(/prefix: bullPrefix\([\w.]+\)/);
    }
    const prefix = (find(base, "ConfigMap", "vidya-common").data as Record<string, string>).REDIS_PREFIX;
    const lists = spec.triggers.map((t) => t.metadata.listName).sort();
    expect(lists).toEqual(
      [`${bullPrefix(prefix)}:${AI_QUEUE}:wait`, `${bullPrefix(prefix)}:${HEAVY_QUEUE}:wait`].sort(),
    );
    for (const trigger of spec.triggers) expect(trigger.authenticationRef.name).toBe(auth.metadata.name);
    const refs = (auth.spec as { secretTargetRef: { name: string }[] }).secretTargetRef;
    expect(new Set(refs.map((r) => r.name))).toEqual(new Set(["vidya-secrets"]));
  });
});

describe("the test's kustomize renderer", () => {
  it("refuses a kustomization field it does not apply, rather than ignoring it", () => {
    const dir = mkdtempSync(join(tmpdir(), "kustomize-"));
    try {
      writeFileSync(join(dir, "kustomization.yaml"), "resources: []\ncommonLabels:\n  team: vidya\n");
      expect(() => renderKustomization(dir)).toThrow('does not know "commonLabels"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  let kubectl = false;
  try {
    execFileSync("kubectl", ["version", "--client"], { stdio: "ignore" });
    kubectl = true;
  } catch {}
  // Where kubectl is installed, its built-in kustomize must render exactly what the test checked.
  it.skipIf(!kubectl).each(OVERLAYS)("renders %s as `kubectl kustomize` does", (dir) => {
    const out = execFileSync("kubectl", ["kustomize", join(k8s, dir)], { encoding: "utf8" });
    const theirs = out
      .split(/^---$/m)
      .map((doc) => parse(doc) as K8sObject)
      .filter(Boolean);
    const key = (o: K8sObject) => `${o.kind}/${o.metadata.name}`;
    const sort = (list: K8sObject[]) => [...list].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sort(render(dir))).toEqual(sort(theirs));
  });
});
