// https://docs.stripe.com/webhooks#verify-manually: the SDK's constructEvent checks exactly this.
import { createHmac } from "node:crypto";

export function signatureHeader(body: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac("sha256", secret).update(`${timestampSeconds}.${body}`, "utf8").digest("hex");
  return `t=${timestampSeconds},v1=${signature}`;
}
