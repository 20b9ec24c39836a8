// Only globally routable unicast addresses pass; IPv6 forms carrying an IPv4 address (mapped, NAT64, 6to4) are judged
// by the IPv4 address inside.
import ipaddr from "ipaddr.js";

export type AddressVerdict = { allowed: true; address: string } | { allowed: false; address: string; reason: AddressRefusal };

export type AddressRefusal =
  | "not-an-ip"
  | "zone-id"
  | "metadata"
  | "unspecified"
  | "broadcast"
  | "multicast"
  | "link-local"
  | "loopback"
  | "private"
  | "carrier-grade-nat"
  | "unique-local"
  | "reserved"
  | "ipv4-compatible"
  | "ipv4-translated"
  | "teredo"
  | "nat64-local";

/** Azure's WireServer and Alibaba's endpoint sit in public ranges and so pass every range check. */
const METADATA_ADDRESSES = new Set(["169.254.169.254", "fd00:ec2::254", "168.63.129.16", "100.100.100.200"]);

/** A network whose DNS64 uses its own /96 (RFC 6052) lists it in SAFE_FETCH_NAT64_PREFIXES. */
let extraNat64Prefixes: Array<[ipaddr.IPv6, number]> = [];

export function setNat64Prefixes(prefixes: readonly string[]): void {
  extraNat64Prefixes = prefixes.map((prefix) => {
    const [range, bits] = ipaddr.parseCIDR(prefix);
    if (range.kind() !== "ipv6" || bits !== 96) throw new Error(`"${prefix}" must be an IPv6 /96 prefix such as 2001:db8:64::/96`);
    return [range as ipaddr.IPv6, bits];
  });
}

const IPV4_REFUSALS: Readonly<Record<string, AddressRefusal>> = {
  unspecified: "unspecified",
  broadcast: "broadcast",
  multicast: "multicast",
  linkLocal: "link-local",
  loopback: "loopback",
  carrierGradeNat: "carrier-grade-nat",
  private: "private",
  reserved: "reserved",
  as112: "reserved",
  amt: "reserved",
};

const IPV6_REFUSALS: Readonly<Record<string, AddressRefusal>> = {
  unspecified: "unspecified",
  linkLocal: "link-local",
  multicast: "multicast",
  loopback: "loopback",
  uniqueLocal: "unique-local",
  deprecatedSiteLocal: "private",
  discard: "reserved",
  rfc6145: "ipv4-translated",
  teredo: "teredo",
  benchmarking: "reserved",
  amt: "reserved",
  as112v6: "reserved",
  deprecatedOrchid: "reserved",
  orchid2: "reserved",
  droneRemoteIdProtocolEntityTags: "reserved",
  segmentRouting: "reserved",
  reserved: "reserved",
};

const NAT64_WELL_KNOWN = ipaddr.parseCIDR("64:ff9b::/96");

/** `ipaddr.parse` reads numeric, hex, octal and shortened forms the way the OS resolver does, so none slips past. */
export function classifyAddress(input: string): AddressVerdict {
  const text = input.startsWith("[") && input.endsWith("]") ? input.slice(1, -1) : input;
  if (text.includes("%")) return { allowed: false, address: text, reason: "zone-id" };
  const canonical = text.includes(":") ? canonicalIPv6(text) : text;
  if (canonical === undefined || !ipaddr.isValid(canonical)) return { allowed: false, address: text, reason: "not-an-ip" };
  return classifyParsed(ipaddr.parse(canonical));
}

/** ipaddr.js reads `::8.8.8.8` as IPv4-mapped, but the URL parser makes it the IPv4-compatible `::808:808`. */
function canonicalIPv6(text: string): string | undefined {
  try {
    return new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
}

function classifyParsed(parsed: ipaddr.IPv4 | ipaddr.IPv6): AddressVerdict {
  const address = parsed.toString();
  if (METADATA_ADDRESSES.has(address)) return { allowed: false, address, reason: "metadata" };
  return parsed.kind() === "ipv4" ? classifyV4(parsed as ipaddr.IPv4) : classifyV6(parsed as ipaddr.IPv6);
}

function classifyV4(parsed: ipaddr.IPv4): AddressVerdict {
  const address = parsed.toString();
  const refusal = IPV4_REFUSALS[parsed.range()];
  return refusal ? { allowed: false, address, reason: refusal } : { allowed: true, address };
}

function classifyV6(parsed: ipaddr.IPv6): AddressVerdict {
  const address = parsed.toNormalizedString();
  const range = parsed.range();

  const embedded = embeddedIPv4(parsed, range);
  if (embedded === "refuse-compatible") return { allowed: false, address, reason: "ipv4-compatible" };
  if (embedded === "refuse-local-nat64") return { allowed: false, address, reason: "nat64-local" };
  if (embedded) {
    const inner = classifyParsed(embedded);
    return inner.allowed ? { allowed: true, address } : { allowed: false, address, reason: inner.reason };
  }

  const refusal = IPV6_REFUSALS[range];
  return refusal ? { allowed: false, address, reason: refusal } : { allowed: true, address };
}

function embeddedIPv4(parsed: ipaddr.IPv6, range: string): ipaddr.IPv4 | "refuse-compatible" | "refuse-local-nat64" | undefined {
  const parts = parsed.parts;
  if (extraNat64Prefixes.some((prefix) => parsed.match(prefix))) return lastFourBytes(parts);
  if (range === "ipv4Mapped") return parsed.toIPv4Address();
  if (range === "rfc6052") {
    // 64:ff9b:1::/48 is for private translators.
    return parsed.match(NAT64_WELL_KNOWN) ? lastFourBytes(parts) : "refuse-local-nat64";
  }
  if (range === "6to4") {
    const [, high = 0, low = 0] = parts;
    return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  }
  // `::` and `::1` are caught by their own ranges before this.
  if (range === "unicast" && parts.slice(0, 6).every((part) => part === 0)) return "refuse-compatible";
  return undefined;
}

function lastFourBytes(parts: number[]): ipaddr.IPv4 {
  const high = parts[6] ?? 0;
  const low = parts[7] ?? 0;
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

export function isIpLiteral(host: string): boolean {
  const text = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  return ipaddr.isValid(text.split("%")[0] ?? "");
}
