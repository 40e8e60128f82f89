import type { QueueItem } from '@ghorbari/contracts';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { memberData, postDetail } from '../../test/factories.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { QueueItemCard } from './queue-item.tsx';
import { ReportGroupCard } from './report-group-card.tsx';
import type { StaffContext } from './staff-context.ts';

/**
 * Issue 62: the staff pages write a post's number as the public pages do, in the reader's digits
 * (S-202 reads S-২০২ in Bengali); links and calls keep it as stored.
 */

const item: QueueItem = {
  ...postDetail({ PostID: 'S-202', postTitle: 'Flat in Mirpur 10' }),
  edited: false,
  liveEdit: false,
  wait: { submittedAt: '2025-11-20T05:00:00.000Z', officeMinutes: 20, overdue: false },
  poster: { _id: 'user-2', name: 'Karim Mia', email: 'karim@example.com', phone: null },
  payment: { called: false, confirmed: false },
  signals: { photoMatches: 0, phoneAccounts: 1, phoneOfDisabledAccount: false },
  claim: null,
};

const staff: StaffContext = { user: memberData({ role: 'support' }), isAdmin: false };

/** As the staff layout gives its pages: the signed-in staff member in the outlet's context. */
function AsStaff({ children }: { children: ReactNode }) {
  return (
    <Routes>
      <Route element={<Outlet context={staff} />}>
        <Route path="*" element={children} />
      </Route>
    </Routes>
  );
}

/** Place names of the card's line, as the locations API answers (empty: the division's name shows). */
const stubPlaces = () =>
  stubApi({
    'GET /api/locations/divisions/dhaka/districts': () => ({ json: { districts: [] } }),
    [`GET /api/locations/districts/${item.location.district}/sub-districts`]: () => ({ json: { subDistricts: [] } }),
  });

describe('post numbers on the staff pages', () => {
  it('shows a queued post as S-২০২ in Bengali, and links it as S-202', async () => {
    await i18n.changeLanguage('bn');
    stubPlaces();
    const { container } = renderPage(
      <AsStaff>
        <QueueItemCard item={item} filters={{}} />
      </AsStaff>,
    );
    expect(await screen.findByText(/S-২০২/)).toBeTruthy();
    expect(container.textContent).not.toContain('S-202');
    expect(screen.getByRole('link', { name: 'Flat in Mirpur 10' }).getAttribute('href')).toBe('/admin/posts/S-202');
  });

  it('keeps S-202 in English', async () => {
    stubPlaces();
    renderPage(
      <AsStaff>
        <QueueItemCard item={item} filters={{}} />
      </AsStaff>,
    );
    expect(await screen.findByText(/S-202/)).toBeTruthy();
  });

  it('shows a reported listing’s number in Bengali digits', async () => {
    await i18n.changeLanguage('bn');
    const { container } = renderPage(
      <ReportGroupCard
        group={{
          kind: 'post',
          listingId: 'R-2052',
          title: 'ভাড়া: মিরপুরে ফ্ল্যাট',
          path: '/Property-Rent-Details/R-2052',
          live: true,
          owner: null,
          count: 1,
          reasons: [{ reason: 'advance-money', count: 1 }],
          newestAt: '2025-11-20T05:00:00.000Z',
          reports: [],
        }}
        onDecided={() => undefined}
      />,
    );
    expect(screen.getByText('R-২০৫২')).toBeTruthy();
    expect(container.textContent).not.toContain('R-2052');
  });
});
