/**
 * Characters XML 1.0 cannot carry at all, not even as character references: the C0 controls but
 * tab, newline and carriage return, and U+FFFE and U+FFFF. Object names may hold them (S3 keys and
 * Linux file names may), so whatever writes a name into XML must check for them.
 */
// eslint-disable-next-line no-control-regex -- finding these control characters is the point
export const XML_ILLEGAL_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Whether XML (a WebDAV answer, an S3 DeleteObjects body) can carry the text as it is. */
export const xmlCanCarry = (text: string): boolean => !XML_ILLEGAL_CHAR.test(text);
