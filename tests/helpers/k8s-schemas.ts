import { join } from "node:path";
import { Deployment } from "kubernetes-models/apps/v1/Deployment";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import { Job } from "kubernetes-models/batch/v1/Job";
import { Ingress } from "kubernetes-models/networking.k8s.io/v1/Ingress";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1/PodDisruptionBudget";
import { ConfigMap } from "kubernetes-models/v1/ConfigMap";
import { Service } from "kubernetes-models/v1/Service";
import ts from "typescript";
import type { K8sObject } from "./kustomize";

/**
 * The kinds deploy/k8s may hold, each with the kubernetes-models class that validates it against the
 * Kubernetes OpenAPI schema shipped in the package. A kind missing here fails the test, so a new kind
 * gets a validator before it gets a manifest.
 */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  "v1/ConfigMap": ConfigMap,
  "v1/Service": Service,
  "apps/v1/Deployment": Deployment,
  "autoscaling/v2/HorizontalPodAutoscaler": HorizontalPodAutoscaler,
  "batch/v1/Job": Job,
  "networking.k8s.io/v1/Ingress": Ingress,
  "policy/v1/PodDisruptionBudget": PodDisruptionBudget,
};

/** Throws with the schema's complaint when `object` is not a valid object of its apiVersion and kind. */
export function validateK8sObject(object: K8sObject): void {
  const Model = MODELS[`${object.apiVersion}/${object.kind}`];
  if (!Model) throw new Error(`no schema for ${object.apiVersion} ${object.kind}`);
  try {
    new Model(object as never).validate();
  } catch (error) {
    throw new Error(`${object.kind} ${object.metadata.name}: ${(error as Error).message}`);
  }
}

/**
 * Every field the Kubernetes API does not know, anywhere in `objects`. The schemas above accept an
 * unknown field (a typo such as `readinessProbes` would silently drop the probe), so each object is
 * also type-checked as an object literal of kubernetes-models' TypeScript interface for its kind:
 * TypeScript refuses a literal with a property its type lacks, however deep. The file is virtual;
 * nothing is written. Returns TypeScript's messages, empty when every field is known.
 */
export function unknownFields(objects: K8sObject[]): string[] {
  const file = join(new URL("..", import.meta.url).pathname, "__k8s_objects__.ts");
  const lines = objects.map((object, i) => {
    const type = `import("kubernetes-models/${object.apiVersion}/${object.kind}").I${object.kind}`;
    return `export const o${i}: ${type} = ${JSON.stringify(object)};`;
  });
  const source = ts.createSourceFile(file, lines.join("\n"), ts.ScriptTarget.ES2022);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists } = host;
  host.getSourceFile = (name, ...rest) => (name === file ? source : getSourceFile.call(host, name, ...rest));
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const line = d.start === undefined ? -1 : source.text.slice(0, d.start).split("\n").length - 1;
    const object = objects[line];
    const where = object ? `${object.kind} ${object.metadata.name}: ` : "";
    return `${where}${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
  });
}
