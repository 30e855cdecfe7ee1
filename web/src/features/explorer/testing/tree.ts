/** The folders most explorer tests browse: two mounts, text of every kind, images, a video. */
import { FileType } from '@cloudpaste/contracts';
import type { FakeFs } from './fakeFs';
import { file, folder } from './fsItems';

export const TEN_MB = 10 * 1024 * 1024;

export function sampleTree(): FakeFs {
  return {
    virtual: ['/'],
    folders: {
      '/': [
        folder('/team', { isVirtual: true, mount_id: 'm1' }),
        folder('/photos', { isVirtual: true, mount_id: 'm2' }),
      ],
      '/team': [
        file('/team/readme.md', FileType.TEXT, 120, '2030-01-05T10:00:00.000Z', 'text/markdown'),
        folder('/team/my docs'),
        file('/team/notes.txt', FileType.TEXT, 2048, '2030-01-02T10:00:00.000Z', 'text/plain'),
        file('/team/big.log', FileType.TEXT, TEN_MB + 1, '2030-01-03T10:00:00.000Z'),
        file('/team/plan.docx', FileType.OFFICE, 5000, '2030-01-04T10:00:00.000Z'),
        file('/team/archive.zip', FileType.UNKNOWN, 10, null, 'application/zip'),
        folder('/team/empty'),
      ],
      '/team/my docs': [file('/team/my docs/100%.txt', FileType.TEXT, 5)],
      '/team/empty': [],
      '/photos': [
        file('/photos/b.jpg', FileType.IMAGE, 1000),
        file('/photos/a.png', FileType.IMAGE, 3000),
        file('/photos/clip.mp4', FileType.VIDEO, 9000),
        folder('/photos/2024'),
      ],
      '/photos/2024': [],
    },
    contents: {
      '/team/notes.txt': 'first line\nsecond line\n',
      '/team/readme.md': '# Team handbook\n\nWelcome **aboard**.',
      '/team/my docs/100%.txt': 'full',
    },
  };
}
