import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody } from "@kidsafe/emulator-kit";
import type { EmulatorBehaviour } from "../behaviour.ts";
import { newId } from "../state.ts";
import { authenticationProblem } from "./authentication.ts";
import type { ApiContext, ApiResult } from "./context.ts";
import { ApiError, apiError, invalidRequest, unknownRoute } from "./errors.ts";
import { FormError, parseForm } from "./form.ts";
import type { Params } from "./form.ts";
import { headerOf, sendJson } from "./http-io.ts";
import type { IdempotencyStore } from "./idempotency.ts";
import { findRoute } from "./routes.ts";
import { API_VERSION } from "./version.ts";

export interface RecordedRequest {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
  /** Stripe ignores it; a test reads which request or job made the call. */
  clientRequestId: string | undefined;
  status: number;
}

export interface ApiPipeline {
  context: ApiContext;
  behaviour: EmulatorBehaviour;
  idempotency: IdempotencyStore;
  secretKey: string | undefined;
  record(request: RecordedRequest): void;
}

/** So a forgotten test cannot hold sockets forever. */
const HANG_LIMIT_MS = 5 * 60_000;
const MAX_BODY_BYTES = 1024 * 1024;

const errorResult = (error: ApiError): ApiResult => ({ status: error.status, body: { error: error.error } });

function parseParams(method: string, url: URL, body: string): Params {
  try {
    return parseForm(method === "POST" ? body : url.search.slice(1));
  } catch (error) {
    if (error instanceof FormError) throw invalidRequest(error.message, error.param);
    throw error;
  }
}

export async function handleApiRequest(request: IncomingMessage, response: ServerResponse, url: URL, pipeline: ApiPipeline): Promise<void> {
  const method = request.method ?? "GET";
  const path = url.pathname;
  const requestId = newId("req_", 14);
  const idempotencyKey = headerOf(request, "idempotency-key");
  const stripeVersion = headerOf(request, "stripe-version");
  const clientRequestId = headerOf(request, "x-request-id");
  const body = method === "POST" ? await readBody(request, MAX_BODY_BYTES) : "";
  let params: Params = {};

  const headers: Record<string, string> = { "request-id": requestId, "stripe-version": stripeVersion ?? API_VERSION };
  if (idempotencyKey !== undefined) headers["idempotency-key"] = idempotencyKey;
  const answer = (result: ApiResult, extraHeaders: Record<string, string> = {}) => {
    pipeline.record({ method, path, params, idempotencyKey, stripeVersion, clientRequestId, status: result.status });
    const authHeader: Record<string, string> = result.status === 401 ? { "www-authenticate": 'Basic realm="Stripe"' } : {};
    const send = () => sendJson(response, result.status, result.body, { ...headers, ...authHeader, ...extraHeaders });
    if (pipeline.behaviour.delayMs > 0) setTimeout(() => !response.destroyed && send(), pipeline.behaviour.delayMs);
    else send();
  };

  const scripted = pipeline.behaviour.takeNext(path);
  if (scripted?.kind === "disconnect") return void response.socket?.destroy();
  if (scripted?.kind === "hang") {
    const timer = setTimeout(() => response.destroy(), HANG_LIMIT_MS);
    response.once("close", () => clearTimeout(timer));
    return;
  }
  if (scripted?.kind === "error") {
    const error = apiError(scripted.status, scripted.message);
    if (scripted.status === 429) error.error.type = "rate_limit_error";
    return answer(errorResult(error));
  }

  const problem = authenticationProblem(request, pipeline.secretKey);
  if (problem) return answer(errorResult(problem));

  try {
    params = parseParams(method, url, body);
    const route = findRoute(method, path);
    if (!route) throw unknownRoute(method, path);
    const replay = method === "POST" && idempotencyKey !== undefined ? pipeline.idempotency.replayFor(idempotencyKey, path, params) : undefined;
    if (replay) return answer(replay.result, { "idempotent-replayed": "true", "original-request": replay.originalRequestId });

    let result: ApiResult;
    try {
      result = route.handler({ method, path, ids: route.ids, params, idempotencyKey, requestId }, pipeline.context);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result = errorResult(error);
    }
    if (method === "POST" && idempotencyKey !== undefined) pipeline.idempotency.remember(idempotencyKey, path, params, requestId, result);
    answer(result);
  } catch (error) {
    if (error instanceof ApiError) return answer(errorResult(error));
    console.error("stripe emulator: unexpected error", error);
    answer(errorResult(apiError(500, "An unexpected error occurred in the Stripe emulator.")));
  }
}
