/**
 * How many chat messages with photos may be uploading at once (docs/decisions.md): each holds up to ~36 MB in
 * memory while its body is read, so a student (a few tabs) and an address (a classroom) get a few each. Counted in
 * this process: a replica protects its own memory.
 */
export const UPLOAD_SLOTS = { perStudent: 2, perIp: 8 } as const;
/** A body at least this large carries photos; smaller messages are not counted. */
export const UPLOAD_MIN_BYTES = 256 * 1024;

/** In-flight counters per key; `take` answers how to give the slots back, or null when a key is full. */
export function createUploadSlots(limits: { perStudent: number; perIp: number } = UPLOAD_SLOTS) {
  const inFlight = new Map<string, number>();
  const count = (key: string) => inFlight.get(key) ?? 0;

  return {
    take(studentId: number, ip: string): (() => void) | null {
      const keys: Array<[string, number]> = [
        [`student:${studentId.toString()}`, limits.perStudent],
        [`ip:${ip}`, limits.perIp],
      ];
      if (keys.some(([key, limit]) => count(key) >= limit)) return null;
      for (const [key] of keys) inFlight.set(key, count(key) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const [key] of keys) {
          const left = count(key) - 1;
          if (left > 0) inFlight.set(key, left);
          else inFlight.delete(key);
        }
      };
    },
  };
}

export type UploadSlots = ReturnType<typeof createUploadSlots>;
