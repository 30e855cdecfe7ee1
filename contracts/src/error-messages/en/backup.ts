/** English texts of backup, restore and database copy errors (docs/DEPLOY.md, "Backups"). */
export const backupEn = {
  'backup.notBackup': 'this file is not a CloudPaste backup',
  'backup.newerFormat':
    'this backup was written in format {{version}} by a newer CloudPaste; upgrade this instance first',
  'backup.newerSchema':
    'this backup is from a newer version (schema {{schema}}); upgrade this instance first',
  'backup.olderSchema':
    'this backup is from an older version (schema {{schema}}; this instance is at {{current}}): restore it into a new, empty database with npm run restore, which upgrades it',
  'backup.otherSecret':
    'this backup was made under another server secret: set APP_SECRET (or DATA_DIR/secret.key) to the secret of the instance that made it, or stored credentials and API keys would not open',
  'backup.notEmpty':
    'the database is not empty (it already holds shares, API keys, mounts or uploads): restore into an empty instance, or confirm that everything in it is replaced',
  'backup.malformed': 'the backup is damaged at line {{line}}',
  'backup.truncated':
    'the backup ends too early (its last line is missing): download it again; nothing was restored',
  'backup.linkExpired':
    'this backup link has expired or is not valid: download the backup again from the admin page',
  'backup.confirmMismatch': 'type {{word}} to confirm that everything in this instance is replaced',
} as const;
