import type { WebsiteResult } from "@kidsafe/contracts";
import type { SearchProvider } from "./search-provider.ts";

/** A failing second provider costs the child nothing but its results, while a failing first one fails the search. */
export function combineProviders(
  first: SearchProvider,
  second: SearchProvider,
  onError: (provider: string, error: unknown) => void = () => undefined,
): SearchProvider {
  return {
    name: `${first.name}+${second.name}`,
    async search(query, options) {
      const [primary, secondary] = await Promise.all([
        first.search(query, options),
        second.search(query, options).catch((error: unknown) => {
          onError(second.name, error);
          return [] as WebsiteResult[];
        }),
      ]);
      const seen = new Set(primary.map((result) => siteKey(result.url)));
      const extra = secondary.filter((result) => {
        const key = siteKey(result.url);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      return [...primary, ...extra].slice(0, options.limit);
    },
  };
}

function siteKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname.replace(/^www\./, "")}${parsed.pathname.replace(/\/$/, "")}`;
}
