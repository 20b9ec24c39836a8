import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { parseAllDocuments } from "yaml";
import { REPO_ROOT } from "./deployed-server.ts";

export const K8S_DIR = path.join(REPO_ROOT, "infra", "k8s");

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: unknown;
  [field: string]: unknown;
}

export async function renderKustomization(folder: string): Promise<K8sObject[]> {
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)("kubectl", ["kustomize", path.join(K8S_DIR, folder)], { maxBuffer: 16 * 1024 * 1024 }));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "kubectl is not on PATH (it renders the kustomizations)" : String(error);
    throw new Error(`could not render infra/k8s/${folder}: ${reason}`);
  }
  return parseYaml(stdout);
}

export async function readManifest(file: string): Promise<K8sObject[]> {
  return parseYaml(await readFile(path.join(K8S_DIR, file), "utf8"));
}

function parseYaml(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((document) => document.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);
}

/** Model classes live at kubernetes-models/{group/}{version}/{Kind}; core objects have no group. */
export async function validateObject(object: K8sObject): Promise<void> {
  const modelPath = `kubernetes-models/${object.apiVersion}/${object.kind}`;
  const module = (await import(modelPath)) as Record<string, new (data: unknown) => { validate(): void }>;
  const Model = module[object.kind];
  if (!Model) throw new Error(`no schema for ${object.apiVersion} ${object.kind}`);
  try {
    new Model(object).validate();
  } catch (error) {
    throw new Error(`${object.kind}/${object.metadata.name} is not valid: ${(error as Error).message}`);
  }
}
