// The SDK asks for '//ws/...' when the base URL ends in '/': both spellings are served.
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import type { EmulatorBehaviour } from "../behaviour.ts";
import { DEFAULT_LIVE_OPTIONS, LiveSession } from "./session.ts";
import type { LiveOptions, LiveTurn } from "./session.ts";
import type { LiveSetup } from "./wire.ts";

const LIVE_PATH = /^\/+ws\/google\.ai\.generativelanguage\.(v1beta|v1alpha|v1)\.GenerativeService\.BidiGenerateContent$/;
/** Google keeps them about 2 hours; the emulator keeps the newest ones. */
const HANDLES_KEPT = 5_000;
const SETUPS_KEPT = 50;
/** As the API's own frame limit does. */
const MAX_CLIENT_FRAME_BYTES = 16 * 1024 * 1024;

export interface LiveEndpoint {
  readonly options: LiveOptions;
  readonly setups: readonly LiveSetup[];
  readonly clientRequestIds: readonly (string | undefined)[];
  openConnections(): number;
  closeAll(): void;
}

function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ error: { code: status, message } });
  socket.end(
    `HTTP/1.1 ${status} ${status === 404 ? "Not Found" : "Forbidden"}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export function attachLiveEndpoint(
  server: Server,
  settings: { behaviour: EmulatorBehaviour; apiKey?: string; options?: Partial<LiveOptions> },
): LiveEndpoint {
  const options: LiveOptions = { ...DEFAULT_LIVE_OPTIONS, ...settings.options };
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_FRAME_BYTES });
  const handles = new Map<string, LiveTurn[]>();
  const setups: LiveSetup[] = [];
  const clientRequestIds: (string | undefined)[] = [];

  const host = {
    options,
    behaviour: settings.behaviour,
    resume: (handle: string) => {
      const history = handles.get(handle);
      return history ? history.map((turn) => ({ ...turn })) : undefined;
    },
    remember: (handle: string, history: readonly LiveTurn[]) => {
      handles.set(
        handle,
        history.map((turn) => ({ ...turn })),
      );
      if (handles.size > HANDLES_KEPT) handles.delete(handles.keys().next().value ?? "");
    },
    recordSetup: (setup: LiveSetup) => {
      setups.push(setup);
      if (setups.length > SETUPS_KEPT) setups.shift();
    },
  };

  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Not `new URL(request.url, base)`: it would read '//ws/...' as a host named 'ws'.
    const raw = request.url ?? "/";
    const queryAt = raw.indexOf("?");
    const pathname = queryAt < 0 ? raw : raw.slice(0, queryAt);
    const url = new URL(`http://emulator.local${queryAt < 0 ? "" : raw.slice(queryAt)}`);
    if (!LIVE_PATH.test(pathname)) return refuse(socket, 404, `Requested entity was not found: ${pathname}`);
    const key = url.searchParams.get("key") ?? request.headers["x-goog-api-key"] ?? "";
    if (key === "" || (settings.apiKey !== undefined && key !== settings.apiKey)) {
      return refuse(socket, 403, "API key not valid. Please pass a valid API key.");
    }
    const requestId = request.headers["x-request-id"];
    clientRequestIds.push(Array.isArray(requestId) ? requestId[0] : requestId);
    if (clientRequestIds.length > SETUPS_KEPT) clientRequestIds.shift();
    sockets.handleUpgrade(request, socket, head, (ws) => new LiveSession(ws, host));
  });

  return {
    options,
    setups,
    clientRequestIds,
    openConnections: () => sockets.clients.size,
    closeAll: () => {
      for (const client of sockets.clients) client.terminate();
    },
  };
}
