/**
 * Which IP addresses a server-side fetch may connect to. Only globally routable unicast addresses pass:
 * everything else (loopback, private, CGNAT, link-local and cloud metadata, multicast, unspecified,
 * broadcast, reserved and documentation ranges, unique-local IPv6) is refused, and IPv6 forms that carry
 * an IPv4 address (IPv4-mapped, NAT64, 6to4) are judged by the IPv4 address inside them.
 */
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

/**
 * Cloud metadata and platform endpoints: 169.254.169.254 (AWS, GCP, Azure, OpenStack), AWS's IPv6 one, and those
 * that sit in public ranges and so pass every range check: Azure's WireServer 168.63.129.16 (platform agent,
 * DHCP, DNS) and Alibaba's 100.100.100.200 (also in CGNAT space, refused there too).
 */
const METADATA_ADDRESSES = new Set(["169.254.169.254", "fd00:ec2::254", "168.63.129.16", "100.100.100.200"]);

/**
 * NAT64 prefixes besides the well-known 64:ff9b::/96 whose last 32 bits carry an IPv4 address: a network whose
 * DNS64 uses its own /96 (RFC 6052) lists it in SAFE_FETCH_NAT64_PREFIXES, and addresses in it are judged by the
 * IPv4 host inside them.
 */
let extraNat64Prefixes: Array<[ipaddr.IPv6, number]> = [];

/** Sets the network-specific NAT64 prefixes (each a /96 IPv6 CIDR); throws on anything else. */
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

/**
 * Judges one address. Accepts every textual form an attacker might use — dotted, numeric (2130706433),
 * hex (0x7f000001), octal (0177.0.0.1), shortened (127.1), bracketed or zoned IPv6 — because
 * `ipaddr.parse` reads them the way the operating system's resolver does.
 */
export function classifyAddress(input: string): AddressVerdict {
  const text = input.startsWith("[") && input.endsWith("]") ? input.slice(1, -1) : input;
  if (text.includes("%")) return { allowed: false, address: text, reason: "zone-id" };
  const canonical = text.includes(":") ? canonicalIPv6(text) : text;
  if (canonical === undefined || !ipaddr.isValid(canonical)) return { allowed: false, address: text, reason: "not-an-ip" };
  return classifyParsed(ipaddr.parse(canonical));
}

/**
 * IPv6 text as the URL parser (and so the socket layer) reads it. ipaddr.js reads a dotted tail such as
 * `::8.8.8.8` as IPv4-mapped, but it is the deprecated IPv4-compatible `::808:808`.
 */
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

  // Forms that reach an IPv4 host: judged by that host, reported under the IPv6 spelling.
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
    // 64:ff9b::/96 carries the IPv4 address in its last 32 bits; 64:ff9b:1::/48 is for private translators.
    return parsed.match(NAT64_WELL_KNOWN) ? lastFourBytes(parts) : "refuse-local-nat64";
  }
  if (range === "6to4") {
    // 2002:AABB:CCDD::/48 — the IPv4 address sits right after the 2002 prefix.
    const [, high = 0, low = 0] = parts;
    return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  }
  // ::a.b.c.d (deprecated IPv4-compatible). `::` and `::1` are caught by their own ranges before this.
  if (range === "unicast" && parts.slice(0, 6).every((part) => part === 0)) return "refuse-compatible";
  return undefined;
}

function lastFourBytes(parts: number[]): ipaddr.IPv4 {
  const high = parts[6] ?? 0;
  const low = parts[7] ?? 0;
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** A textual IP address (any form `classifyAddress` reads), as opposed to a host name. */
export function isIpLiteral(host: string): boolean {
  const text = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  return ipaddr.isValid(text.split("%")[0] ?? "");
}
