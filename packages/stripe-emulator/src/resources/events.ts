import type Stripe from "stripe";
import type { ApiHandler, ApiRequest } from "../api/context.ts";
import { resourceMissing } from "../api/errors.ts";
import { expand } from "../api/expand.ts";
import { listOf } from "../api/list.ts";
import { ParamReader, expandPaths } from "../api/params.ts";
import { API_VERSION } from "../api/version.ts";
import { newId } from "../state.ts";
import type { EmulatorState } from "../state.ts";

/** `data` is a snapshot of the object, not a live one. */
export function eventBase(state: EmulatorState, request: Pick<ApiRequest, "requestId" | "idempotencyKey"> | null) {
  return {
    id: newId("evt_"),
    object: "event" as const,
    api_version: API_VERSION,
    created: state.now(),
    livemode: false,
    pending_webhooks: 0,
    request: request ? { id: request.requestId, idempotency_key: request.idempotencyKey ?? null } : { id: null, idempotency_key: null },
  };
}

export const retrieveEvent: ApiHandler = (request, { state }) => {
  const id = request.ids[0] ?? "";
  const event = state.events.get(id);
  if (!event) throw resourceMissing("event", id);
  new ParamReader(request.params).allowOnly(["expand"]);
  return { status: 200, body: expand(event, expandPaths(request.params), state) };
};

export const listEvents: ApiHandler = (request, { state }) => {
  const params = new ParamReader(request.params).allowOnly(["type", "limit", "starting_after", "ending_before", "expand"]);
  const type = params.optionalString("type");
  const events: Stripe.Event[] = [...state.events.values()].filter((event) => type === undefined || event.type === type);
  return { status: 200, body: listOf("/v1/events", events, params) };
};
