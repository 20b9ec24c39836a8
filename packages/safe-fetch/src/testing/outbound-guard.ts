import { Socket, isIP } from "node:net";

const LOOPBACK = /^(127\.|::1$|::ffff:127\.|0\.0\.0\.0$|::$)/;

/**
 * A safety net for the tests themselves: while installed, a socket may only connect to this machine. If the
 * fetcher's checks ever broke, a test asking for 169.254.169.254 or 10.0.0.1 would fail here with a plain
 * error instead of sending a packet to a real network.
 */
export function installOutboundGuard(): () => void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- restored as the prototype's method below
  const original = Socket.prototype.connect;
  const guarded = function (this: Socket, ...args: unknown[]) {
    // net.connect passes its arguments on as one normalized array: [options, callback].
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
