// Local origins for development and tests. A host name other than localhost is refused: the policy judges resolved
// addresses, and a name's addresses are not known until it is looked up. Servers refuse the variable in production.
import { isIP } from "node:net";
import { PUBLIC_WEB_POLICY, policyAllowing } from "./network-policy.ts";
import type { ExtraTarget, NetworkPolicy } from "./network-policy.ts";

const LOCALHOST_ADDRESSES = ["127.0.0.1", "::1"];

function targetsOf(origin: string): ExtraTarget[] {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`"${origin}" is not an origin: write it as scheme://host:port, e.g. http://localhost:4000`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`"${origin}" must start with http:// or https://`);
  if (url.username || url.password) throw new Error(`"${origin}" must not carry a user name or password`);
  if (url.pathname !== "/" || url.search || url.hash) {
    throw new Error(`"${origin}" must be an origin only (scheme://host:port), without a path, query or fragment`);
  }
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  if (host === "localhost") return LOCALHOST_ADDRESSES.map((address) => ({ address, port }));
  if (isIP(host) === 0) throw new Error(`"${origin}" must name an IP address or localhost, not the host name "${host}"`);
  return [{ address: host, port }];
}

export function parseAllowedOrigins(value: string | undefined): string[] {
  const origins = (value ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter((origin) => origin !== "");
  return origins.map((origin) => {
    try {
      targetsOf(origin);
    } catch (error) {
      throw new Error(`SAFE_FETCH_ALLOW_ORIGINS: ${(error as Error).message}`);
    }
    return new URL(origin).origin;
  });
}

export function policyAllowingOrigins(origins: readonly string[], base: NetworkPolicy = PUBLIC_WEB_POLICY): NetworkPolicy {
  if (origins.length === 0) return base;
  return policyAllowing(origins.flatMap(targetsOf), base);
}
