import { PaymentsError } from "@kidsafe/payments";
import { HttpError } from "@kidsafe/server-kit";
import { ADVERTISER_SERVER_TEXTS } from "./texts.ts";

/** Every payment is asked with its key, so trying again is safe. */
export async function withPaymentErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentsError) throw new HttpError(502, ADVERTISER_SERVER_TEXTS.paymentUnavailable);
    throw error;
  }
}
