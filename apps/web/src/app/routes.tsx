import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { adminChild, paths, userChild } from '../config/paths.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * What the server does with a route (ADR 015): public pages are rendered on the server and
 * hydrated; pages behind sign-in (and the forms that lead there) get the app shell and render
 * in the browser only.
 */
export interface RouteHandle {
  ssr: boolean;
}
const clientOnly: RouteHandle = { ssr: false };

/**
 * Each page is its own chunk (ARCHITECTURE: front end), loaded by the router before it shows the
 * page: on the server before rendering, in the browser before hydrating or navigating.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

/** The /user layout, with the inbox's unread count handed in (features do not import each other). */
const loadSignedIn = () => import('../features/notifications/signed-in-notifications.ts');
const InboxNavCount = lazy(() => loadSignedIn().then((module) => ({ default: module.InboxNavCount })));
async function userLayout() {
  const { UserLayout } = await import('../features/user/user-layout.tsx');
  return {
    Component: () => (
      <UserLayout
        inboxCount={
          <Suspense fallback={null}>
            <InboxNavCount />
          </Suspense>
        }
      />
    ),
  };
}

const loadStatic = () => import('../features/static-pages/content-page.tsx');
const loadListings = () => import('../features/listings/listing-page.tsx');
const loadPostDetails = () => import('../features/post-details/post-details-page.tsx');
const loadNewPost = () => import('../features/posting/new-post-page.tsx');
const loadEditPost = () => import('../features/posting/edit-post-page.tsx');
const loadFirmForm = () => import('../features/firm-owner/firm-form-page.tsx');
const loadGroupOfferForm = () => import('../features/admin/group-offer-form-page.tsx');
const loadArticleForm = () => import('../features/admin/blog-article-form-page.tsx');
const home = page(() => import('../features/home/home-page.tsx'), 'HomePage');

/** The signed-in user's area (spec §2, protected routes); the layout holds the access guard. */
const userRoutes: RouteObject = {
  path: paths.user,
  lazy: userLayout,
  handle: clientOnly,
  children: [
    { index: true, element: <Navigate to={paths.userProfile} replace /> },
    {
      path: userChild(paths.userProfile),
      lazy: page(() => import('../features/user/profile-dashboard-page.tsx'), 'ProfileDashboardPage'),
    },
    {
      path: userChild(paths.userProfileEdit),
      lazy: page(() => import('../features/user/profile-edit-page.tsx'), 'ProfileEditPage'),
    },
    {
      path: userChild(paths.userSettings),
      lazy: page(() => import('../features/user/profile-settings-page.tsx'), 'ProfileSettingsPage'),
    },
    {
      path: userChild(paths.userInbox),
      lazy: page(() => import('../features/notifications/inbox-page.tsx'), 'InboxPage'),
    },
    {
      path: userChild(paths.userProperties),
      lazy: page(() => import('../features/my-properties/my-properties-page.tsx'), 'MyPropertiesPage'),
    },
    {
      path: userChild(paths.userSavedPosts),
      lazy: page(() => import('../features/saved-posts/saved-posts-page.tsx'), 'SavedPostsPage'),
    },
    { path: userChild(paths.editSellPost), lazy: page(loadEditPost, 'EditPostPage') },
    { path: userChild(paths.editRentPost), lazy: page(loadEditPost, 'EditPostPage') },
    {
      path: userChild(paths.userReviews),
      lazy: page(() => import('../features/my-reviews/my-reviews-page.tsx'), 'MyReviewsPage'),
    },
    {
      path: userChild(paths.userFirms),
      lazy: page(() => import('../features/firm-owner/my-firms-page.tsx'), 'MyFirmsPage'),
    },
    {
      path: userChild(paths.userSearches),
      lazy: page(() => import('../features/saved-searches/my-searches-page.tsx'), 'MySearchesPage'),
    },
    {
      path: userChild(paths.postDocuments),
      lazy: page(() => import('../features/my-properties/post-documents-page.tsx'), 'PostDocumentsPage'),
    },
    { path: userChild(paths.firmApply), lazy: page(loadFirmForm, 'ApplyFirmPage') },
    { path: userChild(paths.firmEdit), lazy: page(loadFirmForm, 'EditFirmPage') },
  ],
};

/**
 * The support and admin area (issue 5). Its layout and pages are lazy chunks that nothing eager
 * imports, so no staff code reaches the public pages' bundle. The layout checks the staff role;
 * the admin-only pages check the admin role.
 */
const adminRoutes: RouteObject = {
  path: paths.admin,
  lazy: page(() => import('../features/admin/admin-layout.tsx'), 'AdminLayout'),
  handle: clientOnly,
  children: [
    { index: true, lazy: page(() => import('../features/admin/dashboard-page.tsx'), 'DashboardPage') },
    { path: adminChild(paths.adminQueue), lazy: page(() => import('../features/admin/queue-page.tsx'), 'QueuePage') },
    { path: adminChild(paths.adminPost), lazy: page(() => import('../features/admin/review-page.tsx'), 'ReviewPage') },
    { path: adminChild(paths.adminUsers), lazy: page(() => import('../features/admin/users-page.tsx'), 'UsersPage') },
    { path: adminChild(paths.adminUser), lazy: page(() => import('../features/admin/user-page.tsx'), 'UserPage') },
    { path: adminChild(paths.adminAudit), lazy: page(() => import('../features/admin/audit-page.tsx'), 'AuditPage') },
    { path: adminChild(paths.adminFirms), lazy: page(() => import('../features/admin/firms-page.tsx'), 'FirmsPage') },
    {
      path: adminChild(paths.adminReviews),
      lazy: page(() => import('../features/admin/reviews-queue-page.tsx'), 'ReviewsQueuePage'),
    },
    {
      path: adminChild(paths.adminGroupOffers),
      lazy: page(() => import('../features/admin/group-offers-page.tsx'), 'GroupOffersPage'),
    },
    { path: adminChild(paths.adminGroupOfferNew), lazy: page(loadGroupOfferForm, 'NewGroupOfferPage') },
    { path: adminChild(paths.adminGroupOfferEdit), lazy: page(loadGroupOfferForm, 'EditGroupOfferPage') },
    { path: adminChild(paths.adminLeads), lazy: page(() => import('../features/admin/leads-page.tsx'), 'LeadsPage') },
    {
      path: adminChild(paths.adminBlog),
      lazy: page(() => import('../features/admin/blog-articles-page.tsx'), 'BlogArticlesPage'),
    },
    { path: adminChild(paths.adminBlogNew), lazy: page(loadArticleForm, 'NewArticlePage') },
    { path: adminChild(paths.adminBlogEdit), lazy: page(loadArticleForm, 'EditArticlePage') },
    {
      path: adminChild(paths.adminBlogComments),
      lazy: page(() => import('../features/admin/blog-comments-page.tsx'), 'BlogCommentsPage'),
    },
    {
      path: adminChild(paths.adminReports),
      lazy: page(() => import('../features/admin/reports-page.tsx'), 'ReportsPage'),
    },
  ],
};

/** Every route of spec §2, shared by the browser's router and the server's renderer. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: home },
      { path: paths.homeAlias, lazy: home },
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
      { path: paths.propertySearch, lazy: page(() => import('../features/search/search-page.tsx'), 'SearchPage') },
      { path: paths.buySell, lazy: page(loadListings, 'BuySellPage') },
      { path: paths.rent, lazy: page(loadListings, 'RentPage') },
      { path: paths.blog, lazy: page(() => import('../features/blog/blog-page.tsx'), 'BlogPage') },
      {
        path: paths.groupBuilding,
        lazy: page(() => import('../features/group-building/group-page.tsx'), 'GroupBuildingPage'),
      },
      { path: paths.interior, lazy: page(() => import('../features/interior/interior-page.tsx'), 'InteriorPage') },
      {
        path: paths.interiorDetails,
        lazy: page(() => import('../features/interior/firm-details-page.tsx'), 'FirmDetailsPage'),
      },
      {
        path: paths.interiorGallery,
        lazy: page(() => import('../features/interior/firm-gallery-page.tsx'), 'FirmGalleryPage'),
      },
      {
        path: paths.signIn,
        lazy: page(() => import('../features/auth/sign-in-page.tsx'), 'SignInPage'),
        handle: clientOnly,
      },
      {
        path: paths.register,
        lazy: page(() => import('../features/auth/register-page.tsx'), 'RegisterPage'),
        handle: clientOnly,
      },
      {
        path: paths.forgotPassword,
        lazy: page(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
        handle: clientOnly,
      },
      {
        path: paths.resetPassword,
        lazy: page(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
        handle: clientOnly,
      },
      { path: paths.buySellDetails, lazy: page(loadPostDetails, 'BuySellDetailsPage') },
      { path: paths.rentDetails, lazy: page(loadPostDetails, 'RentDetailsPage') },
      {
        path: paths.profileDetails,
        lazy: page(() => import('../features/profile/public-profile-page.tsx'), 'PublicProfilePage'),
      },
      {
        path: paths.groupDetails,
        lazy: page(() => import('../features/group-building/group-details-page.tsx'), 'GroupDetailsPage'),
      },
      { path: paths.blogPostDetails, lazy: page(() => import('../features/blog/article-page.tsx'), 'ArticlePage') },
      // Posting: signed in, and the page's own guard (account 'normal' with a phone).
      { path: paths.sellPost, lazy: page(loadNewPost, 'SellPostPage'), handle: clientOnly },
      { path: paths.rentPost, lazy: page(loadNewPost, 'RentPostPage'), handle: clientOnly },
      userRoutes,
      adminRoutes,
      { path: '*', lazy: page(() => import('../features/not-found/not-found-page.tsx'), 'NotFoundPage') },
    ],
  },
];
