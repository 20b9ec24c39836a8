import type Stripe from "stripe";

/** The API version the emulator speaks: the one the installed SDK is typed for (a newer SDK fails typecheck here). */
export const API_VERSION: Stripe.LatestApiVersion = "2026-10-28.endive";
