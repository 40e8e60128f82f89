import type { ModerationPost, OwnPostCard, PaymentRecord, PostDetail, UserData } from '@ghorbari/contracts';

/**
 * Test data with overrides (docs/conventions.md, "Test data by factories"): a valid object, changed
 * only where a test says.
 */

export function postDetail(overrides: Partial<PostDetail> = {}): PostDetail {
  return {
    PostID: 'S-1001',
    type: 'sell',
    status: 'pending',
    postTitle: '3-bed flat near Dhanmondi Lake',
    firstImageUrl: '/uploads/posts/s-1001-1-card.webp',
    imageUrls: 1,
    price: 4_500_000,
    previousPrice: null,
    priceUnits: 'total-price',
    size: 1250,
    landSize: null,
    landUnits: null,
    propertyType: 'apartment',
    location: {
      division: 'dhaka',
      district: 'dhaka',
      subDistrict: 'dhaka-dhamrai',
      neighbourhood: null,
      street: null,
      house: null,
      showHouse: false,
      postCode: null,
    },
    bedrooms: 3,
    bathrooms: 2,
    paid: false,
    negotiable: false,
    closedAt: null,
    availability: { confirmedAt: '2025-11-20T04:00:00.000Z', unconfirmed: false },
    postDate: '2025-11-20T04:00:00.000Z',
    lastUpdated: '2025-11-20T04:00:00.000Z',
    updateCount: 0,
    rejection: null,
    description: 'South facing, with a lift and a garage.',
    images: [{ card: '/uploads/posts/s-1001-1-card.webp', large: '/uploads/posts/s-1001-1-large.webp' }],
    primaryPhone: '01712345678',
    secondaryPhone: null,
    primaryPhoneVerified: true,
    secondaryPhoneVerified: false,
    landCategory: null,
    constructionStatus: 'ready',
    condition: 'new',
    rooms: { total: 5, bedrooms: 3, bathrooms: 2, balconies: 1, drawingRooms: 1, garages: null },
    lift: 'lift',
    furnishing: null,
    facing: 'south',
    totalUnits: null,
    totalFloors: 8,
    availableFloor: 4,
    facilities: [],
    listedBy: null,
    parking: null,
    advanceMonths: null,
    serviceCharge: null,
    billsIncluded: null,
    gas: null,
    tenants: [],
    documentsChecked: [],
    paidPackage: null,
    availableFrom: null,
    viewCount: 0,
    postedBy: { _id: 'user-1', name: 'Rahim Uddin', proPic: null },
    ...overrides,
  };
}

/** A flat to let, as `postDetail` with the rent's unit and no construction status or new/used (a sale's questions). */
export const rentPostDetail = (overrides: Partial<PostDetail> = {}): PostDetail =>
  postDetail({
    type: 'rent',
    priceUnits: 'per-month',
    price: 28_000,
    constructionStatus: null,
    condition: null,
    ...overrides,
  });

/** A card of the owner's own list (My properties): a free pending post unless told otherwise. */
export const ownPostCard = (overrides: Partial<OwnPostCard> = {}): OwnPostCard => ({
  // A detail's extra fields ride along unread.
  ...postDetail(),
  editWaiting: false,
  featuredUntil: null,
  payment: null,
  ...overrides,
});

const noPayment: PaymentRecord = {
  callRecordedAt: null,
  callNote: null,
  callBy: null,
  paymentConfirmedAt: null,
  paymentReference: null,
  paymentBy: null,
  package: null,
  record: null,
};

/** GET /api/admin/posts/:id for a pending post; `payment` overrides single steps of the record. */
export function moderationPost({
  post = {},
  payment = {},
}: { post?: Partial<PostDetail>; payment?: Partial<PaymentRecord> } = {}): ModerationPost {
  return {
    success: true,
    post: postDetail(post),
    edited: false,
    liveEdit: false,
    wait: { submittedAt: '2025-11-20T04:00:00.000Z', officeMinutes: 30, overdue: false },
    payment: { ...noPayment, ...payment },
    changes: null,
    livePrice: null,
    poster: {
      _id: 'user-1',
      name: 'Rahim Uddin',
      email: 'rahim@example.com',
      phone: '01712345678',
      status: 'normal',
      language: 'bn',
      joinDate: '2025-01-10T04:00:00.000Z',
      posts: { approved: 2, pending: 1, rejected: 0 },
      rejectedBefore: 0,
    },
    history: [],
    claim: null,
    signals: { photos: [], phones: [{ phone: '01712345678', accounts: [], flagged: false }] },
  };
}

/** A signed-in member, as GET /api/profile answers: a plain account with nothing posted. */
export function memberData(overrides: Partial<UserData> = {}): UserData {
  return {
    _id: 'user-a',
    name: 'Nadia Islam',
    email: 'nadia@example.com',
    proPic: null,
    status: 'normal',
    suspendedUntil: null,
    role: 'user',
    phone: null,
    phoneVerified: false,
    verifiedPhones: [],
    gender: null,
    birthDate: null,
    bio: null,
    occupation: null,
    address: null,
    joinDate: '2025-11-20T04:00:00.000Z',
    nameChangeAvailableAt: null,
    settings: {
      showEmail: false,
      showPhone: false,
      showAddress: false,
      birthDate: false,
      notifyReplies: true,
      mailPriceDrops: false,
    },
    counts: { listing: 0, sell: 0, rent: 0, pending: 0, hidden: 0 },
    userToken: 'token-a',
    ...overrides,
  };
}
