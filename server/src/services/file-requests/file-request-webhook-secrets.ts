/**
 * A request's webhook signing secret (docs/FILE-REQUESTS.md, "Signed deliveries"): 32 random
 * bytes, base64url, sealed under the server secret in `file_requests.webhook_secret`. Made when
 * the webhook is set (or at its first delivery for webhooks set before signing existed), changed
 * by a rotation, dropped with the webhook; opened only to sign and for the owner's reveal.
 */
import { createHmac } from 'node:crypto';
import { randomToken } from '../../lib/crypto.js';
import { SecretBoxError, type SecretBox } from '../../lib/secret-box.js';
import type { FileRequestRepository } from '../../repositories/file-request.repository.js';

const contextOf = (id: string) => `file_requests:${id}:webhook_secret`;

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`, the X-CloudPaste-Signature value. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `sha256=${mac}`;
}

export class FileRequestWebhookSecrets {
  constructor(
    private readonly o: {
      requests: Pick<FileRequestRepository, 'keepWebhookSecret' | 'update'>;
      box: SecretBox;
    },
  ) {}

  /**
   * The request's secret, made now if it has none; undefined when the request is gone. One sealed
   * under another server secret (a backup restored elsewhere) cannot open: a new one replaces it.
   */
  async current(id: string): Promise<string | undefined> {
    const sealed = await this.o.requests.keepWebhookSecret(id, this.sealed(id));
    if (!sealed) return undefined;
    try {
      return this.o.box.open(sealed, contextOf(id));
    } catch (error) {
      if (error instanceof SecretBoxError) return this.rotate(id);
      throw error;
    }
  }

  /** A new secret replaces the old one at once: the next delivery is signed with it. */
  async rotate(id: string): Promise<string> {
    const secret = randomToken();
    await this.o.requests.update(id, { webhook_secret: this.o.box.seal(secret, contextOf(id)) });
    return secret;
  }

  private sealed(id: string): string {
    return this.o.box.seal(randomToken(), contextOf(id));
  }
}
