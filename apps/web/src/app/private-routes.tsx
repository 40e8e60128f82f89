import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { adminChild, paths, userChild } from '../config/paths.ts';
import { clientOnlyTitled, page } from './lazy-page.ts';

/*
 * The /user and /admin areas: a chunk of their own, which the browser's router adds when a reader
 * first goes there (router.tsx), so the route table every public page downloads is the public one.
 */

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

const loadEditPost = () => import('../features/posting/edit-post-page.tsx');
const loadFirmForm = () => import('../features/firm-owner/firm-form-page.tsx');
const loadGroupOfferForm = () => import('../features/admin/group-offer-form-page.tsx');
const loadArticleForm = () => import('../features/admin/blog-article-form-page.tsx');

/** The signed-in user's area (spec §2, protected routes); the layout holds the access guard. */
const userRoutes: RouteObject = {
  path: paths.user,
  lazy: userLayout,
  handle: clientOnlyTitled('account:profile.metaTitle'),
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
  handle: clientOnlyTitled('admin:dashboard.title'),
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

export const privateRoutes: RouteObject[] = [userRoutes, adminRoutes];
