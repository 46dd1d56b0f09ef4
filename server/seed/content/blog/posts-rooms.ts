/** Blog posts about rooms: lighting, home office, mattresses, dining room, bedroom. */
import { RETURN_DAYS } from '../../constants.js';
import { POST_SLUGS } from './slugs.js';
import { AUTHORS, TAGS, linksFor, type BlogDraft } from './types.js';

const hu = linksFor('hu');
const en = linksFor('en');

export const lighting: BlogDraft = {
  slug: POST_SLUGS.lighting,
  title: { hu: 'A fény rétegei: így világítsa meg otthonát', en: 'Layers of light: how to light your home' },
  excerpt: {
    hu: 'Alapvilágítás, célfény és hangulatfény: egy világítástervező elmagyarázza, miért kell minden szobába legalább három fényforrás.',
    en: 'Ambient, task and accent light: a lighting designer explains why every room needs at least three light sources.',
  },
  meta_description: {
    hu: 'Otthoni világítás rétegekben: alapfény, munkafény, hangulatfény, színhőmérséklet és lámpamagasságok.',
    en: 'Layered home lighting: ambient, task and accent light, colour temperature and lamp heights.',
  },
  author: AUTHORS.daniel,
  daysAgo: 20,
  tags: [TAGS.lighting, TAGS.tips],
  cover: { kind: 'lighting-trio', colour: '#b8944a' },
  related: ['pendant-lights', 'floor-lamps', 'table-lamps', 'wall-lights'],
  html: {
    hu: `<p>A legtöbb lakásban egyetlen mennyezeti lámpa világítja meg a szobát, felülről, egyenletesen és laposan. Ettől a tér esténként rideg és unalmas. A megoldás a rétegzés: több, különböző magasságban elhelyezett fényforrás, amelyek együtt adják ki a szoba hangulatát.</p>
<h2>1. Alapvilágítás</h2>
<p>Ez adja a tájékozódáshoz szükséges általános fényt: mennyezeti lámpa vagy egy nagyobb ${hu.category('pendant-lights', 'függeszték')}. Fontos, hogy ne vakítson; a lefelé nyitott ernyő vagy az opál üveg szórja a fényt.</p>
<h2>2. Célvilágítás</h2>
<p>Ott kell, ahol dolgozunk: olvasunk, főzünk, írunk. Az olvasófotel mellé egy ${hu.category('floor-lamps', 'állólámpa')}, az íróasztalra egy állítható ${hu.category('table-lamps', 'asztali lámpa')}, az ágy fölé ${hu.category('wall-lights', 'fali olvasólámpa')} kerüljön. A fény a válla mögül, a nem író kéz felől érkezzen, hogy ne vessen árnyékot.</p>
<h2>3. Hangulatvilágítás</h2>
<p>Alacsony, meleg fények, amelyek esténként átveszik az alapvilágítás szerepét: egy kis lámpa a komódon, fény a polcon, gyertyák. Ettől lesz a szoba otthonos, és ettől lesz mélysége.</p>
<h2>A színhőmérséklet</h2>
<ul>
<li><strong>2700 K (melegfehér):</strong> nappaliba, hálószobába, étkezőbe.</li>
<li><strong>3000 K:</strong> konyhába és fürdőbe, ahol a színek hű visszaadása is számít.</li>
<li><strong>4000 K (semleges fehér):</strong> dolgozóba, nappali munkához.</li>
</ul>
<p>Egy szobán belül ne keverje a színhőmérsékleteket, mert a különböző fehérek egymás mellett zavaróan hatnak.</p>
<h2>Milyen magasra?</h2>
<p>Az étkezőasztal fölött a függeszték alja 65–75 cm-re legyen az asztallaptól: így megvilágítja a terítéket, de nem takarja el az asztal túloldalán ülőt. Hosszú asztal fölé két-három kisebb lámpa jobb, mint egy nagy.</p>
<h2>Szabályozható fény</h2>
<p>Ha teheti, használjon dimmelhető LED-izzót és fényerő-szabályozót. Ugyanaz a lámpa adhat erős fényt vacsorakészítéshez és halványat a film alatt. Lámpáink adatlapján mindig feltüntetjük, milyen foglalatú és teljesítményű izzó illik beléjük.</p>`,
    en: `<p>In most homes a single ceiling light lights the room, from above, evenly and flatly. In the evening that makes a space feel cold and dull. The answer is layering: several light sources at different heights that together create the mood of the room.</p>
<h2>1. Ambient light</h2>
<p>This is the general light you need to find your way: a ceiling light or a larger ${en.category('pendant-lights', 'pendant')}. It must not dazzle; a downward-open shade or opal glass diffuses the light.</p>
<h2>2. Task light</h2>
<p>It goes where you work: read, cook, write. Put a ${en.category('floor-lamps', 'floor lamp')} by the reading chair, an adjustable ${en.category('table-lamps', 'table lamp')} on the desk and a ${en.category('wall-lights', 'wall reading lamp')} above the bed. Light should come from behind your shoulder, on the side of your non-writing hand, so it casts no shadow.</p>
<h2>3. Accent light</h2>
<p>Low, warm lights that take over from the ambient light in the evening: a small lamp on the chest of drawers, light on a shelf, candles. They make a room feel homely and give it depth.</p>
<h2>Colour temperature</h2>
<ul>
<li><strong>2700 K (warm white):</strong> living rooms, bedrooms, dining rooms.</li>
<li><strong>3000 K:</strong> kitchens and bathrooms, where faithful colours matter too.</li>
<li><strong>4000 K (neutral white):</strong> studies and daytime work.</li>
</ul>
<p>Do not mix colour temperatures within one room; different whites side by side look jarring.</p>
<h2>How high?</h2>
<p>Over a dining table, the bottom of the pendant should hang 65–75 cm above the top: it lights the table without blocking the view of the person opposite. Over a long table, two or three smaller lamps work better than one large one.</p>
<h2>Dimmable light</h2>
<p>If you can, use dimmable LED bulbs and a dimmer. The same lamp can then give bright light for cooking and a soft glow during a film. Every lamp’s data sheet tells you which bulb fitting and wattage it takes.</p>`,
  },
};

export const homeOffice: BlogDraft = {
  slug: POST_SLUGS.homeOffice,
  title: { hu: 'Ergonomikus otthoni iroda lépésről lépésre', en: 'An ergonomic home office, step by step' },
  excerpt: {
    hu: 'Székmagasság, asztalmagasság, monitortávolság és mozgás: egy gyógytornász tanácsai, hogy a home office ne fájjon.',
    en: 'Chair height, desk height, screen distance and movement: a physiotherapist’s advice so working from home does not hurt.',
  },
  meta_description: {
    hu: 'Ergonómia otthon: a szék, az asztal és a monitor beállítása, megvilágítás és mozgásszünetek.',
    en: 'Ergonomics at home: setting up your chair, desk and screen, lighting and movement breaks.',
  },
  author: AUTHORS.judit,
  daysAgo: 38,
  tags: [TAGS.office, TAGS.health],
  cover: { kind: 'home-office', colour: '#2d3f5e' },
  related: ['desks', 'office-chairs', 'table-lamps'],
  html: {
    hu: `<p>A konyhaasztal és az étkezőszék egy-két napig kibírható, de heti több nap otthoni munkánál a hát, a nyak és a csukló hamar jelez. A jó hír az, hogy néhány beállítással a legtöbb panasz megelőzhető.</p>
<h2>1. Kezdje a széknél</h2>
<p>Üljön be mélyen, hogy a háta a támlához érjen. Állítsa az ülésmagasságot úgy, hogy a talpa teljesen a földön legyen, a combja vízszintes, a térde nagyjából derékszögben álljon. Az ülés első éle és a térdhajlat között maradjon két-három ujjnyi hely. A deréktámasz a derék hajlatába simuljon.</p>
<h2>2. Aztán az asztal</h2>
<p>Az asztal magassága akkor jó, ha leengedett vállal, derékszögben hajlított könyökkel éri el a billentyűzetet. Ez átlagosan 72–76 cm, de 160 cm alatti vagy 185 cm feletti testmagasságnál ennél jóval alacsonyabb vagy magasabb kell. Ezért szeretjük az ${hu.category('desks', 'állítható magasságú íróasztalokat')}: bárkihez igazíthatók, és álló munkára is alkalmasak.</p>
<h2>3. A monitor helye</h2>
<ul>
<li>A képernyő felső széle szemmagasságban vagy kicsit alatta legyen.</li>
<li>Karnyújtásnyi, 50–70 cm-es távolságra tegye.</li>
<li>Laptopnál használjon külön billentyűzetet és egeret, a gépet pedig emelje meg.</li>
</ul>
<h2>4. Fény és tükröződés</h2>
<p>Az ablak oldalt legyen, ne a monitor mögött és ne a háta mögött, mert az ellenfény fárasztja a szemet, a tükröződés pedig előrehajlásra késztet. Estére egy semleges fehér fényű asztali lámpa kell, amely a billentyűzetet világítja meg, nem a képernyőt.</p>
<h2>5. A legjobb testhelyzet a következő</h2>
<p>Nincs olyan tökéletes ülés, amelyben nyolc órát mozdulatlanul lehetne tölteni. Félóránként álljon fel, nyújtózzon, igyon egy pohár vizet. Ha állítható az asztala, váltogassa az ülő és az álló munkát: 20–30 perc állás óránként sokat számít.</p>
<h2>Ha már fáj</h2>
<p>A tartós, kisugárzó fájdalom vagy zsibbadás nem a szék hibája: forduljon orvoshoz vagy gyógytornászhoz. A megelőzéshez nézze meg ${hu.category('office-chairs', 'irodai székeinket')}, és próbálja ki őket ${hu.page('showroom', 'bemutatótermünkben')}.</p>`,
    en: `<p>The kitchen table and a dining chair will do for a day or two, but after several days a week of working from home, your back, neck and wrists soon complain. The good news: a few adjustments prevent most problems.</p>
<h2>1. Start with the chair</h2>
<p>Sit well back so your back touches the backrest. Set the seat height so your feet are flat on the floor, your thighs are level and your knees are at roughly a right angle. Leave two or three fingers’ width between the front of the seat and the back of your knees. The lumbar support should fit into the curve of your lower back.</p>
<h2>2. Then the desk</h2>
<p>The desk is at the right height when you reach the keyboard with relaxed shoulders and elbows bent at a right angle. That is 72–76 cm on average, but people under 160 cm or over 185 cm need a much lower or higher one. That is why we like ${en.category('desks', 'height-adjustable desks')}: they fit anyone and work for standing too.</p>
<h2>3. Where the screen goes</h2>
<ul>
<li>The top edge of the screen should be at eye level or just below.</li>
<li>Place it at arm’s length, 50–70 cm away.</li>
<li>With a laptop, use a separate keyboard and mouse, and raise the laptop.</li>
</ul>
<h2>4. Light and glare</h2>
<p>Keep the window to your side, not behind the screen and not behind you: backlight tires the eyes, and glare makes you lean forward. In the evening you need a neutral white table lamp that lights the keyboard, not the screen.</p>
<h2>5. The best posture is the next one</h2>
<p>No posture is perfect for eight motionless hours. Stand up every half hour, stretch, drink a glass of water. If your desk adjusts, alternate sitting and standing: 20–30 minutes of standing an hour makes a real difference.</p>
<h2>If it already hurts</h2>
<p>Lasting or radiating pain or numbness is not the chair’s fault: see a doctor or a physiotherapist. For prevention, look at ${en.category('office-chairs', 'our office chairs')} and try them at ${en.page('showroom', 'our showroom')}.</p>`,
  },
};

export const mattress: BlogDraft = {
  slug: POST_SLUGS.mattress,
  title: { hu: 'Hogyan válasszunk matracot?', en: 'How to choose a mattress' },
  excerpt: {
    hu: 'Hideghab, zsákrugó vagy memóriahab? Keménység testsúly és alvási pozíció szerint, és mikor kell új matrac.',
    en: 'Cold foam, pocket springs or memory foam? Firmness by body weight and sleeping position, and when it is time for a new mattress.',
  },
  meta_description: {
    hu: 'Matracválasztás: típusok, keménységi fokozatok, alvási pozíciók, méretek és a matrac élettartama.',
    en: 'Choosing a mattress: types, firmness levels, sleeping positions, sizes and how long a mattress lasts.',
  },
  author: AUTHORS.judit,
  daysAgo: 58,
  tags: [TAGS.bedroom, TAGS.health, TAGS.tips],
  cover: { kind: 'mattress', colour: '#f4f3ef' },
  related: ['mattresses', 'beds', 'bedding'],
  html: {
    hu: `<p>Életünk harmadát alvással töltjük, mégis sokan egy bolti próbafekvés alapján döntenek a matracról. Pedig a jó választáshoz elég néhány dolgot tudni a típusokról, a keménységről és a saját alvási szokásainkról.</p>
<h2>A három fő típus</h2>
<ul>
<li><strong>Hideghab:</strong> rugalmas, jól szellőző, könnyű; jó választás, ha gyakran forog alvás közben.</li>
<li><strong>Zsákrugós:</strong> a rugók egyenként, külön zsákban dolgoznak, ezért pontosan követik a test vonalát, és a legjobban szellőznek. Párok számára is ideális, mert a másik fél mozgása alig érződik.</li>
<li><strong>Memóriahab:</strong> a testhőre lassan felveszi a test formáját, és nagyon tehermentesít; akik melegen alszanak, azoknak kevésbé ajánljuk.</li>
</ul>
<h2>Milyen keménység kell?</h2>
<p>A keménységet a testsúly határozza meg a leginkább. Tájékoztató értékek: 60 kg alatt közepesen puha (H2), 60–90 kg között közepesen kemény (H3), 90 kg felett kemény (H4). Páros ágyba, ha nagy a súlykülönbség, válasszon két külön matracot.</p>
<h2>Alvási pozíció</h2>
<p>Az oldalt alvóknak olyan matrac kell, amelybe a váll és a csípő bele tud süllyedni, így a gerinc egyenes marad. A háton alvóknak a derék alátámasztása a legfontosabb. A hason alvók inkább keményebb matracon pihennek jól, mert a puha matracon a derék beszakad.</p>
<h2>Méret</h2>
<p>A matrac legyen legalább 20 cm-rel hosszabb a testmagasságnál. Párok számára a 160 cm széles matrac a minimum; a 180 cm-es sokkal nyugodtabb alvást ad. Az ${hu.category('beds', 'ágykeret')} belső méretét mindig mérje le vásárlás előtt.</p>
<h2>Mikor kell új matrac?</h2>
<p>Egy jó matrac 8–10 évig szolgál. Ha reggel fáradtabban ébred, mint ahogy lefeküdt, ha a matracon bemélyedés látszik, vagy ha máshol jobban alszik, itt az ideje. Az élettartamot meghosszabbítja, ha negyedévente elforgatja, és naponta szellőzteti.</p>
<p>${hu.category('mattresses', 'Matracainkat')} bemutatótermünkben bármeddig kipróbálhatja, otthon pedig ${RETURN_DAYS} napja van meggyőződni róla, hogy jó döntést hozott. A hálószoba többi részéről ${hu.post('bedroom', 'ebben a cikkben')} írtunk.</p>`,
    en: `<p>We spend a third of our lives asleep, yet many people choose a mattress after lying on it for a minute in a shop. A good choice only takes knowing a few things about types, firmness and your own sleeping habits.</p>
<h2>The three main types</h2>
<ul>
<li><strong>Cold foam:</strong> springy, breathable and light; a good choice if you turn a lot in your sleep.</li>
<li><strong>Pocket springs:</strong> each spring works on its own in its own pocket, so they follow the body’s shape closely and breathe best. Ideal for couples, because you barely feel your partner move.</li>
<li><strong>Memory foam:</strong> slowly takes the shape of your body as it warms and relieves pressure very well; less suitable for people who sleep hot.</li>
</ul>
<h2>How firm?</h2>
<p>Body weight matters most. As a guide: under 60 kg, medium soft (H2); 60–90 kg, medium firm (H3); over 90 kg, firm (H4). If partners differ a lot in weight, choose two separate mattresses for a double bed.</p>
<h2>Sleeping position</h2>
<p>Side sleepers need a mattress that lets the shoulder and hip sink in, so the spine stays straight. For back sleepers, support at the lower back matters most. Front sleepers rest better on a firmer mattress, because a soft one lets the lower back sag.</p>
<h2>Size</h2>
<p>A mattress should be at least 20 cm longer than you are tall. For couples, 160 cm wide is the minimum; 180 cm gives much calmer sleep. Always measure the inside of your ${en.category('beds', 'bed frame')} before buying.</p>
<h2>When do you need a new mattress?</h2>
<p>A good mattress lasts 8–10 years. If you wake up more tired than when you went to bed, if you can see a dip in it, or if you sleep better elsewhere, it is time. Rotating it every three months and airing it daily makes it last longer.</p>
<p>Try ${en.category('mattresses', 'our mattresses')} for as long as you like at our showroom, and at home you have ${RETURN_DAYS} days to be sure you chose well. We wrote about the rest of the bedroom in ${en.post('bedroom', 'this article')}.</p>`,
  },
};

export const dining: BlogDraft = {
  slug: POST_SLUGS.dining,
  title: { hu: 'Az étkező berendezése: asztalméretek és székek', en: 'Furnishing a dining room: table sizes and chairs' },
  excerpt: {
    hu: 'Hány fő fér el egy 140-es asztalnál? Mennyi hely kell a székek mögött? Méretek és arányok egy kényelmes étkezőhöz.',
    en: 'How many people fit at a 140 cm table? How much room do chairs need behind them? Sizes and proportions for a comfortable dining room.',
  },
  meta_description: {
    hu: 'Étkezőasztal-méretek személyenként, helyigény a székek mögött, kerek vagy szögletes asztal, világítás.',
    en: 'Dining table sizes per person, clearance behind chairs, round or rectangular tables, and lighting.',
  },
  author: AUTHORS.reka,
  daysAgo: 110,
  tags: [TAGS.dining, TAGS.tips],
  cover: { kind: 'dining-room', colour: '#9db08e' },
  related: ['dining-tables', 'chairs', 'pendant-lights'],
  html: {
    hu: `<p>Az étkezőasztal körül beszélgetünk, tanulunk, dolgozunk és ünnepelünk. Ahhoz, hogy mindez kényelmes legyen, az asztal méretének, a székeknek és a körülöttük lévő helynek is stimmelnie kell.</p>
<h2>Mennyi hely kell egy főnek?</h2>
<p>Egy személynek 60 cm asztalszélesség kell, hogy a könyöke ne ütközzön a szomszédéba; kényelmesen 70 cm. Az asztal mélysége legalább 80 cm legyen, hogy a tányérok mellett a tálaknak is jusson hely.</p>
<ul>
<li>140×80 cm: 4 fő, szűkebben 6.</li>
<li>180×90 cm: 6 fő, szűkebben 8.</li>
<li>Ø110 cm kerek asztal: 4 fő.</li>
<li>Bővíthető, 160–220 cm: hétköznap 6, ünnepekkor 8–10 fő.</li>
</ul>
<h2>A székek mögötti hely</h2>
<p>A szék kihúzásához és a felálláshoz az asztal éle mögött legalább 75 cm kell; ha a székek mögött közlekednek is, 90–100 cm. Kis térben a kerek asztal a jobb választás, mert nincsenek sarkai, és eggyel több szék fér köré.</p>
<h2>A székek</h2>
<p>Az ülés és az asztallap között 28–32 cm legyen, hogy a lába kényelmesen elférjen. Karfás szék csak akkor kerüljön az asztalhoz, ha a karfa becsúszik az asztallap alá. A ${hu.category('chairs', 'kárpitozott székek')} a hosszú vacsorákon kényelmesebbek, a tömörfa székek könnyebben tisztíthatók.</p>
<h2>Keverhet is</h2>
<p>Nem kell minden széknek egyformának lennie. Két karfás szék az asztal két végén, vagy egy pad az egyik oldalon lazább, személyesebb hatást kelt. A közös pont legyen az anyag vagy a szín.</p>
<h2>Fény az asztal fölött</h2>
<p>A ${hu.category('pendant-lights', 'függeszték')} alja 65–75 cm-re lógjon az asztallap fölött. A világításról ${hu.post('lighting', 'külön cikkben')} írtunk részletesen.</p>
<p>Nézze meg ${hu.category('dining-tables', 'étkezőasztalainkat')}: a termékoldalon mindegyiknél feltüntetjük, hány fő ül kényelmesen körülötte.</p>`,
    en: `<p>We talk, study, work and celebrate around the dining table. For all of that to be comfortable, the table size, the chairs and the space around them all have to be right.</p>
<h2>How much room does one person need?</h2>
<p>Each person needs 60 cm of table width so their elbows do not bump into their neighbour’s; 70 cm is comfortable. The table should be at least 80 cm deep, leaving room for serving dishes beside the plates.</p>
<ul>
<li>140×80 cm: 4 people, 6 at a squeeze.</li>
<li>180×90 cm: 6 people, 8 at a squeeze.</li>
<li>Ø110 cm round table: 4 people.</li>
<li>Extendable, 160–220 cm: 6 on weekdays, 8–10 for celebrations.</li>
</ul>
<h2>Room behind the chairs</h2>
<p>Pulling out a chair and standing up takes at least 75 cm behind the table edge; if people also walk behind the chairs, allow 90–100 cm. In a small room a round table is the better choice: it has no corners, and one more chair fits around it.</p>
<h2>The chairs</h2>
<p>Leave 28–32 cm between the seat and the table top so your legs fit comfortably. Use armchairs at the table only if the arms slide under the top. ${en.category('chairs', 'Upholstered chairs')} are more comfortable for long dinners; solid wood chairs are easier to clean.</p>
<h2>You can mix</h2>
<p>Not every chair has to match. Two armchairs at the ends of the table, or a bench on one side, feels more relaxed and personal. Let the material or the colour be the common thread.</p>
<h2>Light over the table</h2>
<p>Hang the ${en.category('pendant-lights', 'pendant')} so its bottom is 65–75 cm above the table top. We wrote about lighting in detail in ${en.post('lighting', 'a separate article')}.</p>
<p>Have a look at ${en.category('dining-tables', 'our dining tables')}: each product page tells you how many people sit comfortably around it.</p>`,
  },
};

export const bedroom: BlogDraft = {
  slug: POST_SLUGS.bedroom,
  title: { hu: 'Nyugodt hálószoba: nyolc tipp a jobb alváshoz', en: 'A calm bedroom: eight tips for better sleep' },
  excerpt: {
    hu: 'Sötétítés, hőmérséklet, színek, rend és a képernyők: egyszerű változtatások, amelyektől a hálószoba valóban a pihenésé lesz.',
    en: 'Darkness, temperature, colours, tidiness and screens: simple changes that make a bedroom truly restful.',
  },
  meta_description: {
    hu: 'Hálószoba berendezése a jobb alvásért: sötétítőfüggöny, hőmérséklet, színek, tárolás és ágynemű.',
    en: 'Furnishing a bedroom for better sleep: blackout curtains, temperature, colours, storage and bedding.',
  },
  author: AUTHORS.reka,
  daysAgo: 140,
  tags: [TAGS.bedroom, TAGS.health],
  cover: { kind: 'bedroom', colour: '#2d3f5e' },
  related: ['beds', 'curtains', 'nightstands', 'bedding'],
  html: {
    hu: `<p>A hálószoba az egyetlen szoba, amelyet elsősorban egy dologra használunk: a pihenésre. Mégis gyakran ide kerül minden, aminek máshol nincs helye. Néhány egyszerű változtatással sokat tehet a jobb alvásért.</p>
<h2>1. Sötétség</h2>
<p>A melatonin, az alvási hormon, sötétben termelődik. Egy jó ${hu.category('curtains', 'sötétítőfüggöny')} kizárja az utcai lámpák és a korai napfelkelte fényét. A függöny érjen a padlóig, és nyúljon túl 15–20 cm-rel az ablakon mindkét oldalon.</p>
<h2>2. Hűvös levegő</h2>
<p>A legtöbb ember 17–19 °C-on alszik a legjobban. Lefekvés előtt szellőztessen, és inkább egy melegebb paplant válasszon, mint melegebb szobát.</p>
<h2>3. Nyugodt színek</h2>
<p>A hideg és tompa árnyalatok – füstkék, zsályazöld, homok – megnyugtatnak, az élénk piros és narancs felpörget. Az ágy mögötti falat színezze sötétebbre, ez keretet ad az ágynak.</p>
<h2>4. Az ágy a főszereplő</h2>
<p>Az ágyat úgy helyezze el, hogy fekve lássa az ajtót, és mindkét oldalról hozzáférhető legyen. Egy stabil, nyikorgásmentes ${hu.category('beds', 'ágykeret')} és a testsúlyához illő matrac a legjobb befektetés.</p>
<h2>5. Kevesebb tárgy</h2>
<p>A látható rendetlenség este is dolgoztatja az agyat. A ruhák kerüljenek szekrénybe, a papírok a dolgozóba. Az ${hu.category('nightstands', 'éjjeliszekrényen')} csak egy lámpa, egy könyv és egy pohár víz legyen.</p>
<h2>6. Meleg, alacsony fény</h2>
<p>Este kapcsolja le a mennyezeti lámpát, és használjon melegfehér, 2700 K-es fényt ágy melletti lámpával. Az olvasáshoz a fali lámpa a legpraktikusabb.</p>
<h2>7. Képernyőmentes zóna</h2>
<p>A tévé és a telefon fénye és tartalma is ébren tart. Ha teheti, a telefont töltse a hálószobán kívül, és vegyen egy egyszerű ébresztőórát.</p>
<h2>8. Természetes ágynemű</h2>
<p>A pamut és a len ${hu.category('bedding', 'ágynemű')} jól szellőzik, és elvezeti a nedvességet. Hetente cserélje, és 60 °C-on mossa. A matracválasztásról ${hu.post('mattress', 'külön útmutatónk')} szól.</p>`,
    en: `<p>The bedroom is the only room we use mainly for one thing: rest. Yet it often collects everything that has no place elsewhere. A few simple changes do a lot for better sleep.</p>
<h2>1. Darkness</h2>
<p>Melatonin, the sleep hormone, is made in the dark. A good ${en.category('curtains', 'blackout curtain')} shuts out street lights and early sunrises. It should reach the floor and extend 15–20 cm past the window on both sides.</p>
<h2>2. Cool air</h2>
<p>Most people sleep best at 17–19 °C. Air the room before bed, and choose a warmer duvet rather than a warmer room.</p>
<h2>3. Calm colours</h2>
<p>Cool, muted shades – smoky blue, sage green, sand – soothe, while bright red and orange stimulate. Paint the wall behind the bed a darker shade to frame the bed.</p>
<h2>4. The bed is the star</h2>
<p>Place the bed so you can see the door from it and reach it from both sides. A sturdy, creak-free ${en.category('beds', 'bed frame')} and a mattress that suits your weight are the best investment.</p>
<h2>5. Fewer things</h2>
<p>Visible clutter keeps the brain busy even at night. Clothes go into the wardrobe, papers into the study. The ${en.category('nightstands', 'nightstand')} should hold only a lamp, a book and a glass of water.</p>
<h2>6. Warm, low light</h2>
<p>In the evening, switch off the ceiling light and use warm white, 2700 K light from a bedside lamp. For reading, a wall lamp is the most practical.</p>
<h2>7. A screen-free zone</h2>
<p>The light and the content of TVs and phones both keep you awake. If you can, charge your phone outside the bedroom and buy a simple alarm clock.</p>
<h2>8. Natural bedding</h2>
<p>Cotton and linen ${en.category('bedding', 'bedding')} breathes well and wicks away moisture. Change it weekly and wash it at 60 °C. Our ${en.post('mattress', 'separate guide')} covers choosing a mattress.</p>`,
  },
};
