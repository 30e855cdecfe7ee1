/** Settings group form: reset to default, save, and rule errors, against a mocked api client. */
import { SettingGroup, type SettingItem } from '@cloudpaste/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../auth/authStore';
import { goOffline, queuedWrites, setupOfflineTests } from '../../../offline/testing/offlineTests';
import { renderAdmin } from '../../../test/renderAdmin';
import { SettingsGroupForm } from './SettingsGroupForm';

// The network edge: everything above the api client is real. Hoisted, so no import of the client.
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client', async () => {
  const { FakeApiError } = await import('../../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});

const imageTypes: SettingItem = {
  key: 'preview_image_types',
  value: 'png',
  type: 'textarea',
  group_id: SettingGroup.PREVIEW,
  options: null,
  sort_order: 2,
  flags: 0,
  description: '',
  default_value: 'jpg,png,gif',
};

describe('SettingsGroupForm', () => {
  it('resets a field to its default and saves the group', async () => {
    api.get.mockResolvedValue([imageTypes]);
    api.put.mockResolvedValue([{ ...imageTypes, value: 'jpg,png,gif' }]);
    renderAdmin(<SettingsGroupForm group={SettingGroup.PREVIEW} allowReset />);

    const field = (await screen.findByLabelText('Images')) as HTMLTextAreaElement;
    expect(field.value).toBe('png');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Images to default' }));
    expect(field.value).toBe('jpg,png,gif');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('/admin/settings/group/2', {
        preview_image_types: 'jpg,png,gif',
      }),
    );
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
  });

  it('shows a rule error instead of saving', async () => {
    api.get.mockResolvedValue([imageTypes]);
    api.put.mockClear();
    renderAdmin(<SettingsGroupForm group={SettingGroup.PREVIEW} />);
    fireEvent.change(await screen.findByLabelText('Images'), { target: { value: 'png, j pg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Use extensions made of a-z, 0-9, _, + and -, separated by commas.'),
    ).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
  });

  describe('offline', () => {
    setupOfflineTests();
    afterEach(() => clearSession());

    it('queues the save and says so, keeping what was typed', async () => {
      setSession({ authType: 'admin', adminToken: 'token' }, Date.now());
      api.get.mockResolvedValue([imageTypes]);
      api.put.mockClear();
      renderAdmin(<SettingsGroupForm group={SettingGroup.PREVIEW} />);
      const field = (await screen.findByLabelText('Images')) as HTMLTextAreaElement;
      goOffline();
      fireEvent.change(field, { target: { value: 'png,webp' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(
        await screen.findByText(
          'No network: the settings are saved in this browser and will be sent when you are back online.',
        ),
      ).toBeTruthy();
      expect(field.value).toBe('png,webp');
      expect(api.put).not.toHaveBeenCalled();
      expect(queuedWrites()).toMatchObject([
        {
          type: 'updateGroupSettings',
          endpoint: '/admin/settings/group/2',
          method: 'PUT',
          data: { preview_image_types: 'png,webp' },
        },
      ]);
    });
  });
});
