/** Business constants and limits, in one place for server and web (docs/product/limits.md). */
export const APP_NAME = 'CloudPaste';
export const APP_VERSION = '0.7.5';
export const REPOSITORY_URL = 'https://github.com/ling-drag0n/CloudPaste';

export const REQUEST_TIMEOUT_MS = 30_000;
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;
export const PART_TIMEOUT_MS = 5 * 60_000;

export const MULTIPART_PART_SIZE = 5 * 1024 * 1024;
export const MULTIPART_CONCURRENCY = 3;
export const MULTIPART_MAX_RETRIES = 3;
export const MULTIPART_RETRY_DELAY_MS = 1_000;

export const DEFAULT_MAX_UPLOAD_SIZE_MB = 100;
export const PASTE_PAGE_SIZE = 10;
export const FILE_PAGE_SIZE = 50;
export const SEARCH_PAGE_SIZE = 50;
export const SEARCH_MIN_CHARS = 2;
export const RECENT_UPLOADS_SHOWN = 3;

export const SLUG_MAX_LENGTH = 50;
/** A text share's optional title, in characters once trimmed (docs/API.md, Text shares). */
export const PASTE_TITLE_MAX_LENGTH = 200;
export const MOUNT_NAME_MAX_LENGTH = 50;
export const CACHE_TTL_MAX_SECONDS = 86_400;
export const CACHE_TTL_DEFAULT_SECONDS = 300;
export const EDITOR_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const AUTH_REVALIDATE_MS = 5 * 60_000;
export const PWA_STATUS_CHECK_MS = 5_000;
export const SYNC_STATUS_TIMEOUT_MS = 5_000;
export const OFFLINE_TOAST_MS = 3_000;
export const INSTALL_PROMPT_DISMISS_MS = 7 * 24 * 60 * 60_000;
export const OFFLINE_CACHE_EXPIRY_MS = 7 * 24 * 60 * 60_000;

export const LONG_PRESS_MS = 500;
export const LONG_PRESS_TOLERANCE_PX = 10;

export const DEFAULT_KEY_ROLE = 'GENERAL';
export const DEFAULT_BASIC_PATH = '/';
/** Key expiry presets, in days; null means never (docs/product/admin.md, "API keys"). */
export const KEY_EXPIRY_PRESET_DAYS = [1, 7, 30, null] as const;

export const USERNAME_MAX_LENGTH = 64;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const API_KEY_NAME_MAX_LENGTH = 100;
export const API_KEY_CUSTOM_MAX_LENGTH = 128;
/**
 * How long the links one counted view of a file share with a view limit hands out keep working
 * (a share without a limit: an hour), even after its last view: the server's ticket lifetime.
 */
export const LIMITED_SHARE_TICKET_SECONDS = 600;
/** A custom key's floor (custom-key.ts): length, and how many different characters it must use. */
export const API_KEY_CUSTOM_MIN_LENGTH = 16;
export const API_KEY_CUSTOM_MIN_DISTINCT = 8;
export const BASIC_PATH_MAX_LENGTH = 1024;

export const THEME_MODES = ['auto', 'light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Browser-storage keys the web app persists (docs/product/limits.md, "Product"). */
export const STORAGE_KEYS = {
  language: 'language',
  themeMode: 'themeMode',
  adminToken: 'admin_token',
  apiKey: 'api_key',
  apiKeyPermissions: 'api_key_permissions',
  apiKeyInfo: 'api_key_info',
  /** A signed-in account of role user: what it may do (docs/ACCOUNTS.md). */
  accountInfo: 'account_info',
  apiBaseUrl: 'vite-api-base-url',
  /** When the user last chose Later on the install prompt (ms since the epoch). */
  installPromptDismissedAt: 'pwa_install_dismissed_at',
} as const;
