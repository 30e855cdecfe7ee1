/** Class strings the mount table's header and rows share, so their columns line up alike. */

/** The actions column stays in reach when a narrow screen scrolls the table sideways. */
export const stickyActions = 'sticky right-0 border-l border-gray-100 dark:border-gray-800';
