import type { PaymentEvent } from "@kidsafe/billing";
import { badRequest } from "@kidsafe/server-kit";
import { z } from "zod";
import type { ApiPlugin } from "../../context.ts";
import type { PaymentWebhooks } from "./service.ts";

const Received = z.object({ received: z.literal(true) });

/** The largest event we accept; Stripe's are a few kilobytes. */
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * POST /api/stripe/webhook: the payment provider's events. The body is kept as the bytes that arrived (its
 * signature is over them), the signature is checked before anything is read, and an event is acted on once. An
 * answer other than 2xx makes the provider deliver it again.
 */
export function webhookRoutes(webhooks: PaymentWebhooks): ApiPlugin {
  return (app) =>
    app.register((scope, _options, done) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, next) => next(null, body));
      scope.post("/api/stripe/webhook", { schema: { response: { 200: Received } } }, async (request) => {
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
      });
      done();
    });
}
