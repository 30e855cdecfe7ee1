/** The text of `--help` for each command in English; help-zh-CN.ts says the same in Chinese. */
const COMMON = `  --json              print the server's answer as JSON, for scripts
  -h, --help          this help
`;

const SHARE_OPTIONS = `  --slug SLUG         the link's suffix (letters, digits, - and _)
  --password PW       visitors need it to read the share
  --expires WHEN      30m, 12h, 7d, 2w, an ISO time, or never (default)
  --max-views N       deleted after N views (0: unlimited)
  --remark TEXT       a description visitors see
`;

export const helpEn = {
  main: `cloudpaste: text and file shares on a CloudPaste server from the command line

usage: cloudpaste <command> [options]

  paste create [FILE]        share text from FILE or stdin; prints the link
  paste get SLUG|LINK        print a text share to stdout
  paste delete SLUG|LINK…    delete your text shares
  paste list                 your text shares
  file upload FILE           share a file (resumable multipart upload); prints the link
  file download SLUG|LINK    save a file share (or -o - to stdout)
  file delete SLUG|LINK…     delete your file shares
  file list                  your file shares
  list                       your text and file shares
  fs list [PATH]             a folder of the mounted storage
  config set|unset|show      the config file (url, api-key, admin-token)

Configuration: CLOUDPASTE_URL and CLOUDPASTE_API_KEY (or CLOUDPASTE_ADMIN_TOKEN) in the
environment, else ~/.config/cloudpaste/config.json; the environment wins.
Language: --lang en|zh-CN, else CLOUDPASTE_LANG, else LC_ALL, LC_MESSAGES or LANG (zh: Chinese).
Exit codes: 0 ok, 1 failure, 2 usage, 3 credential or permission, 4 not found or gone,
130 interrupted. Each command takes --help.
`,
  'paste create': `usage: cloudpaste paste create [FILE|-] [options]

Shares UTF-8 text read from FILE, or stdin when FILE is - or absent, and prints its link.

${SHARE_OPTIONS}  --title TITLE       a heading for the share
  --markdown          render as Markdown (default for .md files)
  --plain             show as plain text (default otherwise)
  --encrypt           seal the text here (end-to-end): the server stores ciphertext, the
                      printed link carries the key after # (docs/ENCRYPTION.md)
  --encrypt-password PW
                      also seal it with this password, which never leaves this machine
${COMMON}`,
  'paste get': `usage: cloudpaste paste get SLUG|LINK [--password PW]

Writes the share's text to stdout, byte for byte (counts one view). An end-to-end encrypted
share is opened here with the key after the link's #.

  --password PW       the share's password
  --key KEY           an encrypted share's key, when given a slug or a link without #key
  --encrypt-password PW
                      an encrypted share's own password
${COMMON}`,
  'paste delete': `usage: cloudpaste paste delete SLUG|LINK|ID…

Deletes your text shares (an admin token may delete any).

${COMMON}`,
  'paste list': `usage: cloudpaste paste list [--search TEXT] [--limit N] [--page N]

Lists your text shares, newest first (an admin token lists all).

${COMMON}`,
  'file upload': `usage: cloudpaste file upload FILE|- [options]

Uploads FILE in 5 MiB parts and prints the share's link. Interrupted (Ctrl-C, a lost connection),
the same command run again continues where it stopped, for 24 hours. With -, standard input is
uploaded under --name (it cannot be resumed).

${SHARE_OPTIONS}  --name NAME         the file's name in the share (default: FILE's; required with -)
  --type TYPE         its MIME type (default: from the extension)
  --path FOLDER       a folder under the storage's default folder
  --storage ID        a storage configuration (default: the server's default)
  --proxy             serve downloads through the server rather than by storage links
  --progress          show progress on stderr even when it is not a terminal
  --encrypt           seal the file here (end-to-end), part by part: the server stores
                      ciphertext, the printed link carries the key after #
  --encrypt-password PW
                      also seal it with this password, which never leaves this machine
${COMMON}`,
  'file download': `usage: cloudpaste file download SLUG|LINK [-o FILE|-] [--password PW]

Streams a file share to FILE (default: its own name in the current folder) or to stdout with -o -.

  -o, --output FILE   where to write it; - is stdout
  -f, --force         replace an existing file
  --password PW       the share's password
  --key KEY           an encrypted share's key, when the link has no #key
  --encrypt-password PW
                      an encrypted share's own password
${COMMON}`,
  'file delete': `usage: cloudpaste file delete SLUG|LINK|ID… [--keep-object]

Deletes your file shares and their stored files.

  --keep-object       delete the share only, keep the stored file
${COMMON}`,
  'file list': `usage: cloudpaste file list [--search TEXT] [--limit N] [--offset N]

Lists your file shares, newest first.

${COMMON}`,
  list: `usage: cloudpaste list [--search TEXT]

Lists your text shares, then your file shares.

${COMMON}`,
  'fs list': `usage: cloudpaste fs list [PATH]

Lists a folder of the mounted storage (default /): folders first, then files.

${COMMON}`,
  config: `usage: cloudpaste config set KEY VALUE | unset KEY | show

Keys: url, api-key, admin-token. The file is ~/.config/cloudpaste/config.json (or
$XDG_CONFIG_HOME/cloudpaste/config.json, or CLOUDPASTE_CONFIG), readable by you only.
CLOUDPASTE_URL, CLOUDPASTE_API_KEY and CLOUDPASTE_ADMIN_TOKEN win over it. show never prints a
key or token, only whether one is set and where from.

${COMMON}`,
} as const;

export type HelpTopic = keyof typeof helpEn;
