// No scripts: it works in any browser and from a plain fetch.
import type { CheckoutSessionRecord } from "../state.ts";

export interface PaymentForm {
  email: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_FORM: PaymentForm = { email: "", cardNumber: "", expiry: "", cvc: "" };

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1a1f36; background: #f6f9fc; }
  main { max-width: 420px; margin: 48px auto; padding: 32px; background: #fff; border-radius: 8px; box-shadow: 0 2px 12px #0001; }
  .test-mode { display: inline-block; padding: 2px 8px; border-radius: 4px; background: #ffde92; color: #5a3c00; font-size: 12px; font-weight: 600; }
  h1 { font-size: 20px; margin: 16px 0 4px; }
  .amount { font-size: 32px; font-weight: 600; margin: 0 0 24px; }
  label { display: block; margin: 16px 0 4px; font-size: 14px; font-weight: 500; }
  input { box-sizing: border-box; width: 100%; padding: 10px 12px; font: inherit; border: 1px solid #c9d1dc; border-radius: 6px; }
  input:focus { outline: 2px solid #635bff; outline-offset: 1px; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  button { width: 100%; margin-top: 24px; padding: 12px; font: inherit; font-weight: 600; color: #fff; background: #635bff; border: 0; border-radius: 6px; cursor: pointer; }
  button:focus-visible { outline: 2px solid #1a1f36; outline-offset: 2px; }
  .error { margin: 16px 0 0; padding: 10px 12px; border-radius: 6px; background: #fde8ec; color: #a4122b; }
  .note { margin-top: 24px; font-size: 13px; color: #5c6b80; }
  a { color: #635bff; }
`;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<span class="test-mode">TEST MODE</span>
${content}
<p class="note">Stripe emulator: no real payments. Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.</p>
</main>
</body>
</html>`;
}

export function checkoutPage(record: CheckoutSessionRecord, form: PaymentForm, error: string | null): string {
  const { session, lineItems } = record;
  const description = lineItems.map((item) => (item.quantity > 1 ? `${item.name} × ${item.quantity}` : item.name)).join(", ");
  const amount = formatAmount(session.amount_total ?? 0, session.currency ?? "usd");
  const back = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">← Back</a></p>` : "";
  const value = (text: string) => `value="${escapeHtml(text)}"`;
  const content = `${back}
<h1>${escapeHtml(description)}</h1>
<p class="amount">${escapeHtml(amount)}</p>
<form method="post" action="/c/pay/${escapeHtml(session.id)}" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" required ${value(form.email)}>
  <label for="cardnumber">Card number</label>
  <input id="cardnumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required ${value(form.cardNumber)}>
  <div class="row">
    <div>
      <label for="exp-date">Expiry</label>
      <input id="exp-date" name="exp-date" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" required ${value(form.expiry)}>
    </div>
    <div>
      <label for="cvc">CVC</label>
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required ${value(form.cvc)}>
    </div>
  </div>
  ${error ? `<p class="error" role="alert" id="payment-error">${escapeHtml(error)}</p>` : ""}
  <button type="submit">Pay</button>
</form>`;
  return layout(`Pay ${amount}: ${description}`, content);
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  const action = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : "";
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${action}`);
}
