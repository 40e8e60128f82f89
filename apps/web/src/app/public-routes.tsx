import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { clientOnlyTitled, islandPage, page } from './lazy-page.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

const loadStatic = () => import('../features/static-pages/content-page.tsx');
const loadListings = () => import('../features/listings/listing-page.tsx');
const loadPostDetails = () => import('../features/post-details/post-details-page.tsx');
const loadNewPost = () => import('../features/posting/new-post-page.tsx');
const home = page(() => import('../features/home/home-page.tsx'), 'HomePage');

/** The root route's id, under which the browser's router adds the private areas. */
export const ROOT_ROUTE_ID = 'root';

/**
 * Every public route of spec §2 under the root layout, with `areas` (the /user and /admin areas,
 * or none yet in the browser) beside them.
 */
export const appRoutes = (areas: RouteObject[]): RouteObject[] => [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: home, handle: islandPage },
      { path: paths.homeAlias, lazy: home, handle: islandPage },
      {
        path: paths.customerCare,
        lazy: page(() => import('../features/static-pages/customer-care-page.tsx'), 'CustomerCarePage'),
      },
      { path: paths.faq, lazy: page(() => import('../features/static-pages/faq-page.tsx'), 'FaqPage') },
      { path: paths.fastSellRent, lazy: page(loadStatic, 'FastSellRentPage') },
      { path: paths.aboutUs, lazy: page(loadStatic, 'AboutUsPage') },
      { path: paths.terms, lazy: page(loadStatic, 'TermsPage') },
      { path: paths.privacy, lazy: page(loadStatic, 'PrivacyPage') },
      { path: paths.staySafe, lazy: page(loadStatic, 'StaySafePage') },
      { path: paths.contactUs, lazy: page(() => import('../features/static-pages/contact-page.tsx'), 'ContactUsPage') },
      {
        path: paths.downloadApp,
        lazy: page(() => import('../features/static-pages/download-app-page.tsx'), 'DownloadAppPage'),
      },
      // Search (issue 17): posts, group offers and firms, with the filters in the URL.
      {
        path: paths.propertySearch,
        lazy: page(() => import('../features/search/search-page.tsx'), 'SearchPage'),
        handle: islandPage,
      },
      { path: paths.buySell, lazy: page(loadListings, 'BuySellPage'), handle: islandPage },
      { path: paths.rent, lazy: page(loadListings, 'RentPage'), handle: islandPage },
      { path: paths.blog, lazy: page(() => import('../features/blog/blog-page.tsx'), 'BlogPage') },
      {
        path: paths.groupBuilding,
        lazy: page(() => import('../features/group-building/group-page.tsx'), 'GroupBuildingPage'),
        handle: islandPage,
      },
      {
        path: paths.interior,
        lazy: page(() => import('../features/interior/interior-page.tsx'), 'InteriorPage'),
        handle: islandPage,
      },
      {
        path: paths.interiorDetails,
        lazy: page(() => import('../features/interior/firm-details-page.tsx'), 'FirmDetailsPage'),
        handle: islandPage,
      },
      {
        path: paths.interiorGallery,
        lazy: page(() => import('../features/interior/firm-gallery-page.tsx'), 'FirmGalleryPage'),
        handle: islandPage,
      },
      {
        path: paths.signIn,
        lazy: page(() => import('../features/auth/sign-in-page.tsx'), 'SignInPage'),
        handle: clientOnlyTitled('account:signIn.metaTitle'),
      },
      {
        path: paths.register,
        lazy: page(() => import('../features/auth/register-page.tsx'), 'RegisterPage'),
        handle: clientOnlyTitled('account:register.metaTitle'),
      },
      {
        path: paths.forgotPassword,
        lazy: page(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
        handle: clientOnlyTitled('account:forgot.metaTitle'),
      },
      {
        path: paths.resetPassword,
        lazy: page(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
        handle: clientOnlyTitled('account:reset.metaTitle'),
      },
      // The SMS's one-tap link (issue 41): no sign-in, the token alone; only in the browser.
      {
        path: paths.stillAvailable,
        lazy: page(() => import('../features/my-properties/still-available-page.tsx'), 'StillAvailablePage'),
        handle: clientOnlyTitled('posting:stillAvailable.title'),
      },
      // What a home costs each month on a loan (issue 44): the calculator on a page of its own.
      {
        path: paths.homeLoan,
        lazy: page(() => import('../features/home-loan/home-loan-page.tsx'), 'HomeLoanPage'),
        handle: islandPage,
      },
      // Listings side by side (issue 44): the list is on the device, so only in the browser.
      {
        path: paths.compare,
        lazy: page(() => import('../features/compare/compare-page.tsx'), 'ComparePage'),
        handle: clientOnlyTitled('compare:title'),
      },
      { path: paths.buySellDetails, lazy: page(loadPostDetails, 'BuySellDetailsPage'), handle: islandPage },
      { path: paths.rentDetails, lazy: page(loadPostDetails, 'RentDetailsPage'), handle: islandPage },
      {
        path: paths.profileDetails,
        lazy: page(() => import('../features/profile/public-profile-page.tsx'), 'PublicProfilePage'),
      },
      {
        path: paths.groupDetails,
        lazy: page(() => import('../features/group-building/group-details-page.tsx'), 'GroupDetailsPage'),
        handle: islandPage,
      },
      {
        path: paths.blogPostDetails,
        lazy: page(() => import('../features/blog/article-page.tsx'), 'ArticlePage'),
        handle: islandPage,
      },
      // Posting: signed in, and the page's own guard (account 'normal' with a phone).
      {
        path: paths.sellPost,
        lazy: page(loadNewPost, 'SellPostPage'),
        handle: clientOnlyTitled('posting:page.sellTitle'),
      },
      {
        path: paths.rentPost,
        lazy: page(loadNewPost, 'RentPostPage'),
        handle: clientOnlyTitled('posting:page.rentTitle'),
      },
      ...areas,
      { path: '*', lazy: page(() => import('../features/not-found/not-found-page.tsx'), 'NotFoundPage') },
    ],
  },
];
