import type { ReactNode } from 'react';

/** The green band every content page opens with: the page's one h1 and its intro. */
export function PageHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-br from-brand-800 to-brand-700 text-white">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-semibold leading-tight sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 max-w-3xl text-base text-white/90 sm:text-lg">{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}

/** A list page's own h1 and its intro line, on the page's background (the listings, the directories, the blog). */
export function ListPageTitle({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 max-w-3xl text-[16px] text-gray-700">{intro}</p>
    </>
  );
}
