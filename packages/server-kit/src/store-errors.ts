/**
 * Whether an error says PostgreSQL or Redis cannot be reached right now (stopped, restarting, failing over) rather
 * than that something is wrong with the request or the code: the same request succeeds once the store is back, so
 * it is answered 503 with a message saying so, not 500.
 */
export function isStoreUnavailable(error: unknown): boolean {
  // The cause chain, not far: a wrapper may keep the driver's error as its cause.
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 4; depth++) {
    const { name, message, code } = current as Error & { code?: unknown };
    if (name === "MaxRetriesPerRequestError") return true;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code))) return true;
    if (LOST_CONNECTION_MESSAGES.some((start) => message.startsWith(start))) return true;
    current = current.cause;
  }
  return false;
}

/** The socket could not connect, or the connection broke. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"]);
/** SQLSTATE class 08 (connection exception) and 57P01-57P03 (shutting down, crashed, starting up). */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123])$/;
const LOST_CONNECTION_MESSAGES = [
  // ioredis: the connection closed with the command in flight.
  "Connection is closed.",
  // Redis is still loading its data after a restart.
  "LOADING ",
  // pg and its pool: the server went away, or no connection could be opened in time.
  "Connection terminated",
  "timeout exceeded when trying to connect",
];
