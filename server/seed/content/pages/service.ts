/** Service pages: FAQ, delivery, delivery and payment terms, stock info, warranty. */
import {
  BANK_TRANSFER_DAYS,
  FREE_SHIPPING_THRESHOLD_HUF,
  HOME_DELIVERY_FEE_GROSS_HUF,
  PARCEL_LOCKER_FEE_GROSS_HUF,
  PARCEL_LOCKER_MAX_WEIGHT_KG,
  PICKUP_HOLD_DAYS,
  RETURN_DAYS,
  STOCK_RESERVATION_MINUTES,
  VAT_PERCENT,
  WARRANTY_YEARS,
} from '../../constants.js';
import { openingHoursHtml, showroomAddress } from '../../commerce/showroom.js';
import { forints } from '../../text.js';
import type { Locale } from '../../types.js';
import { COMPANY } from '../company.js';
import { anchor, pageHref, staticHref } from '../links.js';
import { LEGAL_GUARANTEE } from './legal.js';
import type { PageDraft } from './types.js';

const FREE = forints(FREE_SHIPPING_THRESHOLD_HUF);
const HOME_FEE = forints(HOME_DELIVERY_FEE_GROSS_HUF);
const LOCKER_FEE = forints(PARCEL_LOCKER_FEE_GROSS_HUF);
const warehouse = `${COMPANY.warehouse.zipcode} ${COMPANY.warehouse.city}, ${COMPANY.warehouse.street}`;

const link = {
  hu: {
    delivery: anchor(pageHref('delivery', 'hu'), 'Szállítás'),
    terms: anchor(pageHref('terms', 'hu'), 'Általános Szerződési Feltételekben'),
    deliveryPayment: anchor(pageHref('delivery-and-payment', 'hu'), 'szállítási és fizetési feltételeinkben'),
    showroom: anchor(pageHref('showroom', 'hu'), 'bemutatótermünkben'),
    warranty: anchor(pageHref('warranty', 'hu'), 'Garancia'),
    contact: anchor(staticHref('contact', 'hu'), 'kapcsolatfelvételi űrlapon'),
    orders: anchor(staticHref('orders', 'hu'), 'Rendeléseim'),
    stocks: anchor(pageHref('stocks', 'hu'), 'Raktárkészlet'),
  },
  en: {
    delivery: anchor(pageHref('delivery', 'en'), 'Delivery'),
    terms: anchor(pageHref('terms', 'en'), 'Terms and Conditions'),
    deliveryPayment: anchor(pageHref('delivery-and-payment', 'en'), 'delivery and payment terms'),
    showroom: anchor(pageHref('showroom', 'en'), 'our showroom'),
    warranty: anchor(pageHref('warranty', 'en'), 'Warranty'),
    contact: anchor(staticHref('contact', 'en'), 'contact form'),
    orders: anchor(staticHref('orders', 'en'), 'My orders'),
    stocks: anchor(pageHref('stocks', 'en'), 'Stock information'),
  },
} satisfies Record<Locale, Record<string, string>>;

export const faq: PageDraft = {
  key: 'faq',
  title: { hu: 'Gyakran ismételt kérdések', en: 'Frequently asked questions' },
  meta_description: {
    hu: 'Szállítás, fizetés, visszaküldés, garancia és kuponok: válaszok a leggyakoribb vásárlói kérdésekre.',
    en: 'Delivery, payment, returns, warranty and coupons: answers to the questions our customers ask most.',
  },
  html: {
    hu: `<h2>Rendelés és szállítás</h2>
<h3>Mennyi idő alatt érkezik meg a rendelésem?</h3>
<p>A raktáron lévő termékeket házhozszállítással 2–5 munkanapon belül, csomagautomatába 1–3 munkanapon belül kézbesítjük. Ha egy termék jelenleg nincs raktáron, a termékoldalon feltüntetjük a várható beérkezést; ez általában 4–8 hét. A készletjelzésekről a ${link.hu.stocks} oldalon olvashat.</p>
<h3>Mennyibe kerül a szállítás?</h3>
<p>A házhozszállítás díja ${HOME_FEE.hu}, a csomagautomatás kézbesítésé ${LOCKER_FEE.hu}, a személyes átvétel a bemutatóteremben ingyenes. <strong>${FREE.hu} feletti rendelésnél a szállítás ingyenes.</strong> Részletek a ${link.hu.delivery} oldalon.</p>
<h3>Hogyan követhetem a rendelésemet?</h3>
<p>A visszaigazoló e-mailben kap egy hivatkozást a rendelése oldalára, ahol az állapotát bármikor megnézheti. Ha regisztrált vásárló, a fiókjában a ${link.hu.orders} menüpont alatt is megtalálja.</p>
<h2>Árak és fizetés</h2>
<h3>Bruttó vagy nettó árakat látok?</h3>
<p>Bruttó árakat: minden ár a ${VAT_PERCENT}%-os áfát is tartalmazó, forintban fizetendő összeg. Cégeknek kérésre nettó árakat mutatunk: az oldal tetején lévő Nettó kapcsolóval válthat át. A kosár a fizetendő bruttó végösszeg alatt mindig mutatja annak nettó és áfa részét is.</p>
<h3>Meddig foglalja a rendszer a terméket?</h3>
<p>Amikor a rendelés leadását megkezdi, a kosárban lévő termékeket <strong>${STOCK_RESERVATION_MINUTES} percig</strong> félretesszük Önnek, így más vásárló nem viheti el az utolsó darabot. Ha ennyi idő alatt nem fejezi be a rendelést, a foglalás feloldódik.</p>
<h3>Milyen fizetési módok közül választhatok?</h3>
<p>Fizethet átvételkor készpénzzel vagy bankkártyával, banki átutalással, illetve online bankkártyával. Csomagautomatás kézbesítésnél csak az előre fizetés lehetséges. A részleteket a ${link.hu.deliveryPayment} találja.</p>
<h3>Hogyan használhatok kuponkódot?</h3>
<p>A kuponkódot a kosárban adhatja meg. A kód ellenőrzéséhez szükségünk van az e-mail-címére, ezért előbb adja meg a pénztárban, vagy jelentkezzen be. Egy rendeléshez egy kupon használható.</p>
<h3>Kérhetek árajánlatot nagyobb mennyiségre?</h3>
<p>Igen. Több darab vásárlásakor a termékoldalon látja a mennyiségi kedvezményeket, irodák és szállások berendezéséhez pedig a kosárból egy kattintással árajánlatot kérhet.</p>
<h2>Visszaküldés és garancia</h2>
<h3>Visszaküldhetem a terméket, ha mégsem tetszik?</h3>
<p>Igen, az átvételtől számított <strong>${RETURN_DAYS} napon belül</strong> indoklás nélkül elállhat a vásárlástól. Jelezze e-mailben vagy a ${link.hu.contact}; a vételárat az elállás beérkezésétől számított ${RETURN_DAYS} napon belül visszatérítjük (amíg a termék vissza nem érkezik, vagy nem igazolja a visszaküldését, a visszatérítést visszatarthatjuk).</p>
<h3>Mennyi a garancia?</h3>
<p>Minden termékünkre <strong>${WARRANTY_YEARS} év garanciát</strong> vállalunk. Ez nem érinti a jogszabályokon alapuló jogait, például a kellékszavatosságot. Bővebben a ${link.hu.warranty} oldalon olvashat róla.</p>
<h2>Bemutatóterem</h2>
<h3>Megnézhetem a bútorokat élőben?</h3>
<p>Természetesen. A kanapék, ágyak és matracok nagy részét kipróbálhatja ${link.hu.showroom} (${showroomAddress('hu')}). Nyitvatartás:</p>
${openingHoursHtml('hu')}
<h3>Összeszerelik a bútort?</h3>
<p>A házhozszállítás tartalmazza a lakásba való bevitelt. Az összeszereléshez szükséges szerszámokat és a részletes, ábrás útmutatót minden csomagba mellékeljük.</p>`,
    en: `<h2>Orders and delivery</h2>
<h3>How long will my order take to arrive?</h3>
<p>In-stock products are delivered to your home within 2–5 working days, or to a parcel locker within 1–3 working days. If a product is currently out of stock, the product page shows when we expect it; this is usually 4–8 weeks. The ${link.en.stocks} page explains the stock labels.</p>
<h3>How much does delivery cost?</h3>
<p>Home delivery costs ${HOME_FEE.en}, parcel locker delivery ${LOCKER_FEE.en}, and pickup at our showroom is free. <strong>Delivery is free on orders over ${FREE.en}.</strong> See the ${link.en.delivery} page for details.</p>
<h3>How can I track my order?</h3>
<p>Your confirmation e-mail contains a link to your order page, where you can check its status at any time. Registered customers also find it under ${link.en.orders} in their account.</p>
<h2>Prices and payment</h2>
<h3>Are prices shown gross or net?</h3>
<p>Gross: every price is the amount you pay, including ${VAT_PERCENT}% VAT. Businesses can see net prices on request with the Net switch at the top of the page. Under the gross total to pay, the cart always shows its net and VAT parts too.</p>
<h3>How long is a product held for me?</h3>
<p>When you start placing your order, we reserve the products in your cart for <strong>${STOCK_RESERVATION_MINUTES} minutes</strong>, so nobody else can take the last piece. If you do not finish within that time, the reservation is released.</p>
<h3>Which payment methods can I use?</h3>
<p>You can pay in cash or by card on receipt, by bank transfer, or online by card. Parcel locker deliveries must be paid in advance. See our ${link.en.deliveryPayment} for details.</p>
<h3>How do I use a coupon code?</h3>
<p>Enter the code in your cart. We need your e-mail address to verify it, so give it at checkout first or log in. One coupon can be used per order.</p>
<h3>Can I ask for a quote for a larger quantity?</h3>
<p>Yes. The product page shows the quantity discounts for several pieces, and for furnishing offices or guesthouses you can request a quote from your cart in one click.</p>
<h2>Returns and warranty</h2>
<h3>Can I send a product back if I change my mind?</h3>
<p>Yes, you can withdraw from the purchase without giving a reason within <strong>${RETURN_DAYS} days</strong> of receiving it. Tell us by e-mail or through our ${link.en.contact}; we refund the price within ${RETURN_DAYS} days of receiving your withdrawal (we may hold the refund until the product is back or you show that you have sent it).</p>
<h3>How long is the warranty?</h3>
<p>Every product comes with a warranty of <strong>${WARRANTY_YEARS} years</strong> from delivery. It does not affect your statutory rights, such as the legal guarantee of conformity. Read more on our ${link.en.warranty} page.</p>
<h2>Showroom</h2>
<h3>Can I see the furniture in person?</h3>
<p>Of course. You can try most of our sofas, beds and mattresses at ${link.en.showroom} (${showroomAddress('en')}). Opening hours:</p>
${openingHoursHtml('en')}
<h3>Do you assemble the furniture?</h3>
<p>Home delivery includes carrying the parcels into your home. Every box contains the tools you need and detailed, illustrated instructions.</p>`,
  },
};

export const delivery: PageDraft = {
  key: 'delivery',
  title: { hu: 'Szállítás', en: 'Delivery' },
  meta_description: {
    hu: `Házhozszállítás, csomagautomata vagy személyes átvétel: díjak, határidők, és ingyenes szállítás ${FREE.hu} felett.`,
    en: `Home delivery, parcel locker or showroom pickup: fees, delivery times, and free delivery over ${FREE.en}.`,
  },
  html: {
    hu: `<p>Három módon juthat hozzá a rendeléséhez. <strong>${FREE.hu} feletti rendelés esetén a házhozszállítás és a csomagautomatás kézbesítés is ingyenes.</strong> Jelenleg Magyarország területére szállítunk.</p>
<h2>Szállítási módok és díjak</h2>
<ul>
<li><strong>Házhozszállítás – ${HOME_FEE.hu}:</strong> bútorszállító partnerünk 2–5 munkanapon belül, előre egyeztetett időpontban érkezik, és a lakásba is beviszi a csomagokat.</li>
<li><strong>Csomagautomata – ${LOCKER_FEE.hu}:</strong> legfeljebb ${PARCEL_LOCKER_MAX_WEIGHT_KG} kg-os, kisebb termékeknek (lámpák, lakástextilek, kiegészítők), 1–3 munkanapon belül. Csak előre fizetve választható.</li>
<li><strong>Személyes átvétel – ingyenes:</strong> ${showroomAddress('hu')}. E-mailben értesítjük, amikor a rendelése átvehető, és ${PICKUP_HOLD_DAYS} napig őrizzük.</li>
</ul>
<h2>Mikor érkezik a rendelés?</h2>
<p>A raktáron lévő termékeket munkanapokon 14 óráig beérkezett rendelés esetén még aznap átadjuk a futárnak. A jelenleg nem elérhető termékek várható beérkezését a termékoldalon jelezzük; ezekről a beérkezéskor külön értesítjük. Ha a rendelésben raktáron lévő és később érkező termék is van, kérésre díjmentesen két részletben szállítunk.</p>
<h2>Mi történik a kiszállítás napján?</h2>
<p>A futár a szállítás előtti napon SMS-ben és telefonon egyeztet Önnel egy kétórás időablakot. A nagyobb bútorokat két szállító hozza, és a lakás bármely szintjére felviszik; lift nélküli épületben kérjük, ezt a rendelés megjegyzésében jelezze.</p>
<h2>Sérült csomag</h2>
<p>Átvételkor kérjük, nézze át a csomagolást. Ha sérülést lát, vegyen fel jegyzőkönyvet a futárral, és készítsen fényképet; a hibás terméket díjmentesen kicseréljük. A rejtett sérüléseket ${RETURN_DAYS} napon belül jelezze ügyfélszolgálatunknak.</p>
<p>A fizetés és a szállítás szerződéses részleteit a ${link.hu.deliveryPayment} találja.</p>`,
    en: `<p>There are three ways to receive your order. <strong>On orders over ${FREE.en}, both home delivery and parcel locker delivery are free.</strong> We currently deliver within Hungary.</p>
<h2>Delivery methods and fees</h2>
<ul>
<li><strong>Home delivery – ${HOME_FEE.en}:</strong> our furniture carrier arrives within 2–5 working days at a time agreed in advance and carries the parcels into your home.</li>
<li><strong>Parcel locker – ${LOCKER_FEE.en}:</strong> for smaller items up to ${PARCEL_LOCKER_MAX_WEIGHT_KG} kg (lamps, home textiles, decor) within 1–3 working days. Available with advance payment only.</li>
<li><strong>Showroom pickup – free:</strong> ${showroomAddress('en')}. We e-mail you when your order is ready and keep it for ${PICKUP_HOLD_DAYS} days.</li>
</ul>
<h2>When will my order arrive?</h2>
<p>In-stock products ordered by 2 pm on a working day are handed to the carrier the same day. For products that are not currently available, the product page shows the expected arrival, and we let you know when they come in. If your order mixes in-stock and later items, we can deliver in two parts at no extra cost.</p>
<h2>What happens on delivery day?</h2>
<p>The day before delivery, the carrier agrees a two-hour window with you by text message and phone. Larger pieces are brought by two people and carried to any floor; if your building has no lift, please mention it in the order comment.</p>
<h2>Damaged parcels</h2>
<p>Please check the packaging when you receive it. If you see damage, record it with the courier and take photos; we replace faulty products free of charge. Report hidden damage to our customer service within ${RETURN_DAYS} days.</p>
<p>The contractual details of payment and delivery are in our ${link.en.deliveryPayment}.</p>`,
  },
};

export const deliveryAndPayment: PageDraft = {
  key: 'delivery-and-payment',
  title: { hu: 'Szállítási és fizetési feltételek', en: 'Delivery and payment terms' },
  meta_description: {
    hu: 'Fizetési módok, a szállítási és fizetési módok párosítása, készletfoglalás és számlázás.',
    en: 'Payment methods, which delivery and payment methods go together, stock reservation and invoicing.',
  },
  html: {
    hu: `<h2>Árak</h2>
<p>A termékoldalakon és a kosárban feltüntetett bruttó árak forintban értendők, és tartalmazzák a ${VAT_PERCENT}%-os áfát. Nettó megjelenítés esetén az áfát a kosár összesítője külön sorban mutatja. Az euróban és dollárban megjelenített árak a forintárból, a webáruházban közzétett árfolyamon számítottak.</p>
<h2>Fizetési módok</h2>
<ul>
<li><strong>Fizetés átvételkor:</strong> készpénzzel vagy bankkártyával a futárnál, illetve a bemutatóteremben.</li>
<li><strong>Banki átutalás:</strong> a rendelés után e-mailben küldjük a díjbekérőt. Kérjük, ${BANK_TRANSFER_DAYS} munkanapon belül utalja át az összeget; ha addig nem érkezik meg, a rendelést töröljük.</li>
<li><strong>Online bankkártyás fizetés:</strong> a bank biztonságos fizetőoldalán fizet, a kártyaadatai nem jutnak el hozzánk. Sikertelen fizetés esetén a rendelés oldalán az „Újrafizetés” gombbal újra próbálkozhat.</li>
</ul>
<h2>Melyik szállítási módhoz melyik fizetés tartozik?</h2>
<ul>
<li>Házhozszállítás: fizetés átvételkor, átutalás vagy online kártya.</li>
<li>Személyes átvétel a bemutatóteremben: fizetés átvételkor, átutalás vagy online kártya.</li>
<li>Csomagautomata: átutalás vagy online kártya.</li>
</ul>
<h2>Szállítási díjak</h2>
<p>Házhozszállítás ${HOME_FEE.hu}, csomagautomata ${LOCKER_FEE.hu}, személyes átvétel díjmentes. ${FREE.hu} feletti rendelési értéktől a szállítás ingyenes. A rendelés leadása előtt a kosár mindig a végleges szállítási díjat mutatja.</p>
<h2>Készletfoglalás</h2>
<p>A rendelés leadása közben a kosárban lévő termékeket ${STOCK_RESERVATION_MINUTES} percig foglaljuk. Ha a foglalás lejár, a termékek a kosárban maradnak, de a készletet újra ellenőrizzük; ha közben elfogyott, erről a kosárban azonnal tájékoztatjuk.</p>
<h2>Számla</h2>
<p>Az elektronikus számlát a teljesítéskor e-mailben küldjük. Céges vásárlásnál kérjük, adja meg a cégnevet és az adószámot a számlázási adatoknál.</p>
<p>A vásárlás további feltételeit az ${link.hu.terms} olvashatja.</p>`,
    en: `<h2>Prices</h2>
<p>The gross prices on product pages and in the cart are in forints and include ${VAT_PERCENT}% VAT. When prices are shown net, the cart summary lists the VAT on a separate line. Prices shown in euros and dollars are calculated from the forint price at the exchange rate published in the shop.</p>
<h2>Payment methods</h2>
<ul>
<li><strong>Pay on receipt:</strong> in cash or by card to the courier or at the showroom.</li>
<li><strong>Bank transfer:</strong> we e-mail you a payment request after you order. Please transfer the amount within ${BANK_TRANSFER_DAYS} working days; if it does not arrive by then, we cancel the order.</li>
<li><strong>Online card payment:</strong> you pay on the bank’s secure payment page and your card details never reach us. If a payment fails, use the “Pay Again” button on the order page to try again.</li>
</ul>
<h2>Which payment goes with which delivery method?</h2>
<ul>
<li>Home delivery: pay on receipt, bank transfer or online card.</li>
<li>Showroom pickup: pay on receipt, bank transfer or online card.</li>
<li>Parcel locker: bank transfer or online card.</li>
</ul>
<h2>Delivery fees</h2>
<p>Home delivery ${HOME_FEE.en}, parcel locker ${LOCKER_FEE.en}, showroom pickup free. Delivery is free from an order value of ${FREE.en}. Before you place the order, the cart always shows the final delivery fee.</p>
<h2>Stock reservation</h2>
<p>While you place your order, we reserve the products in your cart for ${STOCK_RESERVATION_MINUTES} minutes. If the reservation expires, the products stay in your cart but we check the stock again; if something has sold out in the meantime, the cart tells you straight away.</p>
<h2>Invoice</h2>
<p>We e-mail the electronic invoice on fulfilment. For business purchases, please enter the company name and tax number in the billing details.</p>
<p>Further conditions of purchase are in our ${link.en.terms}.</p>`,
  },
};

export const stocks: PageDraft = {
  key: 'stocks',
  title: { hu: 'Raktárkészlet', en: 'Stock information' },
  meta_description: {
    hu: 'Hogyan mutatjuk a készletet, meddig foglaljuk a terméket rendeléskor, és mikor érkeznek az utánrendelt bútorok.',
    en: 'How we show stock, how long a product is held while you order, and when back-ordered furniture arrives.',
  },
  html: {
    hu: `<p>Budaörsi raktárunkból (${warehouse}) szállítunk az egész országba. A termékoldalon látható készlet valós idejű: minden rendelés és beérkezés azonnal frissíti.</p>
<h2>Mit jelentenek a készletjelzések?</h2>
<ul>
<li><strong>Raktáron:</strong> a terméket munkanapokon 14 óráig leadott rendelésnél még aznap feladjuk.</li>
<li><strong>Utolsó darabok:</strong> már csak 1–3 darab van raktáron; ha többre van szüksége, kérjen árajánlatot.</li>
<li><strong>Jelenleg nem elérhető:</strong> a terméket a gyártótól rendeljük; a várható beérkezés általában 4–8 hét.</li>
</ul>
<h2>Készletfoglalás rendeléskor</h2>
<p>Amikor a rendelés leadását megkezdi, a kosár tartalmát <strong>${STOCK_RESERVATION_MINUTES} percre</strong> félretesszük, így a fizetés közben senki sem viheti el Ön elől az utolsó darabot. A foglalás lejárta után a készletet újra ellenőrizzük.</p>
<h2>Utánrendelés és értesítés</h2>
<p>A nem elérhető termékeket is megrendelheti: a gyártótól érkező első szállítmányból az Ön darabját tesszük félre, és a beérkezéskor e-mailben értesítjük. A kedvencek közé tett termékek készletét a ${anchor(staticHref('favourites', 'hu'), 'Kedvencek')} oldalon követheti.</p>
<h2>Átvétel a raktárban</h2>
<p>A raktár nem fogad vásárlókat; személyes átvételre ${link.hu.showroom} van lehetőség, ahová a rendelést díjmentesen átszállítjuk.</p>`,
    en: `<p>We ship all over Hungary from our warehouse in Budaörs (${warehouse}). The stock shown on product pages is live: every order and every delivery updates it immediately.</p>
<h2>What do the stock labels mean?</h2>
<ul>
<li><strong>In stock:</strong> ordered by 2 pm on a working day, it leaves the warehouse the same day.</li>
<li><strong>Last few:</strong> only 1–3 pieces are left; if you need more, ask for a quote.</li>
<li><strong>Currently unavailable:</strong> we order it from the maker; it usually arrives within 4–8 weeks.</li>
</ul>
<h2>Stock reservation while you order</h2>
<p>When you start placing your order, we put the contents of your cart aside for <strong>${STOCK_RESERVATION_MINUTES} minutes</strong>, so nobody can take the last piece while you pay. When the reservation expires, we check the stock again.</p>
<h2>Back orders and notifications</h2>
<p>You can order unavailable products too: we set your piece aside from the maker’s first delivery and e-mail you when it arrives. You can follow the stock of products you have saved on your ${anchor(staticHref('favourites', 'en'), 'Favourites')} page.</p>
<h2>Collecting from the warehouse</h2>
<p>The warehouse is not open to customers; you can collect your order at ${link.en.showroom}, where we bring it free of charge.</p>`,
  },
};

export const warranty: PageDraft = {
  key: 'warranty',
  title: { hu: 'Garancia', en: 'Warranty' },
  meta_description: {
    hu: `${WARRANTY_YEARS} év garancia minden termékre: mire vonatkozik, és hogyan intézheti a garanciális ügyeket.`,
    en: `A ${WARRANTY_YEARS}-year warranty on every product: what it covers and how to make a claim.`,
  },
  html: {
    hu: `<p>Kétféle jog védi, ha egy termék hibás: a jogszabályi szavatosság, amely minden vásárlásnál jár, és a mi kereskedelmi jótállásunk (${WARRANTY_YEARS} év garancia), amely ezen felül jár.</p>
<h2>${LEGAL_GUARANTEE.hu.title}</h2>
<p>${LEGAL_GUARANTEE.hu.text}</p>
<p>${LEGAL_GUARANTEE.hu.euLink}</p>
<ul>
<li><strong>Kellékszavatosság</strong> (Ptk. 6:159. §): az eladóval, velünk szemben, a teljesítéstől számított 2 évig. Az első évben nem Önnek kell bizonyítania, hogy a hiba már az átadáskor megvolt.</li>
<li><strong>Termékszavatosság</strong> (Ptk. 6:168. §): a gyártóval szemben, a forgalomba hozataltól számított 2 évig; ilyenkor kijavítást vagy cserét kérhet.</li>
<li><strong>Kötelező jótállás</strong> (151/2003. (IX. 22.) Korm. rendelet): a 10 000 Ft feletti bútorokra 1 év (100 000 Ft-ig), 2 év (250 000 Ft-ig), illetve 3 év (250 000 Ft felett).</li>
</ul>
<h2>Kereskedelmi jótállásunk: ${WARRANTY_YEARS} év garancia</h2>
<p>Minden termékünkre <strong>${WARRANTY_YEARS} év garanciát</strong> vállalunk a kiszállítás napjától, díjmentesen. Ez önkéntes vállalás: a fenti jogokat nem korlátozza, és ahol a kötelező jótállás hosszabb, ott az érvényes.</p>
<h3>Mire vonatkozik a garancia?</h3>
<ul>
<li>gyártási és anyaghibákra: törött vázra, leváló furnérra, meghibásodott vasalatra és fiókcsúszóra;</li>
<li>a kárpit varrásainak felfeslésére és a habok idő előtti, 2 cm-nél nagyobb besüppedésére;</li>
<li>a lámpák elektromos alkatrészeire (a fényforrások kivételével).</li>
</ul>
<h3>Mire nem vonatkozik?</h3>
<p>A rendeltetésszerű használattal járó kopásra, a nem megfelelő ápolásból, nedvességből vagy közvetlen hőhatásból eredő károkra, valamint a természetes anyagok (fa, len, bőr) jellegéből fakadó színeltérésekre. Az ápolási útmutatót minden termék adatlapján megtalálja.</p>
<h2>Hogyan intézheti?</h2>
<ol>
<li>Írjon nekünk a ${COMPANY.email} címre, vagy töltse ki a ${link.hu.contact}.</li>
<li>Küldje el a rendelésszámot és néhány fényképet a hibáról.</li>
<li>Két munkanapon belül jelentkezünk a megoldással: javítással, alkatrészcserével vagy a termék cseréjével.</li>
</ol>
<p>Szavatossági és jótállási igényét ugyanígy jelezheti; a részleteket az ${link.hu.terms} 7. pontja írja le. Az átvételtől számított ${RETURN_DAYS} napon belül indoklás nélkül is elállhat a vásárlástól.</p>`,
    en: `<p>Two kinds of right protect you when a product is faulty: the legal guarantee, which comes with every purchase, and our commercial guarantee (the ${WARRANTY_YEARS}-year warranty), which comes on top of it.</p>
<h2>${LEGAL_GUARANTEE.en.title}</h2>
<p>${LEGAL_GUARANTEE.en.text}</p>
<p>${LEGAL_GUARANTEE.en.euLink}</p>
<ul>
<li><strong>Legal guarantee of conformity</strong> (kellékszavatosság, Civil Code 6:159): against us, the seller, for 2 years from delivery. In the first year you need not prove that the fault was there at delivery.</li>
<li><strong>Product liability</strong> (termékszavatosság, Civil Code 6:168): against the manufacturer, for 2 years from when it put the product on the market; you may ask for a repair or a replacement.</li>
<li><strong>Mandatory guarantee</strong> (kötelező jótállás, Government Decree 151/2003): for furniture over HUF 10,000, 1 year (up to HUF 100,000), 2 years (up to HUF 250,000) or 3 years (over HUF 250,000).</li>
</ul>
<h2>Our commercial guarantee: the ${WARRANTY_YEARS}-year warranty</h2>
<p>Every product comes with a warranty of <strong>${WARRANTY_YEARS} years</strong> from the day of delivery, free of charge. It is a voluntary promise: it does not limit the rights above, and where the mandatory guarantee is longer, that applies.</p>
<h3>What does the warranty cover?</h3>
<ul>
<li>manufacturing and material faults: a broken frame, lifting veneer, failed hardware or drawer runners;</li>
<li>upholstery seams coming apart and foam sagging early, by more than 2 cm;</li>
<li>the electrical parts of lamps (bulbs excepted).</li>
</ul>
<h3>What is not covered?</h3>
<p>Normal wear from use, damage caused by unsuitable care, moisture or direct heat, and colour differences that come from the nature of natural materials (wood, linen, leather). You find the care instructions on every product’s data sheet.</p>
<h2>How to make a claim</h2>
<ol>
<li>Write to ${COMPANY.email} or use our ${link.en.contact}.</li>
<li>Send your order number and a few photos of the fault.</li>
<li>We get back to you within two working days with a solution: a repair, a replacement part or a replacement product.</li>
</ol>
<p>Claims under the legal guarantee go the same way; section 7 of our ${link.en.terms} sets them out. You can also withdraw from the purchase without giving a reason within ${RETURN_DAYS} days of receiving the goods.</p>`,
  },
};
