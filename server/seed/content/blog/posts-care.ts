/** Blog posts about care, colour, curtains and plants. */
import { POST_SLUGS } from './slugs.js';
import { AUTHORS, TAGS, linksFor, type BlogDraft } from './types.js';

const hu = linksFor('hu');
const en = linksFor('en');

export const gardenWinter: BlogDraft = {
  slug: POST_SLUGS.gardenWinter,
  title: { hu: 'Kerti bútorok téli tárolása', en: 'Storing garden furniture over winter' },
  excerpt: {
    hu: 'Akác, alumínium, műrattan, párnák és napernyők: mit hogyan tisztítson meg és hol tároljon, hogy tavasszal újként vegye elő.',
    en: 'Acacia, aluminium, synthetic rattan, cushions and parasols: how to clean and where to store each, so they come out like new in spring.',
  },
  meta_description: {
    hu: 'Kerti bútorok felkészítése a télre: tisztítás, olajozás, takarás, párnák és napernyők tárolása.',
    en: 'Getting garden furniture ready for winter: cleaning, oiling, covering, and storing cushions and parasols.',
  },
  author: AUTHORS.peter,
  daysAgo: 25,
  tags: [TAGS.garden, TAGS.care],
  cover: { kind: 'garden', colour: '#c4663e' },
  related: ['garden-sets', 'sun-loungers', 'parasols'],
  html: {
    hu: `<p>Az első fagyok előtt érdemes egy szép őszi délutánt a kerti bútorokra szánni. Amit most letisztít és jó helyre tesz, az tavasszal egy törlés után használható, és évekkel tovább szolgál.</p>
<h2>1. Tisztítás előbb, tárolás utána</h2>
<p>Soha ne tegyen el koszos bútort: a por, a pollen és a madárürülék a téli nedvességgel együtt foltot hagy, a fában pedig penészt okozhat. Langyos, enyhén szappanos vízzel és puha kefével tisztítson, majd hagyja teljesen megszáradni.</p>
<h2>2. Anyagonként másképp</h2>
<ul>
<li><strong>Akácfa:</strong> száradás után kezelje kerti bútorolajjal, és legalább egy napig hagyja beszívódni.</li>
<li><strong>Alumínium és porszórt acél:</strong> ellenőrizze, nincs-e lepattant festés; a sérült pontot javítófestékkel zárja le, mielőtt rozsdásodni kezd.</li>
<li><strong>Műrattan:</strong> vízzel lemosható, de a fonat résein maradt vizet rázza ki, mert megfagyva szétfeszítheti.</li>
</ul>
<h2>3. Hol teleljen?</h2>
<p>A legjobb hely a száraz, szellős, fagymentes tároló, pince vagy garázs. Ha nincs ilyen, a bútor maradhat kint is, de lélegző, vízálló takaróponyvával, amely nem ér le a földig, hogy alatta is járjon a levegő. A fóliába csomagolt bútor alatt lecsapódik a pára, és tavaszra bepenészedik.</p>
<h2>4. Párnák és huzatok</h2>
<p>A párnákat mindig vigye be. A huzatokat mossa ki, szárítsa meg teljesen, és lélegző zsákban, ne műanyag dobozban tárolja.</p>
<h2>5. Napernyő</h2>
<p>A ${hu.category('parasols', 'napernyő')} vásznát csak teljesen szárazon tekerje fel. Ha a vászon levehető, tárolja külön, a vázat pedig a tartótalp nélkül, fekve tegye el.</p>
<h2>6. Tavasszal</h2>
<p>Az első meleg napokon egy nedves törlés, az akácbútoroknak egy újabb olajozás, és kezdődhet a szezon. Ha új darabbal bővítené a teraszt, nézze meg ${hu.category('garden-sets', 'kerti bútorszettjeinket')} és ${hu.category('sun-loungers', 'napozóágyainkat')}.</p>`,
    en: `<p>Before the first frosts it is worth giving your garden furniture a fine autumn afternoon. What you clean now and store well needs only a wipe in spring, and it lasts years longer.</p>
<h2>1. Clean first, store second</h2>
<p>Never put dirty furniture away: dust, pollen and bird droppings leave stains with the winter damp and can cause mould in wood. Clean with lukewarm, slightly soapy water and a soft brush, then let everything dry completely.</p>
<h2>2. Each material its own way</h2>
<ul>
<li><strong>Acacia:</strong> once dry, treat it with garden furniture oil and let it soak in for at least a day.</li>
<li><strong>Aluminium and powder-coated steel:</strong> check for chipped paint and seal any damage with touch-up paint before rust starts.</li>
<li><strong>Synthetic rattan:</strong> it can be hosed down, but shake the water out of the weave, because freezing water can split it.</li>
</ul>
<h2>3. Where should it spend the winter?</h2>
<p>The best place is a dry, airy, frost-free shed, cellar or garage. If you have none, the furniture can stay outside under a breathable, waterproof cover that stops short of the ground so air can flow underneath. Furniture wrapped in plastic sheeting sweats and is mouldy by spring.</p>
<h2>4. Cushions and covers</h2>
<p>Always bring cushions indoors. Wash the covers, dry them completely and store them in breathable bags, not plastic boxes.</p>
<h2>5. Parasols</h2>
<p>Furl the ${en.category('parasols', 'parasol')} canopy only when it is completely dry. If the canopy comes off, store it separately, and lay the frame down without its base.</p>
<h2>6. In spring</h2>
<p>On the first warm days, a damp wipe, another coat of oil for the acacia pieces, and the season can begin. If you want to add to your terrace, look at ${en.category('garden-sets', 'our garden furniture sets')} and ${en.category('sun-loungers', 'sun loungers')}.</p>`,
  },
};

export const colours: BlogDraft = {
  slug: POST_SLUGS.colours,
  title: { hu: 'Színek az otthonban: a 60-30-10 szabály', en: 'Colour at home: the 60-30-10 rule' },
  excerpt: {
    hu: 'Egy egyszerű arány, amellyel bármelyik szobában harmonikus színpalettát állíthat össze, a falaktól a díszpárnákig.',
    en: 'A simple ratio for a harmonious palette in any room, from the walls to the cushions.',
  },
  meta_description: {
    hu: 'Színválasztás a lakásban: a 60-30-10 szabály, meleg és hideg árnyalatok, fény és textúra.',
    en: 'Choosing colours at home: the 60-30-10 rule, warm and cool shades, light and texture.',
  },
  author: AUTHORS.eszter,
  daysAgo: 165,
  tags: [TAGS.colour, TAGS.style],
  cover: { kind: 'reading-nook', colour: '#c4663e' },
  related: ['cushions', 'throws', 'vases'],
  html: {
    hu: `<p>A színek hatnak a hangulatunkra, és meghatározzák, mekkorának, világosnak vagy meghittnek érezzük a szobát. A belsőépítészek egyik legrégebbi ökölszabálya segít, hogy a választás ne legyen ijesztő.</p>
<h2>A szabály</h2>
<ul>
<li><strong>60% alapszín:</strong> a falak, a padló és a nagy bútorok. Legyen nyugodt és semleges: törtfehér, homok, világosszürke.</li>
<li><strong>30% kísérőszín:</strong> a kanapé, a függöny, egy szőnyeg vagy egy színes fal. Ez adja a szoba karakterét.</li>
<li><strong>10% kiemelés:</strong> díszpárnák, vázák, egy lámpa, egy kép. Itt lehet bátor.</li>
</ul>
<h2>Meleg vagy hideg?</h2>
<p>A meleg árnyalatok (terrakotta, mustár, barack) közelebb hozzák a falakat, meghitté teszik a nagy szobát. A hideg árnyalatok (kék, zöld, szürke) tágítanak és nyugtatnak, ezért kis szobába és hálóba valók. Északi fekvésű szobában a hideg színek szürkének hatnak, oda inkább meleg alapot válasszon.</p>
<h2>Nézze meg a fényben</h2>
<p>Ugyanaz a szín reggel, délben és lámpafénynél is másnak látszik. Mielőtt döntene, tegyen ki egy nagyobb mintát egy hétre, és nézze meg napszakonként.</p>
<h2>A textúra is szín</h2>
<p>Ha az egész szoba semleges, a textúra teszi élővé: bouclé fotel, len függöny, gyapjú pléd, mázas kerámia. Egy tónuson belül többféle anyag gazdagabb, mint sokféle szín.</p>
<h2>Kezdje a kiemeléssel</h2>
<p>Ha bizonytalan, kezdje a 10%-kal. Néhány ${hu.category('cushions', 'díszpárna')}, egy ${hu.category('throws', 'takaró')} és egy ${hu.category('vases', 'váza')} azonos árnyalatban egy délután alatt átalakítja a szobát, és könnyű lecserélni, ha megunja. A visszafogott északi palettáról ${hu.post('scandinavian', 'a skandináv stílusról szóló cikkünkben')} írtunk.</p>`,
    en: `<p>Colours affect our mood and shape how large, bright or cosy a room feels. One of the oldest rules of thumb in interior design keeps the choice from being daunting.</p>
<h2>The rule</h2>
<ul>
<li><strong>60% base colour:</strong> the walls, the floor and large furniture. Keep it calm and neutral: off-white, sand, light grey.</li>
<li><strong>30% secondary colour:</strong> the sofa, the curtains, a rug or a feature wall. This gives the room its character.</li>
<li><strong>10% accent:</strong> cushions, vases, a lamp, a picture. Here you can be bold.</li>
</ul>
<h2>Warm or cool?</h2>
<p>Warm shades (terracotta, mustard, apricot) bring walls closer and make a large room cosy. Cool shades (blue, green, grey) open up and calm a space, so they suit small rooms and bedrooms. In a north-facing room cool colours look grey, so choose a warm base there.</p>
<h2>Look at it in the light</h2>
<p>The same colour looks different in the morning, at noon and by lamplight. Before you decide, put up a large sample for a week and look at it at different times of day.</p>
<h2>Texture is colour too</h2>
<p>When the whole room is neutral, texture brings it to life: a bouclé armchair, linen curtains, a wool throw, glazed ceramics. Several materials in one tone look richer than many colours.</p>
<h2>Start with the accent</h2>
<p>If you are unsure, start with the 10%. A few ${en.category('cushions', 'cushions')}, a ${en.category('throws', 'throw')} and a ${en.category('vases', 'vase')} in the same shade transform a room in an afternoon, and they are easy to change when you tire of them. We wrote about the restrained Nordic palette in ${en.post('scandinavian', 'our article on Scandinavian style')}.</p>`,
  },
};

export const curtains: BlogDraft = {
  slug: POST_SLUGS.curtains,
  title: { hu: 'Függönyválasztás: méret, anyag, felszerelés', en: 'Choosing curtains: size, fabric and hanging' },
  excerpt: {
    hu: 'Milyen szélesre és milyen hosszúra? Sötétítő, len vagy fényáteresztő? Hová kerüljön a karnis? Minden, amit a függönyről tudni érdemes.',
    en: 'How wide and how long? Blackout, linen or sheer? Where should the rod go? Everything worth knowing about curtains.',
  },
  meta_description: {
    hu: 'Függöny méretezése, anyagválasztás, karnis magassága és a függöny ápolása.',
    en: 'Sizing curtains, choosing fabrics, rod height and curtain care.',
  },
  author: AUTHORS.eszter,
  daysAgo: 200,
  tags: [TAGS.textiles, TAGS.tips],
  cover: { kind: 'curtain', colour: '#9db08e' },
  related: ['curtains'],
  html: {
    hu: `<p>A függöny szabályozza a fényt, a kilátást és a hangot, és a szoba egyik legnagyobb textilfelülete. Ha jól választja meg, az ablak nagyobbnak, a mennyezet magasabbnak látszik.</p>
<h2>Milyen széles legyen?</h2>
<p>Az összehúzott függöny szélessége legyen az ablak szélességének másfél-kétszerese, így szép redőkben omlik. Egy 140 cm széles ablakhoz tehát két 140 cm-es lap kell. A karnis mindkét oldalon nyúljon túl 15–25 cm-rel az ablakon, hogy nappal a függöny ne takarja el az üveget.</p>
<h2>Milyen hosszú legyen?</h2>
<ul>
<li><strong>Padlóig érő:</strong> elegáns és a leggyakoribb; a függöny alja 1 cm-re legyen a padlótól.</li>
<li><strong>Padlón megtörő:</strong> 2–3 cm-rel hosszabb, romantikus hatású, de több port gyűjt.</li>
<li><strong>Ablakpárkányig:</strong> konyhába és radiátor elé, ahol a hosszú függöny útban lenne.</li>
</ul>
<h2>Hová kerüljön a karnis?</h2>
<p>Ha teheti, szerelje a karnist az ablak fölé 10–15 cm-rel, vagy egészen a mennyezet alá. A magasan induló függöny optikailag megemeli a belmagasságot.</p>
<h2>Melyik anyag mire jó?</h2>
<p>A sötétítőfüggöny hálószobába való, a len szűrt, meleg fényt ad a nappaliban, a fényáteresztő függöny pedig nappal is megőrzi a magánszférát. Kombinálhatja is őket: egy fényáteresztő és egy sötétítő réteg dupla karnison a legrugalmasabb megoldás.</p>
<h2>Ápolás</h2>
<p>A len- és pamutfüggönyöket 40 °C-on, kímélő programon mossa, és enyhén nedvesen akassza vissza: a saját súlyától kisimul. Az első mosás előtt nézze meg a címkén a megengedett zsugorodást.</p>
<p>Válogasson ${hu.category('curtains', 'függönyeink')} közül; hálószobába a ${hu.post('bedroom', 'nyugodt hálószobáról szóló cikkünkben')} további tippeket talál.</p>`,
    en: `<p>Curtains control light, view and sound, and they are one of the largest textile surfaces in a room. Chosen well, they make a window look larger and a ceiling higher.</p>
<h2>How wide?</h2>
<p>Drawn curtains should be one and a half to two times as wide as the window, so they fall in generous folds. A 140 cm window therefore takes two 140 cm panels. Let the rod extend 15–25 cm beyond the window on both sides, so the curtains do not cover the glass during the day.</p>
<h2>How long?</h2>
<ul>
<li><strong>Floor length:</strong> elegant and the most common; the hem should stop 1 cm above the floor.</li>
<li><strong>Puddling:</strong> 2–3 cm longer, romantic, but it collects more dust.</li>
<li><strong>Sill length:</strong> for kitchens and in front of radiators, where long curtains would be in the way.</li>
</ul>
<h2>Where should the rod go?</h2>
<p>If you can, mount the rod 10–15 cm above the window, or right under the ceiling. Curtains that start high make the room look taller.</p>
<h2>Which fabric for what?</h2>
<p>Blackout curtains belong in the bedroom, linen gives filtered, warm light in the living room, and sheers keep your privacy during the day. You can combine them: a sheer and a blackout layer on a double rod is the most flexible solution.</p>
<h2>Care</h2>
<p>Wash linen and cotton curtains at 40 °C on a gentle cycle and hang them back while slightly damp: their own weight smooths them out. Before the first wash, check the label for the expected shrinkage.</p>
<p>Browse ${en.category('curtains', 'our curtains')}; for the bedroom, you will find more tips in ${en.post('bedroom', 'our article on a calm bedroom')}.</p>`,
  },
};

export const upholstery: BlogDraft = {
  slug: POST_SLUGS.upholstery,
  title: { hu: 'Kárpittisztítás: foltok, bársony, bouclé', en: 'Cleaning upholstery: stains, velvet and bouclé' },
  excerpt: {
    hu: 'Kávé, bor, zsír és kisállatszőr: mit tegyen azonnal, mit soha, és hogyan tartsa szépen a bársony- és bouclékárpitot.',
    en: 'Coffee, wine, grease and pet hair: what to do straight away, what never to do, and how to keep velvet and bouclé looking good.',
  },
  meta_description: {
    hu: 'Kárpitozott bútorok tisztítása: foltkezelés, rendszeres ápolás, bársony, bouclé és bőr.',
    en: 'Cleaning upholstered furniture: treating stains, regular care, velvet, bouclé and leather.',
  },
  author: AUTHORS.eszter,
  daysAgo: 230,
  tags: [TAGS.care, TAGS.living],
  cover: { kind: 'armchair', colour: '#d1a03a' },
  related: ['sofas', 'armchairs', 'poufs'],
  html: {
    hu: `<p>A kanapé és a fotel a lakás legtöbbet használt textilfelülete, ezért nem csoda, ha előbb-utóbb folt kerül rá. A jó hír: a legtöbb folt eltávolítható, ha azonnal és helyesen kezeli.</p>
<h2>Az első öt perc</h2>
<ul>
<li>Itassa fel, ne dörzsölje: tiszta, fehér ruhát nyomjon a foltra, és kívülről befelé haladjon.</li>
<li>Először csak hideg vízzel próbálkozzon; a meleg víz sok foltot, például a vért és a tejet, beleköti a szövetbe.</li>
<li>Bármilyen szert előbb egy rejtett helyen, a kárpit alján próbáljon ki.</li>
</ul>
<h2>Gyakori foltok</h2>
<p><strong>Kávé és tea:</strong> hideg vízzel, majd néhány csepp mosogatószeres vízzel itassa. <strong>Vörösbor:</strong> azonnal hideg vízzel hígítsa, és addig itassa, amíg a ruha tiszta marad. <strong>Zsír:</strong> szórjon rá kukoricakeményítőt, hagyja hatni fél órát, porszívózza fel, majd enyhén mosogatószeres vízzel kezelje.</p>
<h2>Rendszeres ápolás</h2>
<p>Hetente porszívózza át kárpitfejjel, a párnák közötti réseket is. Félévente fordítsa meg és cserélje fel a párnákat, hogy egyenletesen kopjanak. Ha a huzat levehető, a címke szerinti hőfokon moshatja; visszahúzáskor legyen még enyhén nedves, így könnyebben felmegy.</p>
<h2>Bársony</h2>
<p>A bársonyt puha kefével, a szál irányában kefélje. A megnyomódott szálakat gőzöléssel, pár centiről, érintés nélkül állíthatja fel. A kiömlött folyadékot különösen gyorsan itassa fel, mert a szálak között szétterül.</p>
<h2>Bouclé</h2>
<p>A hurkos szövetet porszívózza alacsony szívóerővel, kefe nélkül. Ha egy hurok kihúzódik, soha ne vágja le, hanem egy tűvel óvatosan húzza vissza a fonák oldalra.</p>
<h2>Bőr</h2>
<p>Száraz vagy enyhén nedves ruhával törölje át, és félévente kezelje bőrápolóval. Tartsa távol a radiátortól és a tűző naptól, mert kiszárad és megreped.</p>
<p>Ha új bútort választ, a ${hu.post('sofa', 'kanapéválasztásról szóló cikkünk')} segít eldönteni, melyik kárpit illik az életmódjához. Minden ${hu.category('sofas', 'kanapénk')} és ${hu.category('armchairs', 'fotelünk')} adatlapján megtalálja az ápolási útmutatót.</p>`,
    en: `<p>Sofas and armchairs are the most-used textile surfaces at home, so sooner or later they get a stain. The good news: most stains come out if you deal with them at once, and the right way.</p>
<h2>The first five minutes</h2>
<ul>
<li>Blot, don’t rub: press a clean white cloth onto the stain and work from the outside in.</li>
<li>Try cold water first; hot water sets many stains, such as blood and milk, into the fabric.</li>
<li>Test any product on a hidden spot, on the underside of the upholstery, first.</li>
</ul>
<h2>Common stains</h2>
<p><strong>Coffee and tea:</strong> blot with cold water, then with water and a few drops of washing-up liquid. <strong>Red wine:</strong> dilute immediately with cold water and keep blotting until the cloth stays clean. <strong>Grease:</strong> sprinkle on cornflour, leave it for half an hour, vacuum it up, then treat with mildly soapy water.</p>
<h2>Regular care</h2>
<p>Vacuum weekly with an upholstery nozzle, including the gaps between cushions. Turn and swap the cushions every six months so they wear evenly. If the covers come off, wash them at the temperature on the label; put them back on while slightly damp and they slip on more easily.</p>
<h2>Velvet</h2>
<p>Brush velvet with a soft brush, with the pile. Lift crushed pile by steaming from a few centimetres away, without touching. Blot spills especially quickly, because liquid spreads between the fibres.</p>
<h2>Bouclé</h2>
<p>Vacuum looped fabric on low suction, without the brush. If a loop is pulled, never cut it; ease it back to the reverse side with a needle.</p>
<h2>Leather</h2>
<p>Wipe with a dry or slightly damp cloth and condition it every six months. Keep it away from radiators and strong sun, which dry it out until it cracks.</p>
<p>If you are choosing new furniture, ${en.post('sofa', 'our sofa buying guide')} helps you decide which upholstery suits the way you live. The data sheet of every one of ${en.category('sofas', 'our sofas')} and ${en.category('armchairs', 'armchairs')} includes its care guide.</p>`,
  },
};

export const plants: BlogDraft = {
  slug: POST_SLUGS.plants,
  title: { hu: 'Növények és kaspók: zöld sarok minden szobába', en: 'Plants and planters: a green corner for every room' },
  excerpt: {
    hu: 'Melyik növény bírja a sötétebb sarkot, mekkora kaspó kell, és hogyan kerülje el a túlöntözést.',
    en: 'Which plants cope with a darker corner, what size planter to choose, and how to avoid overwatering.',
  },
  meta_description: {
    hu: 'Szobanövények és kaspók: fényigény, kaspóméret, vízelvezetés és csoportosítás.',
    en: 'Houseplants and planters: light needs, planter size, drainage and grouping.',
  },
  author: AUTHORS.peter,
  daysAgo: 260,
  tags: [TAGS.garden, TAGS.style],
  cover: { kind: 'plant-pot', colour: '#f4f3ef' },
  related: ['planters', 'wall-shelves', 'vases'],
  html: {
    hu: `<p>Egy-két növény többet tesz egy szobáért, mint bármilyen dekoráció: színt, formát és életet visz a térbe, és a levegőt is frissebbnek érezzük tőlük. A titok a jó helyválasztás és a megfelelő kaspó.</p>
<h2>Fény szerint válasszon</h2>
<ul>
<li><strong>Világos, napos ablak:</strong> fikuszok, kaktuszok, pozsgások, fűszernövények.</li>
<li><strong>Szórt fény, nem közvetlen nap:</strong> könnyezőpálma, filodendron, kentia pálma.</li>
<li><strong>Sötétebb sarok:</strong> anyósnyelv, zamiókulkasz, futóka (pothos) – ezek igénytelenek, de ők is szeretnek néha napfényt látni.</li>
</ul>
<h2>Mekkora legyen a kaspó?</h2>
<p>Átültetéskor a kaspó átmérője legfeljebb 2–4 cm-rel legyen nagyobb az előzőnél. A túl nagy cserépben a föld lassan szárad, és a gyökér befullad. A díszkaspó belsejébe tegyen egy műanyag nevelőcserepet: így könnyű kiemelni a növényt, és látja, ha víz maradt az alján.</p>
<h2>A túlöntözés a legnagyobb ellenség</h2>
<p>Több szobanövény pusztul el a túl sok víztől, mint a szárazságtól. Öntözés előtt dugja az ujját 2–3 cm mélyen a földbe: ha ott még nedves, várjon. Télen a legtöbb növény fele annyi vizet kér, mint nyáron.</p>
<h2>Csoportosítson</h2>
<p>Három különböző magasságú növény egy csoportban jobban mutat, mint három külön sarokban, és a páratartalmat is növelik egymás körül. Egy ${hu.category('planters', 'álló kaspó')} a padlón, egy közepes a polcon és egy kicsi a ${hu.category('wall-shelves', 'fali polcon')} együtt zöld sarkot alkot.</p>
<h2>Terasz és balkon</h2>
<p>Kültéren fagyálló kaspót válasszon: a szálerősített beton és a magas hőfokon égetett kerámia bírja a telet, a terrakottát fagy előtt vigye be. A kerti bútorok téli teendőiről ${hu.post('gardenWinter', 'külön cikkben')} írtunk.</p>`,
    en: `<p>A plant or two does more for a room than any decoration: it brings colour, shape and life into the space, and the air feels fresher too. The secret is the right spot and the right planter.</p>
<h2>Choose by light</h2>
<ul>
<li><strong>Bright, sunny window:</strong> ficus, cacti, succulents, herbs.</li>
<li><strong>Diffused light, no direct sun:</strong> monstera, philodendron, kentia palm.</li>
<li><strong>A darker corner:</strong> snake plant, ZZ plant, pothos – undemanding, though they still enjoy some daylight now and then.</li>
</ul>
<h2>What size planter?</h2>
<p>When repotting, the new planter should be at most 2–4 cm wider than the old one. In a pot that is too large, the soil dries slowly and the roots suffocate. Put a plastic nursery pot inside a decorative planter: the plant lifts out easily, and you can see if water is left at the bottom.</p>
<h2>Overwatering is the biggest enemy</h2>
<p>More houseplants die of too much water than of drought. Before watering, push a finger 2–3 cm into the soil: if it is still damp there, wait. In winter most plants need half as much water as in summer.</p>
<h2>Group them</h2>
<p>Three plants of different heights in one group look better than three in separate corners, and they raise the humidity around each other. A ${en.category('planters', 'floor planter')}, a medium one on a shelf and a small one on a ${en.category('wall-shelves', 'wall shelf')} together make a green corner.</p>
<h2>Terraces and balconies</h2>
<p>Outdoors, choose frost-proof planters: fibre-reinforced concrete and high-fired ceramics survive the winter, while terracotta should come in before the frost. We wrote about getting garden furniture through the winter in ${en.post('gardenWinter', 'a separate article')}.</p>`,
  },
};
