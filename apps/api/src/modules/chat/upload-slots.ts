/** Each upload holds tens of MB in memory while its body is read. Counted in this process: a replica protects its own memory. */
export const UPLOAD_SLOTS = { perStudent: 2, perIp: 8 } as const;
export const UPLOAD_MIN_BYTES = 256 * 1024;

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
