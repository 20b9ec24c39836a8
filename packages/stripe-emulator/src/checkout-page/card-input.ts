import { passesLuhn, testCardFor } from "../cards.ts";
import type { CardDetails } from "../resources/payment-methods.ts";
import type { PaymentForm } from "./page.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function readCardInput(form: PaymentForm, now: Date): CardDetails | { problem: string } {
  const email = form.email.trim();
  if (email === "") return { problem: "Your email is incomplete." };
  if (!EMAIL.test(email)) return { problem: "Your email address is invalid." };

  const digits = form.cardNumber.replace(/[\s-]/g, "");
  if (!/^\d*$/.test(digits)) return { problem: "Your card number is invalid." };
  if (digits.length < 15) return { problem: "Your card number is incomplete." };
  if (digits.length > 19 || !passesLuhn(digits)) return { problem: "Your card number is invalid." };

  const expiry = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(form.expiry);
  if (!expiry?.[1] || !expiry[2]) return { problem: "Your card's expiration date is incomplete." };
  const expMonth = Number(expiry[1]);
  const expYear = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (expMonth < 1 || expMonth > 12) return { problem: "Your card's expiration date is invalid." };
  const thisYear = now.getUTCFullYear();
  if (expYear < thisYear) return { problem: "Your card's expiration year is in the past." };
  if (expYear === thisYear && expMonth < now.getUTCMonth() + 1) return { problem: "Your card's expiration date is in the past." };

  const card = testCardFor(digits);
  const cvcLength = card.brand === "amex" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(form.cvc.trim())) return { problem: "Your card's security code is incomplete." };

  return { card, expMonth, expYear, email };
}
