/** The photos goal's conversation: 12 photos of 5 MB, the most a child's screen opens at once in a busy chat. */
export const PHOTOS_BENCH = { photos: 12, photoBytes: 5 * 1024 * 1024, thumbnailBytes: 16 * 1024, sessionId: "bench-photos" } as const;

/** What the photos server sends the bench once it listens. */
export interface PhotosPlan {
  port: number;
  cookie: string;
  /** The server's process, whose resident memory the goal reads. */
  pid: number;
  attachmentIds: number[];
}
