import { buildPath, buildQueryString } from "@kidsafe/contracts";
import type { CallBody, CallParams, CallQuery, CallResponse, HttpCall } from "@kidsafe/contracts";
import type { z } from "zod";
import { apiErrorFromBody, NetworkError, UnexpectedResponseError } from "./api-error.ts";

type BodyOption<Call extends HttpCall> = Call["body"] extends z.ZodType ? { body: CallBody<Call> } : { body?: undefined };
type ParamsOption<Call extends HttpCall> = Call["params"] extends z.ZodType ? { params: CallParams<Call> } : { params?: undefined };
type QueryOption<Call extends HttpCall> = Call["query"] extends z.ZodType ? { query: CallQuery<Call> } : { query?: undefined };

export type CallOptions<Call extends HttpCall> = BodyOption<Call> & ParamsOption<Call> & QueryOption<Call> & { signal?: AbortSignal };

type CallArgs<Call extends HttpCall> =
  Record<never, never> extends CallOptions<Call> ? [options?: CallOptions<Call>] : [options: CallOptions<Call>];

/** The OK answer is checked against the call's response schema, so callers get exactly the contract's type. */
export async function callApi<Call extends HttpCall>(call: Call, ...args: CallArgs<Call>): Promise<CallResponse<Call>> {
  const options: Partial<{ body: unknown; params: unknown; query: unknown; signal: AbortSignal }> = args[0] ?? {};
  const url =
    buildPath(call.path, options.params as Record<string, unknown> | undefined) +
    buildQueryString(options.query as Record<string, unknown> | undefined);
  const hasBody = options.body !== undefined;
  const init: RequestInit = {
    method: call.method,
    credentials: "include",
    headers: hasBody ? { "Content-Type": "application/json" } : {},
  };
  if (hasBody) init.body = JSON.stringify(options.body);
  if (options.signal) init.signal = options.signal;

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error);
  }

  const rawBody = await response.text();
  if (!response.ok) throw apiErrorFromBody(response.status, response.statusText, rawBody);

  const parsed = call.response.safeParse(parseJsonBody(rawBody, call));
  if (!parsed.success) throw new UnexpectedResponseError(call.method, call.path, parsed.error);
  return parsed.data as CallResponse<Call>;
}

function parseJsonBody(rawBody: string, call: HttpCall): unknown {
  if (rawBody.trim() === "") return undefined;
  try {
    return JSON.parse(rawBody) as unknown;
  } catch (error) {
    throw new UnexpectedResponseError(call.method, call.path, error);
  }
}
