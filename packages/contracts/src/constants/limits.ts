/** Counts and sizes of seed 000 §5/§9 and seed 001 §9. Timings are in timings.ts, money in money.ts. */

// Chat
export const CHAT_MAX_MESSAGES = 50;
export const CHAT_WARNING_MESSAGES = 40;
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CHAT_INPUT_MAX_HEIGHT_PX = 120;

// Attachments: images only, 5 per message, 5 MB each
export const ATTACHMENT_MAX_FILES = 5;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_MIME_PREFIX = "image/";
/** base64 of ATTACHMENT_MAX_BYTES bytes; a longer `data` field cannot hold a file within the limit. */
export const ATTACHMENT_MAX_BASE64_LENGTH = Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4;
export const ATTACHMENT_NAME_MAX_LENGTH = 255;
/** Our bound on the photos one student keeps stored (their conversations' attachments): 200 MB. */
export const ATTACHMENT_STORAGE_QUOTA_BYTES = 200 * 1024 * 1024;
/** A stored photo's small copy for the history: at most this many pixels on its long side (ours). */
export const ATTACHMENT_THUMBNAIL_MAX_PX = 320;
/** Our bound on an attachment's declared MIME type ('image/png' and the like). */
export const ATTACHMENT_TYPE_MAX_LENGTH = 100;
/** Our bound on the (ignored) overview or reply text a seed-shaped follow-up still sends. */
export const SEARCH_CONTEXT_TEXT_MAX_LENGTH = 20_000;

// Credentials of students (also in auth.ts) and advertiser fields: the seeds set only a minimum of 1
export const USERNAME_MIN_LENGTH = 1;
export const PASSWORD_MIN_LENGTH = 1;

// Profile dialog of the Game Hub
export const PROFILE_NAME_MAX_LENGTH = 12;
export const PROFILE_AVATAR_MAX_LENGTH = 2;

// Search results
export const SEARCH_ALL_TAB_MAX_WEBSITES = 5;
/** Share of an advertised result that must be visible before its view is tracked. */
export const AD_VISIBILITY_THRESHOLD = 0.5;
/** The top bar hides on a scroll-down of more than this many px ... */
export const SEARCH_TOP_BAR_SCROLL_DELTA_PX = 10;
/** ... once the content is scrolled past this many px. */
export const SEARCH_TOP_BAR_SCROLL_OFFSET_PX = 150;
export const REPORT_DETAILS_ROWS = 4;

// Layout and gestures
export const TAB_MIN_WIDTH_PX = 187;
export const TAB_MAX_WIDTH_PX = 333;
export const SWIPE_THRESHOLD_PX = 50;
export const DRAWING_CANVAS_MIN_HEIGHT_PX = 300;

// Toasts (seed 000 §9)
export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_SWIPE_DIRECTION = "right";
export const TOAST_HOTKEY = ["F8"] as const;

// Voice audio: 16-bit mono PCM in both directions
export const VOICE_INPUT_SAMPLE_RATE = 16_000;
export const VOICE_OUTPUT_SAMPLE_RATE = 24_000;
export const VOICE_SAMPLE_BITS = 16;
export const VOICE_CHANNELS = 1;
export const VOICE_PROCESSING_BUFFER_SIZE = 4096;
/** Camera frames over the WebRTC DataChannel (ours: the seed only says frames stream): JPEG, bounded. */
export const VOICE_CAMERA_FRAME_MAX_BYTES = 128 * 1024;
export const VOICE_CAMERA_FRAME_MAX_WIDTH_PX = 640;

// The voice gateway's bounds (ours: the seed is silent; docs/decisions.md "Voice gateway")
/** One binary frame up: at most 1 s of 16 kHz 16-bit audio (the page sends 4096 samples, 8 KiB). Larger closes with 1009. */
export const VOICE_MAX_AUDIO_FRAME_BYTES = 32_000;
/** Frames up per second, at most (the page sends about 4); a flood closes the socket with 1008. */
export const VOICE_MAX_FRAMES_PER_SECOND = 50;
/** Invalid frames (wrong JSON, odd-length audio) answered with `error` before the socket is closed with 1008. */
export const VOICE_MAX_INVALID_FRAMES = 5;
/** Audio held while the AI is not ready (before setupComplete, while moving to a new connection): about 2 s. */
export const VOICE_PENDING_AUDIO_BYTES = 2 * VOICE_INPUT_SAMPLE_RATE * 2;
/** When this much is queued unsent to the page, late audio down is dropped rather than queued. */
export const VOICE_MAX_BUFFERED_DOWN_BYTES = 512 * 1024;
/** One call lasts at most this long (then it closes with 4408; the page may start another). */
export const VOICE_MAX_CALL_MS = 60 * 60_000;
/** Open calls per student at once, over every gateway replica. */
export const VOICE_CALLS_PER_STUDENT = 2;
/** Parental limits are asked again, and the call's minute counted, this often during a call. */
export const VOICE_LIMIT_CHECK_INTERVAL_MS = 60_000;
/** A camera frame over the WebRTC DataChannel: one JPEG of at most this size, at most one a second. */
export const VOICE_MAX_VIDEO_FRAME_BYTES = 256 * 1024;
export const VOICE_MIN_VIDEO_FRAME_INTERVAL_MS = 900;
/** Camera connections per student at once. */
export const VOICE_CAMERA_PEERS_PER_STUDENT = 2;
/** Apps offered to the model's recommend_app, at most (the best for the child first). */
export const VOICE_MAX_RECOMMENDABLE_APPS = 20;

// Advertiser dashboard lists (seed 001 §9)
export const BILLING_HISTORY_SHOWN = 5;
export const REPORTS_SHOWN = 5;
/** Days the dashboard's chart of daily impressions and charges covers: the last 8 weeks, today included (ours). */
export const DAILY_FIGURES_DAYS = 56;
/** Polled reads retry once (after POLL_RETRY_DELAY_MS); every other read or write never retries. */
export const POLL_RETRY_COUNT = 1;

/** Seed 001 §9 states both; the policy text uses the first, one marketing line the second. */
export const ADVERTISED_AGE_RANGE = { min: 1, max: 18 } as const;
export const ADVERTISED_AGE_RANGE_ALT = { min: 1, max: 10 } as const;
