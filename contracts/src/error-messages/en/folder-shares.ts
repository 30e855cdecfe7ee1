/** English texts of folder share errors (docs/FOLDER-SHARES.md). */
export const folderSharesEn = {
  'folderShare.notFound': 'folder share not found',
  'folderShare.expired': 'this folder share has expired',
  'folderShare.usedUp': 'this folder share has reached its download limit',
  'folderShare.revoked': 'this folder share was revoked by its owner',
  'folderShare.notFolder': '{{path}} is not a folder: share a file with Share instead',
  'folderShare.nameNotFound': '{{name}} is not in this folder',
  'folderShare.outside': 'that path is not part of this share',
  'folderShare.uploadsOff': 'this folder share does not take uploads',
  'folderShare.ticketRequired': 'open the share with its password first',
  'folderShare.nameTooLong': 'a name is too long',
  'folderShare.nameInvalid': 'a name must be one entry of the folder',
  'folderShare.ownerGone': 'the owner of this folder share may no longer share it',
} as const;
