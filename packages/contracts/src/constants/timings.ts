export const CHAT_SEND_COOLDOWN_MS = 2000;
export const RESET_CHAT_ANIMATION_MS = 1250;
export const RESET_CHAT_TOAST_AT_MS = 1500;
export const MESSAGE_HIGHLIGHT_MS = 3000;

export const CONFIRM_TAP_RESET_MS = 3000;
export const TAB_TOOLTIP_HOLD_MS = 2000;
export const FULLSCREEN_CHECK_DELAY_MS = 50;
export const OVERLAY_PHASES_MS = [300, 500, 1100] as const;

export const FOLLOW_UP_ANIMATION_MS = 300;
export const AD_RETRACK_COOLDOWN_MS = 600_000;

export const VOICE_RECONNECT_DELAY_MS = 2000;
export const VOICE_CHANGE_RECONNECT_DELAY_MS = 500;
export const CAMERA_STREAM_START_DELAY_MS = 500;
export const VOICE_CONNECT_WAIT_MS = 1000;
export const VOICE_CAMERA_FRAME_INTERVAL_MS = 1000;

export const POPUP_AUTO_DISMISS_MS = 10_000;
export const POPUP_FADE_MS = 300;
export const POPUP_QUEUE_GAP_MS = 300;

export const TOAST_DURATION_MS = 5000;
/** Effectively until the page changes. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const PERMISSION_TOAST_MS = 8000;

/** No retry, never stale, no refetch on focus, no polling unless a call says so. */
export const DATA_CACHE_DEFAULTS = {
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
  refetchInterval: false,
} as const;

export const POLL_DASHBOARD_MS = 5000;
export const POLL_BILLING_DASHBOARD_MS = 5000;
export const POLL_RECOMMENDATIONS_MS = 5000;
export const POLL_REPORTS_MS = 10_000;
export const POLL_BILLING_MS = 30_000;
export const POLL_RETRY_DELAY_MS = 1000;

export const PAYMENT_COMPLETE_REDIRECT_MS = 3000;
export const CHECKOUT_REDIRECT_MS = 1500;
export const ACCOUNT_DELETION_LOGOUT_MS = 1500;

export const SAFETY_CHECK_STAGE_DURATIONS_MS = [1500, 1000, 1000, 1000, 1000, 1000] as const;
export const SAFETY_CHECK_STAGES_TOTAL_MS = 6500;
export const SAFETY_CHECK_MAX_MS = 30_000;

export const BILLING_CYCLE_DAYS = 7;
export const BLACKLIST_DAYS = 30;
