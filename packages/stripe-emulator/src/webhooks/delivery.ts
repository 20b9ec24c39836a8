// Stripe keeps retrying for three days; a development emulator needs minutes and tests milliseconds, so the schedule
// is an option.
import type Stripe from "stripe";
import { signatureHeader } from "./signature.ts";

export type DeliveryState = "pending" | "delivered" | "failed" | "no_endpoint";

export interface DeliveryAttempt {
  at: number;
  url: string;
  status: number | null;
  error?: string;
}

export interface EmulatorEvent {
  event: Stripe.Event;
  state: DeliveryState;
  attempts: DeliveryAttempt[];
}

export interface WebhookOptions {
  secret: string;
  url?: string;
  /** Its length + 1 is the number of attempts. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
  clock?: () => number;
}

/** About 45 minutes in all: enough for a development API restarting under `tsx watch`. */
export const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000, 30_000, 120_000, 600_000, 1_800_000] as const;
const RECORDED_LIMIT = 500;

export class WebhookDispatcher {
  readonly events: EmulatorEvent[] = [];
  private url: string | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private waiters: (() => void)[] = [];
  private closed = false;

  constructor(private readonly options: WebhookOptions) {
    this.url = options.url;
  }

  setUrl(url: string | undefined): void {
    this.url = url;
  }

  get endpoint(): string | undefined {
    return this.url;
  }

  /** An event without an endpoint is only recorded, as on Stripe. */
  dispatch(event: Stripe.Event): void {
    const record: EmulatorEvent = { event, state: this.url ? "pending" : "no_endpoint", attempts: [] };
    this.events.push(record);
    if (this.events.length > RECORDED_LIMIT) this.events.shift();
    if (this.url === undefined) return;
    event.pending_webhooks = 1;
    // Every attempt sends the same bytes, with a new signature timestamp.
    const body = JSON.stringify(event, null, 2);
    this.attempt(record, this.url, body, 0);
  }

  settled(): Promise<void> {
    if (!this.events.some((record) => record.state === "pending")) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
    for (const record of this.events) if (record.state === "pending") record.state = "failed";
    this.notify();
  }

  private attempt(record: EmulatorEvent, url: string, body: string, attemptIndex: number): void {
    if (this.closed) return;
    const sending = this.send(url, body).then((outcome) => {
      record.attempts.push({ at: this.now(), url, ...outcome });
      const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
      if (ok) {
        record.state = "delivered";
        record.event.pending_webhooks = 0;
        return this.notify();
      }
      const delay = (this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS)[attemptIndex];
      if (delay === undefined || this.closed) {
        record.state = "failed";
        return this.notify();
      }
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.attempt(record, url, body, attemptIndex + 1);
      }, delay);
      timer.unref();
      this.timers.add(timer);
    });
    this.inFlight.add(sending);
    void sending.finally(() => this.inFlight.delete(sending));
  }

  private async send(url: string, body: string): Promise<{ status: number | null; error?: string }> {
    const timestamp = Math.floor(this.now() / 1000);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": signatureHeader(body, this.options.secret, timestamp),
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body,
        // Stripe does not follow redirects: a 3xx is a failed attempt.
        redirect: "manual",
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      await response.body?.cancel();
      return { status: response.status };
    } catch (error) {
      return { status: null, error: error instanceof Error ? error.message : String(error) };
    }
  }

  private now(): number {
    return (this.options.clock ?? Date.now)();
  }

  private notify(): void {
    if (this.events.some((record) => record.state === "pending")) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
