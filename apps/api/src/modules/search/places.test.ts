import { NEIGHBOURHOODS } from '@ghorbari/contracts/locations';
import { describe, expect, it } from 'vitest';
import { nameKeys, placesNamed } from './places.ts';
import { understandSearch } from './understand.ts';

/**
 * The place gazetteer as the search reads it (issue 42, ADR 054): each neighbourhood people name
 * in an ad, in Bengali, in English and in a Banglish spelling of its own, finds its place.
 */

/** [district, English name, Bengali name, a Banglish spelling people type]. */
const NAMES: [district: string, en: string, bn: string, banglish: string][] = [
  ['sylhet', 'Zindabazar', 'জিন্দাবাজার', 'jinda bazar'],
  ['sylhet', 'Amberkhana', 'আম্বরখানা', 'ambarkhana'],
  ['sylhet', 'Upashahar', 'উপশহর', 'uposhohor'],
  ['sylhet', 'Shibganj', 'শিবগঞ্জ', 'shibgonj'],
  ['sylhet', 'Tilagarh', 'টিলাগড়', 'tilagor'],
  ['sylhet', 'Subidbazar', 'সুবিদবাজার', 'subid bazar'],
  ['sylhet', 'Chowhatta', 'চৌহাট্টা', 'chouhatta'],
  ['sylhet', 'Mirabazar', 'মীরাবাজার', 'mira bazar'],
  ['sylhet', 'Pathantula', 'পাঠানটুলা', 'pathantola'],
  ['sylhet', 'Bandarbazar', 'বন্দরবাজার', 'bondor bazar'],
  ['sylhet', 'Kumarpara', 'কুমারপাড়া', 'kumarpaara'],
  ['sylhet', 'Modina Market', 'মদিনা মার্কেট', 'medina market'],
  ['khulna', 'Boyra', 'বয়রা', 'boira'],
  ['khulna', 'Gollamari', 'গল্লামারী', 'gallamari'],
  ['khulna', 'Nirala', 'নিরালা', 'nirala r/a'],
  ['khulna', 'Moylapota', 'ময়লাপোতা', 'moilapota'],
  ['khulna', 'Shibbari', 'শিববাড়ী', 'shibbari mor'],
  ['khulna', 'Tutpara', 'টুটপাড়া', 'tootpara'],
  ['khulna', 'Khalishpur', 'খালিশপুর', 'khalispur'],
  ['khulna', 'Daulatpur', 'দৌলতপুর', 'doulotpur'],
  ['khulna', 'Sonadanga', 'সোনাডাঙ্গা', 'shonadanga'],
  ['barishal', 'Nathullabad', 'নথুল্লাবাদ', 'natullabad'],
  ['barishal', 'Band Road', 'বান্দ রোড', 'bandh road'],
  ['barishal', 'Sadar Road', 'সদর রোড', 'sodor road'],
  ['barishal', 'Rupatali', 'রূপাতলী', 'rupatoli'],
  ['barishal', 'Chowmatha', 'চৌমাথা', 'choumatha'],
  ['barishal', 'Amtala', 'আমতলা', 'amtola'],
  ['rangpur', 'Dhap', 'ধাপ', 'dhaap'],
  ['rangpur', 'Lalbag', 'লালবাগ', 'lalbagh'],
  ['rangpur', 'Modern Mor', 'মডার্ন মোড়', 'modern more'],
  ['rangpur', 'Jahaj Company Mor', 'জাহাজ কোম্পানী মোড়', 'jahaj kompani mor'],
  ['rangpur', 'Shapla Chattar', 'শাপলা চত্বর', 'shapla chottor'],
  ['mymensingh', 'Ganginarpar', 'গাঙ্গিনারপাড়', 'ganginarpaar'],
  ['mymensingh', 'Charpara', 'চরপাড়া', 'chorpara'],
  ['mymensingh', 'Kachijhuli', 'কাচিঝুলি', 'kachijuli'],
  ['mymensingh', 'Maskanda', 'মাসকান্দা', 'mashkanda'],
  ['mymensingh', 'Akua', 'আকুয়া', 'akuya'],
  ['mymensingh', 'Notun Bazar', 'নতুন বাজার', 'natun bazar'],
  ['cumilla', 'Kandirpar', 'কান্দিরপাড়', 'kandirpaar'],
  ['cumilla', 'Rajganj', 'রাজগঞ্জ', 'rajgonj'],
  ['cumilla', 'Tomsom Bridge', 'টমছম ব্রিজ', 'tomchom bridge'],
  ['cumilla', 'Shashongacha', 'শাসনগাছা', 'shasongacha'],
  ['cumilla', 'Jhawtola', 'ঝাউতলা', 'jhautola'],
  ['cumilla', 'Bagichagaon', 'বাগিচাগাঁও', 'bagichagao'],
  ['gazipur', 'Chowrasta', 'চৌরাস্তা', 'gazipur chourasta'],
  ['gazipur', 'Board Bazar', 'বোর্ড বাজার', 'boardbazar'],
  ['gazipur', 'Joydebpur', 'জয়দেবপুর', 'joydevpur'],
  ['gazipur', 'Cherag Ali', 'চেরাগ আলী', 'cherag aly'],
  ['gazipur', 'Tongi', 'টঙ্গী', 'tonggi'],
  ['narayanganj', 'Chashara', 'চাষাঢ়া', 'chasara'],
  ['narayanganj', 'Fatullah', 'ফতুল্লা', 'fotulla'],
  ['narayanganj', 'Siddhirganj', 'সিদ্ধিরগঞ্জ', 'siddhirgonj'],
  ['narayanganj', 'Signboard', 'সাইনবোর্ড', 'signbord'],
  ['narayanganj', 'Bhuigarh', 'ভূঁইগড়', 'vuigor'],
  ['dhaka', 'Purbachal', 'পূর্বাচল', 'purbachol'],
  ['dhaka', 'Bashundhara R/A', 'বসুন্ধরা আ/এ', 'boshundhora'],
  ['dhaka', 'Uttara Sector 7', 'উত্তরা সেক্টর ৭', 'uttara 7'],
  ['dhaka', 'Mirpur 10', 'মিরপুর ১০', 'mirpur-10'],
  ['chittagong', 'Khulshi', 'খুলশী', 'khulsi'],
  ['chittagong', 'Nasirabad', 'নাসিরাবাদ', 'nasirabaad'],
  ['chittagong', 'Agrabad', 'আগ্রাবাদ', 'agrabaad'],
  ['chittagong', 'GEC Circle', 'জিইসি মোড়', 'gec mor'],
  ['chittagong', 'Halishahar', 'হালিশহর', 'halisohor'],
  ['rajshahi', 'Binodpur', 'বিনোদপুর', 'benodpur'],
  ['rajshahi', 'Uposhohor', 'উপশহর', 'upashahar'],
  ['rajshahi', 'Shaheb Bazar', 'সাহেব বাজার', 'saheb bazar'],
  // Landmarks people name (issue 63): universities, markets, EPZs and industrial estates.
  ['dhaka', 'Dhaka University', 'ঢাকা বিশ্ববিদ্যালয়', 'DU'],
  ['dhaka', 'BUET', 'বুয়েট', 'buet'],
  ['dhaka', 'Palashi', 'পলাশী', 'polashi'],
  ['dhaka', 'Jahangirnagar University', 'জাহাঙ্গীরনগর বিশ্ববিদ্যালয়', 'jahangirnagar'],
  ['dhaka', 'Ashulia', 'আশুলিয়া', 'asulia'],
  ['dhaka', 'Dhaka EPZ', 'ঢাকা ইপিজেড', 'savar epz'],
  ['dhaka', 'Town Hall', 'টাউন হল', 'town hol'],
  ['gazipur', 'Tongi BSCIC', 'টঙ্গী বিসিক', 'tongi industrial area'],
  ['narayanganj', 'Purbachal American City', 'পূর্বাচল আমেরিকান সিটি', 'american city'],
  ['narayanganj', 'Adamjee EPZ', 'আদমজী ইপিজেড', 'adamji epz'],
  ['chittagong', 'Chittagong University', 'চট্টগ্রাম বিশ্ববিদ্যালয়', 'chattogram university'],
  ['chittagong', '2 No Gate', '২ নম্বর গেট', '2 nombor gate'],
  ['chittagong', 'New Market', 'নিউ মার্কেট', 'biponi bitan'],
  ['rajshahi', 'RUET', 'রুয়েট', 'ruet'],
  ['sylhet', 'SUST', 'শাবিপ্রবি', 'shahjalal university'],
  ['khulna', 'Khulna University', 'খুলনা বিশ্ববিদ্যালয়', 'KU'],
  ['khulna', 'New Market', 'নিউ মার্কেট', 'niu market'],
  ['barishal', 'Barishal University', 'বরিশাল বিশ্ববিদ্যালয়', 'barisal university'],
  ['rangpur', 'Begum Rokeya University', 'বেগম রোকেয়া বিশ্ববিদ্যালয়', 'begam rokeya university'],
  ['mymensingh', 'Bangladesh Agricultural University', 'বাংলাদেশ কৃষি বিশ্ববিদ্যালয়', 'BAU'],
  ['cumilla', 'Cumilla University', 'কুমিল্লা বিশ্ববিদ্যালয়', 'comilla university'],
  ['jashore', 'Rail Road', 'রেল রোড', 'rail rod'],
];

const named = (words: string) => placesNamed(nameKeys(words)).map((place) => place.id);
const neighbourhoodId = (district: string, en: string) =>
  NEIGHBOURHOODS.find((n) => n.en === en && n.id.startsWith(`${district}-`))?.id;

describe('the search reads the place gazetteer', () => {
  it.each(NAMES)('finds %s’s %s by its English, Bengali and Banglish names', (district, en, bn, banglish) => {
    const id = neighbourhoodId(district, en);
    expect(id, en).toBeDefined();
    expect(NEIGHBOURHOODS.find((n) => n.id === id)?.bn).toBe(bn);
    expect(named(en)).toContain(id);
    expect(named(bn)).toContain(id);
    expect(named(banglish)).toContain(id);
  });

  it('lists as another spelling only one the Banglish key does not already fold into the names', () => {
    for (const neighbourhood of NEIGHBOURHOODS) {
      const own = [neighbourhood.en, neighbourhood.bn].map((name) => nameKeys(name).join(' '));
      for (const spelling of neighbourhood.aka ?? [])
        expect(own, `${neighbourhood.id}: ${spelling}`).not.toContain(nameKeys(spelling).join(' '));
    }
  });

  it('keeps a name that places in two divisions share, for the search to ask which', () => {
    expect(named('upashahar')).toEqual(
      expect.arrayContaining(['sylhet-upashahar', 'rajshahi-uposhohor', 'jashore-upashahar']),
    );
    expect(named('কুমারপাড়া')).toEqual(expect.arrayContaining(['sylhet-kumarpara', 'rajshahi-kumarpara']));
    expect(named('notun bazar')).toEqual(expect.arrayContaining(['dhaka-notun-bazar', 'mymensingh-notun-bazar']));
    expect(named('shibganj')).toEqual(expect.arrayContaining(['sylhet-shibganj', 'bogura-shibganj']));
  });

  it('gives a shortened thana name to the neighbourhood that is called so, and not otherwise', () => {
    // "Tongi" is the neighbourhood across both Tongi thanas; "Uttara" is still both Uttara thanas.
    expect(named('tongi')).toEqual(['gazipur-tongi']);
    expect(named('tongi east')).toEqual(['gazipur-tongi-east']);
    expect(named('uttara').sort()).toEqual(['dhaka-uttara-east', 'dhaka-uttara-west']);
  });

  it('reads the metropolitan thanas of every city in both scripts', () => {
    expect(named('সোনাডাঙ্গা')).toContain('khulna-sonadanga');
    expect(named('khan jahan ali')).toContain('khulna-khan-jahan-ali');
    expect(named('শাহপরান')).toContain('sylhet-shah-poran');
    expect(named('tajhat')).toContain('rangpur-tajhat');
    expect(named('কাউনিয়া')).toEqual(expect.arrayContaining(['barishal-kawnia', 'rangpur-kaunia']));
    expect(named('pubail')).toContain('gazipur-pubail');
  });
});

describe('a search sentence names a neighbourhood of any city, inflected as Bengali is', () => {
  const placeOf = (q: string) => {
    const { pieces } = understandSearch({ type: 'rent', q, sort: 'newest' });
    return pieces.find((piece) => piece.kind === 'place');
  };

  it.each([
    ['জিন্দাবাজার ফ্ল্যাট', 'sylhet-zindabazar', 'sylhet-kotwali'],
    ['জিন্দাবাজারে ২ বেডের বাসা', 'sylhet-zindabazar', 'sylhet-kotwali'],
    ['zinda bazar flat', 'sylhet-zindabazar', 'sylhet-kotwali'],
    ['আম্বরখানার কাছে ফ্ল্যাট', 'sylhet-amberkhana', 'sylhet-airport'],
    ['চাষাঢ়ায় দোকান', 'narayanganj-chashara', 'narayanganj-narayanganj-sadar'],
    ['chasara flat vara', 'narayanganj-chashara', 'narayanganj-narayanganj-sadar'],
    ['কান্দিরপাড়ে অফিস', 'cumilla-kandirpar', 'cumilla-cumilla-adarsha-sadar'],
    ['নথুল্লাবাদে বাসা ভাড়া', 'barishal-nathullabad', 'barishal-kotwali'],
    ['টঙ্গীতে মেস', 'gazipur-tongi', 'gazipur-tongi-west'],
    ['গাঙ্গিনারপাড়ের দোকান', 'mymensingh-ganginarpar', 'mymensingh-mymensingh-sadar'],
    ['jahaj company mor flat', 'rangpur-jahaj-company-mor', 'rangpur-kotwali'],
    ['বয়রার কাছে ফ্যামিলি বাসা', 'khulna-boyra', 'khulna-sonadanga'],
    // Landmarks people search near (issue 63), as the shared searches write them.
    ['ঢাকা বিশ্ববিদ্যালয়ের কাছে মেস সিট', 'dhaka-dhaka-university', 'dhaka-shahbagh'],
    ['buet er kache mess', 'dhaka-buet', 'dhaka-chawkbazar'],
    ['মোহাম্মদপুর টাউন হল এর কাছে ফ্ল্যাট ভাড়া', 'dhaka-town-hall', 'dhaka-mohammadpur'],
    ['savar epz factory shed', 'dhaka-dhaka-epz', 'dhaka-savar'],
    ['আশুলিয়ায় কারখানা ভাড়া', 'dhaka-ashulia', 'dhaka-savar'],
    ['জাবির কাছে মেস', 'dhaka-jahangirnagar-university', 'dhaka-savar'],
    ['purbachal american city plot', 'narayanganj-purbachal-american-city', 'narayanganj-rupganj'],
    ['tongi bscic godown', 'gazipur-tongi-bscic', 'gazipur-tongi-west'],
    ['খুলনা নিউ মার্কেটের পাশে দোকান ভাড়া', 'khulna-new-market', 'khulna-khulna-sadar'],
    ['chittagong new market dokan', 'chittagong-new-market', 'chittagong-kotwali'],
    ['২ নম্বর গেটে ফ্ল্যাট', 'chittagong-2-no-gate', 'chittagong-panchlaish'],
    ['চবির কাছে মেস', 'chittagong-chittagong-university', 'chittagong-hathazari'],
    ['sust er kache mess', 'sylhet-sust', 'sylhet-jalalabad'],
    ['jessore rail road plot', 'jashore-rail-road', 'jashore-jashore-sadar'],
    ['cumilla epz factory', 'cumilla-cumilla-epz', 'cumilla-cumilla-adarsha-sadar'],
    ['mongla epz factory', 'bagerhat-mongla-epz', 'bagerhat-mongla'],
  ])('"%s" is read as %s', (q, neighbourhood, subDistrict) => {
    expect(placeOf(q)).toMatchObject({ level: 'neighbourhood', neighbourhood, subDistrict });
  });

  it('asks which city a landmark name two cities share means, unless a place around it says', () => {
    const { pieces, question } = understandSearch({ type: 'rent', q: 'town hall er kache flat', sort: 'newest' });
    expect(pieces.find((piece) => piece.kind === 'place')).toBeUndefined();
    expect(question?.choices.map((choice) => choice.neighbourhood).sort()).toEqual([
      'dhaka-town-hall',
      'mymensingh-town-hall',
    ]);
    expect(placeOf('ময়মনসিংহ টাউন হল এর কাছে বাসা')).toMatchObject({ neighbourhood: 'mymensingh-town-hall' });
    // A thana outweighs a neighbourhood of its name elsewhere: "new market" alone is Dhaka's.
    expect(placeOf('new market e dokan')).toMatchObject({ level: 'subDistrict', subDistrict: 'dhaka-new-market' });
    // "EPZ" alone is Chattogram's EPZ thana; with another place's name, that place's EPZ.
    expect(placeOf('epz e factory')).toMatchObject({ level: 'subDistrict', subDistrict: 'chittagong-epz' });
  });

  it('reads a city thana named in a sentence', () => {
    expect(placeOf('সোনাডাঙ্গায় ২ বেডের ফ্ল্যাট')).toMatchObject({
      level: 'subDistrict',
      subDistrict: 'khulna-sonadanga',
    });
  });
});
