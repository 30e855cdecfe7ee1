/** English texts of file request errors (docs/FILE-REQUESTS.md). */
export const fileRequestsEn = {
  'fileRequest.notFound': 'file request not found',
  'fileRequest.disabled': 'this file request is closed',
  'fileRequest.expired': 'this file request has expired',
  'fileRequest.ownerGone': 'the owner of this file request may no longer upload into its folder',
  'fileRequest.notFolder': '{{path}} is not a folder',
  'fileRequest.tooLarge': 'this file is larger than the {{max}} this request takes per file',
  'fileRequest.totalFull': 'this request takes {{max}} in all: only {{left}} is left',
  'fileRequest.countFull': 'this request takes at most {{max}} files and has them all',
  'fileRequest.typeRefused': '{{name}} is not a type this request takes ({{types}})',
  'fileRequest.lengthRequired': 'send the file with its Content-Length',
  'fileRequest.sizeMismatch': 'the file sent did not have the size announced',
  'fileRequest.pathRequired': 'name the folder the files go into',
  'fileRequest.sharesRefused':
    'only an account that may make file shares can collect files as shares',
  'fileRequest.folderRefused':
    'collecting files into a folder needs the rights to view and upload into mounts',
  'fileRequest.webhookRefused': 'the webhook address must be a public http(s) address',
  'fileRequest.noteTooLong': 'the note is too long',
  'fileRequest.webhookTooLong': 'the webhook address is too long',
} as const;
