/**
 * The uploader configuration files offered for one API key (docs/INTEGRATIONS.md): which ones
 * the key's permissions can use, their names and their text. The generators live in contracts,
 * where the server's tests replay them against the real API.
 */
import { Permission } from '@cloudpaste/contracts';
import {
  curlScript,
  picListText,
  picListUploader,
  shareXFileUploader,
  shareXTextUploader,
  sxcuText,
  type UploaderOptions,
} from '@cloudpaste/contracts/uploader-configs';

export type UploaderId = 'sharexFiles' | 'sharexText' | 'curl' | 'piclist';

export interface UploaderFile {
  id: UploaderId;
  filename: string;
  type: string;
  text: string;
}

interface Recipe {
  id: UploaderId;
  needs: number;
  name: (host: string) => string;
  type: string;
  build: (options: UploaderOptions) => string;
}

const RECIPES: readonly Recipe[] = [
  {
    id: 'sharexFiles',
    needs: Permission.FILE_SHARE,
    name: (host) => `${host} (files).sxcu`,
    type: 'application/json',
    build: (options) => sxcuText(shareXFileUploader(options)),
  },
  {
    id: 'sharexText',
    needs: Permission.TEXT,
    name: (host) => `${host} (text).sxcu`,
    type: 'application/json',
    build: (options) => sxcuText(shareXTextUploader(options)),
  },
  {
    id: 'curl',
    needs: Permission.FILE_SHARE,
    name: () => 'cloudpaste-upload.sh',
    type: 'text/x-shellscript',
    build: curlScript,
  },
  {
    id: 'piclist',
    needs: Permission.FILE_SHARE,
    name: (host) => `${host}-piclist.json`,
    type: 'application/json',
    build: (options) => picListText(picListUploader(options)),
  },
];

/** The files a key with `permissions` can use, for the server at `options.origin`. */
export function uploaderFiles(options: UploaderOptions, permissions: number): UploaderFile[] {
  // A host name (with its port) is a safe file name once the port's colon is gone.
  const host = new URL(options.origin).host.replace(/:/g, '_');
  return RECIPES.filter((recipe) => (permissions & recipe.needs) === recipe.needs).map(
    (recipe) => ({
      id: recipe.id,
      filename: recipe.name(host),
      type: recipe.type,
      text: recipe.build(options),
    }),
  );
}
