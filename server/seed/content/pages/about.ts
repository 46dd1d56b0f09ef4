/** About pages: company, careers, showroom, sustainability. */
import { RETURN_DAYS, WARRANTY_YEARS } from '../../constants.js';
import { openingHoursHtml, showroom, showroomAddress } from '../../commerce/showroom.js';
import { COMPANY } from '../company.js';
import { anchor, categoryHref, pageHref, staticHref } from '../links.js';
import type { PageDraft } from './types.js';

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
    hu: 'Tanúsított faanyag licenckóddal, javítás és alkatrészek tíz évig, visszavett csomagolás: amit ellenőrizhetően vállalunk.',
    en: 'Certified wood with licence codes, repairs and spare parts for ten years, packaging taken back: what we promise, in terms you can check.',
  },
  html: {
    hu: `<p>Ezen az oldalon csak olyat írunk, amit ellenőrizni lehet: tanúsítványt a számával, vállalást a határidejével. Általános „zöld” jelzőket nem használunk.</p>
<h2>Anyagok és tanúsítványok</h2>
<ul>
<li>A Bakonyfa Műhely tömör tölgy és bükk bútorai FSC 100% tanúsítottak (licenckód: FSC-C162531), a Vilnia Woodworks fa bútorai FSC Mix tanúsítottak (licenckód: FSC-C147720). A tanúsítvány és a licenckód az érintett termékek oldalán, a „Termékbiztonság” részben szerepel; a többi termékre ilyen tanúsítványt nem állítunk.</li>
<li>A Tiszavirág Textil len-, pamut- és gyapjútermékei OEKO-TEX STANDARD 100 szerint, káros anyagokra bevizsgáltak (tanúsítványszám: 21.HUN.48213 HOHENSTEIN HTTI). Ez a tanúsítvány a textilből kioldódó anyagokról szól, nem a termék környezeti hatásáról.</li>
<li>Az „újrahasznosított PET” anyagú szőnyegeink szála műanyag palackokból újrahasznosított poliészter; ezt a termék anyagaként adjuk meg, további környezeti állítás nélkül.</li>
<li>A kárpitozott bútorok huzata a legtöbb modellnél levehető, és külön is megrendelhető.</li>
</ul>
<h2>Hol készülnek</h2>
<p>Minden termék oldalán megtalálja a gyártó nevét és postacímét, így megnézheti, hol készült. Tizenhárom gyártónk közül hat magyar műhely, a többiek az Európai Unió más országaiban dolgoznak.</p>
<h2>Javítás és alkatrészek</h2>
<p>A ${WARRANTY_YEARS} éves garancia lejárta után is segítünk: lábakat, fiókcsúszókat, vasalatokat és huzatokat a vásárlástól számított legalább tíz évig tudunk pótolni. Írjon nekünk a termék nevével és egy fotóval, és megmondjuk, mi a teendő.</p>
<h2>Csomagolás</h2>
<p>A bútorokat kartonba és szállítótakaróba csomagoljuk. Házhozszállításkor a futár a csomagolóanyagot kérésre visszaviszi; a takarókat újra felhasználjuk, a kartont szelektíven gyűjtjük.</p>
<p>Ápolási tanácsainkat a ${anchor(staticHref('blog', 'hu'), 'blogon')} gyűjtjük össze, a ${anchor(categoryHref('bedroom', 'hu'), 'hálószobai')} és ${anchor(categoryHref('living-room', 'hu'), 'nappali')} bútoraink adatlapján pedig minden ápolási útmutató megtalálható.</p>`,
    en: `<p>On this page we only say what can be checked: a certificate with its number, a promise with its time limit. We do not use general “green” labels.</p>
<h2>Materials and certificates</h2>
<ul>
<li>Bakonyfa Műhely’s solid oak and beech furniture is FSC 100% certified (licence code FSC-C162531), Vilnia Woodworks’ wooden furniture FSC Mix certified (licence code FSC-C147720). The certificate and its licence code are shown in the “Product safety” section of the products concerned; we claim no such certificate for other products.</li>
<li>Tiszavirág Textil’s linen, cotton and wool products are tested for harmful substances to OEKO-TEX STANDARD 100 (certificate 21.HUN.48213 HOHENSTEIN HTTI). This certificate is about substances in the textile, not about the product’s environmental impact.</li>
<li>The yarn of our rugs in “recycled PET” is polyester recycled from plastic bottles; we state it as the product’s material, with no further environmental claim.</li>
<li>On most upholstered models the covers come off and can be ordered separately.</li>
</ul>
<h2>Where things are made</h2>
<p>Every product page names the manufacturer and its postal address, so you can see where it was made. Six of our thirteen makers are Hungarian workshops; the others work in other countries of the European Union.</p>
<h2>Repairs and spare parts</h2>
<p>We help after the ${WARRANTY_YEARS}-year warranty ends too: we can supply legs, drawer runners, hardware and covers for at least ten years from purchase. Write to us with the product name and a photo, and we will tell you what to do.</p>
<h2>Packaging</h2>
<p>We pack furniture in cardboard and moving blankets. On home delivery the courier takes the packaging back on request; we use the blankets again and send the cardboard for separate collection.</p>
<p>We collect our care advice on the ${anchor(staticHref('blog', 'en'), 'blog')}, and every care guide is on the data sheets of our ${anchor(categoryHref('bedroom', 'en'), 'bedroom')} and ${anchor(categoryHref('living-room', 'en'), 'living room')} furniture.</p>`,
  },
};
