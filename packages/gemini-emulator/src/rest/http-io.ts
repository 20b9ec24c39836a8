import type { ServerResponse } from "node:http";
import { apiErrorBody } from "./wire.ts";

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { "content-type": "application/json; charset=UTF-8", "content-length": Buffer.byteLength(text) });
  response.end(text);
}

export function sendApiError(response: ServerResponse, status: number, message: string): void {
  sendJson(response, status, apiErrorBody(status, message));
}

export function waitWhileConnected(response: ServerResponse, ms: number): Promise<boolean> {
  if (ms <= 0) return Promise.resolve(!response.destroyed);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      response.off("close", onClose);
      resolve(!response.destroyed);
    }, ms);
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    response.once("close", onClose);
  });
}
