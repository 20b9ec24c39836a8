// A small website on 127.0.0.1 for readSite's tests: a home page with same-site and other links, pages that
// fail in each way, and pages that test the bounds. `elsewhere` is a second site that must never be asked.
import { createServer } from "node:http";
import type { Server } from "node:http";
import { sendHugePage } from "../src/testing/index.ts";

export interface SampleSite {
  port: number;
  /** Paths the site was asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

const page = (title: string, body: string, description = "") =>
  `<!doctype html><html><head><title>${title}</title>${description ? `<meta name="description" content="${description}">` : ""}</head><body>${body}</body></html>`;

const words = (count: number, word: string) => Array.from({ length: count }, () => word).join(" ");

/** `elsewhereOrigin` is where the off-site links and redirect point. */
export async function startSampleSite(elsewhereOrigin: string): Promise<SampleSite> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://sample.test");
    requests.push(url.pathname);
    const html = (body: string, status = 200) => {
      response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      response.end(body);
    };
    switch (url.pathname) {
      case "/":
        return html(
          page(
            "Happy Numbers",
            `<h1>Learn to count</h1><p>Friendly maths games for young learners.</p>
             <a href="/about#team">Team</a> <a href="/about">About</a> <a href="#top">Top</a>
             <a href="mailto:hello@example.org">Mail</a> <a href="javascript:void(0)">Menu</a>
             <a href="/manual.pdf">Manual</a> <a href="${elsewhereOrigin}/">Partner</a>
             <a href="/games">Games</a> <a href="/go-elsewhere">Blog</a> <a href="/parents">Parents</a>`,
            "Counting games for children aged 4 to 8.",
          ),
        );
      case "/about":
        return html(page("About us", "<p>We are teachers who make maths games.</p>"));
      case "/games":
        return html(page("Games", "<p>Count the apples, add the stars.</p>"));
      case "/parents":
        return html(page("For parents", "<p>How we keep learning safe.</p>"));
      case "/go-elsewhere":
        response.writeHead(302, { location: `${elsewhereOrigin}/` });
        return response.end();
      case "/redirect":
        response.writeHead(302, { location: url.searchParams.get("to") ?? "/" });
        return response.end();
      case "/redirect-home":
        response.writeHead(301, { location: "/" });
        return response.end();
      case "/forbidden":
        return html(page("Forbidden", "No robots"), 403);
      case "/missing":
        return html(page("Not found", "Nothing here"), 404);
      case "/with-huge-link":
        return html(page("Big", `<a href="/huge">Huge</a> <a href="/about">About</a>`));
      case "/huge":
        return sendHugePage(response, [], { withLength: false });
      case "/wordy":
        return html(page("Wordy", `<p>${words(600, "home")}</p><a href="/wordy-1">1</a> <a href="/wordy-2">2</a>`));
      case "/wordy-1":
      case "/wordy-2":
        return html(page(`Wordy ${url.pathname.slice(-1)}`, `<p>${words(600, "more")}</p>`));
      case "/with-slow-link":
        return html(page("Slow links", `<a href="/no-answer">Slow</a> <a href="/about">About</a>`));
      case "/no-answer":
        return; // accepts the request and never answers
      default:
        return html(page("Other", "<p>Other page</p>"));
    }
  });
  return siteOn(server, requests);
}

/** A site that only counts requests: what the safety check must never reach. */
export async function startElsewhereSite(): Promise<SampleSite> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? "/");
    response.writeHead(200, { "content-type": "text/html" });
    response.end(page("Elsewhere", "<p>Another website</p>"));
  });
  return siteOn(server, requests);
}

/** The site `server` answers once it listens; closing it also drops connections left waiting for an answer. */
async function siteOn(server: Server, requests: string[]): Promise<SampleSite> {
  const port = await listen(server);
  return {
    port,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      if (typeof address === "object" && address) resolve(address.port);
      else reject(new Error("no port"));
    });
  });
}
