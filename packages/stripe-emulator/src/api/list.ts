import type Stripe from "stripe";
import { invalidRequest } from "./errors.ts";
import type { ParamReader } from "./params.ts";

export function listOf<T extends { id: string; created: number }>(url: string, items: readonly T[], params: ParamReader): Stripe.ApiList<T> {
  const limit = params.optionalInteger("limit") ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest("Invalid limit: must be between 1 and 100", "limit");
  // The insertion order breaks ties within one second.
  const sorted = items.map((item, index) => ({ item, index })).sort((a, b) => b.item.created - a.item.created || b.index - a.index);
  let ordered = sorted.map(({ item }) => item);
  const after = params.optionalString("starting_after");
  const before = params.optionalString("ending_before");
  if (after !== undefined) ordered = ordered.slice(ordered.findIndex((item) => item.id === after) + 1);
  if (before !== undefined)
    ordered = ordered.slice(
      0,
      Math.max(
        0,
        ordered.findIndex((item) => item.id === before),
      ),
    );
  const page = before !== undefined ? ordered.slice(-limit) : ordered.slice(0, limit);
  return { object: "list", data: page, has_more: ordered.length > page.length, url };
}
