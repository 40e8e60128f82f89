import type { Lead } from '@ghorbari/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { LeadEditor } from './lead-editor.tsx';

const lead: Lead = {
  id: '6ade697b-398d-4071-9a7f-ecf818248199',
  offer: { PostID: 'G-12', title: 'Eight storeys in Pallabi' },
  name: 'Sabrina Yasmin',
  occupation: 'Teacher',
  phone: '01711402215',
  division: null,
  location: null,
  member: null,
  status: 'new',
  note: null,
  createdAt: '2026-11-22T19:06:21.953Z',
  updatedAt: '2026-11-22T19:06:21.953Z',
};

/** Support records a call: the status and the note go together, and only once something changed. */
describe('a lead’s follow-up', () => {
  it('saves the new status with the note trimmed, and nothing before a change', async () => {
    const sent = stubApi({
      [`PUT /api/admin/leads/${lead.id}`]: ({ body }) => ({
        json: { success: true, message: 'Lead updated', lead: { ...lead, ...(body as object) } },
      }),
    });
    const { user } = renderPage(<LeadEditor lead={lead} layout="card" />);
    const save = screen.getByRole('button', { name: /Save/ });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await user.selectOptions(screen.getByLabelText(/Status/), 'called');
    await user.type(screen.getByLabelText(/Note/), '  Coming to the site on Sunday  ');
    expect((save as HTMLButtonElement).disabled).toBe(false);
    await user.click(save);

    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: `/api/admin/leads/${lead.id}`,
      body: { status: 'called', note: 'Coming to the site on Sunday' },
    });
  });

  it('starts from the saved note, and a change back to it is no change', async () => {
    stubApi({});
    const { user } = renderPage(
      <LeadEditor lead={{ ...lead, status: 'called', note: 'Call on Sunday' }} layout="row" />,
    );
    expect((screen.getByLabelText(/Note/) as HTMLTextAreaElement).value).toBe('Call on Sunday');
    expect((screen.getByLabelText(/Status/) as HTMLSelectElement).value).toBe('called');
    await user.selectOptions(screen.getByLabelText(/Status/), 'joined');
    const save = () => screen.getByRole<HTMLButtonElement>('button', { name: /Save/ });
    expect(save().disabled).toBe(false);
    await user.selectOptions(screen.getByLabelText(/Status/), 'called');
    expect(save().disabled).toBe(true);
  });
});
