import { PRICING_BULLETS } from "@kidsafe/contracts";

/** The pricing shown to advertisers ($100 upfront, $0.10 per impression, what they get). */
export function PricingList() {
  return (
    <ul className="pricing-list">
      {PRICING_BULLETS.map((bullet) => (
        <li key={bullet}>
          <span className="pricing-check" aria-hidden="true">
            ✓
          </span>
          {bullet}
        </li>
      ))}
    </ul>
  );
}
