import type { DemoArticleText, DemoTopic } from './demo-articles.ts';

/**
 * The demo blog's English articles (issue 16): the twins of the Bengali originals, saying the
 * same for English readers (Bengali terms kept where readers will meet them on the papers).
 */
export const EN_ARTICLES: Record<DemoTopic, DemoArticleText> = {
  buying: {
    title: 'Before You Buy a Flat in Dhaka: The Complete Checklist',
    summary:
      'RAJUK approval, land papers, the agreement with the developer, handover day and registration costs: what to ' +
      'see and what to ask before you pay a single taka, all in one place.',
    tags: ['buying a flat', 'RAJUK', 'registration', 'handover', 'Dhaka'],
    authorName: 'Tasnim Haque',
    coverAlt: 'A few apartment blocks in Dhaka on one side and a clipboard with ticked boxes on the other',
    body: `For most families, buying a flat means putting a lifetime of savings in one place. Yet many decide on the
strength of a decorated model flat and only look at the papers after they have paid. The order should be the other way
round. Work through this checklist and most serious problems will show up early.

## 1. Set a budget that includes the costs beyond the price

The advertised price is not the whole bill. Put these on separate lines:

- **Registration costs**: stamp duty, registration fee and taxes together are a noticeable share of the price (more
  below).
- **Car parking**: many projects sell parking separately.
- **Utility connections and deposits**: electricity, water, piped gas or LPG, a share of the generator.
- **Service charge and reserve fund**: many buildings ask for a lump sum at handover.
- **Interior and repairs**: for an older flat, this is often more than you expect.

If you will take a home loan, talk to the bank first. Knowing which papers the bank needs tells you, while you are still
choosing, which flats it will lend against.

## 2. Check the developer and the project

- Visit at least two of the developer's finished projects and talk to the people living there: was the handover on time,
  and is the work holding up?
- Real estate business is governed by the **Real Estate Development and Management Act, 2010**. Ask whether the
  developer is registered and holds a trade licence. Membership of REHAB is a good sign, not a guarantee.
- The same flat is sometimes sold to more than one buyer. Before you book, make sure the flat is in the developer's
  share, not the landowner's.

## 3. See the RAJUK-approved plan

In Dhaka, building plans are approved by RAJUK; in Chattogram, Khulna and Rajshahi by their own development authorities;
elsewhere by the city corporation or municipality.

- Ask for the approval letter and a copy of the approved plan. Compare the number of floors approved with the number
  being built. A flat on an extra, unapproved floor is a serious long-term risk.
- Check that your flat is where the plan puts it, and that space shown as parking on the plan is not being sold as shops
  or flats.
- For a finished building, ask whether it has an **occupancy certificate**. Many buildings don't, but one that does
  gives real peace of mind.

## 4. Land papers: the real foundation of a flat

With a flat you also buy an undivided share of the land. If the land's title is unclear, so is your flat's. At the very
least, see:

- The land's title deed (*dolil*) and the earlier owners' deeds (*baya dolil*), so that the chain of ownership is
  unbroken.
- An up-to-date record of rights (*khatian*), the mutation (*namjari*) and its DCR, and this year's land tax (*khajna*)
  receipt.
- The registered development agreement and power of attorney between the landowner and the developer.
- Whether there is any court case, bank charge or government acquisition notice on the land.

Our separate article "Land Documents Explained" walks through how to read these papers. If in doubt, having an
experienced lawyer check them is the cheapest insurance you will ever buy.

## 5. What the agreement must say

- The flat's number, floor and facing, and its size: how much is inside the flat and how much common space (stairs, lift
  lobby) is counted, separately.
- The total price, the instalment schedule, and which costs are outside the price.
- The handover date, and what the developer pays if it is late.
- Specifications for floors, doors, bathroom fittings, the lift and the generator.

Pay everything through the bank and keep a receipt for every instalment. Stop and think whenever someone offers a
discount for cash paid today; our [Stay Safe](/Stay-Safe) page lists the common tricks.

## 6. Handover day

| What to check | Why |
| --- | --- |
| Room sizes, with a tape measure | They should match the square feet in the agreement |
| Pipes in bathrooms and kitchen, damp patches on walls | Leaks are hard and costly to fix later |
| Electricity meter and switchboard | Whether the meter can be put in your name |
| Piped gas or LPG | New buildings often have no piped gas |
| Lift, generator, water pump | See them running yourself |
| Parking and keys | Collect the allotment letter, possession letter and every key |

## 7. Registration and what it costs

The flat is legally yours only when the deed is registered at the sub-registrar's office after you have paid. The main
cost heads:

| Cost | What it is | Usually paid by |
| --- | --- | --- |
| Stamp duty | On the deed value | Buyer |
| Registration fee | The sub-registrar's fee | Buyer |
| Local government tax | Rate differs by area | Buyer |
| Source tax (gain tax) | By area and size | In law the seller's tax, but often negotiated |
| VAT | When buying from a developer | Buyer |

The rates change often in the national budget and differ by area. Rather than trusting an old figure from a website, get
the current calculation from the sub-registrar's office or a deed writer, and write down in the agreement who pays what.
After registration, don't forget to apply for mutation in your own name.

## A last word

Don't rush. A good flat is not gone in a week, but the trouble from a wrong one can last for years. Browse checked
listings on [Buy and Sell](/Property-Buy-Sell), and if you would rather build to your own taste, see [Group
Building](/Group-Wise-Building).`,
  },

  'land-documents': {
    title: 'Land Documents Explained: Dolil, Khatian, Namjari, DCR and Khajna',
    summary:
      'How the CS, SA, RS and BS records differ, why mutation matters, what the DCR and land tax receipts prove, ' +
      'and which papers you can check online, in plain words.',
    tags: ['land documents', 'khatian', 'mutation', 'land tax', 'deed'],
    authorName: 'Rashed Karim',
    coverAlt: 'Two stamped deeds and a rubber stamp on top of a mouza map',
    body: `Buying land, dividing an inheritance, handing land to a developer: every one of these starts with the same
question. Are the papers in order? The trouble is that the names of the papers sound like a riddle to many people. This
article goes through them one by one: what each says, and where you can check it.

## Dolil: the deed that transfers ownership

A *dolil* (deed) is the registered paper by which land passes from one person to another: by sale (*saf kabala*), gift,
*heba*, partition or exchange. Deeds are registered at the sub-registrar's office.

- **The title deed**: the deed by which the seller became the owner.
- **Baya dolil**: the earlier owners' deeds. The further back the chain of ownership can be traced, the safer.
- **Certified copy**: a copy drawn from the sub-registrar's records, if the original is lost or you want to compare.

Remember: a deed says who gave the land to whom. Whose name the government record shows today is what the *khatian*
tells you.

## Khatian and porcha: the owner's name in the government record

In a survey, the land of each *mouza* (revenue village) is divided into numbered plots (*dag*), and the owners' names,
shares and the type of land are written in the *khatian*, the record of rights. The draft copy handed to owners during a
survey is what people call a *porcha*. The country has had several surveys:

| Survey | Roughly when | What to know |
| --- | --- | --- |
| CS (Cadastral Survey) | British period, late 1800s to mid 1900s | The oldest; for tracing the chain of ownership |
| SA (State Acquisition) | 1950s | Made after the zamindari system was abolished |
| RS (Revisional Survey) | From the 1960s | Re-measured in the field; considered reliable in many areas |
| BS (Bangladesh Survey) | From the 1990s; still going in places | The latest; in Dhaka often called the City Survey |

When buying, check that the seller or their predecessor is named in the latest survey's *khatian*, and compare plot
numbers and areas with the earlier surveys. If names or areas differ between surveys, find out why first: correcting a
record takes time.

## Namjari: putting the record in your name after you buy

Registering a deed does not by itself put your name in the government record. For that you apply for mutation
(*namjari*) to the upazila or circle land office (AC Land); the application is now made online, through e-mutation. It
usually needs a copy of the deed, the earlier deeds, the previous *khatian*, the land tax receipt and your national ID.
After a hearing, if approved, a new *khatian* is opened in your name.

Inherited land needs mutation too. You will need a succession certificate (*warish sanad*), and a partition deed among
the heirs makes the work much easier.

## DCR: the receipt for the mutation

Once a mutation is approved and the fee is paid, the receipt issued is the DCR (Duplicate Carbon Receipt). A mutated
*khatian* together with its DCR shows the process was completed. When a seller shows you a mutated *khatian*, ask for
the DCR too.

## Khajna receipts: proof the land tax is paid

Land development tax, known as *khajna*, is due every year, and can now be paid online. An up-to-date receipt shows that
the land stands in that owner's name in the government record and that nothing is owed. If several years are unpaid, ask
why.

## What you can check online

The Ministry of Land's [land services portal](https://land.gov.bd) leads to these services:

1. **Find a khatian**: choose division, district, upazila and mouza, then the khatian or plot number, to see the record;
   you can also apply for a certified copy.
2. **Mutation status**: see which stage an application has reached with its number, and check a mutation a seller shows
   you.
3. **Land tax**: see whether anything is owed on a holding.
4. **Mouza maps**: see where a plot lies and which plots surround it.

Not every record of every area is online yet. If you cannot find one, check at the land office in person.

## A short checklist before you buy

- Do the names, plot numbers and areas agree across the deed, earlier deeds, *khatian*, mutation, DCR and tax receipt?
- Is the land listed as *khas* (government) land, vested property, or under acquisition?
- Is there any court case or bank charge? Have a search made at the sub-registrar's office.
- Visit the land, see who is in possession, talk to the neighbours, and have it measured by a surveyor (*amin*) if
  needed.

Pay an advance only when the papers are clear. You will find checked listings of land and plots on [Buy and
Sell](/Property-Buy-Sell), and ways to spot a suspicious offer on [Stay Safe](/Stay-Safe).`,
  },

  renting: {
    title: 'Renting a Home? Agree on These Before You Move In',
    summary:
      'How many months of advance, what goes in the written agreement, who pays electricity, gas and water, what ' +
      'the service charge covers, and what the House Rent Control Act 1991 says in broad terms.',
    tags: ['renting', 'rent agreement', 'advance', 'service charge', 'tenants'],
    authorName: 'Nusrat Jahan',
    coverAlt: 'A green front door with a large key and a hanging tag beside it',
    body: `In the excitement of a new home, a lot gets agreed by word of mouth, and the arguments start six months
later: over the advance, a sudden rent rise, or the service charge. For landlord and tenant alike, the best protection
is to write everything down at the start.

## When you view the flat

- Go twice, once by day and once in the evening. Light, air, street noise and when the water comes all feel different at
  different times.
- Open the taps to check the water pressure, and look for damp patches on bathroom and kitchen walls.
- Ask the neighbours whether the lane floods in the monsoon.
- Find out whether gas is piped or LPG, whether the electricity meter is prepaid, and whether there is a generator or
  IPS.

To find checked homes in your area, see [Rent](/Property-Rent).

## The advance: how many months, and how it comes back

In Dhaka it is common for landlords to ask for two or three months' rent in advance. The **House Rent Control Act,
1991**, however, limits the advance: it speaks of no more than one month's rent. Know the law when you negotiate, and
whatever you agree, write down:

- How much the advance is and the date it was paid.
- How it will be settled: against the last months' rent, or repaid when you leave.
- What damage may be deducted when it is repaid, and what counts as normal wear and tear.

## What goes in the written agreement

| Item | What to write |
| --- | --- |
| Rent | Monthly amount, due date, and how it is paid (cash, bank, mobile banking) |
| Term | Start date, length, and how it is renewed |
| Rent increases | How often, and with how much notice |
| Bills | Electricity, gas, water, internet: who pays which |
| Service charge | How much a month, and what it covers |
| Repairs | Who handles small repairs, who handles major ones |
| Notice to leave | How much notice each side must give |
| Inventory | Fans, lights, curtain rods, the number of keys, with photos |

Make two copies, both sides sign both, and each keeps one. Take photos of every room on the day you move in; when you
move out, those photos are your best evidence.

## Bills and the service charge

With separate meters, the tenant usually pays electricity and gas. Water is shared in many buildings and often included
in the service charge.

The service charge covers the building's shared costs: guards, cleaning, the lift, generator fuel, stairway lights. Find
out in advance how much it is and exactly what it covers. Many buildings charge generator costs separately; write that
down too.

## Get a receipt, every month

Under the law, giving a receipt for rent paid is the landlord's duty. If you pay by bank or mobile banking, the
transaction record serves as proof. If you pay cash, ask for a signed receipt.

## If there is a dispute

Try to settle it by talking first, with the building committee or someone both sides trust as a go-between if needed.
The House Rent Control Act provides for taking disputes over rent and eviction to the Rent Controller. A tenant cannot
lawfully be forced out without proper notice.

In Dhaka, after you move in, a tenant information form is filled in and submitted to the local police station through
the landlord. Give accurate details: it is for your safety too.

## For landlords, too

Keeping a good tenant costs less than finding a new one. A clear agreement, repairs on time and a fair advance give both
sides peace of mind. Before you advertise, read [Stay Safe](/Stay-Safe) to recognise fake "tenants" who ask for money
online.`,
  },

  'group-building': {
    title: 'Joint Venture with a Developer: Shares, the Agreement and the Risks',
    summary:
      'Want a developer to build on your land? The usual share splits, what to look for in the development ' +
      'agreement and power of attorney, signing money, handover deadlines and the common risks, in one article.',
    tags: ['joint venture', 'developer', 'power of attorney', 'landowners', 'group building'],
    authorName: 'Mahmudul Hasan',
    coverAlt: 'A building under construction next to a crane, with a few people standing in front',
    body: `Plenty of Dhaka families own an old one-storey house on five or six *katha* of land but lack the capital to
build. Their familiar route is a joint venture with a developer: the land is yours, the developer pays for construction,
and the finished flats are shared between you. It sounds simple, but the gains and losses hide in the details of the
agreement.

Another route is for several people to buy land together or build by shares, which we call group building. You can
browse current offers on [Group Building](/Group-Wise-Building). This article is mainly for landowners.

## How the shares are usually split

The split depends on the area, the size of the plot, the width of the road, and how many floors the plan will allow. The
table below is a rough picture of what is seen in the Dhaka market, not a rule:

| Kind of area | Landowner : developer (roughly) |
| --- | --- |
| Prime area, wide road | Landowner gets more, sometimes up to 60 : 40 |
| Established residential area | Often close to 50 : 50 |
| Newer area or narrow road | Landowner gets less, around 40 : 60 |

The split is about which flats, not only how many. Which floors, which facing, how many parking spaces, and who gets the
roof and any ground-floor commercial space: write it all into the agreement. On top of this, many developers pay one-off
**signing money** when the agreement is signed, and monthly **house rent** for the owner's family during construction.
Write down those amounts and dates too.

## Choosing a developer

- Visit at least two finished projects and talk to their landowners: was the handover on time, and was the work of the
  promised quality?
- Check the developer's registration, trade licence and financial strength. A firm holding too many projects at once
  often lets them stall.
- Have an architect of your own look at the proposed plan and the floor count.

## What the development agreement must contain

Make the development agreement a registered deed. At least:

1. A full description of the land, with mouza, plot and khatian numbers.
2. The list of flats, parking and other spaces in each side's share, with floor and facing, marked on a schedule or
   plan.
3. When the plan approval is applied for, when construction starts, and when handover happens.
4. Compensation for delay: how much per month, and after how many months you may end the agreement.
5. Specifications for materials and fittings: steel, cement, tiles, lift and generator quality.
6. The signing money and house rent, and when and how they are paid.
7. How disputes will be settled.

## Power of attorney: how much power to give

The developer needs a power of attorney to get the plan approved, take utility connections and sell the developer's
flats. A power of attorney over immovable property must be registered. Make sure that:

- The powers are limited to the project's work and the sale of **the developer's share** of flats.
- You don't grant a general power to mortgage or sell the whole land.
- The agreement says the power of attorney ends if the agreement is cancelled.

## Common risks and precautions

- **Delay**: the most common problem. The compensation clause and continued house rent are your protection.
- **Building outside the plan**: floors beyond the approval, or shops in the parking area, put the whole building at
  risk later.
- **The landowner's flats being sold**: a share list in the registered agreement reduces this risk.
- **Disagreement among co-owners**: on inherited land, settle the consent of every heir and the partition first.

## Work left after handover

A finished building is not the end. When you take over the flats in your share, check the sizes, fittings and the
specifications in the agreement. Together with those who bought the developer's flats, form a flat owners' association,
and agree written rules early on for the upkeep of the lift, generator and common areas, the service charge and the use
of the roof. Get the deeds and mutation for your own flats done at the same time.

Our article "Land Documents Explained" will help you put the papers in order. And before you sign, have a lawyer read
the whole draft: the building will stand for generations, and a mistake in the agreement can trouble you for as long.`,
  },

  interior: {
    title: 'Decorating a Small Flat on a Budget: Light, Space and Monsoon Damp',
    summary:
      'Simple ways to make a small Dhaka flat feel bigger and brighter, use the walls and the space under the bed, ' +
      'and keep mould and the musty smell away in the monsoon.',
    tags: ['interior', 'small flat', 'budget', 'monsoon', 'storage'],
    authorName: 'Farhana Islam',
    coverAlt: 'A small bright room with a large window, a green sofa, a potted plant and shelves up to the ceiling',
    body: `A family of two or three in a flat of 750 or 900 square feet is the familiar picture in Dhaka. Little space,
little light, and dark patches on the walls when the monsoon comes. The good news is that much of this can change
without a big budget. What it takes is a little planning.

## Light: a small room's best friend

- **Light colours**: off-white, pale grey or a light sand colour on the walls make a room look bigger. Keep the ceiling
  a shade lighter than the walls.
- **Thin curtains**: by day, draw back the heavy curtains and use thin cotton ones. A curtain rod wider than the window
  leaves all the glass clear.
- **Mirrors**: a large mirror on the wall opposite the window doubles the light.
- **Layers of light**: instead of one tube light on the ceiling, a simple ceiling light, a table lamp where you read and
  a warm light in a corner. LED bulbs keep the electricity bill down too.

## Space: use the walls, not the floor

The more floor you can see in a small flat, the bigger it feels. So store things upwards.

- Tall shelves up to the ceiling, or wall-mounted shelves, for books, decoration and everyday things together.
- A **box bed**, or a bed with drawers underneath: the ideal place for quilts and out-of-season clothes.
- Hooks and hanging organisers on the back of doors.
- **Folding furniture**: a wall-mounted folding dining table, folding chairs.
- One piece, two jobs: a stool with storage inside, a sofa-cum-bed.

Deciding what to keep and what to let go is part of decorating. Give away what you haven't used in a year: that is the
cheapest storage there is.

## What to do first, by budget

| Job | Cost level | Effect |
| --- | --- | --- |
| Light colour on the walls | Low | Changes the whole room |
| Thin curtains and a large mirror | Low | Much more light |
| Wall shelves and hooks | Low to medium | Clears the floor |
| Box bed | Medium | A lot of storage in one place |
| Upper kitchen cabinets | Medium to high | More work surface |

## Keeping the monsoon damp away

From June to September the air in Dhaka is very humid. In a closed room, that means mould, a musty smell and stains on
clothes.

- **Let air through**: open the windows when the sun is out, run the exhaust fans in the bathroom and kitchen, and leave
  the bathroom door open after a shower.
- **Keep wardrobes off outside walls**: a gap of a few inches between wall and wardrobe stops mould growing behind it.
- **Absorb moisture**: keep silica gel packets or pieces of chalk in wardrobes; if the problem is bad, consider a
  dehumidifier.
- **Find the source**: a damp patch that keeps coming back in the same place often means a leak in the roof, a pipe or
  the bathroom next door. Fix the leak before painting, or the new paint won't last either.
- **Damp-proof paint**: use a moisture-resistant primer or paint on outside walls and walls next to bathrooms.
- Wipe light mould off with water mixed with vinegar and let it dry, and wear a mask while you work.

## Kitchen and bathroom

In a small flat, these two places gather the most clutter. In the kitchen, fix a rail on the wall to hang pots and
ladles, use jars of one size for spices, and keep only everyday things on the counter. In the bathroom, a shelf above
the door or the toilet gives a lot of space. When the grout between tiles darkens, scrub it regularly, and keep corners
where water collects dry.

## Plants and fabrics

One or two small potted plants, such as a money plant or a snake plant, bring a room to life and need little care.
Changing cushion covers, the bed sheet and a colourful doormat changes the look of a room, and is easy to do with the
seasons.

## Finally

Nothing says the whole flat must be done at once. Light and storage first, furniture and decoration later. If you want
professional help, find design firms with reviews on [Interior Design](/Interior-Design), and if you are looking for a
new home, see [Rent](/Property-Rent).`,
  },

  news: {
    title: 'Flat Prices in Dhaka and Rajshahi: Per Square Foot by Area in 2026 Listings',
    summary:
      'The rough ranges of asking prices per square foot for new and older flats in areas of Dhaka and Rajshahi, ' +
      'as seen in Ghorbari listings in 2026, and why prices differ so much, in a simple analysis.',
    tags: ['flat prices', 'per sqft', 'Dhaka', 'Rajshahi', 'market'],
    authorName: 'Ghorbari Desk',
    coverAlt: 'Rows of buildings on both sides with a rising bar chart and an upward arrow in the middle',
    body: `"What's the going rate per square foot here?" is the first question before buying or selling a flat. There is
no official answer; the government's mouza rate written in deeds and the market price are often far apart. So we looked
at what sellers were asking in listings published on Ghorbari in 2026.

A word of caution first: the figures below are **rough ranges of asking prices in listings**, not prices paid, and not
official statistics. After negotiation the real price is often somewhat lower. Within one area, prices vary widely with
the road, the age of the building and its facilities.

## Dhaka: rough ranges by area

| Area | Per square foot, in taka (roughly) |
| --- | --- |
| Gulshan, Banani, Baridhara | 18,000 – 40,000 or more |
| Dhanmondi | 13,000 – 25,000 |
| Bashundhara Residential Area | 9,000 – 16,000 |
| Uttara | 8,500 – 15,000 |
| Mohammadpur | 7,500 – 13,000 |
| Mirpur | 6,500 – 12,000 |
| Badda, Rampura | 6,500 – 11,000 |
| Jatrabari, Demra | 5,500 – 9,000 |

The prime areas have the widest ranges, because plain flats in old buildings and new luxury flats are sold side by side
on the same road. In Mirpur and Uttara, flats near a metro rail station are being listed at noticeably higher prices
than those further away in the same area.

## Rajshahi: more affordable, with demand growing

| Area | Per square foot, in taka (roughly) |
| --- | --- |
| Upashahar, Padma Residential Area | 4,500 – 7,500 |
| Laxmipur, Kazla, Talaimari | 4,000 – 6,500 |
| Newer areas on the city's edge | 3,200 – 5,000 |

Rajshahi's flat market is smaller than Dhaka's and has fewer listings, so these ranges are rougher still. With strong
rental demand around the university and the medical college, interest in small flats as an investment is growing there.

## Why prices differ so much within one area

- **Road width**: flats on lanes a car cannot enter are often listed far lower.
- **Age and approval**: a new building with an approved plan and an occupancy certificate asks more.
- **Floor and facing**: south-facing flats on middle floors usually cost more.
- **Facilities**: a lift, generator, parking and piped gas each add to the price.
- **How the size is measured**: some include common space, some don't; make sure you compare like with like.

## The mouza rate is not the market price

Registration costs are worked out on the value written in the deed, and that value cannot be below the government's
minimum value for the area, known as the mouza rate. In many areas the market price is far above the mouza rate; in
others the gap is small. So "what will the deed say" and "what is the real price" are two different questions. Be wary
of advice to save on costs by writing a lower value in the deed: it can come back as trouble later, when you sell,
borrow or face a tax question.

## Where prices are heading

Listings cannot tell the future, but a few trends stand out. When steel, cement and labour cost more, new projects cost
more, and that pushes up the asking prices of older flats nearby. When home loan interest rates rise, there are fewer
buyers and more room to negotiate. And where big infrastructure such as the metro rail or a new road arrives, asking
prices start rising early, sometimes long before the work is finished.

## How to use these ranges

If you are buying: a range is a starting point, not the last word. Put three or four listings on the same road side by
side, and don't pay an advance before every paper is checked. Keep our "Before You Buy a Flat" checklist to hand.

If you are selling: if you want to ask near the top of the range, show why with photos, papers and a list of facilities.
Ask far above the market and the listing sits for months.

To see current listings by area, go to [Buy and Sell](/Property-Buy-Sell); for the rental market, see
[Rent](/Property-Rent). We will check these ranges again in the middle of the year.`,
  },

  selling: {
    title: 'Before You Sell a Flat or Land: Papers, the Right Price and a Safe Deal',
    summary:
      'Which papers to have at hand, how to set the price, why the agreement for sale must be registered, how to ' +
      'take payment and when to hand over the keys: a step-by-step guide for sellers.',
    tags: ['selling', 'agreement for sale', 'pricing', 'deeds', 'safe deal'],
    authorName: 'Tasnim Haque',
    coverAlt: 'A house with a blank signboard on a post in front and stacks of coins beside it',
    body: `Buyers have a checklist; sellers should too. With your papers in order, good buyers trust you sooner, your
hand in negotiation is stronger, and registration day has no last-minute running around.

## 1. Put the papers in order first

| Paper | Why buyers will ask for it |
| --- | --- |
| Title deed and earlier deeds | How you came to own it, and the chain before you |
| Mutated khatian and DCR | Your name in the government record |
| Up-to-date land tax receipt | No tax is owed |
| Approved plan, allotment and possession letters (for a flat) | The building and the flat are lawful |
| Utility bills and service charge receipts | No arrears fall on the buyer |
| Loan clearance, if there was a bank loan | The property is free of charges |

For inherited property you will need a succession certificate and a partition deed among the heirs; selling without
every heir's consent can end in court later. If the mutation is not done yet, apply before you advertise: it takes the
longest. For what these papers mean, see our article "Land Documents Explained".

## 2. Set the price by looking at the market

- Compare at least five listings in the same area, of similar age and size. A listed price is an asking price; actual
  sales usually close somewhat lower.
- When working per square foot, make sure everyone is measuring the same way: with common space or without.
- Road width, floor, facing, parking, a gas connection: whatever sets your property apart, say it clearly in the
  listing.
- Start far above the market and the listing sits for months; when you finally lower the price, buyers grow suspicious.

## 3. A good listing

Clear daylight photos of every room, the correct address and an honest description: these three bring the most serious
buyers. On Ghorbari our team checks every listing before it is published; to list, go to [Buy and
Sell](/Property-Buy-Sell).

## 4. The advance: written and registered

Once the price is agreed, the buyer usually pays an advance (*bayna*). By law, an agreement for the sale of immovable
property (*bainapatra*) must be registered. In it, write:

- The total price, the advance, and when and how the balance will be paid.
- The date by which the sale deed will be registered.
- What happens to the advance if either side pulls out.
- Who pays the registration costs and the source tax (gain tax). In law the gain tax is the seller's, but in practice it
  is often negotiated; whatever you agree, write it down.

## 5. Taking payment and handing over

- Take large sums through the bank: a pay order or a direct transfer. Large cash deals are a risk to you above all.
- Don't let go of the original deeds or the keys until you have been paid in full. If the buyer takes a loan, hand
  papers over as the bank's process requires, against the bank's written undertaking.
- After registration, hand over possession with every key, the meter details and the building committee's contacts. Help
  the buyer move the electricity and gas connections into their name.

## Negotiation and time

- Decide in advance the lowest price you will accept and how soon you need to sell. If you are in a hurry, the buyer
  doesn't need to know.
- Serious buyers usually want to see the papers, have a lawyer check them, and if they take a loan, the bank will value
  the property. This can easily take a few weeks, and it is not a bad sign.
- If several buyers are interested, be honest with all of them; taking an advance from one and trying to sell to another
  for more invites legal trouble.

## Watch out for fraud

"There's a buyer abroad, send the registration fee first." "Give me the original deed, I'll have it verified at the
bank." Stop as soon as you hear offers like these. Never hand original papers to a stranger; give photocopies to show.
Read [Stay Safe](/Stay-Safe) for more of the tricks.

Getting ready takes a week, but the sale goes faster and the worry is far less.`,
  },
};
