/** The most a child's screen opens at once in a busy chat. */
export const PHOTOS_BENCH = { photos: 12, photoBytes: 5 * 1024 * 1024, thumbnailBytes: 16 * 1024, sessionId: "bench-photos" } as const;

export interface PhotosPlan {
  port: number;
  cookie: string;
  pid: number;
  attachmentIds: number[];
}
