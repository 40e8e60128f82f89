import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { usePost } from '../posts/get-post.ts';
import { SessionProvider, useSession } from '../../lib/session/session.tsx';
import { rememberPendingSave } from '../../lib/session/return-intent.ts';
import { tokenStore } from '../../lib/session/token-store.ts';
import { memberData, postDetail } from '../../test/factories.ts';
import { stubApi, type SentRequest } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { SaveButton } from './save-button.tsx';

/** The Save button on the way back from signing in or registering to save a post (issue 12). */

const POST = '/Property-Rent-Details/R-12';
const member = memberData({
  _id: 'user-7',
  phone: '01711223344',
  gender: 'female',
  birthDate: '1995-03-12',
  settings: { ...memberData().settings, showPhone: true },
  userToken: 'token-7',
});

function stubMember(savedId: string | null = null) {
  return stubApi({
    'GET /api/profile': () => ({ json: { success: true, userData: member } }),
    'GET /api/posts/R-12': () => ({
      json: { success: true, post: postDetail({ PostID: 'R-12', type: 'rent', status: 'approved' }), savedId },
    }),
    'POST /api/profile/savePost': () => ({ json: { success: true, _id: 'saved-1' } }),
  });
}

const saves = (sent: SentRequest[]) => sent.filter((request) => request.path === '/api/profile/savePost');
const saveButtons = () =>
  screen.findAllByRole('button', { name: (name) => name.startsWith(i18n.t('listings:save.label')) });
const pressed = async () => (await saveButtons()).map((button) => button.getAttribute('aria-pressed'));

/** The post's page as it shows the button twice (the panel and, on phones, the call bar). */
function PostPage() {
  const { user, loading } = useSession();
  const query = usePost('R-12', user?._id ?? null, { enabled: !loading });
  if (!query.data) return null;
  return (
    <>
      <SaveButton type="rent" postId="R-12" savedId={query.data.savedId} />
      <SaveButton type="rent" postId="R-12" savedId={query.data.savedId} />
    </>
  );
}

const renderPost = (path: string) =>
  renderPage(
    <SessionProvider>
      <PostPage />
    </SessionProvider>,
    { path },
  );

afterEach(() => {
  tokenStore.clear();
  sessionStorage.clear();
});

describe('save button', () => {
  it('sends a visitor to sign in with the save remembered', async () => {
    const { router, user } = renderPage(
      <SessionProvider>
        <SaveButton type="rent" postId="R-12" savedId={null} />
      </SessionProvider>,
      { path: `${POST}?from=list` },
    );
    await user.click((await saveButtons())[0]!);
    expect(router.state.location.pathname).toBe('/SignIn');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(`${POST}?from=list&save=1`);
  });

  it('saves the post once when the member comes back signed in, and tidies the address', async () => {
    tokenStore.set('token-7');
    rememberPendingSave('R-12');
    const sent = stubMember();
    const { router } = renderPost(`${POST}?from=list&save=1`);
    await waitFor(async () => expect(await pressed()).toEqual(['true', 'true']));
    expect(saves(sent)).toEqual([expect.objectContaining({ method: 'POST', body: { type: 'rent', postId: 'R-12' } })]);
    expect(router.state.location.search).toBe('?from=list');
  });

  it('saves nothing for a link that merely carries the flag', async () => {
    tokenStore.set('token-7');
    const sent = stubMember();
    const { router } = renderPost(`${POST}?save=1`);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await pressed()).toEqual(['false', 'false']);
    expect(saves(sent)).toEqual([]);
  });

  it('does not save again a post that is saved already', async () => {
    tokenStore.set('token-7');
    rememberPendingSave('R-12');
    const sent = stubMember('saved-0');
    const { router } = renderPost(`${POST}?save=1`);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(saves(sent)).toEqual([]);
  });
});
