import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { SessionProvider } from '../../lib/session/session.tsx';
import { postDetail } from '../../test/factories.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { ContactSection } from './contact-section.tsx';

/** Beside each number of a post, whether its poster proved it by an SMS code (issue 40). */

const post = postDetail({
  status: 'approved',
  primaryPhone: '01712345678',
  primaryPhoneVerified: true,
  secondaryPhone: '01812345678',
  secondaryPhoneVerified: false,
});

function Panel() {
  const [shown, setShown] = useState(false);
  return (
    <ContactSection post={post} savedId={null} language="bn" phoneShown={shown} onRevealPhone={() => setShown(true)} />
  );
}

describe('the numbers of a post', () => {
  it('say, once shown, which one is verified and which is not', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces(['listings', 'reports']);
    stubApi({ 'POST /api/posts/S-1001/events': () => ({ json: { success: true } }) });
    const { user } = renderPage(
      <SessionProvider>
        <Panel />
      </SessionProvider>,
    );
    await user.click(await screen.findByText(i18n.t('listings:detail.showPhone')));

    const numbers = within(screen.getByRole('region', { name: i18n.t('listings:detail.contact') })).getAllByRole(
      'listitem',
    );
    expect(numbers.map((number) => within(number).getByRole('link').textContent)).toEqual([
      '০১৭১২৩৪৫৬৭৮',
      '০১৮১২৩৪৫৬৭৮',
    ]);
    expect(numbers[0]!.textContent).toContain('নম্বর যাচাই করা');
    expect(numbers[0]!.textContent).not.toContain('যাচাই করা হয়নি');
    expect(numbers[1]!.textContent).toContain('যাচাই করা হয়নি');
  });
});
