// Unknown parameters are refused by name with Stripe's messages, as Stripe does.
import { invalidRequest, missingParam } from "./errors.ts";
import type { Params, ParamValue } from "./form.ts";

const isParams = (value: ParamValue | undefined): value is Params => typeof value === "object" && !Array.isArray(value);

export class ParamReader {
  constructor(
    private readonly params: Params,
    private readonly prefix = "",
  ) {}

  private nameOf(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  /** Stripe does not ignore unknown parameters. */
  allowOnly(keys: readonly string[]): this {
    for (const key of Object.keys(this.params)) {
      if (keys.includes(key)) continue;
      const message = `Received unknown parameter: ${this.nameOf(key)} (the Stripe emulator takes: ${keys.join(", ")})`;
      throw invalidRequest(message, this.nameOf(key), "parameter_unknown");
    }
    return this;
  }

  has(key: string): boolean {
    return this.params[key] !== undefined;
  }

  optionalString(key: string): string | undefined {
    const value = this.params[key];
    if (value === undefined) return undefined;
    if (typeof value !== "string") throw invalidRequest(`Invalid string: ${this.nameOf(key)}`, this.nameOf(key));
    return value;
  }

  string(key: string): string {
    const value = this.optionalString(key);
    if (value === undefined || value === "") throw missingParam(this.nameOf(key));
    return value;
  }

  optionalInteger(key: string): number | undefined {
    const value = this.optionalString(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, this.nameOf(key), "parameter_invalid_integer");
    return Number(value);
  }

  integer(key: string): number {
    const value = this.optionalInteger(key);
    if (value === undefined) throw missingParam(this.nameOf(key));
    return value;
  }

  optionalBoolean(key: string): boolean | undefined {
    const value = this.optionalString(key);
    if (value === undefined) return undefined;
    if (value !== "true" && value !== "false") throw invalidRequest(`Invalid boolean: ${value}`, this.nameOf(key));
    return value === "true";
  }

  optionalEnum<const T extends string>(key: string, values: readonly T[]): T | undefined {
    const value = this.optionalString(key);
    if (value === undefined) return undefined;
    if (!(values as readonly string[]).includes(value)) {
      throw invalidRequest(`Invalid ${this.nameOf(key)}: must be one of ${values.join(", ")}`, this.nameOf(key));
    }
    return value as T;
  }

  optionalObject(key: string): ParamReader | undefined {
    const value = this.params[key];
    if (value === undefined) return undefined;
    if (!isParams(value)) throw invalidRequest(`Invalid hash: ${this.nameOf(key)}`, this.nameOf(key));
    return new ParamReader(value, this.nameOf(key));
  }

  objectList(key: string): ParamReader[] {
    const value = this.params[key];
    if (value === undefined) return [];
    if (!Array.isArray(value) || !value.every(isParams)) throw invalidRequest(`Invalid array: ${this.nameOf(key)}`, this.nameOf(key));
    return value.map((item, index) => new ParamReader(item, `${this.nameOf(key)}[${index}]`));
  }

  stringList(key: string): string[] {
    const value = this.params[key];
    if (value === undefined) return [];
    if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) {
      throw invalidRequest(`Invalid array: ${this.nameOf(key)}`, this.nameOf(key));
    }
    return value;
  }

  /** Up to 50 keys, names up to 40 characters, values up to 500; an empty value means "no such key". */
  metadata(key = "metadata"): Record<string, string> {
    const value = this.params[key];
    if (value === undefined || value === "") return {};
    if (!isParams(value)) throw invalidRequest(`Invalid hash: ${this.nameOf(key)}`, this.nameOf(key));
    const entries = Object.entries(value);
    if (entries.length > 50) throw invalidRequest("Invalid metadata: metadata cannot have more than 50 keys", this.nameOf(key));
    const metadata: Record<string, string> = {};
    for (const [name, item] of entries) {
      const param = `${this.nameOf(key)}[${name}]`;
      if (typeof item !== "string") throw invalidRequest(`Invalid string: ${param}`, param);
      if (name.length > 40) throw invalidRequest(`Invalid metadata: keys can be at most 40 characters long.`, param);
      if (item.length > 500) throw invalidRequest(`Invalid metadata: values can be at most 500 characters long.`, param);
      if (item !== "") metadata[name] = item;
    }
    return metadata;
  }
}

export function expandPaths(params: Params): string[] {
  return new ParamReader(params).stringList("expand");
}
