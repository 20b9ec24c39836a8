// Every kustomization renders, every object is valid against the Kubernetes schemas, and the invariants
// operators rely on hold: limits and probes on every container, Secrets that exist and are used, a disruption
// budget per deployable, the voice gateway scaled on live calls, the ingress routing the one-origin table, and
// each server's grace period covering how it drains (docs/operations.md "A rollout").
import { beforeAll, describe, expect, it } from "vitest";
import { routeRequest } from "@kidsafe/dev-stack";
import { readManifest, renderKustomization, validateObject } from "../src/kubernetes.ts";
import type { K8sObject } from "../src/kubernetes.ts";

interface Container {
  name: string;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  readinessProbe?: { periodSeconds?: number };
  livenessProbe?: unknown;
  env?: { name: string; value?: string }[];
  envFrom?: { secretRef?: { name: string }; configMapRef?: { name: string } }[];
  lifecycle?: { preStop?: unknown };
}
interface PodTemplate {
  metadata?: { labels?: Record<string, string> };
  spec: { containers: Container[]; initContainers?: Container[]; terminationGracePeriodSeconds?: number };
}

/** The servers, and whether the ingress routes requests to them (then they wait for it to notice before closing). */
const SERVERS = [
  { name: "api", routed: true },
  { name: "voice-gateway", routed: true },
  { name: "billing-worker", routed: false },
];
/** What a grace period keeps beyond a server's drain delay and close bound: enough to exit, not so much it means nothing. */
const GRACE_SPARE_MS = { min: 5_000, max: 30_000 };

const KUSTOMIZATIONS = ["overlays/dev", "overlays/prod", "migrate"];
const rendered = new Map<string, K8sObject[]>();
let exampleSecrets: K8sObject[];

beforeAll(async () => {
  for (const folder of KUSTOMIZATIONS) rendered.set(folder, await renderKustomization(folder));
  exampleSecrets = await readManifest("secret.example.yaml");
});

const ofKind = (objects: K8sObject[], kind: string) => objects.filter((object) => object.kind === kind);
const templateOf = (workload: K8sObject) => (workload.spec as { template: PodTemplate }).template;
const containersOf = (workload: K8sObject) => [...(templateOf(workload).spec.initContainers ?? []), ...templateOf(workload).spec.containers];
const workloadsOf = (objects: K8sObject[]) => objects.filter((object) => object.kind === "Deployment" || object.kind === "Job");

describe.each(KUSTOMIZATIONS)("infra/k8s/%s", (folder) => {
  const objects = () => rendered.get(folder)!;

  it("renders objects that are all valid against the Kubernetes schemas", async () => {
    expect(objects().length).toBeGreaterThan(0);
    for (const object of objects()) await validateObject(object);
  });

  it("gives every container resource requests, a memory limit, and every server its probes", () => {
    for (const workload of workloadsOf(objects())) {
      for (const container of containersOf(workload)) {
        const where = `${workload.kind}/${workload.metadata.name} container ${container.name}`;
        expect(container.resources?.requests?.cpu, `${where}: cpu request`).toBeTruthy();
        expect(container.resources?.limits?.memory, `${where}: memory limit`).toBeTruthy();
        if (workload.kind === "Deployment") {
          expect(container.readinessProbe, `${where}: readiness probe`).toBeTruthy();
          expect(container.livenessProbe, `${where}: liveness probe`).toBeTruthy();
        }
      }
    }
  });

  it("refers only to Secrets of secret.example.yaml and ConfigMaps it defines", () => {
    const secrets = new Set(exampleSecrets.map((secret) => secret.metadata.name));
    const configMaps = new Set(ofKind(objects(), "ConfigMap").map((configMap) => configMap.metadata.name));
    for (const workload of workloadsOf(objects())) {
      for (const source of containersOf(workload).flatMap((container) => container.envFrom ?? [])) {
        if (source.secretRef)
          expect(secrets, `${workload.metadata.name} reads Secret ${source.secretRef.name}`).toContain(source.secretRef.name);
        if (source.configMapRef) expect(configMaps).toContain(source.configMapRef.name);
      }
    }
  });
});

describe("the cluster as a whole (production overlay and migrations)", () => {
  const production = () => [...rendered.get("overlays/prod")!, ...rendered.get("migrate")!];

  it("uses every example Secret, one per deployable: none is shared or left over", () => {
    const readers = new Map<string, Set<string>>();
    for (const workload of workloadsOf(production())) {
      for (const source of containersOf(workload).flatMap((container) => container.envFrom ?? [])) {
        if (!source.secretRef) continue;
        readers.set(source.secretRef.name, (readers.get(source.secretRef.name) ?? new Set()).add(workload.metadata.name));
      }
    }
    for (const secret of exampleSecrets) expect(readers.get(secret.metadata.name)?.size, secret.metadata.name).toBe(1);
  });

  it("gives every Deployment a disruption budget that selects its pods", () => {
    const budgets = ofKind(production(), "PodDisruptionBudget");
    for (const deployment of ofKind(production(), "Deployment")) {
      const labels = templateOf(deployment).metadata?.labels ?? {};
      const covering = budgets.filter((budget) => {
        const selector = (budget.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels;
        return Object.entries(selector).every(([key, value]) => labels[key] === value);
      });
      expect(covering.length, `a budget for ${deployment.metadata.name}`).toBe(1);
    }
  });

  it("scales the voice gateway on live calls per pod, and slowly down", () => {
    const hpa = ofKind(production(), "HorizontalPodAutoscaler").find((object) => object.metadata.name === "voice-gateway");
    const spec = hpa?.spec as {
      metrics: { type: string; pods?: { metric: { name: string } } }[];
      behavior?: { scaleDown?: { stabilizationWindowSeconds?: number } };
    };
    expect(spec.metrics.find((metric) => metric.type === "Pods")?.pods?.metric.name).toBe("voice_gateway_active_calls");
    expect(spec.behavior?.scaleDown?.stabilizationWindowSeconds).toBeGreaterThanOrEqual(300);
  });

  it.each(SERVERS)("gives the $name pods a grace period that covers the server's own drain delay and close bound", ({ name, routed }) => {
    const deployment = ofKind(production(), "Deployment").find((object) => object.metadata.name === name);
    const pod = templateOf(deployment!).spec;
    const container = pod.containers.find((candidate) => candidate.name === name)!;
    const env = new Map((container.env ?? []).map((variable) => [variable.name, variable.value]));
    // The server drains itself on SIGTERM (server-kit's lifecycle.ts): a preStop hook would add time nobody counts here.
    expect(container.lifecycle?.preStop, `${name}: preStop`).toBeUndefined();
    expect(env.get("SHUTDOWN_TIMEOUT_MS"), `${name}: SHUTDOWN_TIMEOUT_MS`).toMatch(/^\d+$/);
    const timeoutMs = Number(env.get("SHUTDOWN_TIMEOUT_MS"));
    let drainMs = 0;
    if (routed) {
      expect(env.get("SHUTDOWN_DRAIN_MS"), `${name}: SHUTDOWN_DRAIN_MS`).toMatch(/^\d+$/);
      drainMs = Number(env.get("SHUTDOWN_DRAIN_MS"));
      // A balancer that probes as often as the kubelet sees at least one 503 before the listener closes.
      expect(drainMs, `${name}: drain delay vs the readiness period`).toBeGreaterThanOrEqual(
        (container.readinessProbe?.periodSeconds ?? 10) * 1000,
      );
    } else {
      expect(env.has("SHUTDOWN_DRAIN_MS"), `${name} takes no requests: no drain delay`).toBe(false);
    }
    const spareMs = (pod.terminationGracePeriodSeconds ?? 30) * 1000 - drainMs - timeoutMs;
    expect(spareMs, `${name}: grace period beyond drain ${drainMs} ms + close ${timeoutMs} ms`).toBeGreaterThanOrEqual(GRACE_SPARE_MS.min);
    expect(spareMs, `${name}: grace period beyond drain ${drainMs} ms + close ${timeoutMs} ms`).toBeLessThanOrEqual(GRACE_SPARE_MS.max);
  });

  it("routes the ingress's paths as the one-origin table does (dev stack and nginx)", () => {
    const [ingress] = ofKind(production(), "Ingress");
    const paths = (ingress!.spec as { rules: { http: { paths: { path: string; backend: { service: { name: string } } }[] } }[] }).rules[0]!.http
      .paths;
    // Ingress Prefix matching: the longest path whose segments begin the request's.
    const backendOf = (requestPath: string) =>
      paths
        .filter((entry) => entry.path === "/" || requestPath === entry.path || requestPath.startsWith(`${entry.path}/`))
        .sort((a, b) => b.path.length - a.path.length)[0]?.backend.service.name;
    // The web deployment's nginx serves the three web apps; the servers are reached directly.
    const serviceOf = (app: string) => (app.endsWith("-web") ? "web" : app);
    const samples = [
      "/",
      "/chat",
      "/auth",
      "/api/user",
      "/api/health",
      "/api/gemini/webrtc/offer",
      "/ws/voice",
      "/ws/health",
      "/advertise",
      "/advertiser-login",
      "/admin",
      "/preview-test",
    ];
    for (const sample of samples) expect(backendOf(sample), sample).toBe(serviceOf(routeRequest(sample).app));
  });
});
