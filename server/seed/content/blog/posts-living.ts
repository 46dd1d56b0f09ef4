/** Blog posts about the living room: sofas, solid wood, small flats, Scandinavian style, rugs. */
import { RETURN_DAYS } from '../../constants.js';
import { POST_SLUGS } from './slugs.js';
import { AUTHORS, TAGS, linksFor, type BlogDraft } from './types.js';

const hu = linksFor('hu');
const en = linksFor('en');

export const sofa: BlogDraft = {
  slug: POST_SLUGS.sofa,
  title: {
    hu: 'Hogyan válasszunk kanapét? Hét szempont vásárlás előtt',
    en: 'How to choose a sofa: seven things to check before you buy',
  },
  excerpt: {
    hu: 'Méret, ülésmélység, váz, kárpit és lábak: ezeket érdemes végiggondolni, mielőtt évekre szóló döntést hoz a nappali legfontosabb bútoráról.',
    en: 'Size, seat depth, frame, upholstery and legs: what to think through before a decision you will live with for years.',
  },
  meta_description: {
    hu: 'Kanapévásárlási útmutató: méretek, ülésmélység, váz, kárpittípusok és levehető huzat.',
    en: 'A sofa buying guide: dimensions, seat depth, frames, upholstery types and removable covers.',
  },
  author: AUTHORS.reka,
  daysAgo: 12,
  tags: [TAGS.tips, TAGS.living],
  cover: { kind: 'sofa', colour: '#8e9196' },
  related: ['sofas', 'cushions', 'throws'],
  html: {
    hu: `<p>A kanapé a nappali legtöbbet használt bútora: ülünk, fekszünk, olvasunk és vendégeskedünk rajta, gyakran tíz évig vagy még tovább. Ezért megéri vásárlás előtt néhány percet szánni arra, hogy végiggondolja, mire lesz szüksége.</p>
<h2>1. Mérjen, mielőtt beleszeret</h2>
<p>Jelölje ki a kanapé helyét maszkolószalaggal a padlón. Hagyjon legalább 45–50 cm-t a dohányzóasztalig, és 80–90 cm széles közlekedősávot a szobában. Mérje le az ajtókat, a lépcsőházat és a liftet is: a leggyakoribb csalódás, hogy a bútor nem fér be a lakásba.</p>
<h2>2. Ülésmélység és ülésmagasság</h2>
<p>Az 50–55 cm-es ülésmélység az egyenes üléshez kényelmes, a 60 cm feletti inkább az összekuporodást és a lefekvést szolgálja. Az ideális ülésmagasság 42–46 cm: ennél alacsonyabbról nehezebb felállni, különösen idősebbeknek.</p>
<h2>3. A váz, amit nem lát</h2>
<p>Kérdezze meg, miből készül a váz. A keményfa és a rétegelt lemez évtizedekig tart, a forgácslap hamarabb meglazul. A rugós ülésalap és a többrétegű hab megtartja a formáját, a puszta hab néhány év alatt besüpped.</p>
<h2>4. Kárpit az életmódjához</h2>
<ul>
<li><strong>Szövet:</strong> sokoldalú és kedvező árú; gyerekes, kisállatos háztartásba a sűrű szövésű, foltálló változatot válassza.</li>
<li><strong>Bársony:</strong> mély színek és puha tapintás; a szálak iránya miatt a színe a fénytől függően változik.</li>
<li><strong>Bouclé:</strong> hurkos, meleg textúra, de a macskakarmoktól óvni kell.</li>
<li><strong>Bőr:</strong> szépen öregszik és könnyen tisztítható, cserébe rendszeres ápolást igényel.</li>
</ul>
<h2>5. Levehető huzat</h2>
<p>Ha teheti, olyan modellt válasszon, amelynek párnahuzata cipzárral levehető. Így egy kiömlött pohár bor nem jelent kárpitost, és évek múlva egy új huzattal az egész kanapé megújul.</p>
<h2>6. Lábak és padló</h2>
<p>A magasabb lábakon álló kanapé alatt könnyű takarítani, és a szoba is levegősebbnek hat. Parkettán tegyen filcet a lábak alá, hogy a kanapé ne karcolja a padlót.</p>
<h2>7. Próbálja ki</h2>
<p>Üljön bele legalább tíz percre, dőljön hátra, feküdjön le rá. ${hu.page('showroom', 'Bemutatótermünkben')} ${hu.category('sofas', 'kanapéink')} nagy része kipróbálható, és ha otthon mégsem érzi jónak, ${RETURN_DAYS} napon belül visszaküldheti. A kárpit tisztításáról ${hu.post('upholstery', 'külön cikkben')} írtunk.</p>`,
    en: `<p>The sofa is the most-used piece in the living room: we sit, lie, read and entertain on it, often for ten years or more. It is worth a few minutes before buying to think through what you really need.</p>
<h2>1. Measure before you fall in love</h2>
<p>Mark the sofa’s footprint on the floor with masking tape. Leave at least 45–50 cm to the coffee table and an 80–90 cm walkway through the room. Measure the doors, the stairwell and the lift too: the most common disappointment is a sofa that will not fit into the flat.</p>
<h2>2. Seat depth and seat height</h2>
<p>A seat depth of 50–55 cm is comfortable for sitting upright; anything over 60 cm is for curling up and lying down. The ideal seat height is 42–46 cm: getting up from anything lower is harder, especially for older people.</p>
<h2>3. The frame you cannot see</h2>
<p>Ask what the frame is made of. Hardwood and plywood last for decades, while chipboard loosens sooner. A sprung seat base with layered foam keeps its shape; foam alone sags within a few years.</p>
<h2>4. Upholstery for the way you live</h2>
<ul>
<li><strong>Fabric:</strong> versatile and affordable; for homes with children or pets, choose a tightly woven, stain-resistant one.</li>
<li><strong>Velvet:</strong> deep colours and a soft touch; because of the pile, its colour shifts with the light.</li>
<li><strong>Bouclé:</strong> a warm, looped texture, but keep it away from cat claws.</li>
<li><strong>Leather:</strong> ages beautifully and is easy to clean, but needs regular care.</li>
</ul>
<h2>5. Removable covers</h2>
<p>If you can, choose a model whose cushion covers unzip. A spilt glass of wine then does not mean calling an upholsterer, and years later a new cover refreshes the whole sofa.</p>
<h2>6. Legs and floors</h2>
<p>A sofa on taller legs is easy to clean under and makes the room feel airier. On parquet, put felt pads under the legs so the sofa does not scratch the floor.</p>
<h2>7. Try it</h2>
<p>Sit on it for at least ten minutes, lean back, lie down. You can try most of ${en.category('sofas', 'our sofas')} at ${en.page('showroom', 'our showroom')}, and if it does not feel right at home, you can send it back within ${RETURN_DAYS} days. We wrote about cleaning upholstery in ${en.post('upholstery', 'a separate article')}.</p>`,
  },
};

export const solidWood: BlogDraft = {
  slug: POST_SLUGS.solidWood,
  title: { hu: 'Így ápolja a tömörfa bútorokat', en: 'How to care for solid wood furniture' },
  excerpt: {
    hu: 'Olaj vagy lak, nedvesség és napfény, karcok és foltok: egy asztalosmester tanácsai, hogy a tömörfa évtizedekig szép maradjon.',
    en: 'Oil or lacquer, moisture and sunlight, scratches and stains: a master carpenter’s advice for keeping solid wood beautiful for decades.',
  },
  meta_description: {
    hu: 'Tömörfa bútorok ápolása: tisztítás, olajozás, karcok javítása, páratartalom és napfény.',
    en: 'Caring for solid wood furniture: cleaning, oiling, fixing scratches, humidity and sunlight.',
  },
  author: AUTHORS.bence,
  daysAgo: 30,
  tags: [TAGS.care, TAGS.sustainability],
  cover: { kind: 'dining-table', colour: '#c9a06d' },
  related: ['dining-tables', 'coffee-tables', 'chests-of-drawers'],
  html: {
    hu: `<p>A tömörfa él: a levegő páratartalmával együtt mozog, a fényen sötétedik, és a használat nyomait is magán viseli. Ha egy kicsit figyel rá, ezek a nyomok patinává nemesednek, nem pedig sérüléssé.</p>
<h2>Olajozott vagy lakkozott?</h2>
<p>Először nézze meg, milyen felületkezelést kapott a bútor; ezt a termék adatlapján is megtalálja. Az olajozott felület érdes tapintású, természetes hatású, és helyben javítható. A lakkozott felület zárt és ellenállóbb, de egy mély karcot már csak szakember tud eltüntetni.</p>
<h2>Mindennapi tisztítás</h2>
<ul>
<li>Puha, enyhén nedves ruhával törölje át, majd azonnal törölje szárazra.</li>
<li>Ne használjon mikroszálas súrolókendőt, szilikonos bútorápolót vagy általános tisztítószert.</li>
<li>A kiömlött folyadékot azonnal itassa fel; a víz és a bor a legveszélyesebb.</li>
</ul>
<h2>Évente egyszer: olajozás</h2>
<p>Az olajozott bútort évente egyszer, a sokat használt étkezőasztalt akár félévente kezelje bútorolajjal. Vékony rétegben, a szálirányban vigye fel, 15 perc után a felesleget törölje le alaposan, és hagyja egy éjszakán át száradni. Az olajos rongyot kiterítve szárítsa meg, mert összegyűrve öngyulladásra hajlamos.</p>
<h2>Karcok és foltok</h2>
<p>Olajozott felületen a kisebb karcot finom, 240-es csiszolószivaccsal, szálirányban óvatosan átcsiszolhatja, majd olajozza újra. A poharak hagyta fehér gyűrű többnyire a felületbe zárt nedvesség: egy hajszárító langyos fokozata gyakran eltünteti.</p>
<h2>Páratartalom és napfény</h2>
<p>A fának a 40–60%-os relatív páratartalom a legjobb. Fűtési szezonban a túl száraz levegőtől a lapok megrepedhetnek, ezért érdemes párásítani. Ne tegye a bútort közvetlenül radiátor mellé, és időnként forgassa el a tárgyakat az asztalon, hogy a nap ne hagyjon világos foltot.</p>
<p>Ha most választ új darabot, nézze meg tömörfa ${hu.category('dining-tables', 'étkezőasztalainkat')} és ${hu.category('chests-of-drawers', 'komódjainkat')}. A ${hu.page('sustainability', 'fenntarthatósági oldalunkon')} azt is leírjuk, miért szeretjük annyira a tömörfát.</p>`,
    en: `<p>Solid wood is alive: it moves with the humidity in the air, darkens in the light and shows the marks of use. With a little attention, those marks become patina rather than damage.</p>
<h2>Oiled or lacquered?</h2>
<p>First check how the piece is finished; the product’s data sheet tells you. An oiled surface feels natural and slightly textured, and it can be repaired in place. A lacquered surface is sealed and tougher, but only a professional can remove a deep scratch from it.</p>
<h2>Everyday cleaning</h2>
<ul>
<li>Wipe with a soft, slightly damp cloth, then dry it straight away.</li>
<li>Avoid abrasive microfibre pads, silicone polishes and all-purpose cleaners.</li>
<li>Blot spills immediately; water and wine are the worst offenders.</li>
</ul>
<h2>Once a year: oiling</h2>
<p>Treat oiled furniture with furniture oil once a year, and a busy dining table every six months. Apply a thin coat along the grain, wipe off the excess thoroughly after 15 minutes and leave it to dry overnight. Dry oily rags flat, because crumpled up they can catch fire by themselves.</p>
<h2>Scratches and stains</h2>
<p>On an oiled surface, sand a small scratch gently along the grain with a fine, 240-grit sanding sponge, then oil it again. The white ring a glass leaves is usually moisture trapped in the finish: a hair dryer on a low setting often makes it disappear.</p>
<h2>Humidity and sunlight</h2>
<p>Wood is happiest at 40–60% relative humidity. In the heating season, very dry air can crack the boards, so a humidifier helps. Keep furniture away from radiators, and move the objects on a table now and then so the sun does not leave pale patches.</p>
<p>If you are choosing something new, have a look at our solid wood ${en.category('dining-tables', 'dining tables')} and ${en.category('chests-of-drawers', 'chests of drawers')}. Our ${en.page('sustainability', 'sustainability page')} explains why we love solid wood so much.</p>`,
  },
};

export const smallFlat: BlogDraft = {
  slug: POST_SLUGS.smallFlat,
  title: { hu: 'Okos tárolás kis lakásban', en: 'Smart storage for small flats' },
  excerpt: {
    hu: 'Falak, ágy alatti tér, kétfunkciós bútorok és egy kis fegyelem: így fér el minden egy 40 négyzetméteres lakásban is.',
    en: 'Walls, the space under the bed, furniture that does two jobs and a little discipline: how everything fits into a 40-square-metre flat.',
  },
  meta_description: {
    hu: 'Tárolási ötletek kis lakásba: fali polcok, ágyneműtartós ágy, tárolós puff és magas szekrények.',
    en: 'Storage ideas for small flats: wall shelves, storage beds, storage poufs and tall cabinets.',
  },
  author: AUTHORS.reka,
  daysAgo: 48,
  tags: [TAGS.smallSpaces, TAGS.tips],
  cover: { kind: 'bookcase', colour: '#f4f3ef' },
  related: ['wall-shelves', 'bookcases', 'beds', 'poufs'],
  html: {
    hu: `<p>Kis lakásban nem az a kérdés, hogy van-e elég hely, hanem hogy jó helyen van-e. A legtöbb otthonban a tárolóhely harmada kihasználatlan: a falak felső része, az ágy alatti tér és az ajtók mögötti sarkok.</p>
<h2>Gondolkodjon függőlegesen</h2>
<p>A padlóterület drága, a fal ingyen van. Egy mennyezetig érő ${hu.category('bookcases', 'könyvespolc')} ugyanakkora alapterületen kétszer annyit tárol, mint egy alacsony szekrény. A ${hu.category('wall-shelves', 'fali polcok')} az ajtók fölé és a mosdó fölé is felkerülhetnek, ahol semmi mást nem tudna elhelyezni.</p>
<h2>Az ágy alatt egy egész szekrény elfér</h2>
<p>Egy 160×200-as ágyneműtartós ágy alatt nagyjából egy kétajtós szekrénynyi hely van. Ide kerülhetnek a szezonon kívüli ruhák, a vendégágynemű és a bőröndök. Ha nem új ágyat vesz, a 20 cm-es hasmagasságú ágy alá is beférnek a lapos, kerekes dobozok.</p>
<h2>Bútorok, amelyek két dolgot csinálnak</h2>
<ul>
<li>A tárolós puff ülőhely és pléd- vagy játéktároló egyben.</li>
<li>A bővíthető étkezőasztal hétköznap kicsi, vendégségben nagy.</li>
<li>A kanapéágy a nappalit vendégszobává alakítja.</li>
<li>A fali éjjeliszekrény nem foglal helyet a padlón, így a szoba nagyobbnak látszik.</li>
</ul>
<h2>Zárt és nyitott tárolás aránya</h2>
<p>Ha minden nyitott polcon áll, a lakás zsúfoltnak hat. Jó arány, ha a tárolóhely kétharmada zárt ajtók vagy dobozok mögött van, és csak egyharmada látszik; ott is inkább a szép tárgyak.</p>
<h2>Világos színek, kevesebb láb</h2>
<p>A falszínhez közeli bútorok beleolvadnak a térbe, a magas lábakon álló darabok alatt pedig átlátszik a padló, ettől a szoba nagyobbnak hat. Egy jól elhelyezett tükör az ablakkal szemben megduplázza a fényt.</p>
<h2>Évente egyszer: selejtezés</h2>
<p>A legjobb tárolási trükk az, ha kevesebb a tárolnivaló. Évente egyszer vegyen elő mindent, és ami egy éve nem volt a kezében, adja tovább. Ha a berendezést tervezi, ${hu.page('showroom', 'bemutatótermünkben')} lakberendezőink alaprajz alapján is segítenek.</p>`,
    en: `<p>In a small flat the question is not whether there is enough space, but whether it is in the right place. In most homes a third of the storage space goes unused: the upper part of the walls, the space under the bed and the corners behind doors.</p>
<h2>Think vertically</h2>
<p>Floor space is expensive; wall space is free. A floor-to-ceiling ${en.category('bookcases', 'bookcase')} stores twice as much as a low cabinet on the same footprint. ${en.category('wall-shelves', 'Wall shelves')} can go above doors and above the washbasin, where nothing else would fit.</p>
<h2>A whole wardrobe fits under the bed</h2>
<p>Under a 160×200 storage bed there is about as much room as in a two-door wardrobe. Out-of-season clothes, guest bedding and suitcases can live there. If you are not buying a new bed, flat boxes on wheels still slide under a bed with 20 cm of clearance.</p>
<h2>Furniture that does two jobs</h2>
<ul>
<li>A storage pouf is a seat and a box for throws or toys.</li>
<li>An extendable dining table is small on weekdays and large for guests.</li>
<li>A sofa bed turns the living room into a guest room.</li>
<li>A wall-mounted nightstand keeps the floor clear, so the room looks bigger.</li>
</ul>
<h2>Closed versus open storage</h2>
<p>If everything sits on open shelves, a flat feels cluttered. A good balance is two-thirds of your storage behind doors or in boxes and only one-third on show, and mostly the beautiful things at that.</p>
<h2>Light colours, fewer legs</h2>
<p>Furniture close to the wall colour blends into the space, and pieces on tall legs let the floor show through, which makes a room look bigger. A mirror opposite the window doubles the light.</p>
<h2>Once a year: declutter</h2>
<p>The best storage trick is having less to store. Once a year take everything out, and pass on whatever you have not touched in a year. If you are planning a room, our interior designers at ${en.page('showroom', 'the showroom')} can help from a floor plan.</p>`,
  },
};

export const scandinavian: BlogDraft = {
  slug: POST_SLUGS.scandinavian,
  title: { hu: 'A skandináv stílus titkai', en: 'The secrets of Scandinavian style' },
  excerpt: {
    hu: 'Fény, természetes anyagok, kevés, de jó tárgy és a hygge melegsége: így hozhatja el otthonába az északi lakberendezés lényegét.',
    en: 'Light, natural materials, few but good things and the warmth of hygge: how to bring the essence of Nordic interiors home.',
  },
  meta_description: {
    hu: 'Skandináv stílus otthon: színek, anyagok, bútorok, textilek és világítás.',
    en: 'Scandinavian style at home: colours, materials, furniture, textiles and lighting.',
  },
  author: AUTHORS.reka,
  daysAgo: 75,
  tags: [TAGS.style, TAGS.living],
  cover: { kind: 'living-room', colour: '#9db08e' },
  related: ['sofas', 'pendant-lights', 'rugs', 'chairs'],
  html: {
    hu: `<p>Az északi országokban a tél hosszú és sötét, ezért a lakás a fényről és a meghittségről szól. A skandináv stílus nem egy bútorkatalógus, hanem egy gondolkodásmód: kevesebb tárgy, de mindegyik jó minőségű, szép és használható.</p>
<h2>A fény az első</h2>
<p>A falak fehérek vagy törtfehérek, a függönyök könnyűek, hogy minél több nappali fény jusson be. Este több kisebb lámpa ad meleg, szigetszerű fényeket: egy ${hu.category('pendant-lights', 'függeszték')} az asztal fölött, egy állólámpa az olvasósarokban, gyertyák az ablakpárkányon.</p>
<h2>Természetes anyagok</h2>
<ul>
<li>világos fa: tölgy, bükk, nyír, lehetőleg olajozott felülettel;</li>
<li>gyapjú, len és pamut a textileknél;</li>
<li>kerámia, üveg és egy kevés fekete fém a kontrasztért.</li>
</ul>
<h2>Visszafogott színek, egy-két kiemeléssel</h2>
<p>Az alapot a fehér, a szürke és a bézs adja. Erre jöhet egy-két mélyebb árnyalat: zsályazöld, füstkék vagy terrakotta, párnákon, takarón vagy egy fotelen. A lényeg, hogy a színek ne versengjenek egymással.</p>
<h2>Funkció és forma egyensúlya</h2>
<p>A skandináv bútor letisztult, de nem rideg. Lekerekített élek, vékony lábak, kézre álló fogantyúk jellemzik. Egy jó ${hu.category('chairs', 'étkezőszék')} egyszerre kényelmes és szobor a sarokban.</p>
<h2>Hygge: a meghittség</h2>
<p>A stílus szíve a hygge, az az érzés, amikor egy takaró alatt, teával a kézben jó otthon lenni. Puha ${hu.category('rugs', 'szőnyeg')}, egy halom párna és egy gyapjútakaró a ${hu.category('sofas', 'kanapén')} többet tesz ezért, mint bármilyen dekoráció.</p>
<h2>Kevesebb, de jobb</h2>
<p>Ne töltsön meg minden polcot. Hagyjon üres felületeket, és válogassa ki azt a néhány tárgyat, amelyet igazán szeret. A ${hu.post('colours', 'színekről szóló cikkünkben')} azt is leírjuk, hogyan építhet fel egy nyugodt színpalettát.</p>`,
    en: `<p>In the Nordic countries winters are long and dark, so home is all about light and cosiness. Scandinavian style is not a furniture catalogue but a way of thinking: fewer things, each of them well made, beautiful and useful.</p>
<h2>Light comes first</h2>
<p>Walls are white or off-white and curtains are light, to let in as much daylight as possible. In the evening several smaller lamps make warm islands of light: a ${en.category('pendant-lights', 'pendant')} over the table, a floor lamp in the reading corner, candles on the windowsill.</p>
<h2>Natural materials</h2>
<ul>
<li>pale wood: oak, beech, birch, ideally oiled;</li>
<li>wool, linen and cotton for textiles;</li>
<li>ceramics, glass and a little black metal for contrast.</li>
</ul>
<h2>Quiet colours with one or two accents</h2>
<p>White, grey and beige form the base. Add one or two deeper shades on top: sage green, smoky blue or terracotta, on cushions, a throw or an armchair. The point is that the colours do not compete.</p>
<h2>Balancing function and form</h2>
<p>Scandinavian furniture is clean-lined but never cold: rounded edges, slender legs, handles that fit the hand. A good ${en.category('chairs', 'dining chair')} is comfortable and a sculpture in the corner at the same time.</p>
<h2>Hygge: cosiness</h2>
<p>The heart of the style is hygge, the feeling of being glad to be home under a blanket with a cup of tea. A soft ${en.category('rugs', 'rug')}, a pile of cushions and a wool throw on the ${en.category('sofas', 'sofa')} do more for it than any decoration.</p>
<h2>Less, but better</h2>
<p>Do not fill every shelf. Leave some surfaces empty and choose the few objects you truly love. Our ${en.post('colours', 'article on colour')} explains how to build a calm colour palette.</p>`,
  },
};

export const rugSizes: BlogDraft = {
  slug: POST_SLUGS.rugSizes,
  title: { hu: 'Mekkora szőnyeg kell? Méretek szobánként', en: 'What size rug do you need? A room-by-room guide' },
  excerpt: {
    hu: 'A túl kicsi szőnyeg a leggyakoribb lakberendezési hiba. Megmutatjuk, mekkora méret illik a nappaliba, az étkezőbe és a hálószobába.',
    en: 'A rug that is too small is the most common furnishing mistake. Here is the right size for the living room, the dining room and the bedroom.',
  },
  meta_description: {
    hu: 'Szőnyegméretek nappaliba, étkezőbe, hálószobába és előszobába; anyagok és csúszásgátló alátét.',
    en: 'Rug sizes for living rooms, dining rooms, bedrooms and hallways; materials and non-slip underlays.',
  },
  author: AUTHORS.eszter,
  daysAgo: 95,
  tags: [TAGS.tips, TAGS.textiles],
  cover: { kind: 'rug', colour: '#c4663e' },
  related: ['rugs', 'coffee-tables'],
  html: {
    hu: `<p>Egy jó szőnyeg összefogja a bútorokat, tompítja a hangokat, és melegebbé teszi a hideg padlót. A leggyakoribb hiba, hogy túl kicsit választunk: a bútorok előtt „úszó” szőnyegtől a szoba kisebbnek és rendezetlenebbnek hat.</p>
<h2>Nappali</h2>
<p>A szabály egyszerű: legalább a kanapé és a fotelek első lábai álljanak a szőnyegen. Egy háromszemélyes kanapé elé általában 160×230 cm-es, nagyobb ülőgarnitúra köré 200×300 cm-es szőnyeg kell. A szőnyeg mindkét oldalon nyúljon túl a kanapén 15–20 cm-rel.</p>
<h2>Étkező</h2>
<p>A székeknek kihúzva is a szőnyegen kell maradniuk, különben minden felálláskor megbillennek a szélén. Ezért a szőnyeg legyen körben legalább 60–70 cm-rel nagyobb az asztalnál: egy 180×90-es asztal alá 200×300-as szőnyeg illik. Étkezőbe rövid szálú, könnyen tisztítható anyagot válasszon.</p>
<h2>Hálószoba</h2>
<ul>
<li>Franciaágy alá keresztben, az ágy alsó kétharmadáig tolva: 200×300 cm.</li>
<li>Két keskenyebb szőnyeg az ágy két oldalán: 2 db 80×150 cm.</li>
<li>Egyszemélyes ágy mellé egy 120×170 cm-es szőnyeg is elég.</li>
</ul>
<h2>Előszoba és folyosó</h2>
<p>A ${hu.category('rugs', 'futószőnyeg')} hagyjon mindkét oldalon 10–15 cm szabad padlót, és az ajtók nyílásába ne lógjon bele. Egy 80×250-es futó a legtöbb folyosón jól mutat.</p>
<h2>Anyag a használathoz</h2>
<p>A gyapjú tartós, rugalmas és természetesen foltálló, ezért nappaliba kiváló. A juta szép, de a nedvességet nem szereti, így konyhába és fürdőbe nem való. Az újrahasznosított PET-ből készült szőnyeg lemosható, ezért gyerekszobába és teraszra is jó.</p>
<h2>Ne felejtse el az alátétet</h2>
<p>A csúszásgátló alátét megakadályozza, hogy a szőnyeg elcsússzon vagy felgyűrődjön, és a padlót is védi. A szőnyeg ápolásáról az adott termék adatlapján olvashat.</p>`,
    en: `<p>A good rug ties furniture together, softens sound and warms up a cold floor. The most common mistake is choosing one that is too small: a rug “floating” in front of the furniture makes a room look smaller and untidy.</p>
<h2>Living room</h2>
<p>The rule is simple: at least the front legs of the sofa and the armchairs should stand on the rug. A three-seater sofa usually needs a 160×230 cm rug, a larger seating group a 200×300 cm one. Let the rug extend 15–20 cm beyond the sofa on both sides.</p>
<h2>Dining room</h2>
<p>The chairs must stay on the rug when pulled out, or they tip on the edge every time someone stands up. So the rug should be at least 60–70 cm larger than the table all round: a 200×300 rug suits a 180×90 table. Choose a short-pile, easy-to-clean material for dining.</p>
<h2>Bedroom</h2>
<ul>
<li>Crosswise under a double bed, covering its lower two-thirds: 200×300 cm.</li>
<li>Two narrower rugs on either side of the bed: 2 × 80×150 cm.</li>
<li>Beside a single bed, a 120×170 cm rug is enough.</li>
</ul>
<h2>Hallways</h2>
<p>A ${en.category('rugs', 'runner')} should leave 10–15 cm of bare floor on each side and stay clear of door swings. An 80×250 runner suits most hallways.</p>
<h2>Material for the job</h2>
<p>Wool is durable, springy and naturally stain-resistant, which makes it ideal for living rooms. Jute is beautiful but dislikes moisture, so keep it out of kitchens and bathrooms. Rugs made from recycled PET can be hosed down, so they suit children’s rooms and terraces.</p>
<h2>Don’t forget the underlay</h2>
<p>A non-slip underlay stops the rug from sliding or rucking up, and it protects the floor too. Each rug’s data sheet tells you how to care for it.</p>`,
  },
};
