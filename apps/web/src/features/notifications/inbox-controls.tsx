import type { NotificationCounts, NotificationView } from '@ghorbari/contracts';
import { BellRing } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountTabs } from '../../components/count-tabs.tsx';
import { SearchInput } from '../../components/search-input.tsx';
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
      <SearchInput
        id={id}
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
        clear={{
          label: t('search.clear'),
          onClear: () => {
            setText('');
            onSearch('');
          },
        }}
      />
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
  return (
    <CountTabs
      label={t('tabs.label')}
      tabs={VIEWS}
      selected={view}
      onSelect={onChange}
      name={(each) => t(`tabs.${each}`)}
      count={(each) => (counts ? counts[each] : null)}
      tabId={tabId}
      panelId={() => INBOX_PANEL_ID}
      selectedCountClass="bg-brand-900"
      countTestId={(each) => `count-${each}`}
      language={language}
      className="mb-3"
    />
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
