import { COUNTRY_SET } from './search-relevance-country.ts';
import {
  about,
  atMost,
  BIGHA,
  DHAKA,
  district,
  FLAT,
  HOMES,
  hood,
  HOUSE,
  LAND,
  MIRPUR,
  rent,
  sell,
  sub,
  UTTARA,
  type RelevanceQuery,
} from './search-relevance-query.ts';

export * from './search-relevance-query.ts';

/**
 * The relevance set of issues 29 and 42: searches as people in Bangladesh type them — Bengali,
 * English, Banglish, both scripts at once, whole sentences, slips, numbers in both digit sets,
 * PostIDs; places of the whole country, Bengali endings, tenant words, several places at once —
 * each with the tab it is typed on and what its typist meant. Written by meaning, not by what
 * the search returns today.
 *
 * - `meant`: the facts a post must have to be what was meant (purpose, place, type, bedrooms,
 *   price…). On the 100k generator (scale-data.ts) every listed post that has them is relevant.
 * - `demo`: on the demo data (`npm start`'s seed, apps/api/src/seed/*), the posts it should
 *   find, by PostID; `'facts'` where more than a dozen posts fit and the facts say which (any
 *   bachelor flat, any plot); `[]` where the demo data holds none (judged at 100k only).
 *
 * Each search is written `rent(q, lang, meant, demo)` or `sell(…)` by the purpose it means, typed
 * on that tab unless a last `{ tab }` says otherwise (and `{ form }` marks a sentence or a slip,
 * `{ marks }` a Bengali ending or several places); the types and helpers are in
 * search-relevance-query.ts. A place not yet in the location data is named by its English name
 * and district (`named('Zindabazar', 'sylhet')`), looked up when the bench runs.
 *
 * The runner is search-relevance.ts (README.md, "Search relevance").
 */

/** Issue 29's searches: Dhaka's big areas, land, numbers, business spaces, PostIDs. */
const ISSUE_29_SET: RelevanceQuery[] = [
  // The failing searches of issue 29, as the searcher typed them.
  rent('family flat', 'en', { types: FLAT, tenants: 'family' }, 'facts'),
  rent('mirpur 10 family basa', 'banglish', { in: [hood('dhaka-mirpur-10')], types: HOMES, tenants: 'family' }, [
    'R-209',
    'R-210',
  ]),
  rent('mirpur basa', 'banglish', { in: MIRPUR, types: HOMES }, ['R-209', 'R-210', 'R-211']),
  rent('bachelor', 'en', { tenants: 'bachelor' }, 'facts'),
  rent('মিরপুর ফ্যামিলি ফ্ল্যাট', 'bn', { in: MIRPUR, types: FLAT, tenants: 'family' }, ['R-209', 'R-210', 'R-211']),
  rent('মিরপুরে ২ বেডের ফ্ল্যাট', 'bn', { in: MIRPUR, types: FLAT, bedrooms: 2 }, ['R-210']),
  rent(
    'মিরপুরে ৩ বেডের ফ্যামিলি ফ্ল্যাট ৩০০০০ টাকার মধ্যে',
    'bn',
    { in: MIRPUR, types: FLAT, bedrooms: 3, tenants: 'family', price: atMost(30_000) },
    ['R-209', 'R-211'],
    { form: 'sentence' },
  ),
  rent('3 bed', 'en', { types: HOMES, bedrooms: 3 }, 'facts'),
  rent('under 30k', 'en', { price: atMost(30_000) }, 'facts'),
  sell('২ কোটি', 'bn', { price: atMost(20_000_000) }, 'facts'),
  sell('50 lakh', 'en', { price: atMost(5_000_000) }, 'facts'),
  sell('5 katha', 'banglish', { types: LAND, landKatha: about(5) }, ['S-7', 'S-199', 'S-231']),
  rent('to-let', 'en', {}, 'facts', { tab: 'sell' }),
  sell('for sale', 'en', {}, 'facts', { tab: 'rent' }),
  rent('dhanmondy flat', 'en', { in: [sub('dhaka-dhanmondi')], types: FLAT }, ['R-221'], { form: 'slip' }),
  rent('mirpr flat', 'en', { in: MIRPUR, types: FLAT }, ['R-209', 'R-210', 'R-211'], { form: 'slip' }),
  sell('S-178', 'postid', { number: 178 }, ['S-178']),
  rent('gulshan 2 office', 'en', { in: [hood('dhaka-gulshan-2')], types: ['commercial-office'] }, []),
  sell('uttara sector 7 plot', 'en', { in: [hood('dhaka-uttara-sector-7')], types: LAND }, []),
  rent('গ্যাস আছে এমন বাসা', 'bn', { types: HOMES, gas: 'line' }, 'facts', { form: 'sentence' }),
  rent('lift', 'en', { lift: true }, 'facts'),
  rent('agrim kom', 'banglish', { advanceMonths: atMost(1) }, 'facts'),

  // Mirpur, Dhanmondi, Gulshan, Bashundhara, Uttara: where Dhaka rents.
  rent('মিরপুর ফ্ল্যাট ভাড়া', 'bn', { in: MIRPUR, types: FLAT }, ['R-209', 'R-210', 'R-211']),
  rent('mirpur flat vara', 'banglish', { in: MIRPUR, types: FLAT }, ['R-209', 'R-210', 'R-211']),
  rent('mirpur flat vara', 'banglish', { in: MIRPUR, types: FLAT }, ['R-209', 'R-210', 'R-211'], { tab: 'sell' }),
  rent('মিরপুর flat', 'mixed', { in: MIRPUR, types: FLAT }, ['R-209', 'R-210', 'R-211']),
  rent('২ bed flat mirpur', 'mixed', { in: MIRPUR, types: FLAT, bedrooms: 2 }, ['R-210']),
  rent('uttara ফ্ল্যাট ভাড়া', 'mixed', { in: UTTARA, types: FLAT }, ['R-214']),
  rent(
    'mirpur 10 e 2 rumer basa',
    'banglish',
    { in: [hood('dhaka-mirpur-10')], types: HOMES, bedrooms: 2 },
    ['R-210'],
    { form: 'sentence' },
  ),
  rent('mirpur 1 flat', 'en', { in: [hood('dhaka-mirpur-1')], types: FLAT }, ['R-211']),
  rent('mirpur 11 flat vara', 'banglish', { in: [hood('dhaka-mirpur-11')], types: FLAT }, []),
  rent('ব্যাচেলর বাসা ভাড়া মিরপুর', 'bn', { in: MIRPUR, types: HOMES, tenants: 'bachelor' }, ['R-210']),
  rent('dhaka te bachelor basa', 'banglish', { in: DHAKA, types: HOMES, tenants: 'bachelor' }, ['R-6', 'R-210']),
  rent('house rent dhaka', 'en', { in: DHAKA, types: HOMES }, [
    'R-6',
    'R-11',
    'R-17',
    'R-209',
    'R-210',
    'R-211',
    'R-212',
    'R-213',
    'R-214',
    'R-221',
  ]),
  rent('dhanmondi', 'en', { in: [sub('dhaka-dhanmondi')] }, ['R-221']),
  rent(
    'ধানমন্ডিতে ফ্ল্যাট ভাড়া ২৫ হাজারের মধ্যে',
    'bn',
    { in: [sub('dhaka-dhanmondi')], types: FLAT, price: atMost(25_000) },
    ['R-221'],
    { form: 'sentence' },
  ),
  rent('jigatola 2 bed', 'en', { in: [hood('dhaka-jigatola')], types: HOMES, bedrooms: 2 }, ['R-221']),
  rent('gulshan flat', 'en', { in: [sub('dhaka-gulshan')], types: FLAT }, ['R-212']),
  rent('gulsan flat', 'en', { in: [sub('dhaka-gulshan')], types: FLAT }, ['R-212'], { form: 'slip' }),
  rent('গুলশান ২ ফার্নিশড ফ্ল্যাট', 'bn', { in: [hood('dhaka-gulshan-2')], types: FLAT, furnished: true }, ['R-212']),
  rent('bashundhara flat vara', 'banglish', { in: [hood('dhaka-bashundhara-ra')], types: FLAT }, ['R-213']),
  rent('bosundhora 3 bed', 'en', { in: [hood('dhaka-bashundhara-ra')], types: HOMES, bedrooms: 3 }, ['R-213'], {
    form: 'slip',
  }),
  rent('uttara 2 bed flat', 'en', { in: UTTARA, types: FLAT, bedrooms: 2 }, ['R-214']),
  rent('uttra flat vara', 'banglish', { in: UTTARA, types: FLAT }, ['R-214'], { form: 'slip' }),
  rent('উত্তরা সেক্টর ৭', 'bn', { in: [hood('dhaka-uttara-sector-7')] }, ['R-214']),

  // Buying in Dhaka: Dhanmondi, Mohammadpur, Lalmatia.
  sell('dhanmondi bari bikri', 'banglish', { in: [sub('dhaka-dhanmondi')], types: HOUSE }, ['S-219']),
  sell('ধানমন্ডি বাড়ি', 'bn', { in: [sub('dhaka-dhanmondi')], types: HOUSE }, ['S-219']),
  sell('ধানমন্ডি', 'bn', { in: [sub('dhaka-dhanmondi')] }, ['S-219', 'S-220']),
  sell('dhanmondi বাড়ি বিক্রি', 'mixed', { in: [sub('dhaka-dhanmondi')], types: HOUSE }, ['S-219']),
  sell('dhanmondi 3 bed flat sale', 'en', { in: [sub('dhaka-dhanmondi')], types: FLAT, bedrooms: 3 }, ['S-220']),
  sell('flat kinbo dhanmondi te', 'banglish', { in: [sub('dhaka-dhanmondi')], types: FLAT }, ['S-220'], {
    form: 'sentence',
  }),
  sell('mohammadpur flat', 'en', { in: [sub('dhaka-mohammadpur')], types: FLAT }, [
    'S-215',
    'S-224',
    'S-225',
    'S-226',
    'S-227',
    'S-228',
    'S-229',
    'S-230',
  ]),
  sell(
    'mohammadpur flet',
    'en',
    { in: [sub('dhaka-mohammadpur')], types: FLAT },
    ['S-215', 'S-224', 'S-225', 'S-226', 'S-227', 'S-228', 'S-229', 'S-230'],
    { form: 'slip' },
  ),
  sell('মোহাম্মদপুরে ২ বেডের ফ্ল্যাট', 'bn', { in: [sub('dhaka-mohammadpur')], types: FLAT, bedrooms: 2 }, [
    'S-226',
    'S-230',
  ]),
  sell(
    'mohammadpur e 3 bed flat 1.2 koti er moddhe',
    'banglish',
    { in: [sub('dhaka-mohammadpur')], types: FLAT, bedrooms: 3, price: atMost(12_000_000) },
    ['S-225', 'S-229'],
    { form: 'sentence' },
  ),
  // "near Tajmahal Road" in its title; the post names Mohammadpur, not the road.
  sell('tajmahal road flat', 'en', { in: [hood('dhaka-tajmahal-road')], types: FLAT }, ['S-225']),
  // "জাপান গার্ডেন সিটির কাছে" in its title.
  sell('japan garden city', 'en', { in: [hood('dhaka-japan-garden-city')] }, ['S-230']),
  sell('lalmatia flat', 'en', { in: [hood('dhaka-lalmatia')], types: FLAT }, ['S-215']),
  sell('লালমাটিয়ায় ফ্ল্যাট বিক্রি', 'bn', { in: [hood('dhaka-lalmatia')], types: FLAT }, ['S-215']),
  sell('narayanganj flat', 'en', { in: [district('narayanganj')], types: FLAT }, ['S-23', 'S-55']),
  sell('নারায়ণগঞ্জে ফ্ল্যাট', 'bn', { in: [district('narayanganj')], types: FLAT }, ['S-23', 'S-55']),

  // Land: plots in katha and bigha, Gazipur and Rajshahi.
  sell('jomi', 'banglish', { types: LAND }, 'facts'),
  sell('জমি বিক্রি', 'bn', { types: LAND }, 'facts'),
  sell('kaliakair plot', 'en', { in: [sub('gazipur-kaliakair')], types: LAND }, ['S-231', 'S-232', 'S-233']),
  sell('কালিয়াকৈরে ৫ কাঠা প্লট', 'bn', { in: [sub('gazipur-kaliakair')], types: LAND, landKatha: about(5) }, ['S-231']),
  sell('gazipur jomi', 'banglish', { in: [district('gazipur')], types: LAND }, [
    'S-13',
    'S-39',
    'S-47',
    'S-231',
    'S-232',
    'S-233',
  ]),
  sell('gazipur e ৫ কাঠা জমি', 'mixed', { in: [district('gazipur')], types: LAND, landKatha: about(5) }, ['S-231']),
  sell('3 katha plot', 'en', { types: LAND, landKatha: about(3) }, ['S-98', 'S-101', 'S-195', 'S-232']),
  sell('১ বিঘা জমি', 'bn', { types: LAND, landKatha: about(BIGHA) }, 'facts'),
  sell('rajshahi 1 bigha jomi', 'banglish', { in: [district('rajshahi')], types: LAND, landKatha: about(BIGHA) }, [
    'S-223',
  ]),
  sell('পবায় জমি', 'bn', { in: [sub('rajshahi-paba')], types: LAND }, ['S-223']),
  sell('sylhet jomi bikri', 'banglish', { in: [{ division: 'sylhet' }], types: LAND }, [
    'S-129',
    'S-130',
    'S-131',
    'S-134',
    'S-136',
    'S-138',
  ]),
  sell('savar e jomi kinte chai', 'banglish', { in: [sub('dhaka-savar')], types: LAND }, [], { form: 'sentence' }),
  sell('plot for sale', 'en', { types: LAND }, 'facts'),

  // Rajshahi and Chattogram.
  rent('rajshahi vara', 'banglish', { in: [district('rajshahi')] }, ['R-68', 'R-71', 'R-222']),
  rent('রাজশাহীতে বাসা ভাড়া', 'bn', { in: [district('rajshahi')], types: HOMES }, ['R-68', 'R-71', 'R-222']),
  rent('rajshahi university er kache flat', 'banglish', { in: [sub('rajshahi-motihar')], types: FLAT }, ['R-222'], {
    form: 'sentence',
  }),
  // "রাজশাহীর বিনোদপুরে" in its title; the post names the thana (Motihar), not Binodpur.
  rent('binodpur flat', 'en', { in: [hood('rajshahi-binodpur')], types: FLAT }, ['R-222']),
  rent('agrabad flat', 'en', { in: [hood('chittagong-agrabad')], types: FLAT }, ['R-216']),
  rent('আগ্রাবাদে ৩ বেডরুমের ফ্ল্যাট', 'bn', { in: [hood('chittagong-agrabad')], types: FLAT, bedrooms: 3 }, ['R-216']),
  rent('chittagong flat vara', 'banglish', { in: [district('chittagong')], types: FLAT }, ['R-109', 'R-216', 'R-218']),
  rent('ctg flat', 'en', { in: [district('chittagong')], types: FLAT }, ['R-109', 'R-216', 'R-218'], { form: 'slip' }),
  rent('nasirabad 2 bed', 'en', { in: [hood('chittagong-nasirabad')], types: HOMES, bedrooms: 2 }, ['R-218']),
  sell('চট্টগ্রামে বাড়ি কিনতে চাই', 'bn', { in: [district('chittagong')], types: HOUSE }, ['S-121', 'S-217'], {
    form: 'sentence',
  }),
  sell('khulshi bari', 'banglish', { in: [sub('chittagong-khulshi')], types: HOUSE }, ['S-217']),

  // Other towns, with their old and short spellings.
  rent('bogra flat', 'en', { in: [district('bogura')], types: FLAT }, ['R-73'], { form: 'slip' }),
  sell('comilla flat for sale', 'en', { in: [district('cumilla')], types: FLAT }, ['S-120', 'S-122'], { form: 'slip' }),
  sell('barisal e bari', 'banglish', { in: [district('barishal')], types: HOUSE }, ['S-167'], { form: 'slip' }),
  sell("cox's bazar shop", 'en', { in: [district('coxs-bazar')], types: ['shop'] }, ['S-97', 'S-113']),
  sell('কক্সবাজারে দোকান', 'bn', { in: [district('coxs-bazar')], types: ['shop'] }, ['S-97', 'S-113']),
  rent('jessore showroom vara', 'banglish', { in: [district('jashore')], types: ['showroom'] }, ['R-149'], {
    form: 'slip',
  }),

  // Business spaces.
  rent('office space for rent', 'en', { types: ['commercial-office'] }, [
    'R-32',
    'R-42',
    'R-88',
    'R-116',
    'R-127',
    'R-141',
    'R-180',
  ]),
  rent('মতিঝিলে অফিস ভাড়া', 'bn', { in: [sub('dhaka-motijheel')], types: ['commercial-office'] }, []),
  rent('godown vara', 'banglish', { types: ['warehouse'] }, ['R-4', 'R-64', 'R-125']),
  rent('গুদাম ভাড়া', 'bn', { types: ['warehouse'] }, ['R-4', 'R-64', 'R-125']),
  rent('warehouse for rent in dhaka', 'en', { in: DHAKA, types: ['warehouse'] }, ['R-4'], { form: 'sentence' }),
  rent('shop for rent', 'en', { types: ['shop'] }, ['R-12', 'R-30', 'R-56', 'R-59', 'R-148', 'R-174']),
  rent('dokan vara', 'banglish', { types: ['shop'] }, ['R-12', 'R-30', 'R-56', 'R-59', 'R-148', 'R-174']),
  rent('showroom', 'en', { types: ['showroom'] }, ['R-149', 'R-188']),
  rent('restaurant space', 'en', { types: ['restaurant'] }, ['R-118', 'R-144', 'R-176', 'R-183']),
  sell('factory for sale', 'en', { types: ['factory'] }, ['S-57', 'S-200']),

  // Houses.
  sell('duplex bari', 'banglish', { types: ['duplex-home'] }, ['S-22', 'S-46', 'S-96', 'S-163']),
  rent('ডুপ্লেক্স বাড়ি ভাড়া', 'bn', { types: ['duplex-home'] }, ['R-9', 'R-17', 'R-95', 'R-107', 'R-111', 'R-160']),
  sell('৪ বেডরুমের বাড়ি বিক্রি', 'bn', { types: HOUSE, bedrooms: 4 }, 'facts'),

  // Numbers: bedrooms, prices, sizes, in both digit sets and every way of writing them.
  rent('3bhk', 'en', { types: HOMES, bedrooms: 3 }, 'facts'),
  rent('৩ বেড', 'bn', { types: HOMES, bedrooms: 3 }, 'facts'),
  sell('3 bed flat for sale', 'en', { types: FLAT, bedrooms: 3 }, 'facts'),
  rent('২ বেড ফ্ল্যাট ১৫ হাজার', 'bn', { types: FLAT, bedrooms: 2, price: atMost(15_000) }, ['R-78', 'R-222']),
  rent('৩০ হাজার টাকার মধ্যে ফ্ল্যাট ভাড়া', 'bn', { types: FLAT, price: atMost(30_000) }, 'facts', { form: 'sentence' }),
  rent('20 theke 30 hajar basa vara', 'banglish', { types: HOMES, price: { min: 20_000, max: 30_000 } }, 'facts'),
  sell('flat under 1 crore', 'en', { types: FLAT, price: atMost(10_000_000) }, 'facts'),
  sell('50 lakh er moddhe flat', 'banglish', { types: FLAT, price: atMost(5_000_000) }, [
    'S-69',
    'S-120',
    'S-122',
    'S-124',
    'S-155',
    'S-175',
    'S-191',
  ]),
  rent('১২০০ বর্গফুটের ফ্ল্যাট', 'bn', { types: FLAT, size: about(1200, 0.15) }, 'facts'),
  sell('1500 sqft flat for sale', 'en', { types: FLAT, size: about(1500, 0.15) }, 'facts'),

  // Who may rent, and the facts renters ask first.
  rent('sublet', 'en', { tenants: 'sublet' }, 'facts'),
  rent('meyeder jonno basa', 'banglish', { types: HOMES, tenants: 'female' }, 'facts'),
  rent('gas line ache emon flat', 'banglish', { types: FLAT, gas: 'line' }, 'facts', { form: 'sentence' }),
  rent('furnished flat', 'en', { types: FLAT, furnished: true }, 'facts'),
  sell('লিফটসহ ফ্ল্যাট বিক্রি', 'bn', { types: FLAT, lift: true }, 'facts'),
  sell('parking ache flat', 'banglish', { types: FLAT, parking: true }, 'facts'),
  sell('south facing flat', 'en', { types: FLAT, facing: 'south' }, 'facts'),
  rent('জেনারেটর', 'bn', { facility: 'generator' }, 'facts'),

  // PostIDs as people paste or type them, on either tab.
  sell('s178', 'postid', { number: 178 }, ['S-178']),
  rent('R-209', 'postid', { number: 209 }, ['R-209']),
  rent('R-209', 'postid', { number: 209 }, ['R-209'], { tab: 'sell' }),
];

/** The whole set: issue 29's searches, then issue 42's (search-relevance-country.ts). */
export const RELEVANCE_SET: RelevanceQuery[] = [...ISSUE_29_SET, ...COUNTRY_SET];

/** Issue 42's searches, for the bench's rows of old and new. */
export const NEW_SEARCHES: ReadonlySet<RelevanceQuery> = new Set(COUNTRY_SET);
