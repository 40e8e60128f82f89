import { LIMITS } from '@ghorbari/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderPage } from '../../test/render.tsx';
import { DocumentRow } from './document-row.tsx';

const noop = () => undefined;

async function chooseFile(file: File) {
  await i18n.changeLanguage('bn');
  await i18n.loadNamespaces(['documents', 'enums', 'messages']);
  const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
  const { container } = renderPage(
    <ul>
      <DocumentRow postId="S-1" kind="deed" document={null} onView={noop} onDelete={noop} />
    </ul>,
  );
  await screen.findByRole('button', { name: 'দলিল যোগ করুন' });
  // As the picker hands it over (a phone's picker does not always honour `accept`).
  fireEvent.change(container.querySelector<HTMLInputElement>('input[type=file]')!, { target: { files: [file] } });
  return open;
}

describe('adding a land document', () => {
  it('refuses a file over the limit before sending it', async () => {
    const big = new File([new Uint8Array(LIMITS.document.maxBytes + 1)], 'dolil.jpg', { type: 'image/jpeg' });
    const open = await chooseFile(big);
    expect((await screen.findByRole('alert')).textContent).toBe(i18n.t('messages:validation.documentTooLarge'));
    expect(open).not.toHaveBeenCalled();
  });

  it('refuses a file that is neither a photo nor a PDF', async () => {
    const open = await chooseFile(new File(['hello'], 'dolil.docx', { type: 'application/msword' }));
    expect((await screen.findByRole('alert')).textContent).toBe(i18n.t('messages:validation.documentFileType'));
    expect(open).not.toHaveBeenCalled();
  });
});
