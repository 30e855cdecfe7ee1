/**
 * A POSIX sh script around curl for Flameshot and the command line:
 * `cloudpaste-upload.sh FILE` or `flameshot gui --raw | cloudpaste-upload.sh -`. It prints the
 * share page's link, then the direct link to the bytes. The server address and key are written
 * into it; CLOUDPASTE_URL and CLOUDPASTE_API_KEY in the environment take precedence. The key goes
 * to curl through a private temporary file, so it never shows in the process list. The answer is
 * read with sed (no jq needed): a slug is only letters, digits, `-` and `_` (slug-rules.ts).
 * server/src/uploader-configs.test.ts runs it with /bin/sh against a listening server.
 */
import { authorizationOf, baseOf, fileShareFields, type UploaderOptions } from './options.js';

/** `value` as one single-quoted sh word. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export function curlScript(options: UploaderOptions): string {
  const fields = Object.entries(fileShareFields(options))
    .map(([name, value]) => ` -F ${shellQuote(`${name}=${value}`)}`)
    .join('');
  const key = authorizationOf(options).slice('ApiKey '.length);
  return `#!/bin/sh
# CloudPaste uploader for ${baseOf(options)} (docs/INTEGRATIONS.md in CloudPaste).
# Usage: $0 FILE                      upload a file
#        flameshot gui --raw | $0 -   upload a screenshot read from standard input
# Prints the share page's link, then the direct link to the bytes.
set -eu
server=\${CLOUDPASTE_URL:-${shellQuote(baseOf(options))}}
key=\${CLOUDPASTE_API_KEY:-${shellQuote(key)}}
if [ "$#" -ne 1 ]; then
  echo "usage: $0 FILE, or: flameshot gui --raw | $0 -" >&2
  exit 2
fi
if ! command -v curl >/dev/null 2>&1; then
  echo "this script needs curl" >&2
  exit 1
fi
if [ "$1" = - ]; then
  part="file=@-;filename=screenshot-$(date +%Y%m%d-%H%M%S).png;type=image/png"
elif [ -f "$1" ]; then
  # curl's -F reads a quoted name with its backslashes and quotes escaped (a ; may be in it).
  quoted=$(printf '%s' "$1" | sed 's/[\\\\"]/\\\\&/g')
  part="file=@\\"$quoted\\""
else
  echo "no such file: $1" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
umask 077
printf 'Authorization: ApiKey %s\\n' "$key" >"$work/header"
status=$(curl -sS -o "$work/answer" -w '%{http_code}' -H @"$work/header"${fields} -F "$part" "$server/api/upload")
slug=$(sed -n 's/.*"slug":"\\([A-Za-z0-9_-]*\\)".*/\\1/p' "$work/answer")
if [ "$status" != 201 ] || [ -z "$slug" ]; then
  message=$(sed -n 's/.*"message":"\\([^"]*\\)".*/\\1/p' "$work/answer")
  echo "upload failed (HTTP $status): \${message:-no answer}" >&2
  exit 1
fi
echo "$server/file/$slug"
echo "$server/api/file-view/$slug"
`;
}
