import { describe, expect, it } from 'vitest';
import { configPath, resolveSettings } from './config.js';

describe('resolveSettings', () => {
  const file = { url: 'https://file.example/', apiKey: 'file-key', adminToken: 'file-token' };

  it('takes each value from the environment first, then the file', () => {
    expect(resolveSettings({}, file)).toEqual({
      url: 'https://file.example',
      credential: { kind: 'apiKey', value: 'file-key' },
    });
    const env = { CLOUDPASTE_URL: 'http://env.example:8080/', CLOUDPASTE_ADMIN_TOKEN: 'env-token' };
    expect(resolveSettings(env, file)).toEqual({
      url: 'http://env.example:8080',
      credential: { kind: 'adminToken', value: 'env-token' },
    });
  });

  it('prefers a key to an admin token of the same source, and ignores blank values', () => {
    const env = { CLOUDPASTE_API_KEY: 'env-key', CLOUDPASTE_ADMIN_TOKEN: 'env-token' };
    expect(resolveSettings(env, {}).credential).toEqual({ kind: 'apiKey', value: 'env-key' });
    expect(resolveSettings({ CLOUDPASTE_URL: '  ' }, {})).toEqual({ url: null, credential: null });
  });

  it('refuses a server address that is not http(s)', () => {
    expect(() => resolveSettings({ CLOUDPASTE_URL: 'ftp://x' }, {})).toThrow('http or https');
    expect(() => resolveSettings({ CLOUDPASTE_URL: 'paste.example' }, {})).toThrow('not a URL');
  });
});

describe('configPath', () => {
  it('is under XDG_CONFIG_HOME, else ~/.config, unless CLOUDPASTE_CONFIG names it', () => {
    expect(configPath({ HOME: '/home/a' })).toBe('/home/a/.config/cloudpaste/config.json');
    expect(configPath({ HOME: '/home/a', XDG_CONFIG_HOME: '/x' })).toBe(
      '/x/cloudpaste/config.json',
    );
    expect(configPath({ CLOUDPASTE_CONFIG: '/etc/cp.json' })).toBe('/etc/cp.json');
  });
});
