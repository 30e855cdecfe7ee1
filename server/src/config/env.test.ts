import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8787, host: '127.0.0.1', adminUsername: 'admin', adminPassword: undefined, corsOrigins: [] });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('parses values and lists every bad variable at once', () => {
    expect(loadConfig({ PORT: '9000', CORS_ORIGINS: 'https://a.example/, https://b.example', TRUST_PROXY: 'true' })).toMatchObject({
      port: 9000,
      corsOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: true,
    });
    expect(() => loadConfig({ PORT: 'abc', APP_SECRET: 'short', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*APP_SECRET[\s\S]*LOG_LEVEL/);
  });

  it('opens private networks to URL uploads only when listed, and refuses what is not one', () => {
    expect(loadConfig({}).urlUploadAllowedNetworks).toEqual([]);
    const networks = loadConfig({ URL_UPLOAD_ALLOWED_NETWORKS: '192.168.1.0/24, 10.0.0.5' }).urlUploadAllowedNetworks;
    expect(networks.map(([address, bits]) => `${address.toString()}/${bits}`)).toEqual(['192.168.1.0/24', '10.0.0.5/32']);
    expect(() => loadConfig({ URL_UPLOAD_ALLOWED_NETWORKS: '10.0.0.0/8, nas.local' })).toThrow(
      /URL_UPLOAD_ALLOWED_NETWORKS: nas.local is not an IP network or address/,
    );
  });
});
