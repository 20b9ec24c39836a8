// A small website on 127.0.0.1 for the link-preview tests: pages with metadata, redirects, and the bad cases.
import { createServer } from "node:http";
import { sendHugePage } from "@kidsafe/safe-fetch/testing";

export interface PreviewSite {
  port: number;
  /** Request paths the site received, in order. */
  requests: string[];
  /** Bytes the 50 MB page had written when the client hung up. */
  hugeBytesSent: number[];
  close(): Promise<void>;
}

const PLANETS_PAGE = `<!doctype html><html><head>
  <title>Planets | Kids Space Site</title>
  <meta property="og:title" content="The Eight Planets">
  <meta property="og:description" content="Meet Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus &amp; Neptune.">
  <meta property="og:image" content="/images/planets.png">
</head><body><h1>Planets</h1></body></html>`;

export async function startPreviewSite(): Promise<PreviewSite> {
  const requests: string[] = [];
  const hugeBytesSent: number[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://site.test");
    requests.push(url.pathname + url.search);
    const html = (body: string, status = 200) => {
      response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      response.end(body);
    };

    switch (url.pathname) {
      case "/planets":
        return html(PLANETS_PAGE);
      case "/slow-planets": {
        const timer = setTimeout(() => html(PLANETS_PAGE), 300);
        timers.add(timer);
        return;
      }
      case "/framing": {
        const headers: Record<string, string> = { "content-type": "text/html; charset=utf-8" };
        const frameOptions = url.searchParams.get("xfo");
        const policy = url.searchParams.get("csp");
        if (frameOptions) headers["x-frame-options"] = frameOptions;
        if (policy) headers["content-security-policy"] = policy;
        response.writeHead(200, headers);
        return response.end("<html><head><title>Framing</title></head></html>");
      }
      case "/plain":
        return html("<html><head><title>Just a title</title></head></html>");
      case "/casino":
        return html(`<head><title>Lucky Spins Online Casino</title><meta name="description" content="Win big today"></head>`);
      case "/redirect":
        response.writeHead(302, { location: url.searchParams.get("to") ?? "/planets" });
        return response.end();
      case "/chain": {
        const left = Number(url.searchParams.get("left") ?? 0);
        response.writeHead(301, { location: left > 0 ? `/chain?left=${left - 1}` : "/planets" });
        return response.end();
      }
      case "/missing":
        return html("<title>Not here</title>", 404);
      case "/data.json":
        response.writeHead(200, { "content-type": "application/json" });
        return response.end("{}");
      case "/never-ending": {
        response.writeHead(200, { "content-type": "text/html" });
        response.write("<html><head><title>Forever</title>");
        const timer = setInterval(() => response.write("<p>and more</p>"), 50);
        timers.add(timer);
        response.on("close", () => clearInterval(timer));
        return;
      }
      case "/huge":
        return sendHugePage(response, hugeBytesSent, { withLength: false });
      default:
        return html("<title>Other</title>", 404);
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("no port");
  return {
    port: address.port,
    requests,
    hugeBytesSent,
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
