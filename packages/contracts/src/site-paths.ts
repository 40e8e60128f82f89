import type { AdminUsersQuery, AuditAction, ModerationQueueQuery } from './schemas/admin.ts';

/**
 * Every route path of the web app (spec §2) in one place, with the href builders that go with
 * them (docs/conventions.md §11): the web app's router, the API's links in mails and notifications, and
 * the sitemap all build their addresses here, so a link and its route cannot drift. Paths keep
 * the spec's exact spelling and case.
 */
export const sitePaths = {
  home: '/',
  homeAlias: '/Home',
  propertySearch: '/property-search',
  buySell: '/Property-Buy-Sell',
  rent: '/Property-Rent',
  customerCare: '/CustomerCare',
  faq: '/faq',
  faqAlias: '/Faq',
  fastSellRent: '/FastSellRent',
  blog: '/Blog',
  aboutUs: '/AboutUs',
  terms: '/TermsAndConditions',
  contactUs: '/ContactUs',
  privacy: '/Privacy-Policy',
  staySafe: '/Stay-Safe',
  downloadApp: '/DownloadApp',
  groupBuilding: '/Group-Wise-Building',
  interior: '/Interior-Design',
  interiorDetails: '/Interior-Details/:id',
  interiorGallery: '/Interior-Image-Gallery/:id',
  signIn: '/SignIn',
  register: '/Register',
  forgotPassword: '/ForgotPassword',
  resetPassword: '/ResetPassword/:resetToken',
  // The one-tap link of the SMS asking whether a home is still free (issue 41): ?token=…, no sign-in.
  stillAvailable: '/still-available',
  // Listings side by side (issue 44): ?type=rent&ids=R-1,R-2; the tray is kept on the device.
  compare: '/compare',
  // What a home costs each month on a loan (issue 44): ?price=…&sqft=… start it with a home's figures.
  homeLoan: '/home-loan',
  buySellDetails: '/Property-Buy-Sell-Details/:id',
  profileDetails: '/ProfileDetails/:id',
  rentDetails: '/Property-Rent-Details/:id',
  groupDetails: '/Group-Wise-Building-Details/:id',
  blogPostDetails: '/BlogPostDetails/:id',
  // The signed-in user's area (spec §2, protected routes).
  user: '/user',
  userProfile: '/user/profile',
  userProfileEdit: '/user/profileedit',
  userProperties: '/user/my-properties',
  userInbox: '/user/my-inbox',
  userSavedPosts: '/user/my-saved-posts',
  userReviews: '/user/my-reviews',
  userSettings: '/user/profile-settings',
  // A firm owner's pages (issue 14): their firms, applying, editing, review codes.
  userFirms: '/user/my-firms',
  // Saved searches and their alerts (issue 17).
  userSearches: '/user/my-searches',
  // The land documents of one of my land or house posts (issue 18).
  postDocuments: '/user/post-documents/:PostID',
  firmApply: '/user/my-firms/apply',
  firmEdit: '/user/my-firms/:id/edit',
  // Posting (spec §2): login plus an extra guard; editing lives inside the /user area.
  sellPost: '/sellpost',
  rentPost: '/add-rent-post',
  editSellPost: '/user/Edit-Sell-Post/:PostID',
  editRentPost: '/user/Edit-Rent-Post/:PostID',
  // The support and admin area (issue 5); each page checks the staff role itself.
  admin: '/admin',
  adminQueue: '/admin/queue',
  adminPost: '/admin/posts/:PostID',
  adminUsers: '/admin/users',
  adminUser: '/admin/users/:userId',
  adminAudit: '/admin/audit',
  adminFirms: '/admin/firms',
  adminReviews: '/admin/reviews',
  adminGroupOffers: '/admin/group-offers',
  adminGroupOfferNew: '/admin/group-offers/new',
  adminGroupOfferEdit: '/admin/group-offers/:id/edit',
  adminLeads: '/admin/leads',
  // The blog's staff pages (issue 16): articles, the editor, and reported comments.
  adminBlog: '/admin/blog',
  adminBlogNew: '/admin/blog/new',
  adminBlogEdit: '/admin/blog/:id/edit',
  adminBlogComments: '/admin/blog-comments',
  // Reports of listings (issue 18): open reports grouped per listing, for support to decide.
  adminReports: '/admin/reports',
} as const;

/** Only the given search parameters that have a value, as "?a=1&b=2" (or "" when none). */
function searchOf(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
      .map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return params ? `?${params}` : '';
}

const withId = (pattern: string, id: string) => pattern.replace(/:[A-Za-z]+/, encodeURIComponent(id));

/** The addresses of pages with an id or a query, built from `sitePaths`. */
export const siteHref = {
  buySellDetails: (id: string) => withId(sitePaths.buySellDetails, id),
  rentDetails: (id: string) => withId(sitePaths.rentDetails, id),
  /** A sell or rent post's page, by the post's type. */
  postDetails: (type: 'sell' | 'rent', postId: string) =>
    withId(type === 'sell' ? sitePaths.buySellDetails : sitePaths.rentDetails, postId),
  interiorDetails: (id: string) => withId(sitePaths.interiorDetails, id),
  interiorGallery: (id: string) => withId(sitePaths.interiorGallery, id),
  groupDetails: (id: string) => withId(sitePaths.groupDetails, id),
  blogPostDetails: (id: string) => withId(sitePaths.blogPostDetails, id),
  /** One comment on a blog article (issue 16): the article's page, scrolled to the comment. */
  blogComment: (articleId: string | number, commentId: string) =>
    `${withId(sitePaths.blogPostDetails, String(articleId))}#comment-${commentId}`,
  profileDetails: (id: string) => withId(sitePaths.profileDetails, id),
  firmEdit: (id: string) => withId(sitePaths.firmEdit, id),
  adminGroupOfferEdit: (id: string) => withId(sitePaths.adminGroupOfferEdit, id),
  adminBlogEdit: (id: string) => withId(sitePaths.adminBlogEdit, id),
  editSellPost: (id: string) => withId(sitePaths.editSellPost, id),
  editRentPost: (id: string) => withId(sitePaths.editRentPost, id),
  postDocuments: (postId: string) => withId(sitePaths.postDocuments, postId),
  resetPassword: (token: string) => withId(sitePaths.resetPassword, token),
  /** The SMS's one-tap confirm link (issue 41); `token` is a query key the request log redacts. */
  stillAvailable: (token: string) => `${sitePaths.stillAvailable}${searchOf({ token })}`,
  /** "My searches" opening one saved search (issue 17): the page marks it visited and goes on to its results. */
  openSavedSearch: (id: string) => `${sitePaths.userSearches}${searchOf({ open: id })}`,
  adminPost: (postId: string) => withId(sitePaths.adminPost, postId),
  adminUser: (userId: string) => withId(sitePaths.adminUser, userId),
  adminQueue: (query: Partial<Omit<ModerationQueueQuery, 'limit'>> = {}) => `${sitePaths.adminQueue}${searchOf(query)}`,
  adminUsers: (query: Partial<Omit<AdminUsersQuery, 'limit'>> = {}) => `${sitePaths.adminUsers}${searchOf(query)}`,
  adminAudit: (query: { action?: AuditAction; page?: number } = {}) => `${sitePaths.adminAudit}${searchOf(query)}`,
  /** The firm applications and reviews queues (issue 14), by status ('pending' is the default) and page. */
  adminFirms: (query: { status?: string; page?: number } = {}) => `${sitePaths.adminFirms}${searchOf(query)}`,
  adminReviews: (query: { status?: string; page?: number } = {}) => `${sitePaths.adminReviews}${searchOf(query)}`,
  /** Group-building offers by status (all when none) and page (issue 15). */
  adminGroupOffers: (query: { status?: string; page?: number } = {}) =>
    `${sitePaths.adminGroupOffers}${searchOf(query)}`,
  /** Leads by offer (or 'general'), status, division and page (issue 15). */
  adminLeads: (query: { offer?: string; status?: string; division?: string; page?: number } = {}) =>
    `${sitePaths.adminLeads}${searchOf(query)}`,
  /** Listings with open reports, by page (issue 18). */
  adminReports: (query: { page?: number } = {}) => `${sitePaths.adminReports}${searchOf(query)}`,
  /** Sign in, then come back to `next` (an in-app path) — spec §4, access guard. */
  signIn: (next?: string) => (next ? `${sitePaths.signIn}?next=${encodeURIComponent(next)}` : sitePaths.signIn),
  propertySearch: (query: Record<string, string | undefined>) => {
    const params = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
    ).toString();
    return params ? `${sitePaths.propertySearch}?${params}` : sitePaths.propertySearch;
  },
  /** Up to four listings of one kind side by side (issue 44): the page's own address, to share. */
  compare: (type: 'sell' | 'rent' | 'group' | 'interior', ids: readonly string[] = []) =>
    // Commas left as they are: the link reads "ids=R-7,R-12" when shared.
    `${sitePaths.compare}?type=${type}${ids.length ? `&ids=${ids.map(encodeURIComponent).join(',')}` : ''}`,
  /** The sell or rent listing narrowed to a place (the parameter names its filters read). */
  listing: (type: 'sell' | 'rent', place: { division?: string; district?: string; subDistrict?: string } = {}) =>
    `${type === 'sell' ? sitePaths.buySell : sitePaths.rent}${searchOf(place)}`,
};
