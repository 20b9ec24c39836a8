import type { PaymentEvent } from "@kidsafe/billing";
import { ErrorResponse, WebhookReceived, operationCalls } from "@kidsafe/contracts";
import { badRequest } from "@kidsafe/server-kit";
import type { ApiPlugin } from "../../context.ts";
import type { PaymentWebhooks } from "./service.ts";

const { method, path } = operationCalls.stripeWebhook;

/** Stripe's are a few kilobytes. */
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * The signature is checked over the bytes that arrived before anything is read; an answer other than 2xx makes the provider deliver it again.
 */
export function webhookRoutes(webhooks: PaymentWebhooks): ApiPlugin {
  return (app) =>
    app.register((scope, _options, done) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, next) => next(null, body));
      // No body schema: the body stays the bytes the signature is over.
      scope.route({
        method,
        url: path,
        config: { anyContentType: true },
        schema: { response: { 200: WebhookReceived, "4xx": ErrorResponse, "5xx": ErrorResponse } },
        handler: async (request) => {
          const signature = request.headers["stripe-signature"];
          let event: PaymentEvent;
          try {
            event = webhooks.verify(request.body as Buffer, typeof signature === "string" ? signature : undefined);
          } catch {
            throw badRequest("The webhook's signature does not match.");
          }
          const outcome = await webhooks.apply(event);
          request.log.info({ eventId: event.id, kind: event.kind, outcome }, "payment event");
          return { received: true as const };
        },
      });
      done();
    });
}
