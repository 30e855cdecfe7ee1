/** The header's main navigation: Home, Upload, Mount Explorer, Admin. */
export const NAV_ITEMS = [
  { to: '/', labelKey: 'nav.home', end: true },
  { to: '/upload', labelKey: 'nav.upload', end: false },
  { to: '/mount-explorer', labelKey: 'nav.mountExplorer', end: false },
  { to: '/admin', labelKey: 'nav.admin', end: false },
] as const;
