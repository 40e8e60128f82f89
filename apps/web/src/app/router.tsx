import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CardListSkeleton, DetailSkeleton, PageSkeleton } from '../components/skeletons.tsx';
import { adminChild, paths, userChild } from '../config/paths.ts';
import type { PlaceholderKey } from '../features/placeholders/coming-soon-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Each page is its own chunk (ARCHITECTURE: front end); the home page stays small. */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  fallback: ReactNode = <PageSkeleton />,
): ReactNode {
  const Component = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return (
    <Suspense fallback={fallback}>
      <Component />
    </Suspense>
  );
}

const loadStatic = () => import('../features/static-pages/content-page.tsx');
const loadPlaceholder = () => import('../features/placeholders/coming-soon-page.tsx');
const ComingSoon = lazy(() => loadPlaceholder().then((module) => ({ default: module.ComingSoonPage })));

function placeholder(titleKey: PlaceholderKey, fallback: ReactNode = <PageSkeleton />): ReactNode {
  return (
    <Suspense fallback={fallback}>
      <ComingSoon titleKey={titleKey} />
    </Suspense>
  );
}

/** The /user layout, with the inbox's unread count handed in (features do not import each other). */
const loadSignedIn = () => import('../features/notifications/signed-in-notifications.ts');
const InboxNavCount = lazy(() => loadSignedIn().then((module) => ({ default: module.InboxNavCount })));
const UserLayout = lazy(() =>
  import('../features/user/user-layout.tsx').then((module) => ({ default: module.UserLayout })),
);
const userLayout = (
  <Suspense fallback={<PageSkeleton />}>
    <UserLayout
      inboxCount={
        <Suspense fallback={null}>
          <InboxNavCount />
        </Suspense>
      }
    />
  </Suspense>
);

const loadListings = () => import('../features/listings/listing-page.tsx');
const loadPostDetails = () => import('../features/post-details/post-details-page.tsx');
const home = page(() => import('../features/home/home-page.tsx'), 'HomePage');
const loadMyReviews = () => import('../features/user/coming-soon-panel.tsx');
const loadNewPost = () => import('../features/posting/new-post-page.tsx');
const loadEditPost = () => import('../features/posting/edit-post-page.tsx');

/** The signed-in user's area (spec §2, protected routes); the layout holds the access guard. */
const userRoutes: RouteObject = {
  path: paths.user,
  element: userLayout,
  children: [
    { index: true, element: <Navigate to={paths.userProfile} replace /> },
    {
      path: userChild(paths.userProfile),
      element: page(() => import('../features/user/profile-dashboard-page.tsx'), 'ProfileDashboardPage'),
    },
    {
      path: userChild(paths.userProfileEdit),
      element: page(() => import('../features/user/profile-edit-page.tsx'), 'ProfileEditPage'),
    },
    {
      path: userChild(paths.userSettings),
      element: page(() => import('../features/user/profile-settings-page.tsx'), 'ProfileSettingsPage'),
    },
    {
      path: userChild(paths.userInbox),
      element: page(() => import('../features/notifications/inbox-page.tsx'), 'InboxPage'),
    },
    {
      path: userChild(paths.userProperties),
      element: page(
        () => import('../features/my-properties/my-properties-page.tsx'),
        'MyPropertiesPage',
        <CardListSkeleton />,
      ),
    },
    {
      path: userChild(paths.userSavedPosts),
      element: page(
        () => import('../features/saved-posts/saved-posts-page.tsx'),
        'SavedPostsPage',
        <CardListSkeleton />,
      ),
    },
    { path: userChild(paths.editSellPost), element: page(loadEditPost, 'EditPostPage') },
    { path: userChild(paths.editRentPost), element: page(loadEditPost, 'EditPostPage') },
    { path: userChild(paths.userReviews), element: page(loadMyReviews, 'MyReviewsPage') },
  ],
};

/**
 * The support and admin area (issue 5). Its layout and pages are lazy chunks that nothing eager
 * imports, so no staff code reaches the public pages' bundle. The layout checks the staff role;
 * the admin-only pages check the admin role.
 */
const adminRoutes: RouteObject = {
  path: paths.admin,
  element: page(() => import('../features/admin/admin-layout.tsx'), 'AdminLayout'),
  children: [
    { index: true, element: page(() => import('../features/admin/dashboard-page.tsx'), 'DashboardPage') },
    {
      path: adminChild(paths.adminQueue),
      element: page(() => import('../features/admin/queue-page.tsx'), 'QueuePage', <CardListSkeleton />),
    },
    {
      path: adminChild(paths.adminPost),
      element: page(() => import('../features/admin/review-page.tsx'), 'ReviewPage', <DetailSkeleton />),
    },
    {
      path: adminChild(paths.adminUsers),
      element: page(() => import('../features/admin/users-page.tsx'), 'UsersPage', <CardListSkeleton />),
    },
    {
      path: adminChild(paths.adminUser),
      element: page(() => import('../features/admin/user-page.tsx'), 'UserPage', <DetailSkeleton />),
    },
    {
      path: adminChild(paths.adminAudit),
      element: page(() => import('../features/admin/audit-page.tsx'), 'AuditPage', <CardListSkeleton />),
    },
  ],
};

const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: home },
      { path: paths.homeAlias, element: home },
      {
        path: paths.customerCare,
        element: page(() => import('../features/static-pages/customer-care-page.tsx'), 'CustomerCarePage'),
      },
      { path: paths.faq, element: page(() => import('../features/static-pages/faq-page.tsx'), 'FaqPage') },
      { path: paths.fastSellRent, element: page(loadStatic, 'FastSellRentPage') },
      { path: paths.aboutUs, element: page(loadStatic, 'AboutUsPage') },
      { path: paths.terms, element: page(loadStatic, 'TermsPage') },
      { path: paths.privacy, element: page(loadStatic, 'PrivacyPage') },
      { path: paths.staySafe, element: page(loadStatic, 'StaySafePage') },
      {
        path: paths.contactUs,
        element: page(() => import('../features/static-pages/contact-page.tsx'), 'ContactUsPage'),
      },
      {
        path: paths.downloadApp,
        element: page(() => import('../features/static-pages/download-app-page.tsx'), 'DownloadAppPage'),
      },
      // Pages that later releases fill in; until then each says so tidily.
      { path: paths.propertySearch, element: placeholder('propertySearch') },
      { path: paths.buySell, element: page(loadListings, 'BuySellPage', <CardListSkeleton />) },
      { path: paths.rent, element: page(loadListings, 'RentPage', <CardListSkeleton />) },
      { path: paths.blog, element: placeholder('blog', <CardListSkeleton />) },
      { path: paths.groupBuilding, element: placeholder('groupBuilding', <CardListSkeleton />) },
      { path: paths.interior, element: placeholder('interior', <CardListSkeleton />) },
      { path: paths.interiorDetails, element: placeholder('interiorDetails', <DetailSkeleton />) },
      { path: paths.interiorGallery, element: placeholder('interiorGallery', <DetailSkeleton />) },
      { path: paths.signIn, element: page(() => import('../features/auth/sign-in-page.tsx'), 'SignInPage') },
      { path: paths.register, element: page(() => import('../features/auth/register-page.tsx'), 'RegisterPage') },
      {
        path: paths.forgotPassword,
        element: page(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
      },
      {
        path: paths.resetPassword,
        element: page(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
      },
      { path: paths.buySellDetails, element: page(loadPostDetails, 'BuySellDetailsPage', <DetailSkeleton />) },
      { path: paths.rentDetails, element: page(loadPostDetails, 'RentDetailsPage', <DetailSkeleton />) },
      {
        path: paths.profileDetails,
        element: page(
          () => import('../features/profile/public-profile-page.tsx'),
          'PublicProfilePage',
          <DetailSkeleton />,
        ),
      },
      { path: paths.groupDetails, element: placeholder('groupDetails', <DetailSkeleton />) },
      { path: paths.blogPostDetails, element: placeholder('blogPostDetails', <DetailSkeleton />) },
      // Posting: signed in, and the page's own guard (account 'normal' with a phone).
      { path: paths.sellPost, element: page(loadNewPost, 'SellPostPage') },
      { path: paths.rentPost, element: page(loadNewPost, 'RentPostPage') },
      userRoutes,
      adminRoutes,
      { path: '*', element: page(() => import('../features/not-found/not-found-page.tsx'), 'NotFoundPage') },
    ],
  },
];

/** React Router matches case-insensitively, so /faq and /Faq (spec §2) both reach the FAQ. */
export const createRouter = () => createBrowserRouter(routes);
