#!/usr/bin/env node
/**
 * Builds packages/contracts/src/locations/bd-points.json: a point (latitude, longitude) for every
 * division, district, sub-district and neighbourhood of the place gazetteer (issue 63). Run once,
 * by hand, when the gazetteer or its sources change; the app never runs it and never fetches.
 * The sources, their licences and the steps to lay them under /tmp are in
 * packages/contracts/src/locations/POINTS-SOURCES.md.
 *
 *   node scripts/gazetteer-points.mjs [--src /tmp/gazetteer-points] [--report]
 *
 * --src holds `whosonfirst-data-admin-bd/` (a checkout of that repository) and
 * `nuhil-districts.json` (nuhil/bangladesh-geocode's districts/districts.json). --report prints
 * how each place got its point.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const LOCATIONS = join(ROOT, 'packages/contracts/src/locations');
const args = process.argv.slice(2);
const SRC = args.includes('--src') ? args[args.indexOf('--src') + 1] : '/tmp/gazetteer-points';
const REPORT = args.includes('--report');

const gazetteer = JSON.parse(readFileSync(join(LOCATIONS, 'bd-locations.json'), 'utf8'));
const { neighbourhoods } = JSON.parse(readFileSync(join(LOCATIONS, 'bd-neighbourhoods.json'), 'utf8'));

// ---------------------------------------------------------------------------------------------
// Names: a loose key for matching one romanisation against another (Bogura/Bogra, Jashore/Jessore,
// Cumilla/Comilla, Chauddagram/Chauddagram): letters only, aspirates and long vowels folded, then the
// consonant skeleton with the first letter kept.
const plain = (name) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
const skeleton = (name) => {
  const folded = plain(name)
    .replace(/ph/g, 'f')
    .replace(/([kgcjtdbsr])h/g, '$1')
    .replace(/v/g, 'b')
    .replace(/z/g, 'j')
    .replace(/w/g, 'o')
    .replace(/q/g, 'k');
  const first = folded[0] ?? '';
  return (first + folded.slice(1).replace(/[aeiouyh]/g, '')).replace(/(.)\1+/g, '$1');
};

// Short names match only letter for letter: a skeleton of two or three letters (Bera, Balla) is no proof.
const nameKey = (name) => (skeleton(name).length >= 4 ? skeleton(name) : `=${plain(name)}`);

const toRadians = (degrees) => (degrees * Math.PI) / 180;
const km = ([lat1, lng1], [lat2, lng2]) => {
  const dLat = toRadians(lat2 - lat1);
  const dLng = toRadians(lng2 - lng1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
};
const round = (value) => Math.round(value * 1e4) / 1e4;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// ---------------------------------------------------------------------------------------------
// Source 1: nuhil/bangladesh-geocode (MIT): each district's Deputy Commissioner's office.
const NUHIL_DISTRICT = {
  Comilla: 'cumilla',
  Coxsbazar: 'coxs-bazar',
  Chattogram: 'chittagong',
  Barisal: 'barishal',
  Jhalakathi: 'jhalokati',
  Netrokona: 'netrokona',
};
const nuhil = JSON.parse(readFileSync(join(SRC, 'nuhil-districts.json'), 'utf8')).find(
  (part) => part.type === 'table',
).data;
const districtPoint = new Map();
for (const row of nuhil) {
  const id = NUHIL_DISTRICT[row.name] ?? gazetteer.districts.find((d) => skeleton(d.en) === skeleton(row.name))?.id;
  if (!id) throw new Error(`nuhil district ${row.name} not in the gazetteer`);
  districtPoint.set(id, [Number(row.lat), Number(row.lon)]);
}

// ---------------------------------------------------------------------------------------------
// Source 2: Who's On First, whosonfirst-data-admin-bd (CC BY 4.0): its localities are GeoNames'
// populated places of Bangladesh (CC BY 4.0), each with GeoNames' admin codes, whose third level
// is the Bangladesh Bureau of Statistics' upazila geocode (e.g. 302672 = Dhaka division, Dhaka
// district, Savar).
const places = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith('.geojson') && !entry.name.includes('-alt-')) {
      const p = JSON.parse(readFileSync(path, 'utf8')).properties;
      if (p['wof:placetype'] !== 'locality' || typeof p['geom:latitude'] !== 'number') continue;
      places.push({
        name: p['wof:name'],
        id: p['wof:id'],
        src: p['src:geom'],
        gn: p['gn:geonameid'],
        point: [p['geom:latitude'], p['geom:longitude']],
        a3: p['gn:admin3_code'] ? String(p['gn:admin3_code']).replace(/\.0$/, '') : null,
      });
    }
  }
};
walk(join(SRC, 'whosonfirst-data-admin-bd', 'data'));
// A town that came from another source (Quattroshapes, Natural Earth: Jessore, Barisal) carries no
// GeoNames codes: it takes those of the GeoNames place nearest to it.
const coded = places.filter((p) => p.a3);
for (const place of places)
  if (!place.a3) {
    let best = null;
    for (const other of coded) {
      const d = km(place.point, other.point);
      if (!best || d < best.d) best = { other, d };
    }
    place.a3 = best.other.a3;
    place.inferred = true;
  }
const byA3 = new Map();
for (const place of coded) {
  const list = byA3.get(place.a3) ?? [];
  list.push(place);
  byA3.set(place.a3, list);
}
const allByA3 = new Map();
for (const place of places) {
  const list = allByA3.get(place.a3) ?? [];
  list.push(place);
  allByA3.set(place.a3, list);
}
const centreOf = (list) => [median(list.map((p) => p.point[0])), median(list.map((p) => p.point[1]))];

// ---------------------------------------------------------------------------------------------
// Upazilas: each GeoNames upazila group (admin3 code) is matched to the upazila whose seat it
// holds: the group holding a populated place of the upazila's name (its seat town), nearest the
// district's own point when a name repeats. The point is that seat town; a group with no place of
// the name gives the middle (median) of its populated places.
const SEAT_NAMES = {
  // Upazilas whose seat or GeoNames name differs from the upazila's name.
  'dhaka-keraniganj': ['Keraniganj'],
  'faridpur-char-bhadrasan': ['Char Bhadrasan', 'Charbhadrasan'],
  'gazipur-gazipur-sadar': ['Joydebpur', 'Gazipur'],
  'narayanganj-narayanganj-sadar': ['Narayanganj'],
  'narayanganj-bandar': ['Bandar', 'Madanganj'],
  'kishoreganj-austagram': ['Astagram', 'Austagram'],
  'chittagong-karnaphuli': ['Shikalbaha', 'Karnaphuli'],
  'chittagong-lohagara': ['Lohagara'],
  'coxs-bazar-maheshkhali': ['Maheshkhali', 'Moheshkhali'],
  'cumilla-cumilla-adarsha-sadar': ['Comilla', 'Cumilla'],
  'cumilla-cumilla-sadar-dakshin': ['Sadar Dakshin', 'Suaganj'],
  'cumilla-manoharganj': ['Manoharganj', 'Monohorganj'],
  'chandpur-matlab-dakshin': ['Matlab'],
  'chandpur-matlab-uttar': ['Chhengarchar', 'Matlab Uttar'],
  'noakhali-noakhali-sadar': ['Maijdi', 'Noakhali', 'Sudharam'],
  'noakhali-begumganj': ['Chaumuhani', 'Begumganj'],
  'noakhali-companiganj': ['Basurhat', 'Companiganj'],
  'rangamati-kawkhali': ['Kawkhali', 'Betbunia'],
  'sylhet-sylhet-sadar': ['Sylhet'],
  'sylhet-dakshin-surma': ['Dakshin Surma', 'Kadamtali'],
  'sylhet-osmani-nagar': ['Tajpur', 'Osmani Nagar'],
  'sunamganj-shantiganj': ['Pagla', 'Dakshin Sunamganj'],
  'habiganj-shayestaganj': ['Shayestaganj', 'Shaistaganj'],
  'bagerhat-morrelganj': ['Morrelganj', 'Morelganj'],
  'khulna-dighalia': ['Dighalia'],
  'barishal-barishal-sadar': ['Barisal', 'Barishal'],
  'barishal-gournadi': ['Gaurnadi', 'Gournadi'],
  'bhola-burhanuddin': ['Burhanuddin', 'Borhanuddin'],
  'pirojpur-nesarabad': ['Swarupkati', 'Nesarabad'],
  'pirojpur-zianagar': ['Indurkani', 'Zianagar'],
  'jashore-jashore-sadar': ['Jessore', 'Jashore'],
  'jashore-manirampur': ['Manirampur', 'Monirampur'],
  'bogura-bogura-sadar': ['Bogra', 'Bogura'],
  'bogura-kahaloo': ['Kahalu', 'Kahaloo'],
  'chapainawabganj-chapainawabganj-sadar': ['Nawabganj', 'Chapai Nawabganj'],
  'naogaon-mohadevpur': ['Mahadebpur', 'Mohadevpur'],
  'naogaon-porsha': ['Porsha', 'Nitpur'],
  'rajshahi-paba': ['Naohata', 'Nawhata', 'Paba'],
  'rajshahi-durgapur': ['Durgapur'],
  'sirajganj-shahjadpur': ['Shahzadpur', 'Shahjadpur'],
  'mymensingh-mymensingh-sadar': ['Mymensingh'],
  'mymensingh-tarakanda': ['Tarakanda'],
  'netrokona-netrokona-sadar': ['Netrakona', 'Netrokona'],
  'netrokona-madan': ['Madan', 'Modan'],
  'kurigram-char-rajibpur': ['Rajibpur', 'Char Rajibpur'],
  'nilphamari-kishoreganj': ['Kishoreganj', 'Kishorganj'],
  'rangpur-kaunia': ['Kaunia', 'Kownia'],
  'dinajpur-kaharole': ['Kaharol', 'Kaharole'],
  'dinajpur-nawabganj': ['Nawabganj'],
  'thakurgaon-ranisankail': ['Ranisankail', 'Rani Sankail'],
  'lalmonirhat-aditmari': ['Aditmari'],
  'lakshmipur-kamalnagar': ['Hajirhat', 'Kamalnagar'],
  'feni-daganbhuiyan': ['Daganbhuiyan', 'Dagonbhuiyan'],
  'bogura-dhunat': ['Dhunot', 'Dhunat'],
  'chittagong-raozan': ['Rauzan', 'Raozan'],
  'jashore-chaugachha': ['Chaugacha', 'Chaugachha'],
  'sunamganj-derai': ['Dirai', 'Derai'],
  'sunamganj-shalla': ['Salla', 'Shalla'],
  'noakhali-hatiya': ['Hatia', 'Hatiya'],
  'coxs-bazar-ukhia': ['Ukhia', 'Ukhiya'],
  'kurigram-raumari': ['Roumari', 'Rowmari', 'Raumari'],
  'rajshahi-tanore': ['Tanor', 'Tanore'],
  'satkhira-assasuni': ['Asasuni', 'Assasuni'],
  'pirojpur-kawkhali': ['Kaukhali', 'Kawkhali'],
  'barishal-hizla': ['Hijla', 'Hizla'],
  'jashore-sharsha': ['Sarsa', 'Sharsha'],
  'sirajganj-tarash': ['Tarash'],
  'kishoreganj-bhairab': ['Bhairab Bazar', 'Bhairab'],
  'kurigram-kurigram-sadar': ['Kurigram'],
  'rangpur-rangpur-sadar': ['Rangpur'],
  'pirojpur-pirojpur-sadar': ['Pirojpur'],
};

const subDistricts = gazetteer.upazilas;
const districtName = new Map(gazetteer.districts.map((d) => [d.id, d.en]));
const seatNamesOf = (sub) => {
  const names = SEAT_NAMES[sub.id] ?? [];
  const own = sub.en.replace(/ Sadar$/, '').replace(/ Adarsha$/, '');
  if (/ Sadar$/.test(sub.en)) names.push(districtName.get(sub.districtId));
  return [...names, own, sub.en];
};

// The district a GeoNames group lies in: the district whose own point its middle is nearest to,
// among districts whose point is within 80 km (the code's first four digits are the district's).
const a2Groups = new Map();
for (const [a3, list] of byA3) {
  const a2 = a3.slice(0, 4);
  const groups = a2Groups.get(a2) ?? [];
  groups.push({ a3, list, centre: centreOf(list) });
  a2Groups.set(a2, groups);
}
const districtOfA2 = new Map();
{
  const pairs = [];
  for (const [a2, groups] of a2Groups) {
    const centre = centreOf(groups.flatMap((g) => g.list));
    for (const [id, point] of districtPoint) pairs.push({ a2, id, d: km(centre, point) });
  }
  pairs.sort((a, b) => a.d - b.d);
  const taken = new Set();
  for (const { a2, id } of pairs)
    if (!districtOfA2.has(a2) && !taken.has(id)) {
      districtOfA2.set(a2, id);
      taken.add(id);
    }
}

const upazilaPoint = new Map(); // id -> { point, how }
const claimed = new Set();
const upazilas = subDistricts.filter((s) => s.kind === 'upazila');
// Pass 1: a seat town in a group of the upazila's district.
for (const sub of upazilas) {
  const groups = [...a2Groups.entries()]
    .filter(([a2]) => districtOfA2.get(a2) === sub.districtId)
    .flatMap(([, g]) => g);
  // The seat names in order of preference; for the first that any place bears, the place nearest
  // its group's middle whose group no other upazila has claimed.
  let hit = null;
  for (const key of new Set(seatNamesOf(sub).map(nameKey))) {
    const hits = [];
    for (const group of groups)
      for (const place of allByA3.get(group.a3) ?? []) if (nameKey(place.name) === key) hits.push({ group, place });
    if (hits.length === 0) continue;
    hits.sort((a, b) => km(a.place.point, a.group.centre) - km(b.place.point, b.group.centre));
    hit = hits.find((h) => !claimed.has(h.group.a3)) ?? hits[0];
    break;
  }
  if (!hit) continue;
  claimed.add(hit.group.a3);
  upazilaPoint.set(sub.id, {
    point: hit.place.point,
    how: `${hit.place.src}:${hit.place.gn ?? hit.place.id} (${hit.place.name}, seat)`,
    a3: hit.group.a3,
  });
}
// Pass 2: a district left with one upazila unmatched and one group unclaimed: that group's middle.
for (const [districtId] of districtPoint) {
  const open = upazilas.filter((s) => s.districtId === districtId && !upazilaPoint.has(s.id));
  const free = [...a2Groups.entries()]
    .filter(([a2]) => districtOfA2.get(a2) === districtId)
    .flatMap(([, g]) => g)
    .filter((g) => !claimed.has(g.a3) && g.list.length >= 5);
  if (open.length === 1 && free.length === 1) {
    claimed.add(free[0].a3);
    upazilaPoint.set(open[0].id, {
      point: free[0].centre,
      how: `geonames group ${free[0].a3} (middle of ${free[0].list.length} places)`,
      a3: free[0].a3,
    });
  }
}
if (REPORT) {
  // The Bureau's codes run in the alphabetical order of the upazilas' names within a district: an
  // upazila out of that order may have been given a namesake village's group.
  for (const [districtId] of districtPoint) {
    const got = upazilas
      .filter((s) => s.districtId === districtId && upazilaPoint.get(s.id)?.a3)
      .map((s) => ({ id: s.id, a3: upazilaPoint.get(s.id).a3 }))
      .sort((a, b) => a.a3.localeCompare(b.a3));
    const names = got.map((g) => g.id.slice(districtId.length + 1));
    const sorted = [...names].sort();
    const out = names.filter((n, i) => Math.abs(sorted.indexOf(n) - i) > 1);
    if (out.length) console.log(`  order ${districtId}: ${names.join(' ')}`);
  }
}
if (REPORT) {
  const missing = upazilas.filter((s) => !upazilaPoint.has(s.id));
  const without = missing.map((s) => s.id).join(' ');
  console.log(`upazilas with an open point: ${upazilaPoint.size}/${upazilas.length}; without: ${without}`);
  for (const sub of upazilas) {
    const got = upazilaPoint.get(sub.id);
    if (!got) continue;
    const group = a2Groups.get(got.a3.slice(0, 4))?.find((g) => g.a3 === got.a3);
    const fromDistrict = km(got.point, districtPoint.get(sub.districtId));
    const fromGroup = group ? km(got.point, group.centre) : -1;
    if (fromDistrict > 60 || fromGroup > 12)
      console.log(
        `  check ${sub.id}: ${got.how}`,
        `${fromDistrict.toFixed(0)} km from district,`,
        `${fromGroup.toFixed(0)} km from group`,
      );
  }
}

// ---------------------------------------------------------------------------------------------
// Approximate points compiled for Ghorbari where no open point was found: the metropolitan
// thanas, the neighbourhoods, and the upazilas above whose seat the sources lack. Each is where
// the place's centre or main crossing lies, read by the project from general knowledge of the
// cities, to roughly a kilometre (an upazila seat to a few kilometres). Marked `approx` in the data.
const APPROX = {
  // Upazilas (seat towns)
  'bagerhat-chitalmari': [22.8, 89.88],
  'bagerhat-mollahat': [22.96, 89.76],
  'bagerhat-rampal': [22.59, 89.66],
  'bandarban-alikadam': [21.66, 92.32],
  'bandarban-naikhongchhari': [21.42, 92.18],
  'bandarban-ruma': [22.02, 92.41],
  'bandarban-thanchi': [21.75, 92.48],
  'barishal-agailjhara': [22.97, 90.14],
  'barishal-muladi': [22.93, 90.4],
  'bogura-adamdighi': [24.81, 89.04],
  'bogura-nandigram': [24.66, 89.27],
  'bogura-shajahanpur': [24.78, 89.38],
  'brahmanbaria-ashuganj': [24.04, 91.0],
  'brahmanbaria-bancharampur': [23.77, 90.82],
  'brahmanbaria-sarail': [24.07, 91.11],
  'chandpur-haimchar': [23.05, 90.65],
  'chandpur-matlab-dakshin': [23.35, 90.71],
  'chandpur-shahrasti': [23.22, 90.96],
  'coxs-bazar-chakaria': [21.76, 92.08],
  'coxs-bazar-eidgaon': [21.545, 92.045],
  'cumilla-cumilla-sadar-dakshin': [23.4, 91.15],
  'cumilla-homna': [23.68, 90.78],
  'cumilla-lalmai': [23.39, 91.11],
  'cumilla-manoharganj': [23.14, 91.03],
  'cumilla-meghna': [23.615, 90.68],
  'cumilla-titas': [23.6, 90.8],
  'dhaka-keraniganj': [23.695, 90.36],
  'faridpur-char-bhadrasan': [23.6, 90.02],
  'faridpur-madhukhali': [23.535, 89.63],
  'faridpur-nagarkanda': [23.42, 89.88],
  'faridpur-sadarpur': [23.47, 90.03],
  'faridpur-saltha': [23.44, 89.78],
  'habiganj-bahubal': [24.33, 91.53],
  'habiganj-lakhai': [24.3, 91.21],
  'jamalpur-bakshiganj': [25.21, 89.87],
  'jamalpur-melandaha': [24.97, 89.83],
  'jashore-abhaynagar': [23.02, 89.43],
  'jashore-jhikargachha': [23.1, 89.1],
  'jashore-sharsha': [23.07, 88.97],
  'khagrachhari-dighinala': [23.26, 92.06],
  'khagrachhari-khagrachhari-sadar': [23.11, 91.98],
  'khagrachhari-lakshmichhari': [22.79, 91.9],
  'khagrachhari-panchhari': [23.28, 91.9],
  'kishoreganj-katiadi': [24.248, 90.79],
  'kishoreganj-nikli': [24.33, 90.94],
  'kishoreganj-pakundia': [24.33, 90.68],
  'kurigram-kurigram-sadar': [25.81, 89.65],
  'kurigram-nageshwari': [25.97, 89.7],
  'kurigram-rajarhat': [25.8, 89.55],
  'lakshmipur-kamalnagar': [22.69, 90.88],
  'lakshmipur-ramgati': [22.61, 90.98],
  'moulvibazar-juri': [24.6, 92.13],
  'moulvibazar-kamalganj': [24.35, 91.86],
  'moulvibazar-rajnagar': [24.53, 91.86],
  'munshiganj-gazaria': [23.55, 90.62],
  'munshiganj-sirajdikhan': [23.575, 90.39],
  'mymensingh-phulpur': [24.95, 90.35],
  'naogaon-dhamoirhat': [25.15, 88.86],
  'pabna-bera': [24.08, 89.62],
  'pabna-bhangura': [24.22, 89.39],
  'pabna-sujanagar': [23.92, 89.43],
  'pirojpur-mathbaria': [22.29, 89.96],
  'pirojpur-nazirpur': [22.75, 89.97],
  'pirojpur-pirojpur-sadar': [22.58, 89.97],
  'rangamati-rajasthali': [22.4, 92.25],
  'rangpur-gangachara': [25.85, 89.22],
  'rangpur-rangpur-sadar': [25.746, 89.25],
  'rangpur-taraganj': [25.8, 89.02],
  'shariatpur-bhedarganj': [23.23, 90.48],
  'shariatpur-damudya': [23.15, 90.42],
  'sirajganj-kazipur': [24.64, 89.65],
  'sirajganj-tarash': [24.43, 89.37],
  'sunamganj-bishwambarpur': [25.08, 91.3],
  'sunamganj-jamalganj': [24.96, 91.23],
  'sunamganj-madhyanagar': [25.08, 90.98],
  'sunamganj-tahirpur': [25.11, 91.14],
  'sylhet-beanibazar': [24.82, 92.16],
  'sylhet-bishwanath': [24.79, 91.74],
  'sylhet-companiganj': [25.06, 91.75],
  'sylhet-dakshin-surma': [24.855, 91.85],
  'sylhet-kanaighat': [25.0, 92.26],
  'sylhet-zakiganj': [24.88, 92.37],
  'tangail-basail': [24.22, 90.05],
  'tangail-dhanbari': [24.68, 89.95],
  'narayanganj-rupganj': [23.79, 90.53],
  // Upazilas whose name GeoNames also gives to a village elsewhere in the district, which the
  // matching took (found by reading every district's list): the seat town instead (NAMESAKES).
  'rangamati-baghaichhari': [23.07, 92.18],
  'rangamati-barkal': [22.73, 92.36],
  'rangamati-belaichhari': [22.44, 92.32],
  'rangamati-langadu': [23.03, 92.2],
  'netrokona-khaliajuri': [24.7, 91.13],
  'netrokona-durgapur': [25.12, 90.68],
  'patuakhali-patuakhali-sadar': [22.359, 90.33],
  'patuakhali-galachipa': [22.16, 90.41],
  'barishal-hizla': [22.91, 90.5],
  'sylhet-balaganj': [24.67, 91.83],
  'dinajpur-parbatipur': [25.66, 88.92],
  'dinajpur-phulbari': [25.5, 88.95],
  'habiganj-madhabpur': [24.1, 91.3],
  'cumilla-muradnagar': [23.64, 90.93],
  'munshiganj-sreenagar': [23.53, 90.29],
  'rajbari-goalanda': [23.74, 89.76],
  'rajbari-pangsha': [23.79, 89.42],
  'rajbari-baliakandi': [23.64, 89.55],
  'naogaon-naogaon-sadar': [24.81, 88.94],
  'natore-baraigram': [24.31, 89.16],
  'pabna-faridpur': [24.17, 89.45],
  'chandpur-chandpur-sadar': [23.23, 90.66],
  'barguna-amtali': [22.13, 90.23],
  'jhalokati-rajapur': [22.55, 90.13],
  'thakurgaon-pirganj': [25.86, 88.36],

  // Metropolitan thanas
  'dhaka-adabor': [23.7745, 90.356],
  'dhaka-badda': [23.7805, 90.426],
  'dhaka-banani': [23.794, 90.404],
  'dhaka-bangshal': [23.717, 90.403],
  'dhaka-bhashantek': [23.812, 90.388],
  'dhaka-bimanbandar': [23.843, 90.4],
  'dhaka-cantonment': [23.816, 90.405],
  'dhaka-chawkbazar': [23.717, 90.396],
  'dhaka-dakshinkhan': [23.857, 90.43],
  'dhaka-darus-salam': [23.785, 90.349],
  'dhaka-demra': [23.718, 90.488],
  'dhaka-dhanmondi': [23.7461, 90.3742],
  'dhaka-gendaria': [23.704, 90.424],
  'dhaka-gulshan': [23.7925, 90.415],
  'dhaka-hatirjheel': [23.753, 90.41],
  'dhaka-hazaribagh': [23.733, 90.365],
  'dhaka-jatrabari': [23.71, 90.434],
  'dhaka-kadamtali': [23.695, 90.442],
  'dhaka-kafrul': [23.7925, 90.388],
  'dhaka-kalabagan': [23.747, 90.383],
  'dhaka-kamrangirchar': [23.715, 90.37],
  'dhaka-khilgaon': [23.751, 90.43],
  'dhaka-khilkhet': [23.83, 90.423],
  'dhaka-kotwali': [23.709, 90.408],
  'dhaka-lalbagh': [23.719, 90.388],
  'dhaka-mirpur': [23.804, 90.362],
  'dhaka-mohammadpur': [23.761, 90.36],
  'dhaka-motijheel': [23.733, 90.418],
  'dhaka-mugda': [23.731, 90.431],
  'dhaka-new-market': [23.733, 90.385],
  'dhaka-pallabi': [23.825, 90.365],
  'dhaka-paltan': [23.735, 90.412],
  'dhaka-ramna': [23.744, 90.403],
  'dhaka-rampura': [23.76, 90.422],
  'dhaka-rupnagar': [23.819, 90.352],
  'dhaka-sabujbagh': [23.738, 90.432],
  'dhaka-shah-ali': [23.8, 90.35],
  'dhaka-shahbagh': [23.738, 90.396],
  'dhaka-shahjahanpur': [23.74, 90.42],
  'dhaka-sher-e-bangla-nagar': [23.774, 90.378],
  'dhaka-shyampur': [23.692, 90.43],
  'dhaka-sutrapur': [23.708, 90.415],
  'dhaka-tejgaon': [23.76, 90.392],
  'dhaka-tejgaon-industrial-area': [23.769, 90.4],
  'dhaka-turag': [23.88, 90.365],
  'dhaka-uttara-east': [23.865, 90.4],
  'dhaka-uttara-west': [23.87, 90.385],
  'dhaka-uttarkhan': [23.875, 90.435],
  'dhaka-vatara': [23.802, 90.429],
  'dhaka-wari': [23.717, 90.42],
  'rajshahi-airport': [24.43, 88.62],
  'rajshahi-belpukur': [24.355, 88.735],
  'rajshahi-boalia': [24.367, 88.6],
  'rajshahi-chandrima': [24.378, 88.625],
  'rajshahi-damkura': [24.465, 88.485],
  'rajshahi-kashiadanga': [24.388, 88.555],
  'rajshahi-katakhali': [24.362, 88.69],
  'rajshahi-kornohar': [24.45, 88.57],
  'rajshahi-motihar': [24.365, 88.64],
  'rajshahi-rajpara': [24.372, 88.585],
  'rajshahi-shah-makhdum': [24.395, 88.6],
  'chittagong-akbar-shah': [22.37, 91.77],
  'chittagong-bakalia': [22.348, 91.85],
  'chittagong-bandar': [22.3, 91.8],
  'chittagong-bayazid-bostami': [22.385, 91.82],
  'chittagong-chandgaon': [22.375, 91.855],
  'chittagong-chawkbazar': [22.35, 91.838],
  'chittagong-double-mooring': [22.327, 91.809],
  'chittagong-epz': [22.28, 91.79],
  'chittagong-halishahar': [22.335, 91.78],
  'chittagong-khulshi': [22.36, 91.805],
  'chittagong-kotwali': [22.34, 91.835],
  'chittagong-pahartali': [22.365, 91.78],
  'chittagong-panchlaish': [22.365, 91.83],
  'chittagong-patenga': [22.24, 91.795],
  'chittagong-sadarghat': [22.33, 91.845],
  'sylhet-kotwali': [24.895, 91.87],
  'sylhet-airport': [24.925, 91.87],
  'sylhet-jalalabad': [24.915, 91.835],
  'sylhet-shah-poran': [24.92, 91.915],
  'sylhet-moglabazar': [24.845, 91.88],
  'khulna-khulna-sadar': [22.815, 89.565],
  'khulna-sonadanga': [22.825, 89.545],
  'khulna-khalishpur': [22.855, 89.54],
  'khulna-daulatpur': [22.88, 89.52],
  'khulna-khan-jahan-ali': [22.9, 89.5],
  'khulna-labanchara': [22.79, 89.58],
  'khulna-harintana': [22.785, 89.535],
  'khulna-aranghata': [22.835, 89.5],
  'barishal-kotwali': [22.701, 90.37],
  'barishal-kawnia': [22.715, 90.36],
  'barishal-airport': [22.745, 90.34],
  'barishal-bandar': [22.69, 90.39],
  'rangpur-kotwali': [25.75, 89.25],
  'rangpur-tajhat': [25.74, 89.225],
  'rangpur-mahiganj': [25.77, 89.265],
  'rangpur-haragach': [25.825, 89.32],
  'rangpur-parshuram': [25.72, 89.27],
  'rangpur-hajirhat': [25.79, 89.23],
  'gazipur-basan': [24.0, 90.42],
  'gazipur-gachha': [23.947, 90.395],
  'gazipur-konabari': [24.005, 90.335],
  'gazipur-kashimpur': [24.0, 90.31],
  'gazipur-pubail': [23.93, 90.49],
  'gazipur-tongi-east': [23.895, 90.415],
  'gazipur-tongi-west': [23.895, 90.395],

  // Neighbourhoods
  'dhaka-gulshan-1': [23.7806, 90.4163],
  'dhaka-gulshan-2': [23.794, 90.4145],
  'dhaka-baridhara': [23.8, 90.421],
  'dhaka-niketan': [23.7735, 90.4095],
  'dhaka-shahjadpur': [23.79, 90.425],
  'dhaka-banani-area': [23.794, 90.404],
  'dhaka-mohakhali': [23.778, 90.398],
  'dhaka-cantonment-area': [23.82, 90.4],
  'dhaka-banani-dohs': [23.7975, 90.396],
  'dhaka-baridhara-dohs': [23.814, 90.417],
  'dhaka-mohakhali-dohs': [23.783, 90.392],
  'dhaka-matikata': [23.817, 90.391],
  'dhaka-manikdi': [23.824, 90.399],
  'dhaka-ecb-chattar': [23.823, 90.393],
  'dhaka-bashundhara-ra': [23.815, 90.43],
  'dhaka-nadda': [23.809, 90.423],
  'dhaka-notun-bazar': [23.798, 90.424],
  'dhaka-nikunja-1': [23.83, 90.417],
  'dhaka-nikunja-2': [23.833, 90.421],
  'dhaka-kuril': [23.82, 90.422],
  'dhaka-purbachal': [23.84, 90.48],
  'dhaka-khilkhet-area': [23.829, 90.423],
  'dhaka-badda-area': [23.7805, 90.426],
  'dhaka-merul-badda': [23.772, 90.426],
  'dhaka-middle-badda': [23.782, 90.425],
  'dhaka-north-badda': [23.79, 90.426],
  'dhaka-aftabnagar': [23.767, 90.445],
  'dhaka-rampura-area': [23.761, 90.42],
  'dhaka-banasree': [23.763, 90.435],
  'dhaka-moghbazar': [23.749, 90.405],
  'dhaka-west-rampura': [23.757, 90.415],
  'dhaka-khilgaon-area': [23.75, 90.426],
  'dhaka-goran': [23.748, 90.438],
  'dhaka-tilpapara': [23.753, 90.431],
  'dhaka-malibagh': [23.748, 90.417],
  'dhaka-basabo': [23.74, 90.43],
  'dhaka-madartek': [23.737, 90.44],
  'dhaka-manda': [23.727, 90.44],
  'dhaka-eskaton': [23.748, 90.399],
  'dhaka-siddheswari': [23.742, 90.408],
  'dhaka-shantinagar': [23.74, 90.414],
  'dhaka-mouchak': [23.746, 90.412],
  'dhaka-bailey-road': [23.741, 90.405],
  'dhaka-kakrail': [23.738, 90.407],
  'dhaka-segunbagicha': [23.733, 90.406],
  'dhaka-shantibagh': [23.741, 90.418],
  'dhaka-rajarbagh': [23.738, 90.42],
  'dhaka-dhanmondi-area': [23.7461, 90.3742],
  'dhaka-jigatola': [23.739, 90.37],
  'dhaka-shankar': [23.751, 90.366],
  'dhaka-kalabagan-area': [23.748, 90.381],
  'dhaka-panthapath': [23.7515, 90.388],
  'dhaka-green-road': [23.7465, 90.3855],
  'dhaka-elephant-road': [23.739, 90.387],
  'dhaka-nilkhet': [23.733, 90.386],
  'dhaka-paribagh': [23.741, 90.393],
  'dhaka-katabon': [23.739, 90.39],
  'dhaka-rayer-bazar': [23.742, 90.362],
  'dhaka-mohammadpur-area': [23.761, 90.36],
  'dhaka-lalmatia': [23.755, 90.368],
  'dhaka-tajmahal-road': [23.76, 90.364],
  'dhaka-nurjahan-road': [23.762, 90.362],
  'dhaka-basila': [23.747, 90.342],
  'dhaka-mohammadia-housing': [23.765, 90.356],
  'dhaka-japan-garden-city': [23.766, 90.353],
  'dhaka-adabor-area': [23.773, 90.356],
  'dhaka-shyamoli': [23.772, 90.366],
  'dhaka-shekhertek': [23.769, 90.356],
  'dhaka-ring-road': [23.767, 90.359],
  'dhaka-agargaon': [23.778, 90.379],
  'dhaka-west-raja-bazar': [23.759, 90.383],
  'dhaka-mirpur-1': [23.795, 90.353],
  'dhaka-mirpur-2': [23.805, 90.36],
  'dhaka-mirpur-6': [23.813, 90.36],
  'dhaka-mirpur-10': [23.807, 90.368],
  'dhaka-pirerbag': [23.797, 90.364],
  'dhaka-monipur': [23.8, 90.37],
  'dhaka-ahmed-nagar': [23.796, 90.356],
  'dhaka-kallyanpur': [23.78, 90.36],
  'dhaka-paikpara': [23.792, 90.36],
  'dhaka-pallabi-area': [23.826, 90.365],
  'dhaka-mirpur-11': [23.819, 90.366],
  'dhaka-mirpur-12': [23.828, 90.365],
  'dhaka-mirpur-7': [23.818, 90.356],
  'dhaka-mirpur-dohs': [23.837, 90.369],
  'dhaka-kalshi': [23.824, 90.38],
  'dhaka-rupnagar-ra': [23.821, 90.354],
  'dhaka-duaripara': [23.823, 90.347],
  'dhaka-shah-ali-area': [23.8, 90.351],
  'dhaka-bagbari': [23.805, 90.349],
  'dhaka-kafrul-area': [23.793, 90.388],
  'dhaka-kazipara': [23.799, 90.372],
  'dhaka-shewrapara': [23.793, 90.374],
  'dhaka-senpara-parbata': [23.803, 90.372],
  'dhaka-ibrahimpur': [23.8, 90.386],
  'dhaka-mirpur-13': [23.81, 90.379],
  'dhaka-mirpur-14': [23.8, 90.383],
  'dhaka-bhashantek-area': [23.811, 90.387],
  'dhaka-gabtoli': [23.783, 90.344],
  'dhaka-tejgaon-area': [23.761, 90.392],
  'dhaka-farmgate': [23.758, 90.389],
  'dhaka-karwan-bazar': [23.751, 90.393],
  'dhaka-nakhalpara': [23.766, 90.395],
  'dhaka-tejkunipara': [23.762, 90.388],
  'dhaka-uttara-sector-1': [23.861, 90.4],
  'dhaka-uttara-sector-2': [23.862, 90.405],
  'dhaka-uttara-sector-3': [23.863, 90.392],
  'dhaka-uttara-sector-4': [23.866, 90.404],
  'dhaka-uttara-sector-5': [23.868, 90.388],
  'dhaka-uttara-sector-6': [23.87, 90.402],
  'dhaka-uttara-sector-7': [23.869, 90.396],
  'dhaka-uttara-sector-8': [23.876, 90.402],
  'dhaka-uttara-sector-9': [23.873, 90.391],
  'dhaka-uttara-sector-10': [23.879, 90.383],
  'dhaka-uttara-sector-11': [23.876, 90.396],
  'dhaka-uttara-sector-12': [23.872, 90.383],
  'dhaka-uttara-sector-13': [23.878, 90.39],
  'dhaka-uttara-sector-14': [23.881, 90.386],
  'dhaka-uttara-sector-15': [23.884, 90.37],
  'dhaka-uttara-sector-16': [23.879, 90.36],
  'dhaka-uttara-sector-17': [23.893, 90.365],
  'dhaka-uttara-sector-18': [23.887, 90.356],
  'dhaka-diabari': [23.876, 90.372],
  'dhaka-kawla': [23.846, 90.413],
  'dhaka-dakshinkhan-area': [23.857, 90.43],
  'dhaka-ashkona': [23.851, 90.42],
  'dhaka-motijheel-area': [23.733, 90.418],
  'dhaka-arambagh': [23.732, 90.423],
  'dhaka-fakirapool': [23.734, 90.415],
  'dhaka-dilkusha': [23.726, 90.419],
  'dhaka-purana-paltan': [23.733, 90.411],
  'dhaka-naya-paltan': [23.736, 90.414],
  'dhaka-bijoynagar': [23.736, 90.41],
  'dhaka-wari-area': [23.718, 90.42],
  'dhaka-tikatuli': [23.722, 90.42],
  'dhaka-hatkhola': [23.723, 90.423],
  'dhaka-jatrabari-area': [23.71, 90.434],
  'dhaka-kajla': [23.705, 90.445],
  'dhaka-sayedabad': [23.718, 90.428],
  'dhaka-kadamtali-area': [23.695, 90.44],
  'dhaka-rayerbag': [23.698, 90.453],
  'dhaka-dania': [23.699, 90.46],
  'dhaka-demra-area': [23.723, 90.483],
  'dhaka-staff-quarter': [23.722, 90.472],
  'dhaka-sarulia': [23.723, 90.493],
  'dhaka-konapara': [23.706, 90.471],
  'dhaka-shyampur-area': [23.692, 90.43],
  'dhaka-jurain': [23.699, 90.426],
  'dhaka-postogola': [23.69, 90.422],
  'dhaka-azimpur': [23.726, 90.385],
  'dhaka-islampur': [23.71, 90.406],
  'dhaka-sadarghat': [23.706, 90.41],
  'dhaka-shankhari-bazar': [23.709, 90.411],
  'dhaka-tanti-bazar': [23.711, 90.411],
  'dhaka-armanitola': [23.715, 90.403],
  'dhaka-nazira-bazar': [23.718, 90.404],
  'dhaka-lakshmibazar': [23.709, 90.414],
  'dhaka-farashganj': [23.705, 90.418],
  'dhaka-posta': [23.717, 90.389],
  // Roads known by their width: the road's middle stretch.
  'dhaka-300-feet-road': [23.821, 90.465],
  'dhaka-60-feet-road': [23.79, 90.366],
  'dhaka-100-feet-road': [23.799, 90.445],
  'dhaka-dhanmondi-27': [23.756, 90.374],
  'dhaka-dhanmondi-32': [23.7515, 90.378],
  'chittagong-khulshi-area': [22.36, 91.805],
  'chittagong-nasirabad': [22.365, 91.817],
  'chittagong-lalkhan-bazar': [22.35, 91.818],
  'chittagong-panchlaish-ra': [22.364, 91.827],
  'chittagong-gec': [22.359, 91.821],
  'chittagong-muradpur': [22.369, 91.833],
  'chittagong-sholoshahar': [22.372, 91.825],
  'chittagong-katalganj': [22.362, 91.833],
  'chittagong-agrabad': [22.325, 91.81],
  'chittagong-dewanhat': [22.33, 91.817],
  'chittagong-akbar-shah-area': [22.37, 91.773],
  'chittagong-firoz-shah-colony': [22.364, 91.776],
  'chittagong-halishahar-area': [22.335, 91.78],
  'chittagong-chawkbazar-area': [22.35, 91.838],
  'chittagong-jamal-khan': [22.343, 91.83],
  'chittagong-anderkilla': [22.339, 91.837],
  'chittagong-patharghata': [22.333, 91.842],
  'chittagong-kazir-dewri': [22.344, 91.826],
  'chittagong-firingi-bazar': [22.334, 91.84],
  'chittagong-bakalia-area': [22.348, 91.85],
  'chittagong-kalamia-bazar': [22.355, 91.85],
  'chittagong-bayezid': [22.385, 91.82],
  'chittagong-oxygen': [22.393, 91.825],
  'chittagong-chandgaon-ra': [22.375, 91.855],
  'chittagong-bahaddarhat': [22.367, 91.846],
  'chittagong-kalurghat': [22.386, 91.878],
  'chittagong-patenga-area': [22.24, 91.795],
  'chittagong-alankar': [22.36, 91.782],
  'chittagong-probartak': [22.358, 91.83],
  'rajshahi-shaheb-bazar': [24.366, 88.597],
  'rajshahi-rani-bazar': [24.368, 88.596],
  'rajshahi-ghoramara': [24.365, 88.602],
  'rajshahi-shiroil': [24.372, 88.604],
  'rajshahi-malopara': [24.368, 88.601],
  'rajshahi-hetem-khan': [24.37, 88.608],
  'rajshahi-sagorpara': [24.365, 88.608],
  'rajshahi-kumarpara': [24.363, 88.598],
  'rajshahi-kadirganj': [24.37, 88.601],
  'rajshahi-dorgapara': [24.365, 88.593],
  'rajshahi-uposhohor': [24.378, 88.617],
  'rajshahi-laxmipur': [24.369, 88.587],
  'rajshahi-bulonpur': [24.364, 88.58],
  'rajshahi-padma-ra': [24.38, 88.627],
  'rajshahi-chandrima-ra': [24.383, 88.626],
  'rajshahi-bhadra': [24.376, 88.623],
  'rajshahi-chhoto-bongram': [24.382, 88.63],
  'rajshahi-kazla': [24.364, 88.628],
  'rajshahi-binodpur': [24.372, 88.646],
  'rajshahi-talaimari': [24.36, 88.625],
  'rajshahi-meherchandi': [24.374, 88.65],
  'rajshahi-budhpara': [24.363, 88.64],
  'rajshahi-nawdapara': [24.395, 88.602],
  'rajshahi-sapura': [24.388, 88.608],
  'rajshahi-nawhata': [24.43, 88.64],
  'sylhet-zindabazar': [24.896, 91.87],
  'sylhet-bandarbazar': [24.893, 91.868],
  'sylhet-chowhatta': [24.899, 91.869],
  'sylhet-lamabazar': [24.896, 91.862],
  'sylhet-nayasarak': [24.899, 91.875],
  'sylhet-mirabazar': [24.895, 91.88],
  'sylhet-kumarpara': [24.8995, 91.876],
  'sylhet-taltola': [24.891, 91.871],
  'sylhet-kazitula': [24.899, 91.864],
  'sylhet-subhanighat': [24.89, 91.879],
  'sylhet-dargah-mahalla': [24.901, 91.869],
  'sylhet-amberkhana': [24.905, 91.871],
  'sylhet-subidbazar': [24.91, 91.86],
  'sylhet-upashahar': [24.892, 91.887],
  'sylhet-shibganj': [24.895, 91.89],
  'sylhet-tilagarh': [24.899, 91.902],
  'sylhet-mejortila': [24.89, 91.912],
  'sylhet-pathantula': [24.906, 91.851],
  'sylhet-modina-market': [24.91, 91.855],
  'sylhet-akhalia': [24.914, 91.84],
  'khulna-shibbari': [22.817, 89.553],
  'khulna-tutpara': [22.803, 89.565],
  'khulna-moylapota': [22.812, 89.558],
  'khulna-boro-bazar': [22.818, 89.568],
  'khulna-dak-bangla': [22.817, 89.564],
  'khulna-royal-mor': [22.815, 89.559],
  'khulna-sonadanga-area': [22.823, 89.544],
  'khulna-nirala': [22.81, 89.548],
  'khulna-gollamari': [22.801, 89.534],
  'khulna-boyra': [22.835, 89.542],
  'khulna-goborchaka': [22.815, 89.542],
  'khulna-khalishpur-area': [22.855, 89.54],
  'khulna-mujgunni': [22.845, 89.535],
  'khulna-goalkhali': [22.84, 89.542],
  'khulna-daulatpur-area': [22.88, 89.52],
  'khulna-fulbarigate': [22.898, 89.503],
  'barishal-sadar-road': [22.702, 90.369],
  'barishal-band-road': [22.698, 90.372],
  'barishal-nathullabad': [22.712, 90.348],
  'barishal-rupatali': [22.687, 90.348],
  'barishal-chowmatha': [22.708, 90.362],
  'barishal-amtala': [22.707, 90.358],
  'barishal-alekanda': [22.696, 90.362],
  'barishal-port-road': [22.7, 90.376],
  'barishal-kalibari-road': [22.704, 90.372],
  'barishal-bogura-road': [22.7, 90.364],
  'barishal-sagardi': [22.713, 90.355],
  'barishal-kashipur': [22.73, 90.33],
  'rangpur-jahaj-company-mor': [25.75, 89.252],
  'rangpur-shapla-chattar': [25.743, 89.26],
  'rangpur-dhap': [25.757, 89.246],
  'rangpur-medical-mor': [25.765, 89.238],
  'rangpur-station-road': [25.742, 89.258],
  'rangpur-guptapara': [25.754, 89.256],
  'rangpur-munshipara': [25.752, 89.259],
  'rangpur-keranipara': [25.748, 89.248],
  'rangpur-grand-hotel-mor': [25.751, 89.247],
  'rangpur-lalbag': [25.744, 89.233],
  'rangpur-modern-mor': [25.733, 89.242],
  'gazipur-joydebpur': [24.002, 90.425],
  'gazipur-salna': [24.042, 90.413],
  'gazipur-chowrasta': [23.993, 90.416],
  'gazipur-bhogra': [23.981, 90.394],
  'gazipur-board-bazar': [23.948, 90.38],
  'gazipur-tongi': [23.893, 90.4],
  'gazipur-auchpara': [23.899, 90.396],
  'gazipur-cherag-ali': [23.908, 90.405],
  'gazipur-ershadnagar': [23.9, 90.415],
  'gazipur-dattapara': [23.905, 90.42],
  'narayanganj-chashara': [23.623, 90.499],
  'narayanganj-fatullah': [23.638, 90.485],
  'narayanganj-siddhirganj': [23.685, 90.518],
  'narayanganj-signboard': [23.693, 90.477],
  'narayanganj-bhuigarh': [23.657, 90.48],
  'narayanganj-nitaiganj': [23.617, 90.506],
  'narayanganj-tanbazar': [23.618, 90.502],
  'narayanganj-kalir-bazar': [23.619, 90.498],
  'narayanganj-deobhog': [23.615, 90.493],
  'narayanganj-masdair': [23.628, 90.488],
  'narayanganj-pagla': [23.663, 90.46],
  'narayanganj-shimrail': [23.702, 90.5],
  'narayanganj-chittagong-road': [23.698, 90.499],
  'narayanganj-mizmizi': [23.695, 90.519],
  'narayanganj-kanchpur': [23.705, 90.53],
  'mymensingh-ganginarpar': [24.756, 90.406],
  'mymensingh-charpara': [24.754, 90.399],
  'mymensingh-kachijhuli': [24.75, 90.412],
  'mymensingh-maskanda': [24.743, 90.412],
  'mymensingh-akua': [24.737, 90.406],
  'mymensingh-notun-bazar': [24.749, 90.408],
  'mymensingh-chhoto-bazar': [24.756, 90.403],
  'mymensingh-shankipara': [24.743, 90.4],
  'mymensingh-kewatkhali': [24.758, 90.418],
  'mymensingh-sehora': [24.747, 90.403],
  'mymensingh-naumahal': [24.762, 90.407],
  'mymensingh-bolashpur': [24.739, 90.423],
  'mymensingh-patgudam': [24.764, 90.404],
  'mymensingh-town-hall': [24.752, 90.405],
  'cumilla-kandirpar': [23.461, 91.181],
  'cumilla-rajganj': [23.463, 91.185],
  'cumilla-tomsom-bridge': [23.451, 91.177],
  'cumilla-shashongacha': [23.445, 91.176],
  'cumilla-jhawtola': [23.458, 91.179],
  'cumilla-bagichagaon': [23.464, 91.176],
  'cumilla-racecourse': [23.456, 91.189],
  'cumilla-dharmapur': [23.445, 91.19],
  'cumilla-monohorpur': [23.464, 91.188],
  'cumilla-ranir-bazar': [23.47, 91.182],
  'cumilla-thakurpara': [23.468, 91.178],
  'cumilla-ashok-tala': [23.458, 91.172],
  'cumilla-badurtala': [23.465, 91.187],
  'cumilla-nanua-dighir-par': [23.469, 91.172],
  'bogura-satmatha': [24.847, 89.372],
  'bogura-jaleshwaritala': [24.848, 89.378],
  'bogura-malotinagar': [24.84, 89.37],
  'bogura-thanthania': [24.83, 89.373],
  'bogura-kalitala': [24.851, 89.371],
  'bogura-namajgarh': [24.854, 89.369],
  'bogura-chelopara': [24.858, 89.374],
  'bogura-sherpur-road': [24.83, 89.382],
  'bogura-nishindara': [24.865, 89.36],
  'jashore-doratana': [23.162, 89.213],
  'jashore-palbari': [23.158, 89.198],
  'jashore-ghop': [23.172, 89.219],
  'jashore-karbala': [23.168, 89.204],
  'jashore-shankarpur': [23.153, 89.208],
  'jashore-bejpara': [23.159, 89.213],
  'jashore-kharki': [23.178, 89.2],
  'jashore-upashahar': [23.18, 89.195],
  'coxs-bazar-kolatoli': [21.414, 91.983],
  'coxs-bazar-sugandha': [21.42, 91.978],
  'coxs-bazar-laboni-point': [21.43, 91.974],
  'coxs-bazar-hotel-motel-zone': [21.426, 91.978],
  'coxs-bazar-tekpara': [21.44, 91.98],
  'coxs-bazar-bazarghata': [21.438, 91.983],
  'coxs-bazar-link-road': [21.397, 92.01],
  // Landmarks people name in ads and searches (issue 63): universities (the campus's middle),
  // markets, EPZs and industrial estates, bus terminals and stations.
  'dhaka-dhaka-university': [23.734, 90.3925],
  'dhaka-buet': [23.7265, 90.3925],
  'dhaka-palashi': [23.7275, 90.3885],
  'dhaka-jagannath-university': [23.7087, 90.4113],
  'dhaka-north-south-university': [23.8151, 90.4256],
  'dhaka-town-hall': [23.7595, 90.3625],
  'dhaka-asad-gate': [23.7603, 90.3738],
  'dhaka-gulistan': [23.7236, 90.4125],
  'dhaka-kamalapur': [23.7318, 90.4258],
  'dhaka-bashundhara-city': [23.7509, 90.3905],
  'dhaka-jamuna-future-park': [23.8135, 90.4243],
  'dhaka-jahangirnagar-university': [23.8817, 90.2676],
  'dhaka-ashulia': [23.92, 90.3],
  'dhaka-dhaka-epz': [23.942, 90.273],
  'dhaka-hemayetpur': [23.793, 90.271],
  'gazipur-tongi-bscic': [23.899, 90.405],
  'narayanganj-adamjee-epz': [23.678, 90.521],
  'narayanganj-purbachal-american-city': [23.85, 90.53],
  'chittagong-chittagong-university': [22.4715, 91.787],
  'chittagong-cuet': [22.4619, 91.9705],
  'chittagong-new-market': [22.3355, 91.8335],
  'chittagong-reazuddin-bazar': [22.3362, 91.8302],
  'chittagong-khatunganj': [22.3305, 91.8455],
  'chittagong-2-no-gate': [22.3668, 91.8222],
  'chittagong-karnaphuli-epz': [22.262, 91.803],
  'rajshahi-ruet': [24.3638, 88.6283],
  'sylhet-sust': [24.9175, 91.8317],
  'sylhet-kadamtali': [24.8785, 91.8655],
  'khulna-khulna-university': [22.8015, 89.531],
  'khulna-kuet': [22.8996, 89.5022],
  'khulna-new-market': [22.8195, 89.5515],
  'khulna-shiromoni': [22.92, 89.485],
  'barishal-barishal-university': [22.6588, 90.3625],
  'rangpur-begum-rokeya-university': [25.7175, 89.2615],
  'rangpur-park-mor': [25.7195, 89.2585],
  'mymensingh-agricultural-university': [24.7236, 90.4295],
  'mymensingh-nazrul-university': [24.5835, 90.3795],
  'cumilla-cumilla-university': [23.4215, 91.137],
  'cumilla-cumilla-epz': [23.437, 91.19],
  'jashore-rail-road': [23.1635, 89.2065],
  'jashore-monihar': [23.158, 89.222],
  'bagerhat-mongla-epz': [22.48, 89.6],
  'pabna-ishwardi-epz': [24.07, 89.04],
  'nilphamari-uttara-epz': [25.875, 88.875],
};

// ---------------------------------------------------------------------------------------------
// A thana or neighbourhood whose name GeoNames (or Who's On First) also holds within 1.5 km of the
// project's approximate point takes that open point instead (Badda, Chashara, Agrabad…).
const CONFIRM_KM = 1.5;
const placesByKey = new Map();
for (const place of places) {
  const key = nameKey(place.name);
  const list = placesByKey.get(key) ?? [];
  list.push(place);
  placesByKey.set(key, list);
}
const namesOf = (entry) =>
  [entry.en, ...(entry.aka ?? [])]
    .map((name) => name.replace(/ (Area|R\/A|Thana)$/i, '').trim())
    .filter((name) => /^[A-Za-z][A-Za-z .'-]+$/.test(name));
const confirm = (entry, approx) => {
  let best = null;
  for (const name of namesOf(entry))
    for (const place of placesByKey.get(nameKey(name)) ?? []) {
      const d = km(place.point, approx);
      if (d <= CONFIRM_KM && (!best || d < best.d)) best = { place, d };
    }
  return best;
};

const DIVISION_SEAT = {
  dhaka: 'dhaka',
  rajshahi: 'rajshahi',
  chittagong: 'chittagong',
  sylhet: 'sylhet',
  khulna: 'khulna',
  barishal: 'barishal',
  rangpur: 'rangpur',
  mymensingh: 'mymensingh',
};

const points = {};
const how = {};
const tally = { nuhil: 0, geonames: 0, wof: 0, approx: 0 };
const put = (key, point, source, approx = false) => {
  const p = [round(point[0]), round(point[1])];
  points[key] = approx ? { p, approx: true } : p;
  how[key] = source;
  tally[
    approx ? 'approx' : source.startsWith('nuhil') ? 'nuhil' : source.startsWith('geonames') ? 'geonames' : 'wof'
  ] += 1;
};
const wofSource = (place) =>
  place.src === 'geonames' ? `geonames:${place.gn}` : `wof:${place.id} (${place.src ?? 'whosonfirst'})`;

for (const division of gazetteer.divisions) {
  const seat = DIVISION_SEAT[division.id];
  put(`division:${division.id}`, districtPoint.get(seat), `nuhil:${seat} (the division's seat)`);
}
for (const district of gazetteer.districts)
  put(`district:${district.id}`, districtPoint.get(district.id), `nuhil:${district.id}`);
// The upazilas among APPROX's namesake list: their open match is a village of the same name.
const NAMESAKES = new Set([
  'rangamati-baghaichhari',
  'rangamati-barkal',
  'rangamati-belaichhari',
  'rangamati-langadu',
  'netrokona-khaliajuri',
  'netrokona-durgapur',
  'patuakhali-patuakhali-sadar',
  'patuakhali-galachipa',
  'barishal-hizla',
  'sylhet-balaganj',
  'dinajpur-parbatipur',
  'dinajpur-phulbari',
  'habiganj-madhabpur',
  'cumilla-muradnagar',
  'munshiganj-sreenagar',
  'rajbari-goalanda',
  'rajbari-pangsha',
  'rajbari-baliakandi',
  'naogaon-naogaon-sadar',
  'natore-baraigram',
  'pabna-faridpur',
  'chandpur-chandpur-sadar',
  'barguna-amtali',
  'jhalokati-rajapur',
]);
for (const sub of subDistricts) {
  const open = NAMESAKES.has(sub.id) ? undefined : upazilaPoint.get(sub.id);
  if (open) {
    put(`subDistrict:${sub.id}`, open.point, open.how.startsWith('geonames') ? open.how : `wof ${open.how}`);
    continue;
  }
  const approx = APPROX[sub.id];
  if (!approx) throw new Error(`no point for sub-district ${sub.id}`);
  const confirmed = sub.kind === 'thana' ? confirm(sub, approx) : null;
  if (confirmed)
    put(`subDistrict:${sub.id}`, confirmed.place.point, `${wofSource(confirmed.place)} (${confirmed.place.name})`);
  else put(`subDistrict:${sub.id}`, approx, 'approx', true);
}
for (const n of neighbourhoods) {
  const approx = APPROX[n.id];
  if (!approx) throw new Error(`no point for neighbourhood ${n.id}`);
  const confirmed = confirm(n, approx);
  if (confirmed)
    put(`neighbourhood:${n.id}`, confirmed.place.point, `${wofSource(confirmed.place)} (${confirmed.place.name})`);
  else put(`neighbourhood:${n.id}`, approx, 'approx', true);
}
const unused = Object.keys(APPROX).filter(
  (id) => !subDistricts.some((s) => s.id === id) && !neighbourhoods.some((n) => n.id === id),
);
if (unused.length > 0) throw new Error(`approximate points for no place: ${unused.join(', ')}`);

const data = {
  source: [
    'Points of the place gazetteer (issue 63).',
    "Districts: the Deputy Commissioner's office, from nuhil/bangladesh-geocode (MIT);",
    "a division: its seat's district point.",
    "Upazilas: the seat town (else the middle of the upazila's populated places) from GeoNames' populated places",
    "of Bangladesh as carried by Who's On First (whosonfirst-data-admin-bd), a few towns from Who's On First's own",
    'records',
    '(Quattroshapes, Natural Earth).',
    'Metropolitan thanas, neighbourhoods and the upazilas the sources lack: approximate points compiled for Ghorbari',
    '(marked approx; to roughly a kilometre, an upazila seat to a few kilometres), replaced by a GeoNames point of the',
    'same name within 1.5 km where one exists.',
    'Built by scripts/gazetteer-points.mjs; sources, licences and steps in POINTS-SOURCES.md.',
  ].join(' '),
  licence: [
    'GeoNames CC BY 4.0 (geonames.org).',
    "Who's On First: its own work CC0, its sources' terms kept (Quattroshapes CC BY 2.0, Natural Earth public domain);",
    'a link back to its licence is asked.',
    'nuhil/bangladesh-geocode MIT.',
    "The approximate points are the project's own.",
  ].join(' '),
  points,
};
// One place a line, so that a change reads as a diff of the places it touches.
const lines = Object.entries(points).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
const head = `"source": ${JSON.stringify(data.source)},\n"licence": ${JSON.stringify(data.licence)}`;
const out = `{\n${head},\n"points": {\n${lines.join(',\n')}\n}\n}\n`;
writeFileSync(join(LOCATIONS, 'bd-points.json'), out);
console.log(`bd-points.json: ${Object.keys(points).length} points; ${JSON.stringify(tally)}`);
if (REPORT)
  for (const [key, source] of Object.entries(how))
    if (!source.startsWith('nuhil') && source !== 'approx' && !key.startsWith('subDistrict:'))
      console.log(`  ${key}: ${source}`);
