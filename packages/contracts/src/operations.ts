/** Calls no page makes; they are published in the OpenAPI document like every other call. */
import { z } from "zod";
import { defineCall } from "./http.ts";

/** 'draining': shutting down and leaving its load balancer, though it still answers. */
export const HealthReport = z.object({ status: z.enum(["ok", "degraded", "draining"]), postgres: z.boolean(), redis: z.boolean() });
export type HealthReport = z.infer<typeof HealthReport>;

/** Read only after the signature over its bytes has been checked. */
export const PaymentProviderEvent = z.looseObject({ id: z.string(), type: z.string() });
export const WebhookReceived = z.object({ received: z.literal(true) });

export const OpenApiDocumentResponse = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) });

export const operationCalls = {
  health: defineCall({
    method: "GET",
    path: "/api/health",
    response: HealthReport,
    errors: {
      503: "PostgreSQL or Redis does not answer (the same report, with the one that is down false), or the API is shutting down (status 'draining')",
    },
  }),
  /** Any answer but 2xx makes the provider deliver the event again. */
  stripeWebhook: defineCall({
    method: "POST",
    path: "/api/stripe/webhook",
    body: PaymentProviderEvent,
    response: WebhookReceived,
    errors: { 400: "The signature does not match the body: the event is not read" },
  }),
  openApiDocument: defineCall({
    method: "GET",
    path: "/api/openapi.json",
    response: OpenApiDocumentResponse,
  }),
} as const;
