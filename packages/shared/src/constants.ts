/** Business constants and limits of spec/core.md section 9 and spec/dashboard.md section 9. */

export const PRODUCT_NAME = 'Gleaner';
export const PRODUCT_VERSION = '1.0.0';

export const MIN_PASSWORD_LENGTH = 6;
export const SIGN_UP_REDIRECT_DELAY_MS = 2000;
export const SESSION_LIFETIME_SECONDS = 3600;
/** Local storage key of the access token: the product name with a token suffix. */
export const TOKEN_STORAGE_KEY = 'gleaner-token';
/** Local storage key of the anonymous chat user id. */
export const USER_ID_STORAGE_KEY = 'gleaner-user-id';

export const JOBS_LIST_LIMIT = 50;
export const JOBS_LIST_MAX_LIMIT = 100;
export const JOB_STATUS_POLL_MS = 2000;
export const JOB_SOCKET_RECONNECT_MS = 3000;
export const JOB_SOCKET_CREATE_RETRY_MS = 5000;
export const CHAT_CONNECT_TIMEOUT_MS = 5000;
export const CHAT_REPLY_TIMEOUT_MS = 30_000;
export const CONVERSATION_HISTORY_KEPT = 20;
/**
 * Longest request a person can send the agent: the request becomes the job's instruction and
 * the chat context's currentInstruction, both limited to this length.
 */
export const REQUEST_MAX_CHARS = 5000;
export const CONVERSATIONS_LIST_LIMIT = 50;

export const DEFAULT_CONFIDENCE = 0.8;
export const CONFIDENCE_GREEN_ABOVE = 0.8;
export const CONFIDENCE_YELLOW_ABOVE = 0.5;

export const TRUNCATE = {
  instruction: 50,
  url: 60,
  selector: 30,
  content: 100,
  liveResult: 80,
  terminalCapture: 30,
  errorMessage: 50,
  conversationUser: 80,
  conversationAi: 120,
} as const;
export const LIVE_RESULTS_SHOWN = 10;
export const TERMINAL_CAPTURES_SHOWN = 3;

export const VIEWER_PRELOAD_MS = 1000;
export const SLOW_CHUNK_WARNING_MS = 500;

export const CSV_COLUMNS = [
  'ID',
  'Type',
  'Content',
  'Selector',
  'Timestamp',
  'Confidence',
] as const;
export const DEFAULT_INSTRUCTION = 'Extract relevant data from this website';

export const TOASTS = {
  durationMs: 4000,
  visible: 3,
  widthPx: 356,
  gapPx: 14,
  swipeThresholdPx: 20,
  hotkey: ['altKey', 'KeyT'],
} as const;
export const TOOLTIP = { openDelayMs: 700, skipDelayMs: 300 } as const;
export const COPY_CONFIRMATION_MS = 2000;
export const SCROLLBAR_HIDE_MS = 600;
export const CHAT_WINDOW_HEIGHT_PX = 600;
export const MAX_PIXEL_RATIO = 2;

/** Header (and WebSocket query `anonymous_id`) naming an anonymous browser's own jobs. */
export const ANONYMOUS_ID_HEADER = 'x-gleaner-anonymous-id';
/** What an anonymous browser id looks like (the app makes a random UUID). */
export const ANONYMOUS_ID_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
/** Local storage key of that anonymous browser id. */
export const ANONYMOUS_ID_STORAGE_KEY = 'gleaner-anonymous-id';
/** Local storage key of the refresh token. */
export const REFRESH_TOKEN_STORAGE_KEY = 'gleaner-refresh-token';

/**
 * Model asked for by the client (spec: default a 70B Llama); the server may not have it. Here,
 * not beside the chat schemas, so the first screen can name it without loading zod.
 */
export const DEFAULT_MODEL_PREFERENCE = 'llama-3.1-70b';

/** Longest field pattern a plan may carry (a label's few words, escaped, and its value). */
export const MAX_FIELD_PATTERN_LENGTH = 300;
