/**
 * The Account page's single sign-on card (docs/ACCOUNTS.md, "Single sign-on", "Linking"): the
 * linked identities, linking through the provider, unlinking after a confirmation, and the words
 * of a link's return in the user's language. The network edge is a stubbed fetch; the api client
 * is real.
 */
import type { OidcIdentityInfo } from '@cloudpaste/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../../lib/format';
import { renderAdmin } from '../../../../test/renderAdmin';
import { envelopeResponse, jsonResponse, stubFetch } from '../../../../test/stubFetch';
import { SsoLinksCard } from './SsoLinksCard';

const keycloak: OidcIdentityInfo = {
  id: 'id-1',
  issuer: 'https://idp.example.com/realms/cp',
  subject: 'f3a9-ivy',
  created_at: '2026-11-02T09:30:00.000Z',
  last_login_at: null,
};
const entra: OidcIdentityInfo = {
  id: 'id/2',
  issuer: 'https://login.microsoftonline.com/tenant/v2.0',
  subject: 'AAAA-bob',
  created_at: '2026-10-01T12:00:00.000Z',
  last_login_at: '2026-11-20T08:15:00.000Z',
};
const offered = { enabled: true, label: 'Keycloak' };

/** The server's side: what it offers and the identities it holds (unlinking removes one). */
function stubServer(options: { linked?: OidcIdentityInfo[]; link?: () => Response } = {}) {
  let linked = options.linked ?? [keycloak, entra];
  const stub = stubFetch({
    'GET /api/auth/oidc': () => envelopeResponse(200, offered),
    'GET /api/account/oidc': () => envelopeResponse(200, linked),
    'POST /api/account/oidc/link': options.link ?? (() => envelopeResponse(200, { url: idpUrl })),
    [`DELETE /api/account/oidc/${encodeURIComponent(entra.id)}`]: () => {
      linked = linked.filter((identity) => identity.id !== entra.id);
      return envelopeResponse(200, entra);
    },
  });
  const count = (key: string) => stub.calls.filter((c) => c.key === key).length;
  return { count };
}
const idpUrl = 'https://idp.example.com/realms/cp/auth?client_id=cloudpaste&state=s';

/** Shows the address's query, to see the card take `?sso` out of it. */
function Query() {
  return <output data-testid="query">{useLocation().search}</output>;
}

function renderCard(path = '/admin/account', language = 'en-US') {
  return renderAdmin(
    <>
      <SsoLinksCard />
      <Query />
    </>,
    { path, language },
  );
}

const rows = () => within(screen.getByTestId('sso-identities')).getAllByRole('listitem');

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en-US');
});

describe('the linked identities card', () => {
  it('lists each identity: issuer, subject, when it was linked and last used', async () => {
    stubServer();
    renderCard();
    await screen.findByTestId('sso-identities');
    const [first, second] = rows().map((row) => row.textContent ?? '');
    expect(first).toContain(keycloak.issuer);
    expect(first).toContain(`Subject: ${keycloak.subject}`);
    expect(first).toContain(`Linked ${formatDateTime(keycloak.created_at, 'en-US')}`);
    expect(first).toContain('never used to sign in');
    expect(second).toContain(entra.issuer);
    expect(second).toContain(`Subject: ${entra.subject}`);
    expect(second).toContain(`last sign-in ${formatDateTime(entra.last_login_at, 'en-US')}`);
    expect(screen.getByTestId('sso-link').textContent).toBe('Link Keycloak');
  });

  it('says when nothing is linked', async () => {
    stubServer({ linked: [] });
    renderCard();
    expect(await screen.findByText('No identity is linked to this account.')).toBeTruthy();
    expect(screen.queryByTestId('sso-identities')).toBeNull();
  });

  it('links by sending the browser to the URL the server answers', async () => {
    const { count } = stubServer();
    const assign = vi.fn();
    vi.stubGlobal('location', { href: window.location.href, assign });
    renderCard();
    fireEvent.click(await screen.findByTestId('sso-link'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(idpUrl));
    expect(count('POST /api/account/oidc/link')).toBe(1);
  });

  it('shows why a link could not start, and stays on the page', async () => {
    const assign = vi.fn();
    stubServer({
      link: () =>
        jsonResponse(400, {
          code: 400,
          message: 'in English',
          reason: 'oidc.notConfigured',
          success: false,
        }),
    });
    vi.stubGlobal('location', { href: window.location.href, assign });
    renderCard();
    fireEvent.click(await screen.findByTestId('sso-link'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'single sign-on is not fully set up',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('unlinks after a confirmation, then lists what is left', async () => {
    const { count } = stubServer();
    renderCard();
    await screen.findByTestId('sso-identities');
    const unlinkEntra = within(rows()[1]!).getByRole('button', { name: 'Unlink' });

    // Cancelled: nothing is sent.
    fireEvent.click(unlinkEntra);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const deleteKey = `DELETE /api/account/oidc/${encodeURIComponent(entra.id)}`;
    expect(count(deleteKey)).toBe(0);

    fireEvent.click(unlinkEntra);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Unlink this identity?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Identity unlinked')).toBeTruthy();
    expect(count(deleteKey)).toBe(1);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain(keycloak.issuer);
    expect(count('GET /api/account/oidc')).toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['en-US', 'Identity linked: you can now sign in with it'],
    ['zh-CN', '身份已关联：现在可以用它登录'],
  ])('says a link succeeded on coming back (%s)', async (language, words) => {
    stubServer();
    renderCard('/admin/account?sso=linked', language);
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.getByTestId('query').textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['en-US', 'oidc.alreadyLinked', 'this identity is already linked to another account'],
    ['zh-CN', 'oidc.alreadyLinked', '此身份已关联到另一个账户'],
    ['en-US', 'no.suchReason', 'Linking failed'],
    ['zh-CN', 'no.suchReason', '关联失败'],
  ])('words a failed link on coming back (%s, %s)', async (language, reason, words) => {
    stubServer();
    renderCard(`/admin/account?sso_error=${reason}`, language);
    expect((await screen.findByRole('alert')).textContent).toBe(words);
    // The reason leaves the address: a reload does not show it again.
    expect(screen.getByTestId('query').textContent).toBe('');
  });

  it('shows a failed link even while single sign-on is off and nothing is linked', async () => {
    stubFetch({
      'GET /api/auth/oidc': () => envelopeResponse(200, { enabled: false, label: '' }),
      'GET /api/account/oidc': () => envelopeResponse(200, []),
    });
    renderCard('/admin/account?sso_error=oidc.disabled');
    expect((await screen.findByRole('alert')).textContent).toBe('single sign-on is not enabled');
    expect(screen.queryByTestId('sso-link')).toBeNull();
  });
});
