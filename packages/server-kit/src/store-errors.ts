/** The same request succeeds once the store is back, so it is answered 503, not 500. */
export function isStoreUnavailable(error: unknown): boolean {
  // A wrapper may keep the driver's error as its cause.
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

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"]);
/** SQLSTATE class 08 and 57P01-57P03 (shutting down, crashed, starting up). */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123])$/;
const LOST_CONNECTION_MESSAGES = [
  "Connection is closed.",
  // Redis still loading its data after a restart.
  "LOADING ",
  "Connection terminated",
  "timeout exceeded when trying to connect",
];
