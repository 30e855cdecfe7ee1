/**
 * A ListObjectsV2 answer read straight from its XML with saxes. The SDK's own reading of a page of
 * 1,000 objects (fast-xml-parser, then its schema layer turning every field over) cost 20-170 ms
 * of the event loop, as much as the storage's own answer on loopback and most of a 10,000-object
 * folder's first listing beyond the storage (docs/PERFORMANCE.md, "Listings and search"); saxes
 * reads the same page in about 5 ms. Only the fields the driver uses are kept.
 */
import { SaxesParser } from 'saxes';

export interface ListedObject {
  key: string;
  size: number;
  /** As S3 sends it, quoted. */
  etag: string;
  lastModified: Date;
}

export interface ListedPage {
  objects: ListedObject[];
  prefixes: string[];
  isTruncated: boolean;
  nextToken: string | undefined;
}

/** The fields of a ListBucketResult the driver reads. */
export function readListBucketResult(xml: string): ListedPage {
  const page: ListedPage = { objects: [], prefixes: [], isTruncated: false, nextToken: undefined };
  const open: string[] = [];
  let text = '';
  let object: ListedObject = newObject();
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    open.push(tag.name);
    text = '';
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('cdata', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', (tag) => {
    open.pop();
    const parent = open[open.length - 1];
    if (parent === 'Contents') readObjectField(object, tag.name, text);
    else if (parent === 'CommonPrefixes' && tag.name === 'Prefix') page.prefixes.push(text);
    else if (parent === 'ListBucketResult') {
      if (tag.name === 'Contents') {
        page.objects.push(object);
        object = newObject();
      } else if (tag.name === 'IsTruncated') page.isTruncated = text.trim() === 'true';
      else if (tag.name === 'NextContinuationToken') page.nextToken = text;
    }
    text = '';
  });
  parser.write(xml).close();
  return page;
}

const newObject = (): ListedObject => ({ key: '', size: 0, etag: '', lastModified: new Date(0) });

function readObjectField(object: ListedObject, name: string, text: string): void {
  if (name === 'Key') object.key = text;
  else if (name === 'Size') object.size = Number(text) || 0;
  else if (name === 'ETag') object.etag = text;
  else if (name === 'LastModified') {
    const time = Date.parse(text);
    object.lastModified = new Date(Number.isNaN(time) ? 0 : time);
  }
}
