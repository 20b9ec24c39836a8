// A webhook endpoint for the tests: it verifies each delivery with the adapter's parseWebhook, as the API will, and
// answers 200; or, while `failNext` is above zero, 500 (to see the emulator retry).
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { PaymentEvent, Payments } from "../src/index.ts";

export interface WebhookReceiver {
  url: string;
  /** The verified events, in the order they arrived. */
  received: PaymentEvent[];
  /** Deliveries refused for their signature. */
  refused: number;
  /** The next this many deliveries are answered 500. */
  failNext: number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(payments: Payments): Promise<WebhookReceiver> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (receiver.failNext > 0) {
        receiver.failNext--;
        response.writeHead(500).end();
        return;
      }
      try {
        const header = request.headers["stripe-signature"];
        receiver.received.push(payments.parseWebhook(Buffer.concat(chunks), Array.isArray(header) ? header[0] : header));
        response.writeHead(200).end();
      } catch {
        receiver.refused++;
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${port}/api/stripe/webhook`,
    received: [],
    refused: 0,
    failNext: 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}
