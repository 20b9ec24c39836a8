// The fetcher reaches these only because SAFE_FETCH_ALLOW_ORIGINS opens this one origin.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const SAMPLE_SITE_PATHS = { safe: "/fractions", unsafe: "/casino" } as const;

/** The kid-safe page and the unsafe one, for a test that serves them at addresses of its own. */
export const SAMPLE_SITE_HTML = {
  safe: `<!doctype html><html><head><title>Fraction Forest</title>
  <meta name="description" content="Practise fractions with friendly forest games for ages 6 to 11."></head>
  <body><h1>Fraction Forest</h1><p>Learn halves, quarters and thirds by sharing fruit with forest animals.</p></body></html>`,
  unsafe: `<html><head><title>Lucky Spins Casino</title><meta name="description" content="Online casino: bet and win real money."></head>
  <body><p>Place your bet on the roulette wheel. Gambling for big jackpots!</p></body></html>`,
} as const;

const SAMPLE_PAGES: Record<string, string> = {
  "/": `<!doctype html><html><head><title>Sample websites</title></head><body><h1>Sample websites for the safety check</h1>
    <ul><li><a href="/fractions">Fraction Forest</a> (kid-safe)</li><li><a href="/casino">Lucky Spins Casino</a> (not kid-safe)</li></ul>
    </body></html>`,
  "/fractions": SAMPLE_SITE_HTML.safe.replace("</body>", '<a href="/fractions/about">About us</a></body>'),
  "/fractions/about": `<html><head><title>About Fraction Forest</title></head><body><p>Made by teachers for children.</p></body></html>`,
  "/casino": SAMPLE_SITE_HTML.unsafe,
};

export interface SampleSites {
  origin: string;
  /** What each path serves now, by path: a test may add a page or turn a safe one unsafe. */
  pages: Map<string, string>;
  close(): Promise<void>;
}

export async function startSampleSites(options: { port?: number; host?: string } = {}): Promise<SampleSites> {
  const pages = new Map(Object.entries(SAMPLE_PAGES));
  const server = createServer((request, response) => {
    // Tests give each registration an address of its own through the query string.
    const page = pages.get(new URL(request.url ?? "/", "http://localhost").pathname);
    response.writeHead(page ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    response.end(page ?? "<title>Not found</title>");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve);
  });
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    pages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
