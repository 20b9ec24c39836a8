/**
 * Calls of the API that no page makes: the readiness probe, the payment provider's webhook and the API's own
 * reference. They are part of the published OpenAPI document like every call in `httpCalls`.
 */
import { z } from "zod";
import { defineCall } from "./http.ts";

/** 'draining': the server is shutting down (SIGTERM) and leaves its load balancer, though it still answers. */
export const HealthReport = z.object({ status: z.enum(["ok", "degraded", "draining"]), postgres: z.boolean(), redis: z.boolean() });
export type HealthReport = z.infer<typeof HealthReport>;

/** The provider's event as it is signed: read only after the signature over its bytes has been checked. */
export const PaymentProviderEvent = z.looseObject({ id: z.string(), type: z.string() });
export const WebhookReceived = z.object({ received: z.literal(true) });

/** An OpenAPI 3.1 document; its shape is OpenAPI's own. */
export const OpenApiDocumentResponse = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) });

export const operationCalls = {
  /** 200 when PostgreSQL and Redis answer; 503 with the same report when either does not, or the API is shutting down. */
  health: defineCall({
    method: "GET",
    path: "/api/health",
    response: HealthReport,
    errors: {
      503: "PostgreSQL or Redis does not answer (the same report, with the one that is down false), or the API is shutting down (status 'draining')",
    },
  }),
  /**
   * Stripe's (or its emulator's) events. The body is read as bytes whatever its content type, and its
   * `Stripe-Signature` header is checked over them before anything else; any answer but 2xx makes the provider
   * deliver the event again.
   */
  stripeWebhook: defineCall({
    method: "POST",
    path: "/api/stripe/webhook",
    body: PaymentProviderEvent,
    response: WebhookReceived,
    errors: { 400: "The signature does not match the body: the event is not read" },
  }),
  /** This document. */
  openApiDocument: defineCall({ method: "GET", path: "/api/openapi.json", response: OpenApiDocumentResponse }),
} as const;
