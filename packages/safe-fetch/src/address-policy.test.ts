import { describe, expect, it } from "vitest";
import { classifyAddress, isIpLiteral, setNat64Prefixes } from "./address-policy.ts";

const refused = (input: string) => {
  const verdict = classifyAddress(input);
  return verdict.allowed ? "allowed" : verdict.reason;
};

describe("classifyAddress", () => {
  it.each([
    ["93.184.215.14"],
    ["8.8.8.8"],
    ["1.1.1.1"],
    ["2606:4700:4700::1111"],
    ["2a00:1450:4001:82a::200e"],
    // Forms that carry a public IPv4 address reach that public host.
    ["::ffff:8.8.8.8"],
    ["64:ff9b::808:808"],
    ["2002:808:808::1"],
  ])("allows the public address %s", (input) => {
    expect(refused(input)).toBe("allowed");
  });

  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["10.0.0.1", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "carrier-grade-nat"],
    ["100.127.255.255", "carrier-grade-nat"],
    ["169.254.1.1", "link-local"],
    ["fe80::1", "link-local"],
    ["febf::1", "link-local"],
    ["169.254.169.254", "metadata"],
    ["fd00:ec2::254", "metadata"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["ff02::1", "multicast"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["::", "unspecified"],
    ["255.255.255.255", "broadcast"],
    ["fc00::1", "unique-local"],
    ["fdff:ffff::1", "unique-local"],
    ["192.0.2.1", "reserved"],
    ["198.18.0.1", "reserved"],
    ["240.0.0.1", "reserved"],
    ["2001:db8::1", "reserved"],
    ["2001::1", "teredo"],
    ["64:ff9b:1::a00:1", "nat64-local"],
    ["::ffff:0:7f00:1", "ipv4-translated"],
  ])("refuses %s as %s", (input, reason) => {
    expect(refused(input)).toBe(reason);
  });

  it.each([
    ["::ffff:127.0.0.1", "loopback"],
    ["[::ffff:127.0.0.1]", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.1.2.3", "private"],
    ["::ffff:169.254.169.254", "metadata"],
    ["::ffff:192.168.0.1", "private"],
  ])("judges the IPv4-mapped %s by the IPv4 address inside (%s)", (input, reason) => {
    expect(refused(input)).toBe(reason);
  });

  it.each([["::127.0.0.1"], ["::7f00:1"], ["::8.8.8.8"], ["::a00:1"]])("refuses the deprecated IPv4-compatible %s", (input) => {
    expect(refused(input)).toBe("ipv4-compatible");
  });

  it.each([
    ["64:ff9b::127.0.0.1", "loopback"],
    ["64:ff9b::7f00:1", "loopback"],
    ["64:ff9b::a00:1", "private"],
    ["64:ff9b::a9fe:a9fe", "metadata"],
  ])("refuses the NAT64 address %s of a forbidden IPv4 host (%s)", (input, reason) => {
    expect(refused(input)).toBe(reason);
  });

  it("refuses platform endpoints that sit in public ranges (Azure's WireServer)", () => {
    expect(refused("168.63.129.16")).toBe("metadata");
    expect(refused("64:ff9b::a83f:8110")).toBe("metadata");
  });

  it("judges a configured network-specific NAT64 prefix by the IPv4 host inside", () => {
    expect(classifyAddress("2a00:1450:64::a00:1").allowed).toBe(true);
    setNat64Prefixes(["2a00:1450:64::/96"]);
    try {
      expect(refused("2a00:1450:64::a00:1")).toBe("private");
      expect(refused("2a00:1450:64::7f00:1")).toBe("loopback");
    } finally {
      setNat64Prefixes([]);
    }
    expect(() => setNat64Prefixes(["2001:db8:64::/64"])).toThrow(/must be an IPv6 \/96 prefix/);
  });

  it.each([
    ["2002:7f00:1::", "loopback"],
    ["2002:a00:1::1", "private"],
    ["2002:c0a8:101::1", "private"],
    ["2002:a9fe:a9fe::", "metadata"],
  ])("refuses the 6to4 address %s of a forbidden IPv4 host (%s)", (input, reason) => {
    expect(refused(input)).toBe(reason);
  });

  it.each([
    ["2130706433", "127.0.0.1"],
    ["0x7f000001", "127.0.0.1"],
    ["0177.0.0.1", "127.0.0.1"],
    ["0x7f.0.0.1", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["127.0.1", "127.0.0.1"],
    ["017700000001", "127.0.0.1"],
    ["3232235777", "192.168.1.1"],
    ["2852039166", "169.254.169.254"],
  ])("reads the numeric form %s as %s and refuses it", (input, dotted) => {
    const verdict = classifyAddress(input);
    expect(verdict.allowed).toBe(false);
    expect(verdict.address).toBe(dotted);
  });

  it("refuses zoned IPv6 addresses and text that is no address", () => {
    expect(refused("fe80::1%eth0")).toBe("zone-id");
    expect(refused("example.com")).toBe("not-an-ip");
    expect(refused("")).toBe("not-an-ip");
  });
});

describe("isIpLiteral", () => {
  it("tells addresses from host names", () => {
    expect(isIpLiteral("127.0.0.1")).toBe(true);
    expect(isIpLiteral("[::1]")).toBe(true);
    expect(isIpLiteral("2130706433")).toBe(true);
    expect(isIpLiteral("kids.nationalgeographic.com")).toBe(false);
  });
});
