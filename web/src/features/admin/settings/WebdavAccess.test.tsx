/** The WebDAV address the settings page hands out, and what it tells key holders. */
import { STORAGE_KEYS } from '@cloudpaste/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../test/renderAdmin';
import { WebdavAccess } from './WebdavAccess';

afterEach(() => localStorage.clear());

describe('WebdavAccess', () => {
  it('gives this origin’s /dav when the API is here', () => {
    renderAdmin(<WebdavAccess />);
    expect(screen.getByLabelText('WebDAV address').textContent).toContain(
      `${window.location.origin}/dav`,
    );
    expect(screen.getByText(/connects at this address followed by \/team\/docs\//)).toBeTruthy();
  });

  it('gives the API’s origin when the environment switcher points elsewhere', () => {
    localStorage.setItem(STORAGE_KEYS.apiBaseUrl, 'https://api.example.com/');
    renderAdmin(<WebdavAccess />);
    expect(screen.getByLabelText('WebDAV address').textContent).toContain(
      'https://api.example.com/dav',
    );
  });

  it('has steps for each common client, with the commands to paste and Windows’ size limit', () => {
    renderAdmin(<WebdavAccess />);
    const url = `${window.location.origin}/dav`;
    for (const client of [
      'Windows File Explorer',
      'macOS Finder',
      'Linux (GNOME Files)',
      'Linux (davfs2)',
      'rclone',
      'Cyberduck',
      'Mobile apps',
    ])
      expect(screen.getByText(client, { selector: 'summary' })).toBeTruthy();
    expect(screen.getByText(`sudo mount -t davfs ${url}/ /mnt/cloudpaste`)).toBeTruthy();
    expect(screen.getByText(new RegExp(`url=${url} vendor=other`))).toBeTruthy();
    expect(screen.getByText(/FileSizeLimitInBytes/)).toBeTruthy();
    expect(
      screen.getByText(new RegExp(`/etc/fstab: ${url}/ /mnt/cloudpaste davfs user,noauto 0 0$`)),
    ).toBeTruthy();
  });
});
