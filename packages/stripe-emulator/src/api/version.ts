import type Stripe from "stripe";

/** The one the installed SDK is typed for, so a newer SDK fails typecheck here. */
export const API_VERSION: Stripe.LatestApiVersion = "2026-10-28.endive";
