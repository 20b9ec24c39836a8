import { Socket, isIP } from "node:net";

const LOOPBACK = /^(127\.|::1$|::ffff:127\.|0\.0\.0\.0$|::$)/;

/** Only local connections while installed, so a broken fetcher check fails a test instead of reaching a real network. */
export function installOutboundGuard(): () => void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- restored as the prototype's method below
  const original = Socket.prototype.connect;
  const guarded = function (this: Socket, ...args: unknown[]) {
    const first: unknown = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
    const host = typeof first === "object" && first !== null ? (first as { host?: string }).host : undefined;
    if (host && isIP(host) && !LOOPBACK.test(host)) {
      throw new Error(`test guard: refused an outbound connection to ${host}`);
    }
    return (original as (...params: unknown[]) => Socket).apply(this, args);
  };
  Socket.prototype.connect = guarded;
  return () => {
    Socket.prototype.connect = original;
  };
}
