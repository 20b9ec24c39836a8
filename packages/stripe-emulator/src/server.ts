import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { BodyTooLargeError } from "@kidsafe/emulator-kit";
import type Stripe from "stripe";
import type { ApiContext } from "./api/context.ts";
import { handleApiRequest } from "./api/handle-request.ts";
import type { RecordedRequest } from "./api/handle-request.ts";
import { sendJson } from "./api/http-io.ts";
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
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Otherwise any test-mode key. */
  secretKey?: string;
  webhookSecret: string;
  /** Unset: events are only recorded (setWebhookUrl later). */
  webhookUrl?: string;
  webhookRetryDelaysMs?: readonly number[];
  /** 10 s, as Stripe waits. */
  webhookTimeoutMs?: number;
  /** When not the listen address (a container, a tunnel). */
  publicUrl?: string;
  controlEndpoints?: boolean;
  /** Milliseconds since the epoch. */
  clock?: () => number;
  /** Milliseconds each answer waits after its work is done. */
  delayMs?: number;
}

export interface StripeEmulator {
  readonly url: string;
  readonly port: number;
  readonly behaviour: EmulatorBehaviour;
  readonly state: EmulatorState;
  readonly events: readonly EmulatorEvent[];
  readonly requests: readonly RecordedRequest[];
  setWebhookUrl(url: string | undefined): void;
  webhooksSettled(): Promise<void>;
  /** What the hosted checkout leaves behind, made directly: for tests and benches needing thousands of customers. */
  customerWithCard(cardNumber: string, name?: string): { customerId: string; paymentMethodId: string };
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
