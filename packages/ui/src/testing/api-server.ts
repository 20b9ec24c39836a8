import type { CallBody, CallParams, CallQuery, ErrorResponse, HttpCall } from "@kidsafe/contracts";
import { http, HttpResponse } from "msw";
import type { JsonBodyType } from "msw";
import { setupServer } from "msw/node";
import { z } from "zod";

/** An answer with a JSON body, as the API sends them. */
export function json(status: number, data: JsonBodyType): Response {
  return HttpResponse.json(data, { status });
}

/** A non-2xx answer with the API's ErrorResponse body. */
export function failure(status: number, message: string, error = "Error"): Response {
  const body: ErrorResponse = { statusCode: status, error, message };
  return json(status, body);
}

/**
 * Every request the app made, as "METHOD /path?query", in the order it called `fetch`. MSW's request:start
 * fires inside the `fetch` call, so a request the app makes during an act() is listed when act() returns,
 * before any handler has run: "nothing was sent" can be checked at once. Emptied after each test.
 */
export const requestLog: string[] = [];

/**
 * The network edge of the component tests (test/setup.ts starts it for every file): the app's `fetch`
 * reaches MSW handlers that answer like the API. A route no handler knows answers 404, as the API does.
 */
export const apiServer = setupServer(
  http.all("/api/*", ({ request }) => failure(404, `No route ${request.method} ${new URL(request.url).pathname}`, "Not Found")),
);

apiServer.events.on("request:start", ({ request }) => {
  const url = new URL(request.url);
  requestLog.push(`${request.method} ${url.pathname}${url.search}`);
});

export interface CallRequest<Call extends HttpCall> {
  /** The JSON body exactly as the app sent it (checked against the call's schema). */
  body: CallBody<Call>;
  params: CallParams<Call>;
  query: CallQuery<Call>;
  request: Request;
}

type LowercaseMethod = "get" | "post" | "put" | "patch" | "delete";

function invalid(part: string, error: z.ZodError): Response {
  return failure(400, `Invalid ${part}: ${z.prettifyError(error)}`, "Bad Request");
}

/**
 * A handler for one call of the contracts, on the call's method and path (both use `:param`). Like the
 * API's routes it answers 400 when the body, query or path parameters do not match the call's schemas,
 * so a request the real server would refuse is refused here too. With `once`, it answers a single request
 * and then steps aside for the handlers below it.
 */
export function onCall<Call extends HttpCall>(
  call: Call,
  answer: (request: CallRequest<Call>) => Response | Promise<Response>,
  options: { once?: boolean } = {},
) {
  return http[call.method.toLowerCase() as LowercaseMethod](
    call.path,
    async ({ request, params }) => {
      const text = await request.clone().text();
      const body: unknown = text === "" ? undefined : JSON.parse(text);
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const checks = [
        ["body", call.body, body],
        ["query", call.query, query],
        ["path parameters", call.params, params],
      ] as const;
      for (const [part, schema, value] of checks) {
        const result = schema?.safeParse(value);
        if (result?.success === false) return invalid(part, result.error);
      }
      return answer({
        body: body as CallBody<Call>,
        params: (call.params ? params : undefined) as CallParams<Call>,
        query: (call.query ? query : undefined) as CallQuery<Call>,
        request,
      });
    },
    options,
  );
}
