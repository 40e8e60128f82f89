import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { captureInstallPrompt } from '../../lib/pwa/install-prompt.ts';
import { renderPage } from '../../test/render.tsx';
import { InstallApp } from './install-app.tsx';

/** "Install Ghorbari" on /DownloadApp (issue 19), with a fake `beforeinstallprompt` event. */

captureInstallPrompt();

function offerInstall(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return { prompt, event };
}

describe('the install offer', () => {
  it('says which browsers install it until the browser offers to, then installs on a click', async () => {
    const { user } = renderPage(<InstallApp />);
    expect(await screen.findByText(/This browser cannot install it directly/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();

    const { prompt, event } = offerInstall('dismissed');
    // The browser's own mini bar is kept away: the page offers the install itself.
    expect(event.defaultPrevented).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Install Ghorbari' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect((await screen.findByRole('status')).textContent).toBe(
      'No problem — you can install it from here whenever you like.',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/This browser cannot install it directly/)).toBeNull();
  });
});

describe('the install offer on other devices', () => {
  it('shows the Share → Add to Home Screen steps on an iPhone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    );
    renderPage(<InstallApp />);
    expect(await screen.findByRole('heading', { name: 'How to add it on an iPhone' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says it is installed when opened as the installed app', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderPage(<InstallApp />);
    expect(await screen.findByText(/Ghorbari is installed on this device/)).toBeTruthy();
  });
});

describe('after an install', () => {
  // Last: the app stays installed for the rest of this page's life.
  it('says it is installed once the reader accepts, in Bengali', async () => {
    await i18n.changeLanguage('bn');
    const { user } = renderPage(<InstallApp />);
    offerInstall('accepted');
    await user.click(await screen.findByRole('button', { name: 'ঘরবাড়ি ইনস্টল করুন' }));
    expect(await screen.findByText(/ঘরবাড়ি এই ডিভাইসে ইনস্টল করা আছে/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
