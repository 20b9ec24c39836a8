// Stripe's test cards (https://docs.stripe.com/testing). 4000 0000 0000 0341 pays at checkout and is declined off
// session, the sequence the product needs to test (upfront fee paid, weekly charge declined). 4000 0027 6000 3184
// always needs 3-D Secure: the hosted page stands for passing it; off session it fails with authentication_required.

export type ChargeBehaviour =
  { kind: "succeed" } | { kind: "decline"; code: string; declineCode: string; message: string } | { kind: "authenticate"; message: string };

export interface TestCard {
  number: string;
  brand: "visa" | "mastercard" | "amex";
  funding: "credit" | "debit";
  onSession: ChargeBehaviour;
  offSession: ChargeBehaviour;
}

const SUCCEED: ChargeBehaviour = { kind: "succeed" };
const GENERIC_DECLINE: ChargeBehaviour = {
  kind: "decline",
  code: "card_declined",
  declineCode: "generic_decline",
  message: "Your card was declined.",
};
const INSUFFICIENT_FUNDS: ChargeBehaviour = {
  kind: "decline",
  code: "card_declined",
  declineCode: "insufficient_funds",
  message: "Your card has insufficient funds.",
};
const AUTHENTICATION_REQUIRED: ChargeBehaviour = {
  kind: "authenticate",
  message: "Your card was declined. This transaction requires authentication.",
};

export const TEST_CARDS: readonly TestCard[] = [
  { number: "4242424242424242", brand: "visa", funding: "credit", onSession: SUCCEED, offSession: SUCCEED },
  { number: "4000056655665556", brand: "visa", funding: "debit", onSession: SUCCEED, offSession: SUCCEED },
  { number: "5555555555554444", brand: "mastercard", funding: "credit", onSession: SUCCEED, offSession: SUCCEED },
  { number: "378282246310005", brand: "amex", funding: "credit", onSession: SUCCEED, offSession: SUCCEED },
  { number: "4000000000000002", brand: "visa", funding: "credit", onSession: GENERIC_DECLINE, offSession: GENERIC_DECLINE },
  { number: "4000000000009995", brand: "visa", funding: "credit", onSession: INSUFFICIENT_FUNDS, offSession: INSUFFICIENT_FUNDS },
  { number: "4000000000000341", brand: "visa", funding: "credit", onSession: SUCCEED, offSession: GENERIC_DECLINE },
  { number: "4000002760003184", brand: "visa", funding: "credit", onSession: SUCCEED, offSession: AUTHENTICATION_REQUIRED },
];

export const LIVE_CARD_IN_TEST_MODE: ChargeBehaviour = {
  kind: "decline",
  code: "card_declined",
  declineCode: "test_mode_live_card",
  message:
    "Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.",
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function testCardFor(digits: string): TestCard {
  return (
    TEST_CARDS.find((card) => card.number === digits) ?? {
      number: digits,
      brand: digits.startsWith("5") ? "mastercard" : digits.startsWith("3") ? "amex" : "visa",
      funding: "credit",
      onSession: LIVE_CARD_IN_TEST_MODE,
      offSession: LIVE_CARD_IN_TEST_MODE,
    }
  );
}
