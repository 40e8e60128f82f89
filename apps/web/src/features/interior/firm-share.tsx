import { ShareOptions } from '../../components/share-options.tsx';
import { useFirstRender } from '../../lib/first-render.tsx';
import { firmUrl } from './firm-links.ts';

/** A firm's share options: its name and its own address, as posts have. */
export function FirmShare({ firmId, name }: { firmId: string; name: string }) {
  return <ShareOptions id="firm-share-title" title={name} url={firmUrl(firmId, useFirstRender().origin)} />;
}
