/** Outline icon paths (24×24, stroked) for file kinds and explorer controls. */
const sheet = 'M6 3h8l4 4v14H6zM14 3v4h4';

export const GLYPHS = {
  folder: 'M3 7a2 2 0 012-2h4l2 2h8a2 2 0 012 2v8a2 2 0 01-2 2H5a2 2 0 01-2-2z',
  mount: 'M4 5h16v6H4zM4 13h16v6H4zM8 8h.01M8 16h.01',
  file: sheet,
  text: `${sheet}M9 12h6M9 15h6M9 18h4`,
  image: 'M4 5h16v14H4zM9 11a2 2 0 100-4 2 2 0 000 4zM20 15l-5-5-9 9',
  video: 'M4 6h11v12H4zM15 10l5-3v10l-5-3',
  audio: 'M9 18V6l10-2v12M9 18a3 3 0 11-6 0 3 3 0 016 0zM19 16a3 3 0 11-6 0 3 3 0 016 0z',
  office: `${sheet}M9 12l1.2 6 1.8-4 1.8 4L15 12`,
  pdf: `${sheet}M9 13h2a1.5 1.5 0 010 3H9v-3zm0 3v2`,
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  gallery: 'M3 5h18v14H3zM8 11a2 2 0 100-4 2 2 0 000 4zM21 16l-5-5-11 8',
  refresh: 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7',
  download: 'M12 4v11m0 0l-4-4m4 4l4-4M5 19h14',
  link: 'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1',
  open: 'M14 4h6v6M20 4l-9 9M18 14v5H5V6h5',
  upload: 'M12 16V5m0 0l-4 4m4-4l4 4M5 19h14',
  folderPlus: 'M3 7a2 2 0 012-2h4l2 2h8a2 2 0 012 2v8a2 2 0 01-2 2H5a2 2 0 01-2-2zM12 10v6M9 13h6',
  share:
    'M8.6 13.5l6.8 4M15.4 6.5l-6.8 4M21 5a3 3 0 11-6 0 3 3 0 016 0zM9 12a3 3 0 11-6 0 3 3 0 016 0zM21 19a3 3 0 11-6 0 3 3 0 016 0z',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronUp: 'M6 15l6-6 6 6',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  arrowUp: 'M12 19V5m0 0l-6 6m6-6l6 6',
  arrowDown: 'M12 5v14m0 0l-6-6m6 6l6-6',
  close: 'M6 6l12 12M18 6L6 18',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 018 0v3',
  copy: 'M8 8h11v12H8zM5 16V4h11',
  move: 'M3 7a2 2 0 012-2h4l2 2h8a2 2 0 012 2v8a2 2 0 01-2 2H5a2 2 0 01-2-2zM9 13h6m0 0l-2-2m2 2l-2 2',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4',
  basket: 'M5 9h14l-1.5 10h-11zM9 9l3-5 3 5M10 13v3M14 13v3',
  history: 'M12 8v4l3 2M4 12a8 8 0 102.3-5.7M4 4v4h4',
} as const;

export type GlyphName = keyof typeof GLYPHS;
