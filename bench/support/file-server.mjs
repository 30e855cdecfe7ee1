// A bare Node HTTP file server: GET /?path=<file> streams the file, read 1 MiB at a time as the
// local driver reads. What a server on Node reaches handing a file to a client over HTTP, with
// nothing else done.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';

createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').searchParams.get('path') ?? '';
  res.writeHead(200, {
    'content-type': 'application/octet-stream',
    'content-length': statSync(path).size,
  });
  createReadStream(path, { highWaterMark: 1024 * 1024 }).pipe(res);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
