/** The explorer's streamed upload form, in the order the server reads it. */
import { describe, expect, it } from 'vitest';
import { fsUploadForm } from './api';

describe('fsUploadForm', () => {
  it('sends the folder and the file size before the file', () => {
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const form = fsUploadForm('/team/docs', file);
    expect([...form.keys()]).toEqual(['path', 'size', 'file']);
    expect(form.get('path')).toBe('/team/docs');
    expect(form.get('size')).toBe('5');
    expect((form.get('file') as File).name).toBe('notes.txt');
  });
});
