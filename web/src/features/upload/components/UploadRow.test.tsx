/** One upload row: stage, percentage, speed, time left and parts while running; error and actions after. */
import { fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadError } from '../engine/errors';
import type { TaskSnapshot } from '../engine/UploadTask';
import { UploadRow } from './UploadRow';

const running: TaskSnapshot = {
  id: 't1',
  source: 'file',
  name: 'video.mp4',
  size: 25 * 1024 * 1024,
  status: 'running',
  method: 'multipart',
  stage: 'uploading',
  phase: null,
  progress: {
    loaded: 10 * 1024 * 1024,
    total: 25 * 1024 * 1024,
    percent: 40,
    bytesPerSecond: 2 * 1024 * 1024,
    secondsLeft: 185,
  },
  parts: { done: 2, total: 5 },
  isResumed: true,
  error: null,
  share: null,
};

function renderRow(task: TaskSnapshot) {
  const actions = { onCancel: vi.fn(), onRetry: vi.fn(), onRemove: vi.fn() };
  render(
    <ul>
      <UploadRow task={task} maxBytes={100 * 1024 * 1024} {...actions} />
    </ul>,
  );
  return actions;
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('UploadRow', () => {
  it('shows what a running upload is doing and how far it is', () => {
    const actions = renderRow(running);
    expect(screen.getByText('25 MB · direct to storage, in parts · resumed')).toBeTruthy();
    expect(screen.getByTestId('upload-stage').textContent).toBe('Uploading');
    expect(screen.getByText('Part 2 of 5')).toBeTruthy();
    expect(screen.getByText('2 MB/s')).toBeTruthy();
    expect(screen.getByText('3 min 05 s left')).toBeTruthy();
    expect(screen.getByTestId('upload-percent').textContent).toBe('40%');
    expect(
      screen
        .getByRole('progressbar', { name: 'Upload progress of video.mp4' })
        .getAttribute('aria-valuenow'),
    ).toBe('40');
    // Running: it can be cancelled, not removed or retried.
    expect(screen.queryByTestId('upload-remove')).toBeNull();
    expect(screen.queryByTestId('upload-retry')).toBeNull();
    fireEvent.click(screen.getByTestId('upload-cancel'));
    expect(actions.onCancel).toHaveBeenCalledWith('t1');
  });

  it('says when a URL is being downloaded first', () => {
    renderRow({
      ...running,
      source: 'url',
      phase: 'download',
      method: 'presigned',
      parts: null,
      isResumed: false,
    });
    expect(screen.getByTestId('upload-stage').textContent).toBe('Downloading from the URL');
  });

  it('shows why an upload failed, and offers retry and remove', () => {
    const actions = renderRow({
      ...running,
      status: 'failed',
      error: new UploadError('missingEtag'),
    });
    expect(screen.getByTestId('upload-stage').textContent).toBe('Failed');
    expect(screen.getByTestId('upload-error').textContent).toMatch(/^Missing ETag/);
    expect(screen.queryByText('2 MB/s')).toBeNull();
    fireEvent.click(screen.getByTestId('upload-retry'));
    fireEvent.click(screen.getByTestId('upload-remove'));
    expect(actions.onRetry).toHaveBeenCalledWith('t1');
    expect(actions.onRemove).toHaveBeenCalledWith('t1');
  });
});
