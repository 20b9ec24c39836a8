// The id of the piece of work this code runs for: an HTTP request (the ingress's X-Request-Id, else one of our own)
// or a job. It follows the work through every await, so the model and payment adapters send it on their calls
// (`X-Request-Id`) without taking it as a parameter. No fastify here: @kidsafe/ai and @kidsafe/payments import it.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/** The header the id arrives in (nginx's $request_id, ingress-nginx's req_id) and is sent on in. */
export const REQUEST_ID_HEADER = "x-request-id";

/** What an id from outside may look like: printable, short, nothing a header or a log line would mangle. */
const ACCEPTED_ID = /^[A-Za-z0-9._:/+=-]{1,128}$/;

const current = new AsyncLocalStorage<string>();

/** The current work's id, or undefined outside one (start-up, a timer of the process's own). */
export function currentRequestId(): string | undefined {
  return current.getStore();
}

/** Runs `work` (and everything it starts) as the work of `id`. */
export function runWithRequestId<T>(id: string, work: () => T): T {
  return current.run(id, work);
}

/** The `X-Request-Id` header of the current work, or none: spread into an outgoing request's headers. */
export function requestIdHeaders(): Record<string, string> {
  const id = current.getStore();
  return id === undefined ? {} : { [REQUEST_ID_HEADER]: id };
}

/** The id a request arrived with when it looks like one (an ingress's), else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && ACCEPTED_ID.test(value) ? value : randomUUID();
}
