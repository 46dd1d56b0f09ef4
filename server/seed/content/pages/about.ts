/** About pages: company, careers, showroom, sustainability. */
import { FREE_SHIPPING_THRESHOLD_HUF, RETURN_DAYS, WARRANTY_YEARS } from '../../constants.js';
import { openingHoursHtml, showroom, showroomAddress } from '../../commerce/showroom.js';
import { forints } from '../../text.js';
import { COMPANY } from '../company.js';
import { anchor, categoryHref, pageHref, staticHref } from '../links.js';
import type { PageDraft } from './types.js';

const FREE = forints(FREE_SHIPPING_THRESHOLD_HUF);
const mapUrl = showroom.routes.find((route) => route.key === 'map')?.url ?? '';

export const company: PageDraft = {
  key: 'company',
  title: { hu: 'Cégünk', en: 'About us' },
  meta_description: {
    hu: `Az Otthon ${COMPANY.founded} óta válogat tartós, javítható bútorokat hazai és európai műhelyektől.`,
    en: `Since ${COMPANY.founded}, Otthon has chosen durable, repairable furniture from Hungarian and European workshops.`,
  },
  html: {
    hu: `<p>Az Otthon ${COMPANY.founded}-ben egy kis budapesti bemutatóteremként indult azzal a gondolattal, hogy a jó bútor nem divatcikk: évtizedekig szolgál, és ha kell, megjavítható. Ma negyvenfős csapattal, egy bemutatóteremmel és egy budaörsi raktárral dolgozunk, de a gondolat ugyanaz maradt.</p>
<h2>Amit fontosnak tartunk</h2>
<ul>
<li><strong>Tartósság:</strong> tömörfát, cserélhető huzatot és szabványos vasalatokat keresünk, mert ezek hosszú életet adnak egy bútornak.</li>
<li><strong>Közeli gyártók:</strong> kínálatunk több mint fele magyar műhelyekből érkezik, a többi nagyrészt európai partnerektől.</li>
<li><strong>Őszinte tájékoztatás:</strong> minden termék adatlapján pontos méret, anyag és ápolási útmutató szerepel, hogy otthon ne érje meglepetés.</li>
<li><strong>Felelősségvállalás:</strong> minden termékre ${WARRANTY_YEARS} év garanciát adunk, és ${RETURN_DAYS} napig indoklás nélkül visszavesszük.</li>
</ul>
<h2>Akikkel dolgozunk</h2>
<p>A zirci asztalosműhelytől a szegedi varrodán át a comói lámpagyártóig minden partnerünket személyesen ismerjük. Évente többször meglátogatjuk őket, és együtt fejlesztjük a termékeket a vásárlói visszajelzések alapján. Erről bővebben a ${anchor(pageHref('sustainability', 'hu'), 'fenntarthatósági oldalunkon')} olvashat.</p>
<h2>Látogasson meg minket</h2>
<p>Bemutatótermünk címe ${showroomAddress('hu')}. Lakberendezőink segítenek az anyagok és a méretek kiválasztásában, és az ágyakat, matracokat is kipróbálhatja. Nyitvatartásunk:</p>
${openingHoursHtml('hu')}
<h2>Cégadatok</h2>
<ul>
<li>${COMPANY.name}</li>
<li>Székhely: ${showroomAddress('hu')}</li>
<li>Cégjegyzékszám: ${COMPANY.registrationNumber}</li>
<li>Adószám: ${COMPANY.taxNumber}, közösségi adószám: ${COMPANY.euVatNumber}</li>
<li>E-mail: ${COMPANY.email}, telefon: ${COMPANY.phone}</li>
</ul>
<p>Csatlakozna hozzánk? Nézze meg ${anchor(pageHref('careers', 'hu'), 'nyitott pozícióinkat')}.</p>`,
    en: `<p>Otthon opened in ${COMPANY.founded} as a small showroom in Budapest with one idea: good furniture is not a fashion item. It lasts for decades and, when needed, it can be repaired. Today we are a team of forty with a showroom and a warehouse in Budaörs, and the idea has not changed.</p>
<h2>What matters to us</h2>
<ul>
<li><strong>Durability:</strong> we look for solid wood, replaceable covers and standard hardware, because they give furniture a long life.</li>
<li><strong>Makers close by:</strong> more than half of our range comes from Hungarian workshops, and most of the rest from European partners.</li>
<li><strong>Honest information:</strong> every product’s data sheet lists exact dimensions, materials and care instructions, so there are no surprises at home.</li>
<li><strong>Standing behind it:</strong> every product has a warranty of ${WARRANTY_YEARS} years, and we take it back within ${RETURN_DAYS} days, no reason needed.</li>
</ul>
<h2>Who we work with</h2>
<p>From the joinery in Zirc to the sewing workshop in Szeged and the lamp maker in Como, we know every partner in person. We visit them several times a year and improve the products together, based on what our customers tell us. Read more on our ${anchor(pageHref('sustainability', 'en'), 'sustainability page')}.</p>
<h2>Visit us</h2>
<p>Our showroom is at ${showroomAddress('en')}. Our interior designers help you choose materials and sizes, and you can try the beds and mattresses. Opening hours:</p>
${openingHoursHtml('en')}
<h2>Company details</h2>
<ul>
<li>${COMPANY.name}</li>
<li>Registered office: ${showroomAddress('en')}</li>
<li>Company registration number: ${COMPANY.registrationNumber}</li>
<li>Tax number: ${COMPANY.taxNumber}, EU VAT number: ${COMPANY.euVatNumber}</li>
<li>E-mail: ${COMPANY.email}, phone: ${COMPANY.phone}</li>
</ul>
<p>Want to join us? See our ${anchor(pageHref('careers', 'en'), 'open positions')}.</p>`,
  },
};

export const careers: PageDraft = {
  key: 'careers',
  title: { hu: 'Karrier', en: 'Careers' },
  meta_description: {
    hu: 'Nyitott pozíciók az Otthonnál: lakberendezési tanácsadó, raktári logisztikai munkatárs és frontendfejlesztő.',
    en: 'Open positions at Otthon: interior design adviser, warehouse logistics associate and frontend developer.',
  },
  html: {
    hu: `<p>Kis csapat vagyunk, ahol mindenki látja a munkája eredményét: egy jól berendezett nappalit, egy időben érkezett szállítást, egy gyorsabb pénztároldalt. Ha Ön is szereti a szép és tartós tárgyakat, és szívesen dolgozik emberekkel, nálunk a helye.</p>
<h2>Amit kínálunk</h2>
<ul>
<li>bejelentett, határozatlan idejű munkaviszony, versenyképes fizetés és évi két bérfelülvizsgálat;</li>
<li>30% munkatársi kedvezmény a teljes kínálatra;</li>
<li>évente két szakmai továbbképzés és látogatás a partnerműhelyeinknél;</li>
<li>cafeteria, BKK-bérlet-hozzájárulás és egészségpénztári tagság.</li>
</ul>
<h2>Nyitott pozíciók</h2>
<h3>Lakberendezési tanácsadó – bemutatóterem, Budapest (teljes munkaidő)</h3>
<p>A bemutatóterembe érkező vásárlóknak segít megtalálni a hozzájuk illő bútorokat, anyagokat és méreteket.</p>
<ul>
<li>személyes tanácsadás, alaprajz alapján berendezési javaslatok készítése;</li>
<li>árajánlatok összeállítása és a rendelések követése;</li>
<li>elvárás: legalább kétéves kereskedelmi vagy lakberendezési tapasztalat, jó térlátás, angol nyelvtudás;</li>
<li>munkarend a bemutatóterem nyitvatartásához igazodva, heti egy szombattal.</li>
</ul>
<h3>Raktári logisztikai munkatárs – Budaörs (teljes munkaidő)</h3>
<p>Ön gondoskodik arról, hogy minden rendelés hiánytalanul és épen induljon útnak.</p>
<ul>
<li>beérkező áru átvétele, ellenőrzése és betárolása;</li>
<li>a rendelések összekészítése, csomagolása és átadása a szállítónak;</li>
<li>elvárás: targoncavezetői engedély, precizitás, hétfőtől péntekig 7:00–15:30-as munkavégzés.</li>
</ul>
<h3>Frontendfejlesztő – hibrid, Budapest (teljes munkaidő)</h3>
<p>A webáruház kétnyelvű felületét fejleszti React és TypeScript alapokon, a vásárlói élmény és az akadálymentesség szem előtt tartásával.</p>
<ul>
<li>új funkciók fejlesztése a termékoldaltól a pénztárig, tesztekkel együtt;</li>
<li>a teljesítmény és az akadálymentesség (WCAG 2.2 AA) mérése és javítása;</li>
<li>elvárás: legalább hároméves React-tapasztalat, TypeScript, tesztírási gyakorlat;</li>
<li>heti két nap irodai jelenlét a bemutatóterem feletti irodában.</li>
</ul>
<h2>Jelentkezés</h2>
<p>Küldje el önéletrajzát és néhány mondatot arról, miért szeretne nálunk dolgozni, a ${COMPANY.careersEmail} címre. Minden jelentkezőnek két héten belül válaszolunk. A jelentkezők adatait az ${anchor(pageHref('privacy', 'hu'), 'adatvédelmi tájékoztató')} szerint kezeljük.</p>`,
    en: `<p>We are a small team where everyone sees the result of their work: a well-furnished living room, a delivery that arrives on time, a faster checkout page. If you love beautiful, durable things and enjoy working with people, you will fit right in.</p>
<h2>What we offer</h2>
<ul>
<li>a permanent employment contract, a competitive salary and two pay reviews a year;</li>
<li>a 30% staff discount on the whole range;</li>
<li>two professional training courses a year and visits to our partner workshops;</li>
<li>a cafeteria allowance, a Budapest travel pass contribution and health fund membership.</li>
</ul>
<h2>Open positions</h2>
<h3>Interior design adviser – showroom, Budapest (full time)</h3>
<p>You help the customers who visit our showroom find the furniture, materials and sizes that suit them.</p>
<ul>
<li>personal advice and furnishing proposals based on floor plans;</li>
<li>preparing quotes and following up on orders;</li>
<li>you have at least two years of retail or interior design experience, a good sense of space and good English;</li>
<li>working hours follow the showroom’s opening hours, with one Saturday a week.</li>
</ul>
<h3>Warehouse logistics associate – Budaörs (full time)</h3>
<p>You make sure every order leaves complete and undamaged.</p>
<ul>
<li>receiving, checking and storing incoming goods;</li>
<li>picking, packing and handing orders to the carrier;</li>
<li>you hold a forklift licence, work precisely, and can work Monday to Friday, 7:00–15:30.</li>
</ul>
<h3>Frontend developer – hybrid, Budapest (full time)</h3>
<p>You build the shop’s bilingual interface with React and TypeScript, with the customer experience and accessibility in mind.</p>
<ul>
<li>building new features from the product page to the checkout, tests included;</li>
<li>measuring and improving performance and accessibility (WCAG 2.2 AA);</li>
<li>you have at least three years of React experience, TypeScript and a habit of writing tests;</li>
<li>two days a week in the office above the showroom.</li>
</ul>
<h2>How to apply</h2>
<p>Send your CV and a few sentences on why you would like to work with us to ${COMPANY.careersEmail}. We reply to every applicant within two weeks. We handle applicants’ data as described in our ${anchor(pageHref('privacy', 'en'), 'privacy policy')}.</p>`,
  },
};

export const showroomPage: PageDraft = {
  key: 'showroom',
  title: { hu: 'Bemutatóterem', en: 'Showroom' },
  meta_description: {
    hu: `Bemutatótermünk: ${showroomAddress('hu')}. Nyitvatartás, megközelítés és személyes átvétel.`,
    en: `Our showroom: ${showroomAddress('en')}. Opening hours, how to get here and order pickup.`,
  },
  html: {
    hu: `<p>Egy kanapé kényelmét, egy matrac keménységét vagy egy szövet tapintását legjobb élőben kipróbálni. Bemutatótermünkben kínálatunk nagy részét megtalálja, lakberendezőink pedig segítenek a választásban.</p>
<h2>Cím és nyitvatartás</h2>
<p><strong>${showroom.name.hu}</strong>, ${showroomAddress('hu')}<br>Telefon: ${showroom.phone}, e-mail: ${showroom.email}</p>
${openingHoursHtml('hu')}
<p>Ünnepnapokon zárva tartunk; az ünnepek körüli nyitvatartást a főoldalon jelezzük.</p>
<h2>Megközelítés</h2>
<ul>
${showroom.routes
  .filter((route) => route.key !== 'map')
  .map((route) => `<li><strong>${route.title.hu}:</strong> ${route.description.hu}</li>`)
  .join('\n')}
</ul>
<p>${anchor(mapUrl, 'Megnyitás a térképen')}</p>
<h2>Mit talál nálunk?</h2>
<ul>
<li>kanapék és fotelek minden kárpittípusban, szövetmintákkal;</li>
<li>ágyak és matracok, amelyeket nyugodtan kipróbálhat;</li>
<li>étkezőasztalok és székek, lámpák, szőnyegek és lakástextilek.</li>
</ul>
<h2>Személyes átvétel és tanácsadás</h2>
<p>Webes rendelését díjmentesen átveheti a bemutatóteremben; értesítjük, amikor megérkezett. Ha alaprajzot vagy fotót hoz a szobáról, lakberendezőnk egyórás, ingyenes tanácsadáson segít megtervezni a berendezést; időpontot a ${anchor(staticHref('contact', 'hu'), 'kapcsolat')} oldalon kérhet.</p>`,
    en: `<p>The comfort of a sofa, the firmness of a mattress or the feel of a fabric are best tried in person. You find most of our range in the showroom, and our interior designers are there to help you choose.</p>
<h2>Address and opening hours</h2>
<p><strong>${showroom.name.en}</strong>, ${showroomAddress('en')}<br>Phone: ${showroom.phone}, e-mail: ${showroom.email}</p>
${openingHoursHtml('en')}
<p>We are closed on public holidays; holiday opening hours are announced on the home page.</p>
<h2>Getting here</h2>
<ul>
${showroom.routes
  .filter((route) => route.key !== 'map')
  .map((route) => `<li><strong>${route.title.en}:</strong> ${route.description.en}</li>`)
  .join('\n')}
</ul>
<p>${anchor(mapUrl, 'Open in the map')}</p>
<h2>What you will find</h2>
<ul>
<li>sofas and armchairs in every type of upholstery, with fabric samples;</li>
<li>beds and mattresses you are welcome to try;</li>
<li>dining tables and chairs, lamps, rugs and home textiles.</li>
</ul>
<h2>Pickup and advice</h2>
<p>You can collect your online order at the showroom free of charge; we let you know when it has arrived. Bring a floor plan or a photo of the room, and one of our interior designers will help you plan it in a free one-hour session; book a time on our ${anchor(staticHref('contact', 'en'), 'contact')} page.</p>`,
  },
};

export const sustainability: PageDraft = {
  key: 'sustainability',
  title: { hu: 'Fenntarthatóság', en: 'Sustainability' },
  meta_description: {
    hu: 'Tartós anyagok, közeli gyártók, javítható bútorok és kevesebb csomagolás: így dolgozunk.',
    en: 'Durable materials, makers close by, repairable furniture and less packaging: this is how we work.',
  },
  html: {
    hu: `<p>A legfenntarthatóbb bútor az, amelyet nem kell lecserélni. Ezért elsősorban azt nézzük, meddig szolgál majd egy termék, és hogyan lehet javítani, ha valami elkopik rajta.</p>
<h2>Anyagok</h2>
<ul>
<li>A tömörfa bútorainkhoz használt tölgy és bükk nagyrészt hazai, tanúsított erdőgazdálkodásból származik.</li>
<li>A kárpitozott bútorok huzata a legtöbb modellnél levehető és cserélhető, így egy új huzat évekkel meghosszabbítja a kanapé életét.</li>
<li>Szőnyegeink egy része újrahasznosított PET-palackokból készül; ezek kültéren is használhatók.</li>
</ul>
<h2>Rövid utak</h2>
<p>Kínálatunk több mint fele magyar műhelyekben készül, így a bútorok kevesebbet utaznak. A szállításokat útvonal szerint csoportosítjuk, és a ${FREE.hu} feletti ingyenes szállítással is arra ösztönzünk, hogy a rendelések egyszerre érkezzenek.</p>
<h2>Javítás és alkatrészek</h2>
<p>A ${WARRANTY_YEARS} éves garancia lejárta után is segítünk: lábakat, fiókcsúszókat, vasalatokat és huzatokat legalább tíz évig tudunk pótolni. Írjon nekünk a termék nevével és egy fotóval, és megmondjuk, mi a teendő.</p>
<h2>Csomagolás</h2>
<p>A bútorokat újrahasznosított kartonba és takarókba csomagoljuk; házhozszállításkor a futár a csomagolóanyagot kérésre visszaviszi, és újra felhasználjuk.</p>
<p>Ápolási tanácsainkat a ${anchor(staticHref('blog', 'hu'), 'blogon')} gyűjtjük össze, a ${anchor(categoryHref('bedroom', 'hu'), 'hálószobai')} és ${anchor(categoryHref('living-room', 'hu'), 'nappali')} bútoraink adatlapján pedig minden ápolási útmutató megtalálható.</p>`,
    en: `<p>The most sustainable piece of furniture is the one you never have to replace. So the first thing we look at is how long a product will last, and how it can be repaired when something wears out.</p>
<h2>Materials</h2>
<ul>
<li>The oak and beech in our solid-wood furniture mostly comes from certified Hungarian forestry.</li>
<li>On most upholstered models the covers come off and can be replaced, so a new cover adds years to a sofa’s life.</li>
<li>Some of our rugs are made from recycled PET bottles, and they work outdoors too.</li>
</ul>
<h2>Short journeys</h2>
<p>More than half of our range is made in Hungarian workshops, so the furniture travels less. We group deliveries by route, and free delivery over ${FREE.en} encourages orders to arrive in one go.</p>
<h2>Repairs and spare parts</h2>
<p>We help after the ${WARRANTY_YEARS}-year warranty ends too: we can supply legs, drawer runners, hardware and covers for at least ten years. Write to us with the product name and a photo, and we will tell you what to do.</p>
<h2>Packaging</h2>
<p>We pack furniture in recycled cardboard and blankets; on home delivery the courier takes the packaging back on request, and we use it again.</p>
<p>We collect our care advice on the ${anchor(staticHref('blog', 'en'), 'blog')}, and every care guide is on the data sheets of our ${anchor(categoryHref('bedroom', 'en'), 'bedroom')} and ${anchor(categoryHref('living-room', 'en'), 'living room')} furniture.</p>`,
  },
};
