import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseAllDocuments } from "yaml";

/**
 * A Kubernetes object as read from YAML. Loose on purpose: the test validates each against the API
 * schemas after rendering.
 */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; [key: string]: unknown };
  [key: string]: unknown;
}

/** The kustomization.yaml fields this renderer understands; any other field is refused, never ignored. */
const KNOWN_FIELDS = new Set(["apiVersion", "kind", "namespace", "resources", "images", "patches"]);

interface ImageRule {
  name: string;
  newName?: string;
  newTag?: string;
}

/** Every document of a YAML file, empty ones dropped; a YAML error fails loudly. */
export function readYamlDocuments(file: string): unknown[] {
  return parseAllDocuments(readFileSync(file, "utf8"))
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]?.message}`);
      return doc.toJS() as unknown;
    })
    .filter((doc) => doc !== null && doc !== undefined);
}

/**
 * Renders a kustomization directory the way `kubectl kustomize` does for the subset Vidya uses:
 * resources (files and directories), strategic-merge patches from files (matched by kind and name),
 * images (newName, newTag) and namespace. No kustomize binary is downloaded or needed.
 */
export function renderKustomization(dir: string): K8sObject[] {
  const file = join(dir, "kustomization.yaml");
  const [kustomization] = readYamlDocuments(file) as Record<string, unknown>[];
  if (!kustomization) throw new Error(`${file} is empty`);
  for (const field of Object.keys(kustomization)) {
    if (!KNOWN_FIELDS.has(field)) throw new Error(`${file}: the test's renderer does not know "${field}"`);
  }
  let objects: K8sObject[] = [];
  for (const resource of (kustomization.resources as string[] | undefined) ?? []) {
    const path = join(dir, resource);
    objects.push(
      ...(statSync(path).isDirectory()
        ? renderKustomization(path)
        : (readYamlDocuments(path) as K8sObject[])),
    );
  }
  for (const patch of (kustomization.patches as { path?: string }[] | undefined) ?? []) {
    if (!patch.path || Object.keys(patch).length !== 1) {
      throw new Error(`${file}: the test's renderer knows only patches given as { path }`);
    }
    for (const change of readYamlDocuments(join(dir, patch.path)) as K8sObject[]) {
      const index = objects.findIndex(
        (o) => o.kind === change.kind && o.metadata.name === change.metadata.name,
      );
      if (index < 0) throw new Error(`${patch.path}: no ${change.kind} ${change.metadata.name} to patch`);
      objects[index] = strategicMerge(objects[index], change) as K8sObject;
    }
  }
  const images = (kustomization.images as ImageRule[] | undefined) ?? [];
  if (images.length > 0) objects = objects.map((o) => setImages(o, images));
  const namespace = kustomization.namespace as string | undefined;
  if (namespace) objects = objects.map((o) => ({ ...o, metadata: { ...o.metadata, namespace } }));
  return objects;
}

/**
 * Kubernetes' strategic merge for what these manifests hold: maps merge key by key, lists of named
 * items (containers, env, ports, volumes) merge by name, any other list is replaced.
 */
export function strategicMerge(base: unknown, change: unknown): unknown {
  if (Array.isArray(base) && Array.isArray(change)) {
    const named = (items: unknown[]) => items.every((i) => isObject(i) && typeof i.name === "string");
    if (!named(base) || !named(change)) return change;
    const merged = base.map((item) => {
      const over = change.find((c) => c.name === item.name);
      return over ? strategicMerge(item, over) : item;
    });
    for (const item of change) if (!base.some((b) => b.name === item.name)) merged.push(item);
    return merged;
  }
  if (isObject(base) && isObject(change)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(change)) {
      merged[key] = key in base ? strategicMerge(base[key], value) : value;
    }
    return merged;
  }
  return change;
}

/** Applies kustomize's `images` rules to every container and init container of a pod template. */
function setImages(object: K8sObject, rules: ImageRule[]): K8sObject {
  const spec = podSpec(object);
  if (!spec) return object;
  const rewrite = (containers: unknown) =>
    (containers as { image: string }[] | undefined)?.map((container) => {
      const [name, tag] = splitImage(container.image);
      const rule = rules.find((r) => r.name === name);
      if (!rule) return container;
      const newTag = rule.newTag ?? tag;
      return { ...container, image: `${rule.newName ?? name}${newTag ? `:${newTag}` : ""}` };
    });
  const newSpec: Record<string, unknown> = { ...spec, containers: rewrite(spec.containers) };
  if (spec.initContainers) newSpec.initContainers = rewrite(spec.initContainers);
  const template = (object.spec as { template: Record<string, unknown> }).template;
  return { ...object, spec: { ...(object.spec as object), template: { ...template, spec: newSpec } } };
}

/** The pod spec of a Deployment or Job (the workload kinds used here); undefined for other kinds. */
export function podSpec(object: K8sObject): Record<string, unknown> | undefined {
  const template = (object.spec as { template?: { spec?: Record<string, unknown> } } | undefined)?.template;
  return template?.spec;
}

/** "registry/name:tag" → [name, tag]; a colon inside a registry's port is not a tag. */
export function splitImage(image: string): [string, string | undefined] {
  const slash = image.lastIndexOf("/");
  const colon = image.lastIndexOf(":");
  return colon > slash ? [image.slice(0, colon), image.slice(colon + 1)] : [image, undefined];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
