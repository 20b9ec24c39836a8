import type Stripe from "stripe";
import type { EmulatorState } from "../state.ts";
import type { Params } from "./form.ts";

export interface ApiRequest {
  method: string;
  path: string;
  ids: string[];
  params: Params;
  idempotencyKey: string | undefined;
  /** Also sent as the `request-id` header and recorded on the events this request causes. */
  requestId: string;
}

export interface ApiContext {
  state: EmulatorState;
  /** A Checkout Session's `url` starts with it. */
  publicUrl: string;
  publish: (event: Stripe.Event) => void;
}

export interface ApiResult {
  status: number;
  body: object;
}

export type ApiHandler = (request: ApiRequest, context: ApiContext) => ApiResult;
