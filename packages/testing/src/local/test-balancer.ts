// A small load balancer for rollout tests, behaving as the ingress and the Service's endpoints do in production: it
// sends each request to one of the backends whose readiness probe says ready (probed every `probeIntervalMs`; out at
// the first answer other than 200 or a refused connection, or after 3 probes in a row that time out), keeps connections to them alive (nginx's upstream keepalive), gives
// each request an X-Request-Id as nginx does, and passes WebSocket upgrades through. Its one retry is the ingress's
// `proxy_next_upstream error`: a request whose connection to a backend is refused (nothing was sent) goes to another.
import { randomBytes } from "node:crypto";
import { Agent, createServer, request as httpRequest } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { connect } from "node:net";
import type { Duplex } from "node:stream";

export interface BalancedRequest {
  requestId: string;
  method: string;
  path: string;
  /** The backend that answered (the last tried, when none did). */
  backend: string | undefined;
  startedAt: number;
  endedAt: number;
  /** The backend's status, or 502 when no backend answered. */
  status: number;
  /** The connection to a first backend was refused and another answered. */
  retried: boolean;
  /** Why no backend answered. */
  error?: string;
}

export interface ProbeFailure {
  origin: string;
  at: number;
  /** The status answered, or the error. */
  outcome: number | string;
}

export interface TestBalancer {
  /** http://127.0.0.1:port (ws:// for sockets). */
  readonly url: string;
  /** Every request passed on (WebSocket upgrades are not listed), oldest first. */
  readonly requests: readonly BalancedRequest[];
  /** Every probe that took a backend out (or kept it out). */
  readonly probeFailures: readonly ProbeFailure[];
  /** Probes `origin` (http://127.0.0.1:port) at `healthPath` and routes to it while it answers 200. */
  add(origin: string, healthPath: string): void;
  /** Stops probing and routing to `origin`. */
  remove(origin: string): void;
  /** The origins routed to now. */
  ready(): string[];
  /** Resolves once a probe of `origin` has answered `status` (200: in; 503: out). */
  probed(origin: string, status: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

interface Backend {
  origin: string;
  healthPath: string;
  agent: Agent;
  ready: boolean;
  /** Probes in a row that timed out: a busy machine's slowness takes a backend out only after FAILURE_THRESHOLD. */
  timeouts: number;
  timer: NodeJS.Timeout | undefined;
  waiters: Array<{ status: number; resolve: () => void }>;
}

/** The kubelet's default probe timeout and failure threshold. */
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

  /** One probe, then the next `probeIntervalMs` after it settles (never two at once). */
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
      // Refused: the request never left, so another backend may take it whatever its method (proxy_next_upstream error).
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

  // A WebSocket upgrade goes to a ready backend as bytes: the request's head, then both directions piped.
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

  // nginx keeps an idle client connection 75 s (keepalive_timeout); Node's 5 s default would close one a client is
  // about to reuse, and the client's request would fail on a connection the ingress never closes.
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
