// No fastify here: @kidsafe/ai and @kidsafe/payments import it.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";

/** Nothing a header or a log line would mangle. */
const ACCEPTED_ID = /^[A-Za-z0-9._:/+=-]{1,128}$/;

const current = new AsyncLocalStorage<string>();

export function currentRequestId(): string | undefined {
  return current.getStore();
}

export function runWithRequestId<T>(id: string, work: () => T): T {
  return current.run(id, work);
}

export function requestIdHeaders(): Record<string, string> {
  const id = current.getStore();
  return id === undefined ? {} : { [REQUEST_ID_HEADER]: id };
}

export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && ACCEPTED_ID.test(value) ? value : randomUUID();
}
