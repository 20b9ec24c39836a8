/**
 * Second-level names under a country code that people register below (example.co.uk, example.com.au): without
 * them the site name of www.example.co.uk would read 'co.uk'. A short list, not the public suffix list: the popup
 * only needs a name a child recognises, and an unknown pair falls back to the last two labels.
 */
const COUNTRY_SECOND_LEVELS = new Set(["ac", "co", "com", "edu", "gov", "net", "org", "ne", "or", "go", "sch", "nic"]);

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The site name a recommendation's link shows: the registrable domain of its URL ('fractions.example' for
 * https://www.fractions.example/play), never a scheme, port, path or subdomain. An IP address or a one-label host
 * (localhost) is shown as it is, because that is the whole name. An unparseable URL gives ''.
 */
export function siteNameOf(link: string): string {
  let hostname: string;
  try {
    hostname = new URL(link).hostname;
  } catch {
    return "";
  }
  const host = hostname.toLowerCase().replace(/\.$/, "");
  // An IPv6 host keeps its brackets in URL.hostname; neither kind of address has a domain to shorten.
  if (host.startsWith("[") || IPV4.test(host)) return host;
  const labels = host.split(".").filter((label) => label !== "");
  if (labels.length <= 2) return labels.join(".");
  const [secondLevel = "", topLevel = ""] = labels.slice(-2);
  const keep = topLevel.length === 2 && COUNTRY_SECOND_LEVELS.has(secondLevel) ? 3 : 2;
  return labels.slice(-keep).join(".");
}
