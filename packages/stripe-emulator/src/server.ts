// The emulator's HTTP server: Stripe's API under /v1 (api/, resources/), the hosted checkout page under /c/pay
// (checkout-page/), the test hooks under /__emulator (control.ts); webhooks go out from webhooks/.
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type Stripe from "stripe";
import type { ApiContext } from "./api/context.ts";
import { handleApiRequest } from "./api/handle-request.ts";
import type { RecordedRequest } from "./api/handle-request.ts";
import { BodyTooLargeError, sendJson } from "./api/http-io.ts";
import { IdempotencyStore } from "./api/idempotency.ts";
import { EmulatorBehaviour } from "./behaviour.ts";
import type { ScriptedOutcome } from "./behaviour.ts";
import { CHECKOUT_PAGE_PATH, handleCheckoutPage } from "./checkout-page/routes.ts";
import { testCardFor } from "./cards.ts";
import { handleControl } from "./control.ts";
import { createCustomerObject } from "./resources/customers.ts";
import { createCardPaymentMethod } from "./resources/payment-methods.ts";
import { EmulatorState } from "./state.ts";
import { WebhookDispatcher } from "./webhooks/delivery.ts";
import type { EmulatorEvent } from "./webhooks/delivery.ts";

export interface StripeEmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** When set, only this key is accepted; otherwise any test-mode key (sk_test_..., rk_test_...). */
  secretKey?: string;
  /** Signs the webhooks (whsec_...): the receiver verifies them with the same secret. */
  webhookSecret: string;
  /** Where events are POSTed; unset: events are only recorded (setWebhookUrl later). */
  webhookUrl?: string;
  /** Waits before each retry of a failed webhook; tests use a few milliseconds. */
  webhookRetryDelaysMs?: readonly number[];
  /** How long a webhook endpoint may take to answer (10 s). */
  webhookTimeoutMs?: number;
  /** The origin the browser reaches the hosted page at, when not the listen address (a container, a tunnel). */
  publicUrl?: string;
  /** Serve /__emulator/* for tests in another process. */
  controlEndpoints?: boolean;
  /** Milliseconds since the epoch: `created` fields, expiry of sessions and idempotency keys. */
  clock?: () => number;
  /** Milliseconds each API answer waits after its work is done (behaviour.delayMs; 0 by default). */
  delayMs?: number;
}

export interface StripeEmulator {
  /** e.g. http://127.0.0.1:41234: the SDK's protocol, host and port. */
  readonly url: string;
  readonly port: number;
  readonly behaviour: EmulatorBehaviour;
  readonly state: EmulatorState;
  /** Every event, with its webhook delivery (pending, delivered, failed, no_endpoint), oldest first. */
  readonly events: readonly EmulatorEvent[];
  /** The API requests received, oldest first (the last 100). */
  readonly requests: readonly RecordedRequest[];
  setWebhookUrl(url: string | undefined): void;
  /** Resolves when no webhook is waiting to be delivered or retried. */
  webhooksSettled(): Promise<void>;
  /**
   * A customer with a test card saved for off-session charges, made directly (what the hosted checkout leaves
   * behind): for tests and benches that need thousands of paying customers. Answers both ids.
   */
  customerWithCard(cardNumber: string, name?: string): { customerId: string; paymentMethodId: string };
  /** Shorthand for behaviour.enqueue: the next API requests get these outcomes. */
  enqueue(...outcomes: ScriptedOutcome[]): void;
  close(): Promise<void>;
}

const RECORDED_LIMIT = 100;

export function startStripeEmulator(options: StripeEmulatorOptions): Promise<StripeEmulator> {
  const clock = options.clock ?? Date.now;
  const state = new EmulatorState(clock);
  const behaviour = new EmulatorBehaviour();
  behaviour.delayMs = options.delayMs ?? 0;
  const requests: RecordedRequest[] = [];
  const webhooks = new WebhookDispatcher({
    secret: options.webhookSecret,
    url: options.webhookUrl,
    retryDelaysMs: options.webhookRetryDelaysMs,
    timeoutMs: options.webhookTimeoutMs,
    clock,
  });
  const context: ApiContext = {
    state,
    publicUrl: "",
    publish: (event: Stripe.Event) => {
      state.events.set(event.id, event);
      webhooks.dispatch(event);
    },
  };
  const pipeline = {
    context,
    behaviour,
    idempotency: new IdempotencyStore(clock),
    secretKey: options.secretKey,
    record: (request: RecordedRequest) => {
      requests.push(request);
      if (requests.length > RECORDED_LIMIT) requests.shift();
    },
  };

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://emulator.local");
    if (request.method === "GET" && (url.pathname === "/" || url.pathname === "/healthz")) {
      return sendJson(response, 200, { name: "stripe-emulator", livemode: false });
    }
    if (url.pathname.startsWith("/v1/")) return handleApiRequest(request, response, url, pipeline);
    const page = CHECKOUT_PAGE_PATH.exec(url.pathname);
    if (page?.[1]) return handleCheckoutPage(request, response, page[1], context);
    if (options.controlEndpoints && url.pathname.startsWith("/__emulator/")) {
      return handleControl(request, response, url, { behaviour, webhooks, requests });
    }
    sendJson(response, 404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method ?? "?"}: ${url.pathname}).` },
    });
  }

  const server: Server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      const status = error instanceof BodyTooLargeError ? 413 : 500;
      sendJson(response, status, { error: { type: "api_error", message: error instanceof Error ? error.message : String(error) } });
    });
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      const url = `http://${options.host ?? "127.0.0.1"}:${port}`;
      context.publicUrl = (options.publicUrl ?? url).replace(/\/$/, "");
      resolve({
        url,
        port,
        behaviour,
        state,
        events: webhooks.events,
        requests,
        setWebhookUrl: (target) => webhooks.setUrl(target),
        webhooksSettled: () => webhooks.settled(),
        customerWithCard: (cardNumber, name) => {
          const customer = createCustomerObject(state, { name: name ?? null });
          const { paymentMethod } = createCardPaymentMethod(state, { card: testCardFor(cardNumber), expMonth: 12, expYear: 2040, email: null });
          paymentMethod.customer = customer.id;
          return { customerId: customer.id, paymentMethodId: paymentMethod.id };
        },
        enqueue: (...outcomes) => behaviour.enqueue(...outcomes),
        close: async () => {
          await webhooks.close();
          await new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          });
        },
      });
    });
  });
}
