/** Answers several route tables share, named once for components/schemas. */
import { fsItemAnswer, publicFileInfoAnswer } from '@cloudpaste/contracts/answers';
import { named } from '../operation.js';

/** A file share as its public page, its verify and every upload path answer it. */
export const FILE_INFO = named('PublicFileInfo', publicFileInfoAnswer);

/** A file or folder of the explorer, as writes answer it. */
export const FS_ITEM = named('FsItem', fsItemAnswer);
