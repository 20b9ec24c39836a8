import { createServer } from "node:net";

export interface Canary {
  port: number;
  connections(): number;
  close(): Promise<void>;
}

/** Point a forbidden URL at its port and assert no connection came: proof that no request left. */
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
