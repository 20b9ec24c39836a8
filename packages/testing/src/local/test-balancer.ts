// Behaves as the ingress does in production: readiness-probed backends, upstream keepalive, X-Request-Id, and one
// retry on a refused connection (`proxy_next_upstream error`).
import { randomBytes } from "node:crypto";
import { Agent, createServer, request as httpRequest } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { connect } from "node:net";
import type { Duplex } from "node:stream";

export interface BalancedRequest {
  requestId: string;
  method: string;
  path: string;
  backend: string | undefined;
  startedAt: number;
  endedAt: number;
  status: number;
  retried: boolean;
  error?: string;
}

export interface ProbeFailure {
  origin: string;
  at: number;
  outcome: number | string;
}

export interface TestBalancer {
  readonly url: string;
  readonly requests: readonly BalancedRequest[];
  readonly probeFailures: readonly ProbeFailure[];
  add(origin: string, healthPath: string): void;
  remove(origin: string): void;
  ready(): string[];
  probed(origin: string, status: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

interface Backend {
  origin: string;
  healthPath: string;
  agent: Agent;
  ready: boolean;
  /** A busy machine's slowness takes a backend out only after FAILURE_THRESHOLD. */
  timeouts: number;
  timer: NodeJS.Timeout | undefined;
  waiters: Array<{ status: number; resolve: () => void }>;
}

/** The kubelet's defaults. */
const PROBE_TIMEOUT_MS = 1_000;
const FAILURE_THRESHOLD = 3;

const TIMED_OUT = "ETIMEDOUT";

const newRequestId = () => randomBytes(16).toString("hex");

export async function startTestBalancer({ probeIntervalMs = 100 }: { probeIntervalMs?: number } = {}): Promise<TestBalancer> {
  const backends = new Map<string, Backend>();
  const requests: BalancedRequest[] = [];
  const probeFailures: ProbeFailure[] = [];
  let turn = 0;

  const readyBackends = () => [...backends.values()].filter((backend) => backend.ready);
  const pick = (except?: Backend) => {
    const candidates = readyBackends().filter((backend) => backend !== except);
    return candidates.length === 0 ? undefined : candidates[turn++ % candidates.length];
  };

  const probe = (backend: Backend) => {
    const probing = httpRequest(`${backend.origin}${backend.healthPath}`, { agent: false, timeout: PROBE_TIMEOUT_MS }, (answer) => {
      answer.resume();
      settle(answer.statusCode ?? 0);
    });
    const settle = (outcome: number | string) => {
      const status = typeof outcome === "number" ? outcome : 0;
      if (status !== 200) probeFailures.push({ origin: backend.origin, at: Date.now(), outcome });
      backend.timeouts = outcome === TIMED_OUT ? backend.timeouts + 1 : 0;
      const stillIn = outcome === TIMED_OUT && backend.ready && backend.timeouts < FAILURE_THRESHOLD;
      backend.ready = (status === 200 || stillIn) && backends.get(backend.origin) === backend;
      for (const waiter of backend.waiters.filter((candidate) => candidate.status === status)) waiter.resolve();
      backend.waiters = backend.waiters.filter((candidate) => candidate.status !== status);
      if (backends.get(backend.origin) === backend) backend.timer = setTimeout(() => probe(backend), probeIntervalMs);
    };
    probing.on("timeout", () => probing.destroy(Object.assign(new Error("probe timed out"), { code: TIMED_OUT })));
    probing.on("error", (error: NodeJS.ErrnoException) => settle(error.code ?? error.message));
    probing.end();
  };

  function forward(incoming: IncomingMessage, outgoing: ServerResponse, body: Buffer, record: BalancedRequest, tried?: Backend): void {
    const backend = pick(tried);
    if (!backend) return fail(outgoing, record, tried ? "no other backend is ready" : "no backend is ready");
    record.backend = backend.origin;
    const headers = { ...incoming.headers, "x-request-id": record.requestId, "x-forwarded-for": incoming.socket.remoteAddress ?? "" };
    const upstream = httpRequest(
      `${backend.origin}${incoming.url ?? "/"}`,
      { method: incoming.method, headers, agent: backend.agent },
      (answer) => {
        record.status = answer.statusCode ?? 502;
        outgoing.writeHead(record.status, answer.headers);
        answer.pipe(outgoing);
        answer.on("end", () => (record.endedAt = Date.now()));
        answer.on("error", (error) => fail(outgoing, record, `the answer broke off: ${error.message}`));
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      // Refused: the request never left, so another backend may take it whatever its method.
      if (error.code === "ECONNREFUSED" && !tried) {
        record.retried = true;
        return forward(incoming, outgoing, body, record, backend);
      }
      fail(outgoing, record, `${error.code ?? "error"} from ${backend.origin}: ${error.message}`);
    });
    upstream.end(body);
  }

  function fail(outgoing: ServerResponse, record: BalancedRequest, error: string): void {
    record.status = 502;
    record.error = error;
    record.endedAt = Date.now();
    if (!outgoing.headersSent) outgoing.writeHead(502, { "content-type": "text/plain" }).end(error);
    else outgoing.destroy();
  }

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const record: BalancedRequest = {
        requestId: newRequestId(),
        method: incoming.method ?? "GET",
        path: incoming.url ?? "/",
        backend: undefined,
        startedAt: Date.now(),
        endedAt: 0,
        status: 0,
        retried: false,
      };
      requests.push(record);
      forward(incoming, outgoing, Buffer.concat(chunks), record);
    });
  });

  server.on("upgrade", (incoming: IncomingMessage, socket: Duplex, head: Buffer) => {
    const backend = pick();
    if (!backend) return void socket.end("HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\n\r\n");
    const { hostname, port } = new URL(backend.origin);
    const upstream = connect(Number(port), hostname, () => {
      const lines = [`${incoming.method ?? "GET"} ${incoming.url ?? "/"} HTTP/1.1`];
      for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
        if (incoming.rawHeaders[index]?.toLowerCase() !== "x-request-id")
          lines.push(`${incoming.rawHeaders[index]}: ${incoming.rawHeaders[index + 1]}`);
      }
      lines.push(`x-request-id: ${newRequestId()}`);
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });

  // nginx keeps idle client connections 75 s; Node's 5 s default would close one a client is about to reuse.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  const remove = (origin: string) => {
    const backend = backends.get(origin);
    if (!backend) return;
    clearTimeout(backend.timer);
    backend.ready = false;
    backend.agent.destroy();
    backends.delete(origin);
  };

  return {
    url,
    requests,
    probeFailures,
    add(origin, healthPath) {
      const backend: Backend = {
        origin,
        healthPath,
        agent: new Agent({ keepAlive: true, maxSockets: 32 }),
        ready: false,
        timeouts: 0,
        timer: undefined,
        waiters: [],
      };
      backends.set(origin, backend);
      probe(backend);
    },
    remove,
    ready: () => readyBackends().map((backend) => backend.origin),
    probed(origin, status, timeoutMs = 30_000) {
      const backend = backends.get(origin);
      if (!backend) return Promise.reject(new Error(`${origin} is not a backend`));
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no probe of ${origin} answered ${status} within ${timeoutMs} ms`)), timeoutMs);
        backend.waiters.push({
          status,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    async close() {
      for (const origin of [...backends.keys()]) remove(origin);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
