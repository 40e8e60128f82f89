import type { FirmDetail } from '@ghorbari/contracts';
import { KeyRound, MessageSquareText } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../../config/paths.ts';
import { outlineButton } from '../../../lib/button-styles.ts';
import { cn } from '../../../lib/class-names.ts';
import { formatDigits } from '../../../lib/format.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useLocation, useNavigate } from '../../../lib/navigation/navigation.tsx';
import { useSession } from '../../../lib/session/session.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useMyCodeRequest, type MyCodeRequest } from './api/code-request.ts';

/** The form (its fields, the number's proof) loads only when someone opens it. */
const AskCodeDialog = lazy(() => import('./ask-code-dialog.tsx').then((module) => ({ default: module.AskCodeDialog })));

/** `?ask-code=1`: a visitor sent to sign in from "Ask for a code" comes back to the open dialog. */
const ASK_FLAG = 'ask-code';
const hasAskFlag = (search: string) => new URLSearchParams(search).get(ASK_FLAG) === '1';
function withoutAskFlag(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(ASK_FLAG);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Where my request to the firm stands: asked and waiting, the code sent by SMS, or declined. */
function RequestStatus({ request }: { request: MyCodeRequest }) {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  const phone = formatDigits(request.clientPhone, language);
  const date = formatDate(request.smsSentAt ?? request.answeredAt ?? request.askedAt, language);
  return (
    <p role="status" data-testid="code-request-status" className="text-[15px] text-gray-800">
      {t(`askCode.status.${request.status}`, { phone, date })}
    </p>
  );
}

/**
 * Under "Only clients can review" on a firm's page (issue 64, ADR 082): a client without a code
 * asks the firm for one here (signed out: sign in and come back), and sees where the request
 * stands; once answered, they may ask again for another job. Not shown to the firm's owner.
 */
export function AskCodePanel({ firm }: { firm: FirmDetail }) {
  const { t } = useTranslation('reviews');
  const { user, loading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // Once the request is sent its button is gone: the focus comes back to the panel, which says where it stands.
  const panel = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  const mine = useMyCodeRequest(firm.PostID, Boolean(user) && !firm.isOwner);
  if (firm.isOwner) return null;

  const returning = Boolean(user) && hasAskFlag(location.search);
  const request = user ? mine.data : null;
  const open = () => {
    if (!user) {
      void navigate(href.signIn(`${location.pathname}?${ASK_FLAG}=1`));
      return;
    }
    setAsking(true);
  };
  const close = () => {
    setAsking(false);
    if (hasAskFlag(location.search)) {
      void navigate(
        { search: withoutAskFlag(location.search), hash: location.hash },
        { replace: true, addressOnly: true },
      );
    }
  };

  return (
    <div
      ref={panel}
      tabIndex={-1}
      data-testid="ask-code-panel"
      className="mt-3 flex items-start gap-3 rounded-lg bg-brand-50 p-3 ring-1 ring-brand-100 outline-none sm:p-4"
    >
      <KeyRound aria-hidden size={22} className="mt-0.5 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1 space-y-2">
        {request ? (
          <RequestStatus request={request} />
        ) : (
          <>
            <h3 className="font-semibold text-gray-900">{t('askCode.noCode')}</h3>
            <p className="text-[15px] text-gray-800">{t('askCode.intro')}</p>
          </>
        )}
        {request?.status === 'open' ? null : (
          <button
            type="button"
            onClick={open}
            disabled={loading || (Boolean(user) && mine.isPending)}
            className={cn(outlineButton, 'bg-white')}
          >
            <MessageSquareText aria-hidden size={18} />
            {request ? t('askCode.askAgain') : t('askCode.open')}
          </button>
        )}
      </div>
      {asking || returning ? (
        <Suspense fallback={null}>
          <AskCodeDialog
            firm={firm}
            open
            onClose={close}
            returnFocus={request?.status === 'open' ? panel : undefined}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
