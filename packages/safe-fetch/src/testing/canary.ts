import { createServer } from "node:net";

export interface Canary {
  port: number;
  /** TCP connections accepted so far. A forbidden target must leave this at zero. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * A listener on every local address (IPv4 and IPv6, dual stack) that counts the connections it gets: point
 * a forbidden URL or redirect at its port and assert the count did not move — proof that no request left.
 */
export function startCanary(): Promise<Canary> {
  let count = 0;
  const server = createServer((socket) => {
    count++;
    socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "::", () => {
      const address = server.address();
      if (typeof address !== "object" || !address) return reject(new Error("no port"));
      resolve({
        port: address.port,
        connections: () => count,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
