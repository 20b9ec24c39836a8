import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { BodyTooLargeError, readBody } from "@kidsafe/emulator-kit";
import { EmulatorBehaviour } from "./behaviour.ts";
import type { EmulatorBehaviourOptions, ScriptedOutcome } from "./behaviour.ts";
import { handleControl } from "./control.ts";
import { attachLiveEndpoint } from "./live/live-server.ts";
import type { LiveEndpoint } from "./live/live-server.ts";
import type { LiveOptions } from "./live/session.ts";
import { isReplyModerationRequest, verdictRequestIn } from "./replies/reply-moderation.ts";
import type { VerdictRequestData } from "./replies/reply-moderation.ts";
import { answerFor } from "./rest/answer.ts";
import { sendGenerateContent } from "./rest/generate-content.ts";
import { sendApiError, sendJson, waitWhileConnected } from "./rest/http-io.ts";
import { sendStreamGenerateContent } from "./rest/stream-generate-content.ts";
import { parseGenerateContentRequest, textOf } from "./rest/wire.ts";
import type { GenerateContentRequest } from "./rest/wire.ts";

export interface GeminiEmulatorOptions extends EmulatorBehaviourOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  apiKey?: string;
  controlEndpoints?: boolean;
  maxBodyBytes?: number;
  live?: Partial<LiveOptions>;
}

export type GenerateMethod = "generateContent" | "streamGenerateContent";

export interface RecordedRequest {
  method: GenerateMethod;
  model: string;
  apiKey: string;
  /** Gemini ignores it; a test reads which request made the call. */
  clientRequestId: string | undefined;
  body: GenerateContentRequest;
}

export interface GeminiEmulator {
  readonly url: string;
  readonly port: number;
  readonly behaviour: EmulatorBehaviour;
  readonly requests: readonly RecordedRequest[];
  /** Kept apart from `requests` so answers and speech do not push them out. */
  verdictRequests(): VerdictRequestData[];
  readonly live: LiveEndpoint;
  enqueue(...outcomes: ScriptedOutcome[]): void;
  close(): Promise<void>;
}

const MODEL_PATH = /^\/(v1beta|v1|v1alpha)\/models\/([^/:]+):(generateContent|streamGenerateContent)$/;
const RECORDED_LIMIT = 50;
const VERDICT_RECORDED_LIMIT = 500;
/** So a forgotten test cannot hold sockets forever. */
const HANG_LIMIT_MS = 5 * 60_000;

function clientRequestIdOf(request: IncomingMessage): string | undefined {
  const header = request.headers["x-request-id"];
  return Array.isArray(header) ? header[0] : header;
}

function apiKeyOf(request: IncomingMessage, url: URL): string {
  const header = request.headers["x-goog-api-key"];
  return (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get("key") ?? "";
}

export function startGeminiEmulator(options: GeminiEmulatorOptions = {}): Promise<GeminiEmulator> {
  const behaviour = new EmulatorBehaviour(options);
  const requests: RecordedRequest[] = [];
  const verdicts: VerdictRequestData[] = [];
  const maxBodyBytes = options.maxBodyBytes ?? 100 * 1024 * 1024;

  async function handleModelCall(request: IncomingMessage, response: ServerResponse, url: URL, model: string, method: GenerateMethod) {
    const raw = await readBody(request, maxBodyBytes);
    const apiKey = apiKeyOf(request, url);
    if (apiKey === "") {
      return sendApiError(
        response,
        403,
        "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
      );
    }
    if (options.apiKey !== undefined && apiKey !== options.apiKey) {
      return sendApiError(response, 400, "API key not valid. Please pass a valid API key.");
    }
    const parsed = parseGenerateContentRequest(raw);
    if ("problem" in parsed) return sendApiError(response, 400, parsed.problem);

    requests.push({ method, model, apiKey, clientRequestId: clientRequestIdOf(request), body: parsed });
    if (requests.length > RECORDED_LIMIT) requests.shift();
    const isVerdict = isReplyModerationRequest(parsed);
    const verdictData = isVerdict ? verdictRequestIn(parsed) : undefined;
    if (verdictData) {
      verdicts.push(verdictData);
      if (verdicts.length > VERDICT_RECORDED_LIMIT) verdicts.shift();
    }

    const answer = answerFor(parsed, behaviour.takeNext(parsed.contents.map((content) => textOf(content)).join("\n")));
    if (!(await waitWhileConnected(response, behaviour.delayFor(isVerdict ? "verdict" : "model")))) return;
    if (answer.kind === "hang") {
      await waitWhileConnected(response, HANG_LIMIT_MS);
      if (!response.destroyed) sendApiError(response, 504, "Deadline expired before operation could complete.");
      return;
    }
    if (method === "generateContent") return sendGenerateContent(response, model, parsed, answer);
    const sse = url.searchParams.get("alt") === "sse";
    return sendStreamGenerateContent(response, model, parsed, answer, { sse, chunkDelayMs: behaviour.chunkDelayMs });
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://emulator.local");
    if (request.method === "GET" && (url.pathname === "/" || url.pathname === "/healthz")) {
      return sendJson(response, 200, { name: "gemini-emulator", offline: true });
    }
    if (options.controlEndpoints && url.pathname.startsWith("/__emulator/")) {
      return handleControl(request, response, url, { behaviour, requests, verdicts });
    }
    const match = MODEL_PATH.exec(url.pathname);
    if (request.method === "POST" && match?.[2] !== undefined && match[3] !== undefined) {
      return handleModelCall(request, response, url, decodeURIComponent(match[2]), match[3] as GenerateMethod);
    }
    sendApiError(response, 404, `Requested entity was not found: ${request.method ?? "?"} ${url.pathname}`);
  }

  const server: Server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof BodyTooLargeError) {
        return sendApiError(response, 400, `Request payload size exceeds the limit: ${error.maxBytes} bytes.`);
      }
      sendApiError(response, 500, "An internal error has occurred.");
    });
  });

  const live = attachLiveEndpoint(server, { behaviour, apiKey: options.apiKey, options: options.live });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({
        url: `http://${options.host ?? "127.0.0.1"}:${port}`,
        port,
        behaviour,
        requests,
        verdictRequests: () => verdicts.map((data) => structuredClone(data)),
        live,
        enqueue: (...outcomes) => behaviour.enqueue(...outcomes),
        close: () =>
          new Promise<void>((done) => {
            live.closeAll();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
