// The bracket notation the SDK writes (`metadata[plan]=weekly`, `expand[0]=customer`), read back into objects and arrays.

export type ParamValue = string | Params | ParamValue[];
export interface Params {
  [key: string]: ParamValue;
}

export class FormError extends Error {
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
  }
}

function segmentsOf(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return [key];
  const rest = [...(match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? "");
  return [match[1], ...rest];
}

type Tree = Map<string, Tree | string>;

function insert(tree: Tree, segments: string[], value: string, key: string): void {
  let node = tree;
  segments.forEach((segment, index) => {
    const name = segment === "" ? String(node.size) : segment;
    const last = index === segments.length - 1;
    const existing = node.get(name);
    if (last) {
      if (existing !== undefined) throw new FormError(`Invalid value for ${key}: given more than once.`, key);
      node.set(name, value);
      return;
    }
    if (typeof existing === "string") throw new FormError(`Invalid hash or array: ${key}`, key);
    const child: Tree = existing ?? new Map<string, Tree | string>();
    node.set(name, child);
    node = child;
  });
}

function toValue(node: Tree | string): ParamValue {
  if (typeof node === "string") return node;
  const keys = [...node.keys()];
  const isArray = keys.length > 0 && keys.every((key, index) => key === String(index));
  if (isArray) return [...node.values()].map(toValue);
  return Object.fromEntries([...node.entries()].map(([key, child]) => [key, toValue(child)]));
}

export function parseForm(encoded: string): Params {
  const tree: Tree = new Map();
  for (const [key, value] of new URLSearchParams(encoded)) insert(tree, segmentsOf(key), value, key);
  return toValue(tree) as Params;
}

/** Equal for equal requests whatever the order of their fields. */
export function fingerprintOf(params: Params): string {
  const sorted = (value: ParamValue): unknown =>
    typeof value === "string"
      ? value
      : Array.isArray(value)
        ? value.map(sorted)
        : Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sorted(value[key] as ParamValue)]),
          );
  return JSON.stringify(sorted(params));
}
