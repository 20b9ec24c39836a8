import { promises as dns } from "node:dns";
import type { LookupAddress, LookupOptions } from "node:dns";
import type { LookupFunction } from "node:net";
import { SafeFetchError } from "./errors.ts";
import type { NetworkPolicy } from "./network-policy.ts";

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, order: "verbatim" });

/**
 * The socket connects to exactly the addresses judged, so no second resolution lets DNS rebinding slip in. A name with
 * any refused address is refused whole.
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
