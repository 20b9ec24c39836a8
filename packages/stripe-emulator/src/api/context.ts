// What an API handler gets and gives: the parsed request, the emulator's state, and a way to publish events.
import type Stripe from "stripe";
import type { EmulatorState } from "../state.ts";
import type { Params } from "./form.ts";

export interface ApiRequest {
  method: string;
  /** The URL path, e.g. /v1/customers/cus_123. */
  path: string;
  /** The path's captured ids, in order (`cus_123`). */
  ids: string[];
  /** Form body for POST, query string for GET and DELETE. */
  params: Params;
  idempotencyKey: string | undefined;
  /** `req_...`, also sent as the `request-id` header and recorded on the events this request causes. */
  requestId: string;
}

export interface ApiContext {
  state: EmulatorState;
  /** Where the hosted pages are, e.g. http://127.0.0.1:3008 (a Checkout Session's `url` starts with it). */
  publicUrl: string;
  /** Stores the event and hands it to webhook delivery. */
  publish: (event: Stripe.Event) => void;
}

export interface ApiResult {
  status: number;
  body: object;
}

export type ApiHandler = (request: ApiRequest, context: ApiContext) => ApiResult;
