import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      adminUsername: 'admin',
      adminPassword: undefined,
      corsOrigins: [],
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('parses values and lists every bad variable at once', () => {
    expect(
      loadConfig({
        PORT: '9000',
        CORS_ORIGINS: 'https://a.example/, https://b.example',
        TRUST_PROXY: 'true',
      }),
    ).toMatchObject({
      port: 9000,
      corsOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: { kind: 'hops', hops: 1 },
    });
    expect(() => loadConfig({ PORT: 'abc', APP_SECRET: 'short', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*APP_SECRET[\s\S]*LOG_LEVEL/,
    );
  });

  it('sweeps every 5 minutes with a 24 h upload window unless told, and never under a second', () => {
    expect(loadConfig({})).toMatchObject({ uploadWindowMs: 86_400_000, sweepIntervalMs: 300_000 });
    expect(loadConfig({ UPLOAD_WINDOW_MS: '15000', SWEEP_INTERVAL_MS: '2000' })).toMatchObject({
      uploadWindowMs: 15_000,
      sweepIntervalMs: 2000,
    });
    expect(() => loadConfig({ UPLOAD_WINDOW_MS: '10', SWEEP_INTERVAL_MS: '0' })).toThrow(
      /UPLOAD_WINDOW_MS[\s\S]*SWEEP_INTERVAL_MS/,
    );
  });

  it('opens private networks to URL uploads only when listed, and refuses what is not one', () => {
    expect(loadConfig({}).urlUploadAllowedNetworks).toEqual([]);
    const networks = loadConfig({
      URL_UPLOAD_ALLOWED_NETWORKS: '192.168.1.0/24, 10.0.0.5',
    }).urlUploadAllowedNetworks;
    expect(networks.map(([address, bits]) => `${address.toString()}/${bits}`)).toEqual([
      '192.168.1.0/24',
      '10.0.0.5/32',
    ]);
    expect(() => loadConfig({ URL_UPLOAD_ALLOWED_NETWORKS: '10.0.0.0/8, nas.local' })).toThrow(
      /URL_UPLOAD_ALLOWED_NETWORKS: nas.local is not an IP network or address/,
    );
  });

  it('reads TRUST_PROXY as off, one proxy, a number of proxies or the proxies themselves', () => {
    expect(loadConfig({}).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    const listed = loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy;
    expect(
      listed.kind === 'proxies' && listed.networks.map(([a, bits]) => `${a.toString()}/${bits}`),
    ).toEqual(['127.0.0.1/32', '10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY: nginx is not/);
  });

  it('sends HSTS for a year unless HSTS_MAX_AGE says otherwise', () => {
    expect(loadConfig({}).hstsMaxAgeSeconds).toBe(31_536_000);
    expect(loadConfig({ HSTS_MAX_AGE: '0' }).hstsMaxAgeSeconds).toBe(0);
    expect(() => loadConfig({ HSTS_MAX_AGE: '-1' })).toThrow(/HSTS_MAX_AGE/);
  });
});
