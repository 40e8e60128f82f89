import { KeyRound, Plus, Tag } from '../../components/inline-icons.tsx';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../lib/navigation/navigation.tsx';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { IconBadge } from '../../components/icon-badge.tsx';

/**
 * The two kinds of ad a member can post (issue 12, defect 1). Signed-out readers follow the same
 * links: the posting pages' guard sends them to sign-in and back.
 */
export const postAdChoices = [
  { kind: 'sell', to: paths.sellPost, Icon: Tag },
  { kind: 'rent', to: paths.rentPost, Icon: KeyRound },
] as const;

const PANEL_WIDTH = 272;
const EDGE = 8;

/** Where the panel goes so it stays on screen: under the button, right edges aligned when there is room. */
function panelPlacement(button: HTMLElement): CSSProperties {
  const rect = button.getBoundingClientRect();
  const viewport = document.documentElement.clientWidth;
  const width = Math.min(PANEL_WIDTH, viewport - 2 * EDGE);
  const left = Math.max(EDGE, Math.min(rect.right - width, viewport - width - EDGE));
  return { left: left - rect.left, width };
}

interface PostAdButtonProps {
  /** 'header': compact, for the navbar (phones included); 'page': a page's main action. */
  variant?: 'header' | 'page';
  className?: string;
}

/**
 * "Post an ad": a button that opens a small panel with the choice of selling or renting out.
 * A disclosure of two links rather than a menu widget (WAI-ARIA disclosure navigation), made
 * by hand because the navbar is part of the home page's first download (its budget: 140 KB then,
 * 110 KB since issue 30). Escape, a click outside, or focus leaving it closes the panel.
 */
export function PostAdButton({ variant = 'page', className }: PostAdButtonProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The panel remembers the page it was opened on, so leaving the page (even by "back") closes it.
  const [opened, setOpened] = useState<{ on: string; style: CSSProperties } | null>(null);
  const placement = opened?.on === pathname ? opened.style : null;
  const open = placement !== null;
  const setPlacement = (style: CSSProperties | null) => setOpened(style ? { on: pathname, style } : null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpened(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpened(null);
      buttonRef.current?.focus();
    };
    // Phones resize as their address bar slides away: keep the panel, placed anew.
    const onResize = () =>
      setOpened((current) =>
        current && buttonRef.current ? { ...current, style: panelPlacement(buttonRef.current) } : current,
      );
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [open]);

  const header = variant === 'header';
  return (
    <div
      ref={rootRef}
      className={cn('relative', className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPlacement(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        data-testid={header ? 'post-ad-header' : 'post-ad'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) => setPlacement(open ? null : panelPlacement(event.currentTarget))}
        className={cn(
          'inline-flex h-11 items-center gap-1.5 whitespace-nowrap rounded-md font-semibold',
          'bg-accent-600 text-white hover:bg-accent-500 aria-expanded:bg-accent-500',
          header ? 'px-2.5 text-[15px] sm:px-4' : 'px-5',
        )}
      >
        {/* On the narrowest phones the header keeps only the words, so logo, bell and menu still fit. */}
        <Plus aria-hidden size={18} strokeWidth={2.5} className={header ? 'max-[379px]:hidden' : undefined} />
        {t('postAd.button')}
      </button>
      <div
        id={panelId}
        hidden={!open}
        style={placement ?? undefined}
        className="absolute top-full z-50 mt-2 rounded-xl bg-white p-2 text-left shadow-lg ring-1 ring-gray-200"
      >
        <p className="px-3 pb-1 pt-1 text-sm font-semibold text-gray-700">{t('postAd.choose')}</p>
        <ul>
          {postAdChoices.map(({ kind, to, Icon }) => (
            <li key={kind}>
              <Link
                to={to}
                onClick={() => setPlacement(null)}
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2',
                  'text-gray-900 hover:bg-brand-50 focus-visible:bg-brand-50',
                )}
              >
                <IconBadge icon={Icon} size="xs" tone="brand" className="shrink-0" />
                <span className="min-w-0">
                  <span className="block font-semibold">{t(`postAd.${kind}`)}</span>
                  <span className="block text-sm text-gray-600">{t(`postAd.${kind}Hint`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The same choice as two plain links side by side, where there is room to show both at once. */
export function PostAdLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {postAdChoices.map(({ kind, to, Icon }, index) => (
        <li key={kind}>
          <Link
            to={to}
            className={cn(
              'inline-flex min-h-11 items-center gap-2 rounded-md px-4 font-semibold',
              index === 0
                ? 'bg-brand-700 text-white hover:bg-brand-800'
                : 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
            )}
          >
            <Icon aria-hidden size={18} />
            {t(`postAd.${kind}Ad`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
