import type { AdminUsersQuery, AuditAction, ModerationQueueQuery } from '@ghorbari/contracts';

/**
 * Every route path of spec §2 in one place, with the href builders that go with them
 * (CONVENTIONS §11). Paths keep the spec's exact spelling and case.
 */
export const paths = {
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

/** The part of `paths.user` a child route of the /user layout is mounted at, e.g. "profile". */
export const userChild = (path: string) => path.slice(`${paths.user}/`.length);

/** The part of `paths.admin` a child route of the /admin layout is mounted at, e.g. "queue". */
export const adminChild = (path: string) => path.slice(`${paths.admin}/`.length);

/** Only the given search parameters that have a value, as "?a=1&b=2" (or "" when none). */
function searchOf(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();
  return params ? `?${params}` : '';
}

const withId = (pattern: string, id: string) => pattern.replace(/:[A-Za-z]+/, encodeURIComponent(id));

export const href = {
  buySellDetails: (id: string) => withId(paths.buySellDetails, id),
  rentDetails: (id: string) => withId(paths.rentDetails, id),
  interiorDetails: (id: string) => withId(paths.interiorDetails, id),
  interiorGallery: (id: string) => withId(paths.interiorGallery, id),
  groupDetails: (id: string) => withId(paths.groupDetails, id),
  blogPostDetails: (id: string) => withId(paths.blogPostDetails, id),
  profileDetails: (id: string) => withId(paths.profileDetails, id),
  firmEdit: (id: string) => withId(paths.firmEdit, id),
  adminGroupOfferEdit: (id: string) => withId(paths.adminGroupOfferEdit, id),
  adminBlogEdit: (id: string) => withId(paths.adminBlogEdit, id),
  editSellPost: (id: string) => withId(paths.editSellPost, id),
  editRentPost: (id: string) => withId(paths.editRentPost, id),
  postDocuments: (postId: string) => withId(paths.postDocuments, postId),
  resetPassword: (token: string) => withId(paths.resetPassword, token),
  adminPost: (postId: string) => withId(paths.adminPost, postId),
  adminUser: (userId: string) => withId(paths.adminUser, userId),
  adminQueue: (query: Partial<Omit<ModerationQueueQuery, 'limit'>> = {}) => `${paths.adminQueue}${searchOf(query)}`,
  adminUsers: (query: Partial<Omit<AdminUsersQuery, 'limit'>> = {}) => `${paths.adminUsers}${searchOf(query)}`,
  adminAudit: (query: { action?: AuditAction; page?: number } = {}) => `${paths.adminAudit}${searchOf(query)}`,
  /** The firm applications and reviews queues (issue 14), by status ('pending' is the default) and page. */
  adminFirms: (query: { status?: string; page?: number } = {}) => `${paths.adminFirms}${searchOf(query)}`,
  adminReviews: (query: { status?: string; page?: number } = {}) => `${paths.adminReviews}${searchOf(query)}`,
  /** Group-building offers by status (all when none) and page (issue 15). */
  adminGroupOffers: (query: { status?: string; page?: number } = {}) => `${paths.adminGroupOffers}${searchOf(query)}`,
  /** Leads by offer (or 'general'), status, division and page (issue 15). */
  adminLeads: (query: { offer?: string; status?: string; division?: string; page?: number } = {}) =>
    `${paths.adminLeads}${searchOf(query)}`,
  /** Listings with open reports, by page (issue 18). */
  adminReports: (query: { page?: number } = {}) => `${paths.adminReports}${searchOf(query)}`,
  /** Sign in, then come back to `next` (an in-app path) — spec §4, access guard. */
  signIn: (next?: string) => (next ? `${paths.signIn}?next=${encodeURIComponent(next)}` : paths.signIn),
  propertySearch: (query: Record<string, string | undefined>) => {
    const params = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
    ).toString();
    return params ? `${paths.propertySearch}?${params}` : paths.propertySearch;
  },
  /** The sell or rent listing narrowed to a place (the parameter names its filters read). */
  listing: (type: 'sell' | 'rent', place: { division?: string; district?: string; subDistrict?: string } = {}) =>
    `${type === 'sell' ? paths.buySell : paths.rent}${searchOf(place)}`,
};

/** External pages of the footer (spec §2: "plus external social pages"). */
export const socialLinks = [
  { id: 'facebook', url: 'https://www.facebook.com/ghorbari.bd' },
  { id: 'youtube', url: 'https://www.youtube.com/@ghorbari' },
  { id: 'linkedin', url: 'https://www.linkedin.com/company/ghorbari' },
] as const;
