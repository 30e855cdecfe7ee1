/** What the environment switcher accepts as an API base, and how the choice is kept. */
import { STORAGE_KEYS } from '@cloudpaste/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl, parseApiBaseUrl, saveApiBaseUrl, storedApiBaseUrl } from './baseUrl';

afterEach(() => {
  window.__CLOUDPASTE_CONFIG__ = undefined;
});

describe('API base', () => {
  it('accepts http(s) URLs, with a path, without their trailing slash', () => {
    expect(parseApiBaseUrl(' https://api.example.com/ ')).toBe('https://api.example.com');
    expect(parseApiBaseUrl('http://10.0.0.2:8787/cloudpaste//')).toBe(
      'http://10.0.0.2:8787/cloudpaste',
    );
  });

  it.each([
    'api.example.com',
    'ftp://api.example.com',
    'javascript:alert(1)',
    'https://user:pw@api.example.com',
    'https://api.example.com/?env=dev',
    'https://api.example.com/#top',
    '',
  ])('refuses %j', (text) => {
    expect(parseApiBaseUrl(text)).toBeNull();
  });

  it('keeps the choice under its storage key, used by the client, until reset', () => {
    saveApiBaseUrl('https://dev.example.com');
    expect(localStorage.getItem(STORAGE_KEYS.apiBaseUrl)).toBe('https://dev.example.com');
    expect(apiUrl('/health')).toBe('https://dev.example.com/api/health');
    saveApiBaseUrl(null);
    expect(storedApiBaseUrl()).toBeNull();
    expect(apiUrl('/health')).toBe('/api/health');
  });
});
