/** Legal pages: terms and conditions, privacy policy, cookie rules, accessibility statement. */
import { RETURN_DAYS, STOCK_RESERVATION_MINUTES, VAT_PERCENT, WARRANTY_YEARS } from '../../constants.js';
import { showroomAddress } from '../../commerce/showroom.js';
import { COMPANY } from '../company.js';
import { anchor, pageHref, staticHref } from '../links.js';
import { EU_GUARANTEE_RIGHTS_URL, formatMoney, RETURN_COLLECTION_PRICE_HUF } from 'otthon/core';
import type { PageDraft } from './types.js';

/**
 * The harmonised notice on the legal guarantee, word for word as the components' message catalogue
 * has it (`legalGuarantee.title`, `legalGuarantee.text`; a seed test holds them equal).
 */
export const LEGAL_GUARANTEE = {
  hu: {
    title: 'Legalább kétéves jogszabályi szavatosság az Európai Unióban értékesített árukra',
    text: 'A fogyasztók a megfelelőség jogszabályi szavatossága alapján érvényesíthetik jogaikat, például ha az áru nem felel meg a leírásnak, vagy nem a rendeltetésének megfelelően működik. Az eladó felel minden olyan hibáért, amely az áru átadásakor már fennállt, és a jogszabályi szavatossági időn belül derül ki. Ilyenkor az eladó köteles díjmentes javítást vagy díjmentes cserét, bizonyos esetekben árleszállítást vagy a vételár teljes visszatérítését felajánlani. Egyes országokban hosszabb a jogszabályi szavatossági idő. Ha hibás árut kapott: minél előbb jelezze a hibát az eladónak, és mutassa be a vásárlás igazolását, például a nyugtát, a számlát vagy a bankszámlakivonatot.',
    euLink: anchor(EU_GUARANTEE_RIGHTS_URL.hu, 'Szavatossági jogai az egyes uniós országokban (Az Ön Európája)'),
  },
  en: {
    title: 'Minimum two-year legal guarantee protection for goods sold in the European Union',
    text: 'Consumers can claim their rights under the legal guarantee of conformity, for example if goods do not match the description or do not function as intended. Sellers are liable for any lack of conformity which existed when the goods were delivered, and which becomes apparent within the legal guarantee period. Sellers in such a situation are required to offer free repair or free replacement; in some cases, a price reduction or full reimbursement. Some countries have a longer legal guarantee period. What to do if you receive non-conforming goods: contact the seller as soon as possible to report the issue, and provide proof of purchase, such as a receipt, invoice or bank statement.',
    euLink: anchor(EU_GUARANTEE_RIGHTS_URL.en, 'Your guarantee rights in each EU country (Your Europe)'),
  },
} as const;

const seat = { hu: showroomAddress('hu'), en: showroomAddress('en') };

export const terms: PageDraft = {
  key: 'terms',
  title: { hu: 'Általános Szerződési Feltételek', en: 'Terms and Conditions' },
  meta_description: {
    hu: `Az Otthon webáruház vásárlási feltételei: rendelés, árak, fizetés, szállítás, ${RETURN_DAYS} napos elállási jog és ${WARRANTY_YEARS} év garancia.`,
    en: `The Otthon shop’s terms of sale: ordering, prices, payment, delivery, the ${RETURN_DAYS}-day right of withdrawal and the ${WARRANTY_YEARS}-year warranty.`,
  },
  html: {
    hu: `<p>Hatályos: 2026. január 1-jétől. Kérjük, rendelés előtt figyelmesen olvassa el ezeket a feltételeket; a rendelés leadásával elfogadja őket.</p>
<h2>1. Az üzemeltető adatai</h2>
<ul>
<li>Cégnév: ${COMPANY.name}</li>
<li>Székhely: ${seat.hu}</li>
<li>Cégjegyzékszám: ${COMPANY.registrationNumber} (${COMPANY.registryCourt.hu})</li>
<li>Adószám: ${COMPANY.taxNumber}</li>
<li>E-mail: ${COMPANY.email}, telefon: ${COMPANY.phone} (${COMPANY.serviceHours.hu})</li>
</ul>
<h2>2. A szerződés</h2>
<p>A szerződés magyar nyelven, elektronikus úton jön létre, és nem minősül írásba foglalt szerződésnek. Azt nem iktatjuk, a rendelés adatait azonban a visszaigazoló e-mail és a fiókja tartalmazza. A szerződés akkor jön létre, amikor rendelését e-mailben visszaigazoljuk.</p>
<h2>3. Árak</h2>
<p>A termékek mellett feltüntetett bruttó árak forintban értendők, és tartalmazzák a ${VAT_PERCENT}%-os általános forgalmi adót. A szállítási díj a kosárban külön jelenik meg. Nyilvánvaló elírás (például a valós ár töredékén feltüntetett ár) esetén nem kötelező a terméket a hibás áron értékesítenünk; ilyenkor felajánljuk a helyes áron történő vásárlást vagy a rendelés díjmentes lemondását.</p>
<h2>4. A rendelés menete</h2>
<ol>
<li>A kiválasztott termékeket a kosárba teszi, és megadja a mennyiséget.</li>
<li>Megadja a számlázási és szállítási adatait, majd kiválasztja a szállítási és fizetési módot.</li>
<li>Az összesítő oldalon ellenőrzi az adatokat; a termékeket ekkor ${STOCK_RESERVATION_MINUTES} percig foglaljuk Önnek.</li>
<li>Az adatvédelmi tájékoztató és a feltételek elfogadása után a „Megrendelés” gombbal fizetési kötelezettséggel járó rendelést ad le.</li>
</ol>
<p>Az adatbeviteli hibákat a rendelés leadása előtt bármikor javíthatja; a leadott rendelés adatainak módosítását ügyfélszolgálatunknál kérheti a feladásig.</p>
<h2>5. Fizetés és szállítás</h2>
<p>A választható fizetési és szállítási módokat, díjaikat és határidőiket a ${anchor(pageHref('delivery-and-payment', 'hu'), 'szállítási és fizetési feltételek')} oldalon részletezzük.</p>
<h2>6. Elállási jog</h2>
<p>Fogyasztóként a termék átvételétől számított <strong>${RETURN_DAYS} napon belül</strong> indoklás nélkül elállhat a szerződéstől. Elállási szándékát egyértelmű nyilatkozattal, e-mailben, postán vagy a webáruház elállási funkciójával jelezheti. A kiszállítás előtt tett elállás a kiszállítást lemondja: ilyenkor semmit nem kell visszaküldenie, és nem kell fizetnie semmit. Átvétel után a postán (csomagként) küldhető terméket a nyilatkozattól számított ${RETURN_DAYS} napon belül kell visszaküldenie vagy a bemutatóteremben leadnia; a visszaküldés költségét Ön viseli. A jellegüknél fogva postán nem küldhető termékeket (például kanapé, ágy, nagy bútor) mi szállítjuk el Öntől: az elszállítás díja elállásonként <strong>${formatMoney(RETURN_COLLECTION_PRICE_HUF, 'HUF')}</strong> (bruttó, bármely emeletről), és ezt Ön viseli.</p>
<p>A vételárat és az eredeti szállítási díjat az elállás beérkezésétől számított ${RETURN_DAYS} napon belül, a fizetéskor használt módon térítjük vissza; a visszatérítést visszatarthatjuk, amíg a termék vissza nem érkezik, vagy Ön nem igazolja, hogy visszaküldte. Ha a termék a rendeltetésszerű kipróbáláson túli használat miatt értékcsökkent, ennek összegét levonhatjuk. Nem illeti meg az elállási jog az egyedi méretre vagy kárpittal, kifejezetten az Ön kérésére készült termékeknél.</p>
<h2>7. Szavatosság és jótállás</h2>
<h3>${LEGAL_GUARANTEE.hu.title}</h3>
<p>${LEGAL_GUARANTEE.hu.text}</p>
<p>${LEGAL_GUARANTEE.hu.euLink}</p>
<p>Ez a kellékszavatosság (Ptk. 6:159. §, 373/2021. (VI. 30.) Korm. rendelet). Emellett a gyártóval szemben termékszavatossági igényt is érvényesíthet (Ptk. 6:168. §).</p>
<p>A ${WARRANTY_YEARS} éves garancia a kiszállítás napjától a mi kereskedelmi jótállásunk: a fenti jogokon felül jár, azokat nem korlátozza. Ahol a 151/2003. (IX. 22.) Korm. rendelet szerinti kötelező jótállás hosszabb (250 000 Ft feletti eladási ár esetén 3 év), ott a hosszabb idő érvényes. Részletek a ${anchor(pageHref('warranty', 'hu'), 'Garancia')} oldalon.</p>
<h2>8. Panaszkezelés</h2>
<p>Panaszát e-mailben, telefonon vagy a ${anchor(staticHref('contact', 'hu'), 'kapcsolatfelvételi oldalon')} teheti meg; 30 napon belül írásban válaszolunk. Ha a panasz rendezése nem sikerül, a lakóhelye szerint illetékes békéltető testülethez fordulhat, vagy igénybe veheti az Európai Unió online vitarendezési platformját.</p>
<h2>9. Adatkezelés</h2>
<p>A személyes adatok kezelését az ${anchor(pageHref('privacy', 'hu'), 'adatvédelmi tájékoztató')} írja le.</p>
<h2>10. Akadálymentesség</h2>
<p>A webáruház az EN 301 549 szabványt (WCAG 2.1 AA szint) követi; a részleteket, az ismert korlátokat és az akadály bejelentésének módját az ${anchor(pageHref('accessibility', 'hu'), 'akadálymentességi nyilatkozat')} írja le.</p>`,
    en: `<p>Effective from 1 January 2026. Please read these terms carefully before ordering; by placing an order you accept them.</p>
<h2>1. About us</h2>
<ul>
<li>Company: ${COMPANY.name}</li>
<li>Registered office: ${seat.en}</li>
<li>Company registration number: ${COMPANY.registrationNumber} (${COMPANY.registryCourt.en})</li>
<li>Tax number: ${COMPANY.taxNumber}</li>
<li>E-mail: ${COMPANY.email}, phone: ${COMPANY.phone} (${COMPANY.serviceHours.en})</li>
</ul>
<h2>2. The contract</h2>
<p>The contract is concluded electronically and does not count as a written contract. We do not file it, but your confirmation e-mail and your account hold the order details. The contract is formed when we confirm your order by e-mail. The Hungarian version of these terms prevails; this English text is a courtesy translation.</p>
<h2>3. Prices</h2>
<p>The gross prices shown next to products are in forints and include ${VAT_PERCENT}% VAT. The delivery fee appears separately in the cart. If a price is obviously wrong (for example a fraction of the real price), we are not obliged to sell at that price; we will offer you the product at the correct price or cancel the order free of charge.</p>
<h2>4. How to order</h2>
<ol>
<li>Put the products you want in your cart and set the quantities.</li>
<li>Enter your billing and delivery details, then choose a delivery and a payment method.</li>
<li>Check everything on the summary page; we now reserve the products for you for ${STOCK_RESERVATION_MINUTES} minutes.</li>
<li>After accepting the privacy policy and these terms, the “Place order” button places an order with an obligation to pay.</li>
</ol>
<p>You can correct input errors at any time before placing the order; to change a placed order, contact customer service before it is dispatched.</p>
<h2>5. Payment and delivery</h2>
<p>The available payment and delivery methods, their fees and delivery times are set out in our ${anchor(pageHref('delivery-and-payment', 'en'), 'delivery and payment terms')}.</p>
<h2>6. Right of withdrawal</h2>
<p>As a consumer you may withdraw from the contract without giving a reason within <strong>${RETURN_DAYS} days</strong> of receiving the product. Tell us with a clear statement by e-mail, by post or with the shop's withdrawal function. A withdrawal before the delivery cancels the delivery: there is nothing to send back and nothing to pay. After the delivery, you must send a product that goes by post (as a parcel) back or drop it off at the showroom within ${RETURN_DAYS} days of your statement; you bear the cost of returning it. Products that by their nature cannot be sent back by post (a sofa, a bed, large furniture) we collect from you: the collection costs <strong>${formatMoney(RETURN_COLLECTION_PRICE_HUF, 'HUF')}</strong> a withdrawal (gross, from any floor), and you bear it.</p>
<p>We refund the price and the original delivery fee within ${RETURN_DAYS} days of receiving your withdrawal, using the payment method you used; we may hold the refund until the product is back or you show that you have sent it. If the product has lost value through use beyond what is needed to try it out, we may deduct that amount. The right of withdrawal does not apply to products made to your own measurements or with upholstery chosen specifically for you.</p>
<h2>7. Legal guarantee and warranty</h2>
<h3>${LEGAL_GUARANTEE.en.title}</h3>
<p>${LEGAL_GUARANTEE.en.text}</p>
<p>${LEGAL_GUARANTEE.en.euLink}</p>
<p>In Hungarian law this is the legal guarantee of conformity (kellékszavatosság; Civil Code 6:159, Government Decree 373/2021). You may also claim against the manufacturer under product liability (termékszavatosság; Civil Code 6:168).</p>
<p>Our warranty of ${WARRANTY_YEARS} years from the day of delivery is our commercial guarantee (jótállás): it comes on top of the rights above and does not limit them. Where the mandatory guarantee of Government Decree 151/2003 is longer (3 years for a sale price over HUF 250,000), the longer period applies. See our ${anchor(pageHref('warranty', 'en'), 'Warranty')} page for details.</p>
<h2>8. Complaints</h2>
<p>You can complain by e-mail, by phone or on our ${anchor(staticHref('contact', 'en'), 'contact page')}; we answer in writing within 30 days. If we cannot settle the complaint, you may turn to the conciliation board of your place of residence or use the European Union’s online dispute resolution platform.</p>
<h2>9. Personal data</h2>
<p>How we handle personal data is described in our ${anchor(pageHref('privacy', 'en'), 'privacy policy')}.</p>
<h2>10. Accessibility</h2>
<p>The shop follows EN 301 549 (WCAG 2.1 level AA); our ${anchor(pageHref('accessibility', 'en'), 'accessibility statement')} describes how, its known limits and how to report a barrier.</p>`,
  },
};

export const privacy: PageDraft = {
  key: 'privacy',
  title: { hu: 'Adatvédelmi tájékoztató', en: 'Privacy policy' },
  meta_description: {
    hu: 'Milyen személyes adatokat kezelünk, milyen célból és meddig, kinek adjuk át őket, és milyen jogai vannak.',
    en: 'Which personal data we handle, why and for how long, who receives it, and what your rights are.',
  },
  html: {
    hu: `<p>Az Ön személyes adatainak kezelője a ${COMPANY.name} (${seat.hu}; ${COMPANY.privacyEmail}). Adatait az általános adatvédelmi rendelet (GDPR) és a magyar jogszabályok szerint kezeljük.</p>
<h2>Milyen adatokat kezelünk és miért?</h2>
<ul>
<li><strong>Rendelés teljesítése:</strong> név, e-mail-cím, telefonszám, számlázási és szállítási cím. Jogalap: a szerződés teljesítése.</li>
<li><strong>Számlázás:</strong> a számla adatai. Jogalap: jogi kötelezettség; a számviteli törvény szerint 8 évig őrizzük.</li>
<li><strong>Vásárlói fiók:</strong> a regisztrációs adatok, a kedvencek és a korábbi rendelések. Jogalap: a szerződés teljesítése; a fiók törléséig.</li>
<li><strong>Hírlevél:</strong> név és e-mail-cím. Jogalap: hozzájárulás, amelyet bármikor visszavonhat a levelek alján lévő hivatkozással.</li>
<li><strong>Ügyfélszolgálat:</strong> a levelezés tartalma. Jogalap: jogos érdek; a panasz lezárását követő 5 évig.</li>
</ul>
<h2>Kik ismerhetik meg az adatait?</h2>
<p>Adatfeldolgozóként a szállító partnerünk (a kiszállításhoz szükséges adatok), a bankkártyás fizetést végző pénzügyi szolgáltató (a fizetéshez szükséges adatok) és tárhelyszolgáltatónk (${COMPANY.hostingProvider}) fér hozzá az adatokhoz, kizárólag a megbízásunk szerint. Adatait nem adjuk el, és az Európai Gazdasági Térségen kívülre nem továbbítjuk.</p>
<h2>Sütik és mérés</h2>
<p>A webáruház működéséhez szükséges sütiket mindig használjuk; a statisztikai és marketingcélú méréseket csak az Ön hozzájárulása után kapcsoljuk be. A részleteket a ${anchor(pageHref('cookie-rules', 'hu'), 'cookie-szabályzat')} tartalmazza. A hirdetési partnereknek átadott azonosítókat és e-mail-címeket átadás előtt visszafejthetetlen formára (SHA-256 kivonatra) alakítjuk.</p>
<h2>Az Ön jogai</h2>
<ul>
<li>tájékoztatást és hozzáférést kérhet az adataihoz;</li>
<li>kérheti azok helyesbítését, törlését vagy kezelésük korlátozását;</li>
<li>tiltakozhat a jogos érdeken alapuló adatkezelés ellen;</li>
<li>kérheti adatai géppel olvasható formában történő kiadását (adathordozhatóság).</li>
</ul>
<p>Kérését a ${COMPANY.privacyEmail} címre küldje; egy hónapon belül válaszolunk. Panasszal a Nemzeti Adatvédelmi és Információszabadság Hatósághoz fordulhat, vagy bírósághoz is fordulhat.</p>`,
    en: `<p>The controller of your personal data is ${COMPANY.name} (${seat.en}; ${COMPANY.privacyEmail}). We handle your data under the General Data Protection Regulation (GDPR) and Hungarian law.</p>
<h2>What data do we handle and why?</h2>
<ul>
<li><strong>Fulfilling orders:</strong> name, e-mail address, phone number, billing and delivery address. Legal basis: performance of the contract.</li>
<li><strong>Invoicing:</strong> the invoice details. Legal basis: legal obligation; kept for 8 years under the accounting act.</li>
<li><strong>Customer account:</strong> your registration details, favourites and past orders. Legal basis: performance of the contract; kept until you delete the account.</li>
<li><strong>Newsletter:</strong> name and e-mail address. Legal basis: consent, which you can withdraw at any time with the link at the bottom of every newsletter.</li>
<li><strong>Customer service:</strong> the content of our correspondence. Legal basis: legitimate interest; kept for 5 years after the case is closed.</li>
</ul>
<h2>Who can see your data?</h2>
<p>As processors, our delivery partner (the data needed for delivery), the payment provider handling card payments (the data needed for payment) and our hosting provider (${COMPANY.hostingProvider}) access the data, strictly on our instructions. We never sell your data, and we do not transfer it outside the European Economic Area.</p>
<h2>Cookies and measurement</h2>
<p>We always use the cookies the shop needs to work; statistics and marketing measurement are switched on only after you consent. See our ${anchor(pageHref('cookie-rules', 'en'), 'cookie rules')} for details. Identifiers and e-mail addresses shared with advertising partners are turned into an irreversible SHA-256 hash before they leave us.</p>
<h2>Your rights</h2>
<ul>
<li>you can ask for information about and access to your data;</li>
<li>you can ask us to correct or erase it, or to restrict its use;</li>
<li>you can object to processing based on legitimate interest;</li>
<li>you can ask for your data in a machine-readable format (data portability).</li>
</ul>
<p>Send your request to ${COMPANY.privacyEmail}; we reply within one month. You may lodge a complaint with the Hungarian National Authority for Data Protection and Freedom of Information, or go to court.</p>`,
  },
};

export const cookieRules: PageDraft = {
  key: 'cookie-rules',
  title: { hu: 'Cookie-szabályzat', en: 'Cookie rules' },
  meta_description: {
    hu: 'Milyen sütiket használ a webáruház, mire és meddig, és hogyan módosíthatja a beállításait.',
    en: 'Which cookies the shop uses, what for and for how long, and how to change your settings.',
  },
  html: {
    hu: `<p>A sütik kis szöveges fájlok, amelyeket a böngészője tárol. Egy részük nélkül a webáruház nem működne; a többit csak akkor használjuk, ha ehhez hozzájárul. A hozzájárulás elutasítása ugyanolyan egyszerű, mint a megadása, és döntését bármikor megváltoztathatja a lap alján található „Sütibeállítások” hivatkozással.</p>
<h2>Szükséges sütik</h2>
<p>Ezek mindig aktívak, mert nélkülük nem működne a kosár, a bejelentkezés és a biztonságos űrlapküldés.</p>
<ul>
<li><strong>otthon_session:</strong> a kosarat, a kedvenceket és a bejelentkezést tartja meg; az utolsó látogatástól számított 30 napig.</li>
<li><strong>XSRF-TOKEN:</strong> a hamisított kérések elleni védelem; a munkamenettel együtt jár le.</li>
<li><strong>locale:</strong> a választott nyelv; 365 napig.</li>
<li><strong>currency_id:</strong> a választott pénznem; 365 napig.</li>
<li><strong>vat_mode:</strong> nettó vagy bruttó ármegjelenítés; 365 napig.</li>
<li><strong>sütibeállítás:</strong> a sütikkel kapcsolatos döntése; 365 napig.</li>
</ul>
<h2>Statisztikai sütik</h2>
<p>Segítenek megérteni, hogyan használják a látogatók az oldalt, például mely termékeket keresik a legtöbben. Csak hozzájárulás után aktívak, és személyes azonosításra nem alkalmasak.</p>
<h2>Marketingsütik</h2>
<p>Ezekkel mérjük hirdetéseink eredményességét, és a hozzájárulása esetén személyre szabott ajánlatokat mutathatunk más oldalakon. Hozzájárulás nélkül a hirdetési rendszerek felé semmilyen adat nem jut el.</p>
<p>Az adatkezelés további részleteit az ${anchor(pageHref('privacy', 'hu'), 'adatvédelmi tájékoztató')} tartalmazza.</p>`,
    en: `<p>Cookies are small text files stored by your browser. Some are needed for the shop to work; the rest we use only if you agree. Refusing is as easy as accepting, and you can change your decision at any time with the “Cookie settings” link at the bottom of every page.</p>
<h2>Necessary cookies</h2>
<p>These are always active, because the cart, logging in and safe form submission do not work without them.</p>
<ul>
<li><strong>otthon_session:</strong> keeps your cart, favourites and login; 30 days from your last visit.</li>
<li><strong>XSRF-TOKEN:</strong> protects against forged requests; expires with the session.</li>
<li><strong>locale:</strong> your chosen language; 365 days.</li>
<li><strong>currency_id:</strong> your chosen currency; 365 days.</li>
<li><strong>vat_mode:</strong> net or gross price display; 365 days.</li>
<li><strong>cookie settings:</strong> your cookie choices; 365 days.</li>
</ul>
<h2>Statistics cookies</h2>
<p>They help us understand how visitors use the site, for example which products people search for most. They are active only after you consent and cannot identify you personally.</p>
<h2>Marketing cookies</h2>
<p>We use them to measure how well our advertising works and, if you agree, to show you tailored offers on other sites. Without your consent, no data reaches any advertising system.</p>
<p>More about how we handle data is in our ${anchor(pageHref('privacy', 'en'), 'privacy policy')}.</p>`,
  },
};

/**
 * The accessibility statement an e-commerce service publishes under the European Accessibility Act
 * (Directive (EU) 2019/882, Annex V; in Hungary Act XVII of 2022): what the service is, how it meets
 * the requirements, the standard it follows, its known limits and how to report a barrier.
 */
export const accessibility: PageDraft = {
  key: 'accessibility',
  title: { hu: 'Akadálymentességi nyilatkozat', en: 'Accessibility statement' },
  meta_description: {
    hu: 'Hogyan használható az Otthon webáruház billentyűzettel, képernyőolvasóval és nagyítással, milyen szabványt követünk, és hol jelezheti, ha akadályba ütközik.',
    en: 'How the Otthon shop works with a keyboard, a screen reader and zoom, the standard we follow, and where to report a barrier.',
  },
  html: {
    hu: `<p>Ez a nyilatkozat az Otthon webáruházra (${COMPANY.name}) vonatkozik, amelyen bútorokat és lakástextilt lehet böngészni, kosárba tenni, megrendelni és kifizetni, valamint fiókot kezelni, terméket figyelni és elállási nyilatkozatot tenni. A szolgáltatás a 2022. évi XVII. törvény és az (EU) 2019/882 irányelv V. melléklete szerinti tájékoztatás.</p>
<h2>Szabvány</h2>
<p>A webáruház az EN 301 549 harmonizált szabványt, azaz a WCAG 2.1 AA szintjét követi. Minden kiadás előtt a felület összes összetevőjét és oldalát a WCAG 2.2 AA szabályai szerint automatikusan ellenőrizzük (axe), magyarul és angolul, telefon- és asztali méretben.</p>
<h2>Hozzáférhetőségi jellemzők</h2>
<ul>
<li>Minden funkció billentyűzettel is elérhető; a fókusz mindig látható, és egy „Ugrás a tartalomra” hivatkozás az oldal elején van.</li>
<li>A címsorok, tájékozódási pontok és űrlapcímkék a képernyőolvasók számára is követhetők; a kosár változásait és a hibaüzeneteket a képernyőolvasó felolvassa.</li>
<li>A szöveg 200%-os nagyításig és 320 képpont szélességig vízszintes görgetés nélkül olvasható; a színek kontrasztja legalább 4,5:1.</li>
<li>A termékképek szöveges leírást kapnak; az árak, a készlet és a várható szállítás szövegként is szerepelnek, nem csak színnel jelölve.</li>
<li>A fizetés időkorlátja (a termékek ${STOCK_RESERVATION_MINUTES} perces foglalása) előre jelezve van, és lejárta után a rendelés újrakezdhető.</li>
</ul>
<h2>Ismert korlátok</h2>
<ul>
<li>A bankkártyás fizetés oldala a fizetési szolgáltatóé; annak akadálymentességéért a szolgáltató felel. Helyette banki átutalással vagy utánvéttel is fizethet.</li>
<li>A termékképek nagyítójában a csúsztatás érintőképernyőn kézmozdulatot kér; ugyanez a nyílgombokkal és a „Következő” gombbal is elérhető.</li>
<li>A nyomtatható termékadatlap PDF-ként nem, csak weboldalként érhető el.</li>
</ul>
<h2>Akadály bejelentése</h2>
<p>Ha valamit nem tud használni, írjon a ${COMPANY.email} címre vagy a ${anchor(staticHref('contact', 'hu'), 'kapcsolatfelvételi űrlapon')}, vagy hívjon minket: ${COMPANY.phone} (${COMPANY.serviceHours.hu}). Írja meg, melyik oldalon és mit próbált tenni; 15 napon belül válaszolunk, és addig más módon (telefonon, e-mailben) segítünk megrendelni. Ha válaszunkkal nem elégedett, a piacfelügyeleti hatósághoz fordulhat.</p>`,
    en: `<p>This statement covers the Otthon online shop (${COMPANY.name}), where you can browse furniture and home textiles, put them in a cart, order and pay, manage an account, watch a product and withdraw from a purchase. It is the information the service gives under Hungary's Act XVII of 2022 and Annex V of Directive (EU) 2019/882.</p>
<h2>Standard</h2>
<p>The shop follows the harmonised standard EN 301 549, that is WCAG 2.1 level AA. Before every release, every component and page of the interface is checked automatically against the WCAG 2.2 AA rules (axe), in Hungarian and in English, at phone and desktop sizes.</p>
<h2>Accessible features</h2>
<ul>
<li>Everything works with a keyboard; the focus is always visible, and a “Skip to content” link opens every page.</li>
<li>Headings, landmarks and form labels can be followed with a screen reader; changes to the cart and error messages are announced.</li>
<li>Text can be read at 200% zoom and at 320 pixels wide without scrolling sideways; colour contrast is at least 4.5:1.</li>
<li>Product pictures have text descriptions; prices, stock and expected delivery are given as text, never by colour alone.</li>
<li>The time limit of paying (products are held for ${STOCK_RESERVATION_MINUTES} minutes) is announced in advance, and an order can be started again after it.</li>
</ul>
<h2>Known limits</h2>
<ul>
<li>The card payment page belongs to the payment provider, which answers for its accessibility. You can pay by bank transfer or cash on delivery instead.</li>
<li>Swiping in the product picture viewer needs a gesture on a touch screen; the arrow keys and the “Next” button do the same.</li>
<li>The printable data sheet is a web page, not a PDF.</li>
</ul>
<h2>Report a barrier</h2>
<p>If you cannot use something, write to ${COMPANY.email}, use our ${anchor(staticHref('contact', 'en'), 'contact form')}, or call us on ${COMPANY.phone} (${COMPANY.serviceHours.en}). Tell us the page and what you tried to do; we answer within 15 days, and meanwhile help you order another way (by phone or e-mail). If you are not satisfied with our answer, you may turn to the market surveillance authority.</p>`,
  },
};
