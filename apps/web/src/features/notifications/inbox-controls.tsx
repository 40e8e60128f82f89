import type { NotificationCounts, NotificationView } from '@ghorbari/contracts';
import { BellRing, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { SEARCH_MAX } from './inbox-query.ts';
import { VIEWS, type ConnectionStatus, type NotificationQuery } from './notifications-state.ts';
import { cn } from '../../lib/class-names.ts';

/** The search waits for a pause in typing before it asks the server. */
const SEARCH_DEBOUNCE_MS = 350;

/** The search box: the address follows what is typed after a short pause, or at once on Enter. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('inbox');
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed by itself (back button, "clear search"): show what it says.
  if (shown !== value) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return;
    const timer = setTimeout(() => onSearch(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className="min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-800">
        {t('search.label')}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          size={18}
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-gray-500"
        />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={SEARCH_MAX}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          className={cn(
            'h-11 w-full rounded-md border border-gray-400 bg-white pl-10',
            text ? 'pr-11' : 'pr-3',
            'text-[16px] text-gray-900 placeholder:text-gray-500',
            '[&::-webkit-search-cancel-button]:hidden',
          )}
        />
        {text ? (
          <button
            type="button"
            onClick={() => {
              setText('');
              onSearch('');
            }}
            aria-label={t('search.clear')}
            className={cn(
              'absolute right-0 top-0 inline-flex h-11 w-11 items-center',
              'justify-center rounded-md text-gray-600 hover:text-gray-900',
            )}
          >
            <X aria-hidden size={18} />
          </button>
        ) : null}
      </div>
    </form>
  );
}

export function SortSelect({
  value,
  onChange,
}: {
  value: NotificationQuery['sort'];
  onChange: (sort: NotificationQuery['sort']) => void;
}) {
  const { t } = useTranslation('inbox');
  const id = useId();
  return (
    <div className="w-36 shrink-0 sm:w-48">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-800">
        {t('sort.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value === 'asc' ? 'asc' : 'desc')}
        className="h-11 w-full rounded-md border border-gray-400 bg-white px-2 text-[16px] text-gray-900 sm:px-3"
      >
        <option value="desc">{t('sort.desc')}</option>
        <option value="asc">{t('sort.asc')}</option>
      </select>
    </div>
  );
}

export const tabId = (view: NotificationView) => `inbox-tab-${view}`;
export const INBOX_PANEL_ID = 'inbox-panel';

/** All, Unread, Read with their counts: a WAI-ARIA tablist (arrow keys, Home and End). */
export function ViewTabs({
  view,
  counts,
  onChange,
}: {
  view: NotificationView;
  counts: NotificationCounts | null;
  onChange: (view: NotificationView) => void;
}) {
  const { t } = useTranslation('inbox');
  const language = useLanguage();
  const refs = useRef(new Map<NotificationView, HTMLButtonElement>());
  function onKeyDown(event: KeyboardEvent) {
    const index = VIEWS.indexOf(view);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: VIEWS.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = VIEWS[(target + VIEWS.length) % VIEWS.length]!;
    onChange(next);
    refs.current.get(next)?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      onKeyDown={onKeyDown}
      className="-mx-4 mb-3 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:px-0"
    >
      {VIEWS.map((each) => {
        const active = each === view;
        return (
          <button
            key={each}
            ref={(node) => {
              if (node) refs.current.set(each, node);
              else refs.current.delete(each);
            }}
            type="button"
            role="tab"
            id={tabId(each)}
            aria-selected={active}
            aria-controls={INBOX_PANEL_ID}
            tabIndex={active ? 0 : -1}
            onClick={() => onChange(each)}
            className={cn(
              'inline-flex h-11 shrink-0 items-center gap-2 whitespace-nowrap',
              'rounded-full px-4 text-[15px] font-semibold',
              active ? 'bg-brand-700 text-white' : 'bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50',
            )}
          >
            {t(`tabs.${each}`)}
            {counts ? (
              <span
                data-testid={`count-${each}`}
                className={`rounded-full px-2 text-sm ${active ? 'bg-brand-900' : 'bg-gray-100'}`}
              >
                {formatNumber(counts[each], language)}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

/** Whether new notifications arrive by themselves right now. */
export function LiveStatus({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation('inbox');
  const text =
    status === 'connected' ? t('live.connected') : status === 'connecting' ? t('live.connecting') : t('live.offline');
  const dot = status === 'connected' ? 'bg-brand-600' : status === 'connecting' ? 'bg-amber-500' : 'bg-gray-400';
  return (
    <p data-testid="live-status" data-status={status} className="inline-flex items-center gap-2 text-sm text-gray-700">
      <span aria-hidden className={`h-2.5 w-2.5 rounded-full ${dot}`} />
      {text}
    </p>
  );
}

type Permission = NotificationPermission | 'unsupported';
const currentPermission = (): Permission => ('Notification' in window ? window.Notification.permission : 'unsupported');

/**
 * "Turn on alerts": the browser asks for permission only after this click (spec §8: only where
 * supported and not already denied), never on page load. On phones its hint is only read out.
 */
export function AlertsSwitch() {
  const { t } = useTranslation('inbox');
  const hintId = useId();
  const [permission, setPermission] = useState<Permission>(currentPermission);
  if (permission === 'granted' || permission === 'unsupported') return null;
  if (permission === 'denied') return <p className="max-w-xs text-sm text-gray-700">{t('alerts.blocked')}</p>;
  return (
    <div className="flex shrink-0 flex-col items-start gap-1">
      <button
        type="button"
        aria-describedby={hintId}
        onClick={() => {
          if (currentPermission() === 'denied') return setPermission('denied');
          void window.Notification.requestPermission().then(setPermission, (error: unknown) =>
            console.warn('alert permission not asked', error),
          );
        }}
        className={cn(
          'inline-flex h-11 items-center gap-2 rounded-md border border-brand-700',
          'px-4 font-semibold text-brand-800 hover:bg-brand-50',
        )}
      >
        <BellRing aria-hidden size={18} />
        {t('alerts.turnOn')}
      </button>
      <p id={hintId} className="sr-only max-w-xs text-sm text-gray-700 sm:not-sr-only">
        {t('alerts.hint')}
      </p>
    </div>
  );
}
