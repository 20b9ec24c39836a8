import type { AddressVerdict } from "./address-policy.ts";
import { classifyAddress } from "./address-policy.ts";

/** Where a fetch may go: which ports, and which resolved addresses on a port. */
export interface NetworkPolicy {
  readonly allowedPorts: readonly number[];
  checkAddress(address: string, port: number): AddressVerdict;
}

/** Production: the web's two ports, public unicast addresses only. */
export const PUBLIC_WEB_POLICY: NetworkPolicy = {
  allowedPorts: [80, 443],
  checkAddress: (address) => classifyAddress(address),
};

export interface ExtraTarget {
  /** An exact IP address, as a resolver or socket reports it (e.g. "127.0.0.1"). */
  address: string;
  port: number;
}

/**
 * The public policy plus named address+port pairs — for tests that serve pages from 127.0.0.1. Only an
 * explicit argument widens it (never the environment), and each pair opens one port on one address:
 * the same address on any other port stays refused.
 */
export function policyAllowing(targets: readonly ExtraTarget[], base: NetworkPolicy = PUBLIC_WEB_POLICY): NetworkPolicy {
  const key = (address: string, port: number) => `${classifyAddress(address).address}|${port}`;
  const allowed = new Set(targets.map((target) => key(target.address, target.port)));
  return {
    allowedPorts: [...new Set([...base.allowedPorts, ...targets.map((target) => target.port)])],
    checkAddress(address, port) {
      if (allowed.has(key(address, port))) return { allowed: true, address };
      return base.checkAddress(address, port);
    },
  };
}
