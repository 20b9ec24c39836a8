import { promises as dns } from "node:dns";
import type { LookupAddress, LookupOptions } from "node:dns";
import type { LookupFunction } from "node:net";
import { SafeFetchError } from "./errors.ts";
import type { NetworkPolicy } from "./network-policy.ts";

/** Resolves a host name to every address it has (the system resolver by default). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, order: "verbatim" });

/**
 * A `lookup` for Node's socket layer that resolves the name, judges every address it got, and hands the
 * socket only those addresses. The socket connects to exactly what was judged — there is no second
 * resolution for a DNS-rebinding answer to slip into. A name with any refused address is refused whole:
 * a public site has no reason to also point at 127.0.0.1.
 */
export function pinnedLookup(policy: NetworkPolicy, port: number, hop: number, resolve: Resolver): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    resolve(hostname).then(
      (found) => {
        const addresses = options.family === 4 || options.family === 6 ? found.filter((a) => a.family === options.family) : found;
        if (addresses.length === 0) {
          callback(new SafeFetchError("dns-failure", "That website's name could not be found.", { hop }), "", 0);
          return;
        }
        if (addresses.some((entry) => !policy.checkAddress(entry.address, port).allowed)) {
          callback(new SafeFetchError("forbidden-address", "That website points to a private or local network address.", { hop }), "", 0);
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (cause: unknown) => callback(new SafeFetchError("dns-failure", "That website's name could not be found.", { hop, cause }), "", 0),
    );
  };
}
