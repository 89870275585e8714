import { Deployment } from "kubernetes-models/apps/v1/Deployment";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import { Job } from "kubernetes-models/batch/v1/Job";
import { Ingress } from "kubernetes-models/networking.k8s.io/v1/Ingress";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1/PodDisruptionBudget";
import { ConfigMap } from "kubernetes-models/v1/ConfigMap";
import { Service } from "kubernetes-models/v1/Service";
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
