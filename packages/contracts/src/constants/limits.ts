/** Timings are in timings.ts, money in money.ts. */

export const CHAT_MAX_MESSAGES = 50;
export const CHAT_WARNING_MESSAGES = 40;
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CHAT_INPUT_MAX_HEIGHT_PX = 120;

export const ATTACHMENT_MAX_FILES = 5;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_MIME_PREFIX = "image/";
/** A longer `data` field cannot hold a file within the limit. */
export const ATTACHMENT_MAX_BASE64_LENGTH = Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4;
export const ATTACHMENT_NAME_MAX_LENGTH = 255;
export const ATTACHMENT_STORAGE_QUOTA_BYTES = 200 * 1024 * 1024;
export const ATTACHMENT_THUMBNAIL_MAX_PX = 320;
export const ATTACHMENT_TYPE_MAX_LENGTH = 100;
/** The overview or reply text a follow-up still sends is ignored. */
export const SEARCH_CONTEXT_TEXT_MAX_LENGTH = 20_000;

export const USERNAME_MIN_LENGTH = 1;
export const PASSWORD_MIN_LENGTH = 1;

export const PROFILE_NAME_MAX_LENGTH = 12;
export const PROFILE_AVATAR_MAX_LENGTH = 2;

export const SEARCH_ALL_TAB_MAX_WEBSITES = 5;
export const AD_VISIBILITY_THRESHOLD = 0.5;
export const SEARCH_TOP_BAR_SCROLL_DELTA_PX = 10;
export const SEARCH_TOP_BAR_SCROLL_OFFSET_PX = 150;
export const REPORT_DETAILS_ROWS = 4;

export const TAB_MIN_WIDTH_PX = 187;
export const TAB_MAX_WIDTH_PX = 333;
export const SWIPE_THRESHOLD_PX = 50;
export const DRAWING_CANVAS_MIN_HEIGHT_PX = 300;

export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_SWIPE_DIRECTION = "right";
export const TOAST_HOTKEY = ["F8"] as const;

// Voice: the audio both ways.
export const VOICE_INPUT_SAMPLE_RATE = 16_000;
export const VOICE_OUTPUT_SAMPLE_RATE = 24_000;
export const VOICE_SAMPLE_BITS = 16;
export const VOICE_CHANNELS = 1;
export const VOICE_PROCESSING_BUFFER_SIZE = 4096;
/** The page sends 4096 samples; a larger frame closes with 1009. */
export const VOICE_MAX_AUDIO_FRAME_BYTES = 32_000;
/** Held while the AI is not ready (before setupComplete, or while moving to a new connection): two seconds. */
export const VOICE_PENDING_AUDIO_BYTES = 2 * VOICE_INPUT_SAMPLE_RATE * (VOICE_SAMPLE_BITS / 8);
/** Past this, late audio down is dropped rather than queued. */
export const VOICE_MAX_BUFFERED_DOWN_BYTES = 512 * 1024;

// Voice: the camera.
export const VOICE_CAMERA_FRAME_MAX_BYTES = 128 * 1024;
export const VOICE_CAMERA_FRAME_MAX_WIDTH_PX = 640;
export const VOICE_MAX_VIDEO_FRAME_BYTES = 256 * 1024;
export const VOICE_MIN_VIDEO_FRAME_INTERVAL_MS = 900;
export const VOICE_CAMERA_PEERS_PER_STUDENT = 2;

// Voice: the socket and the call.
/** A flood closes the socket with 1008. */
export const VOICE_MAX_FRAMES_PER_SECOND = 50;
/** Answered with `error`, then the socket is closed with 1008. */
export const VOICE_MAX_INVALID_FRAMES = 5;
/** Then the call closes with 4408; the page may start another. */
export const VOICE_MAX_CALL_MS = 60 * 60_000;
/** Over every gateway replica. */
export const VOICE_CALLS_PER_STUDENT = 2;
export const VOICE_LIMIT_CHECK_INTERVAL_MS = 60_000;
export const VOICE_MAX_RECOMMENDABLE_APPS = 20;

export const BILLING_HISTORY_SHOWN = 5;
export const REPORTS_SHOWN = 5;
export const DAILY_FIGURES_DAYS = 56;
/** Every other read or write never retries. */
export const POLL_RETRY_COUNT = 1;

/** The policy text uses the first, one marketing line the second. */
export const ADVERTISED_AGE_RANGE = { min: 1, max: 18 } as const;
export const ADVERTISED_AGE_RANGE_ALT = { min: 1, max: 10 } as const;

export const API_KEY_MAX_LENGTH = 512;
export const OPERATOR_USERNAME_MAX_LENGTH = 64;
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

export const BIRTH_YEAR_MAX_YEARS_AGO = 120;
export const MAX_PARENTS_PER_CHILD = 2;
