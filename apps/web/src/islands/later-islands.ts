/**
 * The code of the islands that come alive after the page (`idle` or `visible` in registry.ts).
 * Their imports are here rather than in the registry, which the page's first islands load with:
 * each import carries the list of files its code needs, and a page should not download the lists
 * of islands it may never show before it is live.
 */
export const LATER_ISLANDS = {
  'page-extras': async () => (await import('../app/page-extras.tsx')).PageExtras,
  'post-owner': async () => (await import('../features/post-details/owner-island.tsx')).PostOwnerTools,
  'post-contact': async () => (await import('../features/post-details/contact-section.tsx')).PostContact,
  'post-gallery': async () => (await import('../features/post-details/gallery.tsx')).Gallery,
  'post-share': async () => (await import('../features/post-details/share-options.tsx')).PostShare,
  'post-report': async () => (await import('../features/post-details/post-report.tsx')).PostReport,
  'post-location': async () => (await import('../features/post-details/post-location.tsx')).PostLocationIsland,
  'land-size': async () => (await import('../features/post-details/land-size.tsx')).LandSize,
  'home-loan': async () => (await import('../domain/home-loan/loan-calculator.tsx')).LoanCalculator,
  'compare-toggle': async () => (await import('../domain/compare/compare-button.tsx')).CompareButton,
  'similar-homes': async () => (await import('../features/post-details/similar-homes.tsx')).SimilarHomes,
  'article-share': async () => (await import('../components/share-options.tsx')).ShareOptions,
  'article-comments': async () => (await import('../features/blog/comments/article-comments.tsx')).ArticleComments,
  'firm-contact': async () => (await import('../features/interior/firm-contact.tsx')).FirmContactIsland,
  'firm-owner-bar': async () => (await import('../features/interior/owner-bar.tsx')).OwnerBarIsland,
  'firm-photos': async () => (await import('../features/interior/firm-photos.tsx')).FirmPhotos,
  'firm-reviews': async () => (await import('../features/interior/reviews/review-section.tsx')).ReviewSectionIsland,
  'post-filters': async () => (await import('../domain/search/post-search/post-search-islands.tsx')).PostFiltersIsland,
  'post-results-actions': async () =>
    (await import('../domain/search/post-search/post-search-islands.tsx')).PostResultsActionsIsland,
  'post-clear': async () => (await import('../domain/search/post-search/post-search-islands.tsx')).PostClearIsland,
  'post-save-search': async () =>
    (await import('../domain/search/post-search/post-search-islands.tsx')).SaveSearchIsland,
  'search-form': async () => (await import('../features/search/search-islands.tsx')).SearchFormIsland,
  'search-sort': async () => (await import('../features/search/search-islands.tsx')).SearchSortIsland,
  'group-contact': async () => (await import('../features/group-building/group-contact.tsx')).GroupContactIsland,
  'group-interest-dialog': async () =>
    (await import('../features/group-building/interest-dialog.tsx')).OfferInterestDialog,
  'group-gallery': async () => (await import('../features/group-building/group-gallery.tsx')).GroupGallery,
  'group-interest': async () =>
    (await import('../features/group-building/group-interest-island.tsx')).GroupInterestIsland,
};
