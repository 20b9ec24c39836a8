// Expanded on a copy, so the stored objects keep their ids; nested up to 4 levels, as Stripe does.
import type { EmulatorState } from "../state.ts";
import { invalidRequest } from "./errors.ts";

const MAX_DEPTH = 4;

function expandPath(target: Record<string, unknown>, fields: string[], state: EmulatorState, path: string): void {
  const [field, ...rest] = fields;
  if (field === undefined) return;
  const cannot = invalidRequest(`This property cannot be expanded (${path}).`, "expand");
  if (!(field in target)) throw cannot;
  let value = target[field];
  if (typeof value === "string") {
    const found = state.objectById(value);
    // e.g. latest_charge: the emulator keeps no Charge objects, only their ids.
    if (found === undefined) throw cannot;
    value = structuredClone(found);
    target[field] = value;
  }
  if (rest.length > 0 && typeof value === "object" && value !== null) expandPath(value as Record<string, unknown>, rest, state, path);
}

export function expand<T extends object>(object: T, paths: readonly string[], state: EmulatorState): T {
  if (paths.length === 0) return object;
  const copy = structuredClone(object);
  for (const path of paths) {
    const fields = path.split(".");
    if (fields.length > MAX_DEPTH) throw invalidRequest(`You cannot expand more than ${MAX_DEPTH} levels of a property.`, "expand");
    expandPath(copy as Record<string, unknown>, fields, state, path);
  }
  return copy;
}
