import type { AddressVerdict } from "./address-policy.ts";
import { classifyAddress } from "./address-policy.ts";

export interface NetworkPolicy {
  readonly allowedPorts: readonly number[];
  checkAddress(address: string, port: number): AddressVerdict;
}

export const PUBLIC_WEB_POLICY: NetworkPolicy = {
  allowedPorts: [80, 443],
  checkAddress: (address) => classifyAddress(address),
};

export interface ExtraTarget {
  address: string;
  port: number;
}

/** Only an explicit argument widens it (never the environment), one port on one address per pair. */
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
