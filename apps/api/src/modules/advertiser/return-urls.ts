import type { ReturnUrls } from "@kidsafe/billing";

/** Built on the configured public URL, never on the request's Host header. */
export function checkoutReturnUrls(publicUrl: string, advertiserId: number): ReturnUrls {
  const base = publicUrl.replace(/\/$/, "");
  return {
    successUrl: `${base}/advertiser/payment-complete?session_id={CHECKOUT_SESSION_ID}&advertiser_id=${advertiserId}`,
    cancelUrl: `${base}/advertiser/${advertiserId}`,
  };
}
