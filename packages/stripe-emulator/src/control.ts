// Test hooks over HTTP for another process, served only with `controlEndpoints: true`:
//   POST /__emulator/script       {"outcomes": [{"kind": "error", "status": 500}, {"kind": "disconnect"}, ...]}
//   POST /__emulator/reset        no scripted faults any more (the objects stay)
//   POST /__emulator/webhook-url  {"url": "http://..."} or {"url": null}: where events are sent from now on
//   GET  /__emulator/events       every event and its webhook delivery (state, attempts), oldest first
//   GET  /__emulator/requests     the API requests received (method, path, parameters, idempotency key, status)
import type { IncomingMessage, ServerResponse } from "node:http";
import { answerControl, scriptRoutes } from "@kidsafe/emulator-kit";
import { isScriptedOutcome } from "./behaviour.ts";
import type { EmulatorBehaviour } from "./behaviour.ts";
import type { RecordedRequest } from "./api/handle-request.ts";
import { sendJson } from "./api/http-io.ts";
import type { WebhookDispatcher } from "./webhooks/delivery.ts";

interface ControlState {
  behaviour: EmulatorBehaviour;
  webhooks: WebhookDispatcher;
  requests: readonly RecordedRequest[];
}

export async function handleControl(request: IncomingMessage, response: ServerResponse, url: URL, state: ControlState): Promise<void> {
  const answer = await answerControl(request, url, 64 * 1024, {
    ...scriptRoutes(state.behaviour, isScriptedOutcome, "error (and a status), hang or disconnect"),
    "POST /__emulator/webhook-url": async ({ body }) => {
      const target = (await body()).url;
      if (target !== null && (typeof target !== "string" || !URL.canParse(target))) {
        return { status: 400, body: { error: 'Send {"url": "http://..."} or {"url": null}.' } };
      }
      state.webhooks.setUrl(target ?? undefined);
      return { status: 200, body: { url: target } };
    },
    "GET /__emulator/events": () => ({ status: 200, body: { events: state.webhooks.events } }),
    "GET /__emulator/requests": () => ({ status: 200, body: { requests: state.requests } }),
  });
  sendJson(response, answer.status, answer.body);
}
