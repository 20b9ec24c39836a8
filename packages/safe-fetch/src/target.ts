import { isIP } from "node:net";
import { SafeFetchError } from "./errors.ts";
import type { NetworkPolicy } from "./network-policy.ts";

export interface Target {
  url: URL;
  host: string;
  port: number;
  /** Node connects to an IP address without calling `lookup`, so these are checked here. */
  isAddress: boolean;
}

/** The WHATWG parser already turned numeric forms (2130706433, 0177.0.0.1, 127.1) into dotted quads. */
export function checkTarget(raw: string | URL, policy: NetworkPolicy, hop: number): Target {
  let url: URL;
  try {
    url = new URL(raw);
  } catch (cause) {
    throw new SafeFetchError("invalid-url", "That is not a valid web address.", { hop, cause });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SafeFetchError("forbidden-scheme", "Only http and https web addresses can be fetched.", { hop });
  }
  if (url.username || url.password) {
    throw new SafeFetchError("invalid-url", "Web addresses with a user name or password are not fetched.", { hop });
  }
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  if (!policy.allowedPorts.includes(port)) {
    throw new SafeFetchError("forbidden-port", "Only websites on the standard ports (80 and 443) can be fetched.", { hop });
  }
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  const isAddress = isIP(host) !== 0;
  if (isAddress) {
    const verdict = policy.checkAddress(host, port);
    if (!verdict.allowed) {
      throw new SafeFetchError("forbidden-address", "That address is on a private or local network and can't be fetched.", {
        hop,
      });
    }
  }
  return { url, host, port, isAddress };
}
