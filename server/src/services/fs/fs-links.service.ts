/**
 * Links to mount files that work without an auth header: `file-link` hands one out (a signed proxy
 * link through `/api/p/...` when the mount's web proxy is on, else a presigned storage link), and
 * `proxied` serves `/api/p/...`, which needs a valid signature whenever signing is on (the global
 * `proxy_sign_all` setting or the mount's own `enable_sign`). Without signing, a web-proxy mount's
 * files are public by link: that is what the admin chose.
 */
import { forbidden, notFound } from '../../errors.js';
import type { Clock } from '../../lib/time.js';
import type { Principal } from '../../policies/access.js';
import type { ContentRequest } from '../../http/content/content-conditions.js';
import type { ContentResult, Disposition } from '../../http/content/content-result.js';
import type { SettingsService } from '../settings.service.js';
import { FS_NOT_FOUND, type FsResolver, type InMount } from './fs-resolver.js';
import type { FsService } from './fs.service.js';
import { nameOf } from './mount-tree.js';
import { checkProxySignature, signProxyPath } from './proxy-signatures.js';

export interface FsLinksDeps {
  resolver: FsResolver;
  fs: FsService;
  settings: SettingsService;
  clock: Clock;
  secret: string;
}

export interface FileLink {
  url: string;
  /** ISO time the link stops working; null when it never does. */
  expires_at: string | null;
  /** True when the link goes through this server (`/api/p/...`). */
  proxy: boolean;
}

/** Presigned storage links live at most a week (S3's own limit). */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

export class FsLinksService {
  constructor(private readonly o: FsLinksDeps) {}

  async fileLink(
    principal: Principal,
    rawPath: string,
    options: { forceDownload: boolean; expiresIn?: number | undefined },
    origin: string,
  ): Promise<FileLink> {
    const target = await this.o.resolver.inMount(principal, rawPath);
    if (target.key === '' || !(await target.storage.driver.head(target.key)))
      throw notFound(FS_NOT_FOUND);
    const now = this.o.clock.now().getTime();
    if (target.mount.web_proxy === 1) {
      const query = new URLSearchParams();
      if (options.forceDownload) query.set('download', 'true');
      let expiresAt: number | null = null;
      if (await this.signingOn(target)) {
        const seconds = options.expiresIn ?? (await this.signSeconds(target));
        expiresAt = seconds > 0 ? Math.floor(now / 1000) + seconds : 0;
        query.set('sign', signProxyPath(this.o.secret, target.path, expiresAt));
      }
      const encoded = target.path.split('/').map(encodeURIComponent).join('/');
      const search = query.size > 0 ? `?${query.toString()}` : '';
      return {
        url: `${origin}/api/p${encoded}${search}`,
        expires_at: expiresAt ? new Date(expiresAt * 1000).toISOString() : null,
        proxy: true,
      };
    }
    const seconds = Math.min(
      options.expiresIn ?? target.storage.signatureExpiresIn,
      MAX_PRESIGN_SECONDS,
    );
    const signed = await target.storage.driver.presignGet(target.key, {
      expiresInSeconds: seconds,
      disposition: {
        type: options.forceDownload ? 'attachment' : 'inline',
        filename: nameOf(target.path),
      },
    });
    // Local storage signs app URLs (`/api/storage/local/...`): made absolute, like every link here.
    return {
      url: new URL(signed.url, origin).toString(),
      expires_at: signed.expiresAt.toISOString(),
      proxy: false,
    };
  }

  /** `GET /api/p/{path}`: a web-proxy mount's file, for anyone holding a valid link. */
  async proxied(
    rawPath: string,
    sign: string | undefined,
    request: ContentRequest,
    disposition: Disposition,
  ): Promise<ContentResult> {
    const { path, placement } = await this.o.resolver.resolveForLink(rawPath);
    if (placement.kind !== 'mount' || placement.mount.web_proxy !== 1) throw notFound(FS_NOT_FOUND);
    const target = await this.o.resolver.open(path, placement.mount, placement.key);
    if (await this.signingOn(target)) {
      const nowSeconds = Math.floor(this.o.clock.now().getTime() / 1000);
      const check = checkProxySignature(this.o.secret, path, sign, nowSeconds);
      if (check === 'expired') throw forbidden('link.expired');
      if (check === 'invalid') throw forbidden('link.invalid');
    }
    return this.o.fs.serve(target, request, disposition);
  }

  private async signingOn(target: InMount): Promise<boolean> {
    return target.mount.enable_sign === 1 || (await this.o.settings.get('proxy_sign_all')) === true;
  }

  private async signSeconds(target: InMount): Promise<number> {
    if (target.mount.sign_expires > 0) return target.mount.sign_expires;
    return Number(await this.o.settings.get('proxy_sign_expires')) || 0;
  }
}
