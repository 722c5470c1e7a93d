// The demo magazine articles: techniques, materials and the local scene, in German with an English version.
import type { ArticleRecord, AuthorRecord, LocalizedText } from '../domain/records.js';
import { craftIllustration } from './demo-venues.js';

const DAY = 24 * 60 * 60_000;

const authors = {
  lena: {
    name: 'Lena Hofbauer',
    bio: {
      de: 'Lena ist Keramikerin in Wien-Neubau und unterrichtet seit zehn Jahren an der Drehscheibe.',
      en: 'Lena is a ceramicist in Vienna’s Neubau district and has taught at the wheel for ten years.',
    },
  },
  miriam: {
    name: 'Miriam Kovač',
    bio: {
      de: 'Miriam strickt, seit sie sieben ist, und schreibt über Garne, Muster und die Menschen dahinter.',
      en: 'Miriam has been knitting since she was seven and writes about yarns, patterns and the people behind them.',
    },
  },
  jakob: {
    name: 'Jakob Steiner',
    bio: {
      de: 'Jakob ist Redakteur des Magazins und besucht Werkstätten in ganz Wien, am liebsten mit dem Rad.',
      en: 'Jakob is an editor of the magazine and visits workshops all over Vienna, preferably by bike.',
    },
  },
  sophie: {
    name: 'Sophie Gruber',
    bio: {
      de: 'Sophie näht aus Altem Neues und leitet Reparaturabende in Margareten.',
      en: 'Sophie sews new things from old ones and runs repair evenings in Margareten.',
    },
  },
  tarek: {
    name: 'Tarek Haddad',
    bio: {
      de: 'Tarek ist gelernter Buchbinder und bindet heute vor allem Skizzenbücher für Illustratorinnen.',
      en: 'Tarek is a trained bookbinder who today mostly binds sketchbooks for illustrators.',
    },
  },
  clara: {
    name: 'Clara Wimmer',
    bio: {
      de: 'Clara ist Druckgrafikerin, schneidet Linol seit ihrer Schulzeit und betreut eine offene Druckwerkstatt in Wien.',
      en: 'Clara is a printmaker who has been cutting lino since her school days and looks after an open print studio in Vienna.',
    },
  },
  eva: {
    name: 'Eva Lindner',
    bio: {
      de: 'Eva ist Chemikerin und siedet seit fünfzehn Jahren Seife, am liebsten mit Ölen und Kräutern aus der Region.',
      en: 'Eva is a chemist who has been making soap for fifteen years, preferably with oils and herbs from the region.',
    },
  },
  felix: {
    name: 'Felix Brandstätter',
    bio: {
      de: 'Felix ist Tischler und Sattler, drechselt in der Donaustadt und näht Taschen aus pflanzlich gegerbtem Leder.',
      en: 'Felix is a joiner and saddler who turns wood in Donaustadt and sews bags from vegetable-tanned leather.',
    },
  },
} satisfies Record<string, AuthorRecord>;

interface ArticleSpec {
  slug: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  body: LocalizedText;
  author: AuthorRecord;
  tags: string[];
  /** The first one gives the cover illustration. */
  crafts: [string, ...string[]];
  daysAgo: number;
}

const specs: ArticleSpec[] = [
  {
    slug: 'die-erste-schale-auf-der-drehscheibe',
    title: { de: 'Die erste Schale auf der Drehscheibe', en: 'Your first bowl on the potter’s wheel' },
    excerpt: {
      de: 'Zentrieren, aufbrechen, hochziehen: Was an den ersten Abenden an der Scheibe passiert und warum der Ton fast immer gewinnt, bevor er dir gehorcht.',
      en: 'Centring, opening, pulling up: what happens on your first evenings at the wheel, and why the clay almost always wins before it does what you want.',
    },
    author: authors.lena,
    tags: ['Anleitung', 'Einstieg', 'Keramik'],
    crafts: ['toepfern-keramik'],
    daysAgo: 3,
    body: {
      de: `Wer zum ersten Mal an einer Drehscheibe sitzt, hat meistens ein Bild im Kopf: Hände, die mühelos über nassen Ton gleiten, und eine Schale, die wie von selbst in die Höhe wächst. Die Wirklichkeit sieht an den ersten Abenden anders aus. Der Ton eiert, rutscht weg, reißt ein. Das ist völlig normal, und es gehört dazu.

## Erst zentrieren, dann alles andere

Der wichtigste Schritt ist der, den man am wenigsten sieht: das Zentrieren. Solange der Tonklumpen nicht genau in der Mitte der Scheibe läuft, wird jede Form schief. So gehst du vor:

- Klatsch den Ton kräftig und möglichst mittig auf die trockene Scheibe.
- Mach Hände und Ton nass, aber nicht zu nass, sonst wird die Oberfläche schmierig.
- Stütz die Ellbogen auf den Oberschenkeln ab und drück mit beiden Händen gleichmäßig gegen den Ton.
- Zieh den Ton zu einem Kegel hoch und drück ihn wieder hinunter. Zwei- bis dreimal genügt.

Du merkst, dass der Ton zentriert ist, wenn er sich unter deinen Händen ruhig anfühlt und nicht mehr gegen sie schlägt.

## Aufbrechen und Boden formen

Mit dem Daumen drückst du in der Mitte ein Loch, bis etwa einen Zentimeter über der Scheibe. Dann ziehst du den Boden langsam nach außen auf. Ein zu dünner Boden reißt beim Trocknen, ein zu dicker macht die Schale schwer. Mit einer Nadel kannst du die Dicke prüfen.

## Hochziehen mit Geduld

Jetzt kommt der Teil, auf den alle warten. Eine Hand innen, eine außen, und mit sanftem Druck wandert der Ton nach oben. Dreh die Scheibe dabei langsamer als beim Zentrieren. Drei ruhige Züge sind besser als ein hastiger. Wenn der Rand zu flattern beginnt, schneid ihn mit einer Nadel gerade ab.

## Was danach passiert

Die frisch gedrehte Schale muss lederhart trocknen, bevor du sie abdrehst und ihr einen Fuß gibst. Danach folgen Schrühbrand, Glasur und Glattbrand. Bis du deine erste Schale in der Hand hältst, vergehen also zwei bis drei Wochen. Das Warten lohnt sich.

Mein Rat für den Anfang: Heb nicht jede Form auf. Schneid missglückte Versuche in der Mitte durch und schau dir die Wandstärke an. Aus diesen Querschnitten lernst du mehr als aus jeder gelungenen Schale. Und wenn der Ton an einem Abend gar nicht will, mach Schluss und komm nächste Woche wieder. Die Hände lernen auch in der Pause.`,
      en: `Anyone sitting at a potter’s wheel for the first time usually has a picture in mind: hands gliding effortlessly over wet clay and a bowl that seems to rise all by itself. On the first evenings reality looks different. The clay wobbles, slips away, tears. That is completely normal, and it is part of it.

## Centre first, then everything else

The most important step is the one you see least: centring. As long as the lump of clay does not run exactly in the middle of the wheel, every shape will be lopsided. Here is how you go about it:

- Slap the clay firmly onto the dry wheel head, as close to the centre as you can.
- Wet your hands and the clay, but not too much, or the surface turns slimy.
- Brace your elbows on your thighs and press evenly against the clay with both hands.
- Push the clay up into a cone and press it back down. Two or three times are enough.

You can tell the clay is centred when it feels calm under your hands and no longer knocks against them.

## Opening and forming the base

With your thumb you press a hole in the middle, down to about one centimetre above the wheel head. Then you slowly pull the base outwards. A base that is too thin cracks while drying; one that is too thick makes the bowl heavy. You can check the thickness with a needle.

## Pulling up with patience

Now comes the part everybody has been waiting for. One hand inside, one outside, and with gentle pressure the clay travels upwards. Turn the wheel more slowly than when centring. Three calm pulls are better than one hasty one. When the rim starts to flutter, trim it straight with a needle.

## What happens next

The freshly thrown bowl has to dry to leather hard before you trim it and give it a foot. Then come the bisque firing, glazing and the glaze firing. So two to three weeks pass before you hold your first bowl in your hands. The wait is worth it.

My advice for the start: do not keep every piece. Cut failed attempts in half and look at the wall thickness. You learn more from these cross-sections than from any successful bowl. And if the clay simply refuses on a given evening, stop and come back next week. Your hands keep learning during the break.`,
    },
  },
  {
    slug: 'welche-wolle-fuer-den-ersten-pullover',
    title: { de: 'Welche Wolle für den ersten Pullover?', en: 'Which yarn for your first jumper?' },
    excerpt: {
      de: 'Merino, Alpaka, Baumwolle oder doch ein Mischgarn? Ein Überblick, welche Garne beim ersten großen Strickprojekt Freude machen und welche eher nicht.',
      en: 'Merino, alpaca, cotton or a blend after all? An overview of which yarns make your first big knitting project a pleasure and which rather do not.',
    },
    author: authors.miriam,
    tags: ['Material', 'Garn', 'Einstieg'],
    crafts: ['stricken-haekeln'],
    daysAgo: 11,
    body: {
      de: `Der erste Pullover ist ein großer Schritt. Nach Schals und Mützen wagst du dich an ein Stück, das Wochen dauert und am Ende passen soll. Umso wichtiger ist die Wahl des Garns, denn es entscheidet mit, ob dir das Stricken Freude macht und ob du den Pullover danach gern trägst.

## Was ein Anfängergarn können sollte

Für das erste große Projekt eignen sich Garne, die gut sichtbare Maschen bilden und Fehler verzeihen. Achte auf diese Punkte:

- **Glatte, gedrehte Oberfläche:** Du siehst jede Masche und kannst Fehler leicht zurückstricken.
- **Helle bis mittlere Farbe:** Auf Dunkelblau oder Schwarz verschwinden die Maschen, besonders am Abend.
- **Mittlere Stärke:** Ein Garn für Nadelstärke 4 bis 5 ist ein guter Kompromiss zwischen Tempo und Feinheit.
- **Elastizität:** Wolle federt zurück und gleicht ungleichmäßige Maschen aus.

## Die Kandidaten im Vergleich

**Merinowolle** ist der Klassiker. Sie ist weich, kratzt kaum, ist elastisch und in unzähligen Farben zu haben. Achte auf die Bezeichnung „superwash“, wenn du den Pullover in der Maschine waschen möchtest.

**Alpaka** ist wunderbar warm und weich, aber schwer und kaum elastisch. Ein Pullover aus reinem Alpaka wird mit der Zeit länger. Als Mischgarn mit Schafwolle ist es eine gute Wahl.

**Baumwolle** klingt nach einer angenehmen Sommerwahl, ist aber für den Anfang heikel. Sie hat kaum Elastizität, jede ungleichmäßige Masche bleibt sichtbar, und die Hände ermüden schneller.

**Flauschige Effektgarne** wie Mohair sehen im Knäuel verführerisch aus. Zum Lernen sind sie ungeeignet, weil du die Maschen kaum erkennst und Auftrennen zur Geduldsprobe wird.

## Maschenprobe nicht vergessen

Egal, wofür du dich entscheidest: Strick eine Maschenprobe von mindestens zwölf mal zwölf Zentimetern, wasch sie und lass sie trocknen. Erst dann zählst du die Maschen. Viele Pullover werden zu groß oder zu klein, weil dieser Schritt übersprungen wurde.

## Regional kaufen

In Österreich gibt es inzwischen kleine Spinnereien und Färbereien, etwa im Mühlviertel oder im Waldviertel, die Wolle von heimischen Schafen anbieten. Frag in deinem Wollgeschäft danach. Oft kannst du dort auch einen Knäuel zur Probe kaufen, bevor du das Garn für den ganzen Pullover bestellst.`,
      en: `Your first jumper is a big step. After scarves and hats you take on a piece that takes weeks and is supposed to fit at the end. That makes the choice of yarn all the more important, because it helps decide whether you enjoy knitting it and whether you like wearing the jumper afterwards.

## What a beginner’s yarn should do

For your first big project, choose yarns that form clearly visible stitches and forgive mistakes. Look out for these points:

- **A smooth, plied surface:** you can see every stitch and easily knit back to fix mistakes.
- **A light to medium colour:** on navy or black the stitches disappear, especially in the evening.
- **Medium weight:** a yarn for 4 to 5 mm needles is a good compromise between speed and fineness.
- **Elasticity:** wool springs back and evens out uneven stitches.

## The candidates compared

**Merino wool** is the classic. It is soft, hardly itchy, elastic and available in countless colours. Look for the label “superwash” if you want to machine-wash the jumper.

**Alpaca** is wonderfully warm and soft, but heavy and barely elastic. A jumper of pure alpaca grows longer over time. As a blend with sheep’s wool it is a good choice.

**Cotton** sounds like a pleasant summer option, but it is tricky for beginners. It has hardly any elasticity, every uneven stitch stays visible, and your hands tire more quickly.

**Fluffy novelty yarns** such as mohair look tempting in the ball. They are unsuitable for learning because you can barely make out the stitches and unravelling becomes a test of patience.

## Do not forget the gauge swatch

Whatever you choose: knit a swatch of at least twelve by twelve centimetres, wash it and let it dry. Only then count the stitches. Many jumpers end up too big or too small because this step was skipped.

## Buy locally

In Austria there are now small spinning mills and dye works, for example in the Mühlviertel or the Waldviertel, that offer wool from local sheep. Ask about it in your yarn shop. Often you can buy a single ball to try before you order the yarn for the whole jumper.`,
    },
  },
  {
    slug: 'wiener-werkstaetten-wo-die-stadt-selber-macht',
    title: { de: 'Wiener Werkstätten: Wo die Stadt selber macht', en: 'Vienna’s workshops: where the city makes things itself' },
    excerpt: {
      de: 'Von der Buchbinderei in der Josefstadt bis zur Drechselstube in der Donaustadt: ein Streifzug durch Wiens Werkstätten, in denen du selbst Hand anlegen kannst.',
      en: 'From the bindery in Josefstadt to the woodturning workshop in Donaustadt: a tour of Vienna’s workshops where you can get your own hands busy.',
    },
    author: authors.jakob,
    tags: ['Wien', 'Szene', 'Reportage'],
    crafts: ['toepfern-keramik', 'papier-buchbinden', 'glas', 'holz'],
    daysAgo: 20,
    body: {
      de: `Wien hat eine lange Tradition des Kunsthandwerks. Die Wiener Werkstätte prägte vor über hundert Jahren, wie Möbel, Schmuck und Geschirr aussehen konnten. Heute ist die Szene kleiner und verstreuter, aber lebendiger, als man denkt. In fast jedem Bezirk gibt es Orte, an denen du nicht nur kaufen, sondern selbst machen kannst.

## Neubau und Mariahilf: dicht an dicht

Rund um die Neubaugasse und die Gumpendorfer Straße liegen Töpferwerkstätten, Wollgeschäfte und Nähcafés oft nur ein paar Gassen voneinander entfernt. Viele haben offene Abende, an denen du ohne Kurs vorbeikommen kannst. Ein guter Einstieg ist ein Schnupperabend an der Drehscheibe: Danach weißt du, ob dich der Ton gepackt hat.

## Josefstadt und Alsergrund: Papier und Farbe

In der Josefstadt haben sich kleine Buchbindereien gehalten, die heute vor allem Kurse geben. Du lernst dort, wie ein Buch aufgebaut ist, und gehst mit einem selbst gebundenen Notizbuch nach Hause. Im Alsergrund findest du Malschulen mit hohen Altbauräumen und Nordlicht, die Aquarell, Acryl und Zeichnen unterrichten.

## Ottakring, Fünfhaus und Favoriten: Platz für Späne

Je weiter du nach außen kommst, desto größer werden die Werkstätten. In Ottakring und Rudolfsheim-Fünfhaus gibt es Holzwerkstätten in Hinterhöfen, in denen du eine Hobelbank mieten kannst, und Vereine, die aus Sperrmüll Möbel bauen. In Favoriten arbeitet ein Glasstudio mit Brennern und Fusing-Öfen, fünf Minuten vom Reumannplatz.

## Leopoldstadt und Währing: Bleisatz und Kurzwaren

Zwei Minuten vom Karmelitermarkt entfernt stehen in einer Druckwerkstatt eine Heidelberger Tiegelpresse und Kästen voller Bleisatz und Holzlettern. Du setzt deine Karten Buchstabe für Buchstabe und druckst sie selbst; wer einen Einführungskurs gemacht hat, darf samstags in der offenen Werkstatt weiterdrucken. Weiter draußen im Nordwesten, am Kutschkermarkt in Währing, hat sich ein Kurzwarengeschäft gehalten, wie es früher in jedem Grätzel eines gab: Knöpfe in Schubladen, Stickgarn in über dreihundert Farben und inzwischen auch Stickkurse, vom Kreuzstich bis zur Punch Needle. Verbinde den Besuch mit einem Vormittag am Markt, dann lohnt sich auch der weitere Weg.

## Simmering, Floridsdorf und Donaustadt: viel Platz am Stadtrand

In Simmering hat sich eine Siebdruckerei in einer ehemaligen Autowerkstatt eingerichtet. Wo früher Hebebühnen standen, stehen heute Drucktische und ein Belichtungsgerät, und gedruckt wird nur mit wasserbasierten Farben. Jenseits der Donau, ein paar Minuten vom Bahnhof Floridsdorf, verteilt ein Kreativhaus Malatelier, Nähraum, Holzwerkstatt und Keramikraum auf drei Stockwerke; wer wenig Geld hat, fragt nach dem Sozialtarif. In der Donaustadt, nahe dem Kagraner Platz, drehen Einsteiger:innen an fünf Drechselbänken Schalen aus Kirsche, Zwetschke und Nuss, die in Gärten der Umgebung gefällt wurden.

## Mit Kindern

Auch Kinder finden ihren Platz. In einer Malschule im Alsergrund gibt es am Samstagvormittag eine eigene Gruppe ab acht Jahren, und in einer Mosaikwerkstatt in Meidling legen Kinder ab acht in den Wochenendkursen Motive aus Fliesenscherben und Flohmarktgeschirr. Frag bei der Anmeldung nach, ob Begleitpersonen mitmachen dürfen.

## Worauf du achten solltest

Bevor du einen Kurs buchst, lohnt ein Blick auf ein paar Details:

1. **Gruppengröße:** Bei mehr als acht Personen bleibt wenig Zeit für Fragen.
2. **Material:** Ist es im Preis enthalten, oder zahlst du extra nach Verbrauch?
3. **Brennen und Trocknen:** Bei Keramik und Glas musst du deine Stücke oft Wochen später abholen.
4. **Offene Werkstatt:** Kannst du nach dem Kurs weiterüben, ohne gleich eigenes Werkzeug zu kaufen?
5. **Sicherheit:** Gibt es eine Einweisung an Maschinen, Brennern und Öfen, und liegen Schutzbrille und Gehörschutz bereit?
6. **Zugang:** Ist die Werkstatt stufenlos erreichbar? Wenn es im Eintrag nicht steht, frag vorher nach.

## Mehr als ein Hobby

Viele Werkstätten sind auch Treffpunkte. Am Strickstammtisch, im Reparaturcafé oder beim offenen Aktzeichnen lernst du Menschen aus deinem Grätzel kennen, mit denen du sonst kaum ins Gespräch kämst. Die Stadt wird dadurch ein Stück kleiner und freundlicher. In unserer Übersicht der Orte findest du alle Werkstätten, die wir besucht haben, mit Öffnungszeiten und den nächsten Terminen.`,
      en: `Vienna has a long tradition of arts and crafts. More than a hundred years ago, the Wiener Werkstätte shaped what furniture, jewellery and tableware could look like. Today the scene is smaller and more scattered, but livelier than you might think. In almost every district there are places where you can not only buy things but make them yourself.

## Neubau and Mariahilf: close together

Around Neubaugasse and Gumpendorfer Straße, pottery studios, yarn shops and sewing cafés are often only a few streets apart. Many have open evenings when you can drop by without a course. A taster evening at the wheel is a good way in: afterwards you will know whether clay has got hold of you.

## Josefstadt and Alsergrund: paper and paint

Small binderies have survived in Josefstadt and today mainly give courses. There you learn how a book is put together and go home with a notebook you bound yourself. In Alsergrund you will find painting schools with tall old rooms and north light that teach watercolour, acrylics and drawing.

## Ottakring, Fünfhaus and Favoriten: room for shavings

The further out you go, the larger the workshops get. In Ottakring and Rudolfsheim-Fünfhaus there are wood workshops in courtyards where you can rent a workbench, and associations that build furniture from bulky waste. In Favoriten a glass studio works with torches and fusing kilns, five minutes from Reumannplatz.

## Leopoldstadt and Währing: metal type and haberdashery

Two minutes from Karmelitermarkt, a print workshop has a Heidelberg platen press and cases full of lead type and wooden letters. You set your cards letter by letter and print them yourself; once you have done an introductory course, you can keep printing in the open workshop on Saturdays. Further out to the north-west, at Kutschkermarkt in Währing, a haberdashery has survived of the kind every neighbourhood used to have: buttons in drawers, embroidery thread in more than three hundred colours and, these days, embroidery courses too, from cross-stitch to punch needle. Combine the visit with a morning at the market and the longer journey is worth it.

## Simmering, Floridsdorf and Donaustadt: plenty of room on the edge of town

In Simmering a screen-printing workshop has set up in a former car repair shop. Where there used to be vehicle lifts, there are now printing tables and an exposure unit, and only water-based inks are used. Across the Danube, a few minutes from Floridsdorf station, a creative centre spreads a painting studio, a sewing room, a woodwork shop and a ceramics room over three floors; if money is tight, ask about the reduced rate. In Donaustadt, near Kagraner Platz, beginners turn bowls on five lathes from cherry, plum and walnut felled in gardens nearby.

## With children

Children find their place too. A painting school in Alsergrund has its own group for children aged eight and up on Saturday mornings, and in a mosaic workshop in Meidling children from eight lay designs from broken tiles and flea-market crockery in the weekend courses. Ask when you book whether an accompanying adult may join in.

## What to look out for

Before you book a course, it is worth checking a few details:

1. **Group size:** with more than eight people there is little time for questions.
2. **Materials:** are they included in the price, or do you pay extra for what you use?
3. **Firing and drying:** with ceramics and glass you often collect your pieces weeks later.
4. **Open workshop:** can you keep practising after the course without buying your own tools straight away?
5. **Safety:** is there an introduction to the machines, torches and kilns, and are safety glasses and ear protection provided?
6. **Access:** is the workshop step-free? If the listing does not say, ask before you go.

## More than a hobby

Many workshops are also meeting places. At the knitting circle, the repair café or open life drawing you meet people from your neighbourhood whom you would hardly talk to otherwise. That makes the city a little smaller and friendlier. Our list of places includes every workshop we have visited, with opening hours and upcoming dates.`,
    },
  },
  {
    slug: 'upcycling-aus-alten-jeans-wird-eine-tasche',
    title: { de: 'Upcycling: Aus alten Jeans wird eine Tasche', en: 'Upcycling: turning old jeans into a bag' },
    excerpt: {
      de: 'Eine ausgediente Jeans, eine Schere und ein Nachmittag an der Nähmaschine: So entsteht eine robuste Einkaufstasche, die garantiert niemand sonst hat.',
      en: 'A worn-out pair of jeans, scissors and an afternoon at the sewing machine: this is how you make a sturdy shopping bag nobody else has.',
    },
    author: authors.sophie,
    tags: ['Anleitung', 'Upcycling', 'Nachhaltigkeit'],
    crafts: ['upcycling', 'naehen'],
    daysAgo: 34,
    body: {
      de: `In fast jedem Kleiderschrank liegt eine Jeans, die nicht mehr passt oder an den Knien durchgescheuert ist. Wegwerfen wäre schade, denn Denim ist einer der robustesten Stoffe, die es gibt. Aus einer einzigen Hose nähst du eine Einkaufstasche, die jahrelang hält.

## Was du brauchst

- eine alte Jeans, am besten ohne Stretchanteil
- einen Stoffrest für das Futter, etwa ein altes Hemd
- kräftiges Nähgarn und eine Jeansnadel der Stärke 100
- Schere, Maßband, Stecknadeln oder Klammern
- eine Nähmaschine, die mehrere Lagen Stoff schafft

## Schritt für Schritt

1. **Auftrennen:** Schneid die Beine knapp unterhalb des Schritts ab. Trenn jedes Bein an der Innennaht auf, sodass zwei flache Stoffbahnen entstehen.
2. **Zuschneiden:** Schneid aus beiden Bahnen je ein Rechteck von 40 mal 45 Zentimetern. Aus dem Rest schneidest du zwei Streifen für die Henkel, je 8 mal 60 Zentimeter.
3. **Henkel nähen:** Bügle die Streifen der Länge nach zur Mitte, falte sie noch einmal und steppe sie an beiden Kanten ab.
4. **Taschenkörper:** Leg die beiden Rechtecke rechts auf rechts und näh Seiten und Boden zusammen. Für einen breiten Boden nähst du die unteren Ecken quer ab.
5. **Futter und Henkel:** Näh das Futter genauso, steck die Henkel zwischen Außentasche und Futter und näh die obere Kante rundherum. Über eine Wendeöffnung drehst du alles auf rechts.

## Kleine Extras

Das Schönste an Jeans sind die Details. Schneid die Gesäßtasche heraus und näh sie außen auf die Tasche: Darin finden Schlüssel oder Handy Platz. Auch das Etikett am Bund oder eine Gürtelschlaufe als Schlüsselhalter machen die Tasche unverwechselbar.

## Tipps aus der Werkstatt

Wo mehrere Lagen Denim übereinanderliegen, hilft ein Hammer: Klopf die dicken Stellen vor dem Nähen flach, dann kommt die Nadel leichter durch. Näh langsam und dreh das Handrad, wenn es eng wird. Und keine Sorge, wenn die Nähte nicht perfekt gerade sind. Bei einer Upcycling-Tasche gehört das zum Charakter. Wenn du keine eigene Nähmaschine hast, komm in ein Nähcafé oder eine offene Werkstatt in deiner Nähe. Dort gibt es Maschinen, die mit Jeansstoff zurechtkommen, und jemanden, der dir über die Schulter schaut.`,
      en: `In almost every wardrobe there is a pair of jeans that no longer fits or has worn through at the knees. Throwing it away would be a pity, because denim is one of the toughest fabrics there is. From a single pair you can sew a shopping bag that lasts for years.

## What you need

- an old pair of jeans, ideally without stretch
- a fabric scrap for the lining, such as an old shirt
- strong sewing thread and a size 100 denim needle
- scissors, tape measure, pins or clips
- a sewing machine that can handle several layers of fabric

## Step by step

1. **Unpick:** cut off the legs just below the crotch. Open each leg along the inside seam so that you get two flat pieces of fabric.
2. **Cut:** from each piece cut a rectangle of 40 by 45 centimetres. From the rest cut two strips for the handles, each 8 by 60 centimetres.
3. **Sew the handles:** press the strips lengthwise towards the middle, fold them once more and topstitch both edges.
4. **Bag body:** place the two rectangles right sides together and sew the sides and bottom. For a wide base, sew across the bottom corners.
5. **Lining and handles:** sew the lining the same way, place the handles between outer bag and lining and sew all around the top edge. Turn everything right side out through a gap.

## Little extras

The best thing about jeans is the details. Cut out a back pocket and sew it onto the outside of the bag: it holds keys or a phone. The label from the waistband or a belt loop as a key holder also make the bag unmistakable.

## Tips from the workshop

Where several layers of denim overlap, a hammer helps: flatten the thick spots before sewing and the needle goes through more easily. Sew slowly and turn the handwheel when things get tight. And do not worry if the seams are not perfectly straight. On an upcycled bag that is part of its character. If you do not have a sewing machine, visit a sewing café or an open workshop near you. They have machines that can cope with denim and someone to look over your shoulder.`,
    },
  },
  {
    slug: 'buchbinden-das-erste-notizbuch',
    title: { de: 'Buchbinden: Das erste Notizbuch mit Fadenheftung', en: 'Bookbinding: your first stitched notebook' },
    excerpt: {
      de: 'Papier falzen, Lagen heften, Deckel beziehen: Wie aus ein paar Bögen ein Notizbuch wird, das sich flach aufschlagen lässt und Jahre übersteht.',
      en: 'Folding paper, sewing signatures, covering boards: how a few sheets become a notebook that opens flat and lasts for years.',
    },
    author: authors.tarek,
    tags: ['Anleitung', 'Papier', 'Material'],
    crafts: ['papier-buchbinden'],
    daysAgo: 52,
    body: {
      de: `Ein selbst gebundenes Notizbuch ist ein kleines Wunder. Aus ein paar Bögen Papier, etwas Faden und Karton entsteht ein Gegenstand, der sich anders anfühlt als alles, was du im Geschäft kaufen kannst. Die gute Nachricht: Für das erste Buch brauchst du weder eine Presse noch teures Werkzeug.

## Das Material

- zwölf Bögen Papier im Format A4, 90 bis 120 g/m²
- Leinenzwirn oder gewachster Faden
- eine Buchbindernadel und eine Ahle
- Graupappe für die Deckel, etwa zwei Millimeter stark
- Bezugspapier oder Buchleinen und lösungsmittelfreier Kleister
- ein Falzbein, ein Lineal und ein scharfes Messer

## Laufrichtung beachten

Papier hat eine Laufrichtung, so wie Holz eine Faser hat. Falzt du gegen die Laufrichtung, bricht die Kante, und das Buch wellt sich. Teste es, indem du den Bogen leicht in beide Richtungen biegst: In Laufrichtung gibt er leichter nach. Die Laufrichtung sollte parallel zum Buchrücken verlaufen.

## Lagen bilden und heften

Falze die Bögen in der Mitte und leg jeweils drei ineinander. So entstehen vier Lagen. Mit einer Schablone stichst du an fünf Stellen Löcher in den Falz. Dann nähst du die Lagen mit dem Kettenstich aneinander: Der Faden läuft durch die erste Lage, wechselt in die zweite und verkettet sich an den Enden mit der vorigen Lage. Zieh den Faden fest, aber nicht so fest, dass das Papier einreißt.

## Deckel und Einband

Schneid zwei Deckel aus Graupappe, die an drei Seiten etwa drei Millimeter über den Buchblock hinausragen. Bezieh sie mit Papier oder Leinen und schlag die Kanten sauber ein. Für eine offene Rückenheftung klebst du die Deckel nur auf die ersten und letzten Seiten, sodass die Heftung sichtbar bleibt.

## Was schiefgehen kann

Die häufigsten Fehler sind zu viel Kleister, der das Papier wellig macht, und ungleich gestochene Löcher. Nimm dir Zeit für die Schablone, dann passt am Ende alles zusammen. Und lass das fertige Buch über Nacht unter ein paar schweren Büchern trocknen. Am nächsten Morgen hältst du dein erstes selbst gebundenes Notizbuch in den Händen.`,
      en: `A notebook you have bound yourself is a small miracle. A few sheets of paper, some thread and board become an object that feels different from anything you can buy in a shop. The good news: for your first book you need neither a press nor expensive tools.

## Materials

- twelve sheets of A4 paper, 90 to 120 gsm
- linen thread or waxed thread
- a bookbinding needle and an awl
- grey board for the covers, about two millimetres thick
- cover paper or book cloth and solvent-free paste
- a bone folder, a ruler and a sharp knife

## Mind the grain

Paper has a grain, just as wood has a fibre. If you fold against the grain, the edge cracks and the book cockles. Test it by bending the sheet gently in both directions: along the grain it gives more easily. The grain should run parallel to the spine.

## Forming and sewing signatures

Fold the sheets in half and nest three inside each other. That gives you four signatures. Using a template, pierce holes at five points along the fold. Then sew the signatures together with a kettle stitch: the thread runs through the first signature, moves into the second and links to the previous signature at the ends. Pull the thread tight, but not so tight that the paper tears.

## Covers and binding

Cut two covers from grey board that overhang the text block by about three millimetres on three sides. Cover them with paper or cloth and fold the edges in neatly. For an exposed spine, glue the covers only to the first and last pages so the sewing stays visible.

## What can go wrong

The most common mistakes are too much paste, which makes the paper wavy, and unevenly pierced holes. Take your time with the template and everything will fit together in the end. And let the finished book dry overnight under a few heavy books. The next morning you will hold your first self-bound notebook in your hands.`,
    },
  },
  {
    slug: 'linolschnitt-vom-entwurf-zum-ersten-druck',
    title: { de: 'Linolschnitt: vom Entwurf zum ersten Druck', en: 'Linocut: from sketch to first print' },
    excerpt: {
      de: 'Ein Stück Linoleum, zwei Messer und eine Walze: Mehr brauchst du nicht für deinen ersten Hochdruck. Wie du spiegelverkehrt denkst, sauber schneidest und gleichmäßig druckst.',
      en: 'A piece of lino, two cutters and a roller: that is all you need for your first relief print. How to think in mirror image, cut cleanly and print evenly.',
    },
    author: authors.clara,
    tags: ['Anleitung', 'Einstieg', 'Druck'],
    crafts: ['druck', 'papier-buchbinden'],
    daysAgo: 8,
    body: {
      de: `Linolschnitt ist die vielleicht freundlichste Drucktechnik für den Einstieg. Du brauchst keine Presse, keine Chemie und keinen eigenen Raum: Ein Küchentisch reicht. Trotzdem sieht ein gut gedrucktes Motiv so aus, als käme es aus einer Werkstatt.

## Das brauchst du

- eine Platte Linoleum, für den Anfang im Postkartenformat
- einen Linolschneider mit Konturmesser und Hohlmesser
- wasserlösliche Linoldruckfarbe und eine Gummiwalze
- eine glatte Glasplatte oder ein Stück Plexiglas zum Einwalzen
- Papier, am besten dünnes Japanpapier oder glattes Zeichenpapier
- einen Holzlöffel oder ein Falzbein zum Abreiben

## Denk spiegelverkehrt

Alles, was du schneidest, druckt seitenverkehrt. Bei Bildern fällt das kaum auf, bei Schrift sofort. Zeichne deinen Entwurf deshalb zuerst auf Papier, leg ihn mit der Bleistiftseite nach unten auf das Linoleum und reib ihn ab. So liegt er spiegelverkehrt auf der Platte, und der Druck zeigt ihn wieder richtig herum. Schreibst du direkt auf die Platte, dann in Spiegelschrift. Mal dann alle Flächen, die drucken sollen, mit einem Filzstift aus. Was weiß bleibt, schneidest du weg.

## Schneiden ohne Unfall

Schneide immer von deiner Hand weg und halte die Platte mit einem Anschlag fest, zum Beispiel einem Brett mit aufgeschraubter Leiste. Fang mit den Konturen an, dann räumst du mit dem breiten Hohlmesser die großen Flächen frei. Kalte Platten sind hart und spröde: Leg das Linoleum ein paar Minuten auf die Heizung, dann gleitet das Messer viel leichter.

## Einfärben und drucken

Gib einen kleinen Klecks Farbe auf die Glasplatte und walz ihn aus, bis er leise zischt und eine samtige Oberfläche hat. Dann walzt du die Druckplatte in mehreren Richtungen ein. Leg das Papier auf, halte es mit einer Hand fest und reib mit dem Löffel in kleinen Kreisen über die ganze Fläche. Heb eine Ecke an, um zu sehen, ob die Farbe überall angekommen ist.

## Typische Fehler

Zu viel Farbe füllt feine Linien zu, zu wenig lässt den Druck fleckig aussehen. Druck die ersten Abzüge deshalb auf Zeitungspapier. Der dritte oder vierte Druck ist meistens der schönste, weil sich die Farbe dann gleichmäßig auf der Platte verteilt hat. Und denk daran: Was einmal weggeschnitten ist, kommt nicht wieder. Schau deshalb lieber zweimal hin, bevor du das Messer ansetzt.`,
      en: `Linocut is perhaps the friendliest printing technique to start with. You need no press, no chemicals and no room of your own: a kitchen table will do. Even so, a well-printed motif looks as if it came from a workshop.

## What you need

- a sheet of lino, postcard-sized to begin with
- a lino cutter with a V-gouge and a U-gouge
- water-soluble block printing ink and a rubber roller
- a smooth sheet of glass or acrylic for rolling out the ink
- paper, ideally thin Japanese paper or smooth drawing paper
- a wooden spoon or a bone folder for burnishing

## Think in mirror image

Everything you cut prints reversed. With pictures you hardly notice, with lettering immediately. So draw your design on paper first, lay it pencil side down on the lino and rub it off. That way it lies on the block mirror-inverted, and the print shows it the right way round again. If you write directly on the block, write in mirror writing. Then fill in every area that should print with a felt pen. What stays white is cut away.

## Cutting without accidents

Always cut away from your hand and hold the block steady with a bench hook, for example a board with a strip screwed onto it. Start with the outlines, then clear the large areas with the wide U-gouge. Cold lino is hard and brittle: put it on the radiator for a few minutes and the blade glides much more easily.

## Inking and printing

Put a small blob of ink on the glass and roll it out until it hisses softly and has a velvety surface. Then roll the block in several directions. Lay the paper on top, hold it with one hand and rub with the spoon in small circles over the whole area. Lift a corner to check whether the ink has reached everywhere.

## Typical mistakes

Too much ink fills in fine lines; too little makes the print look patchy. So print your first proofs on newsprint. The third or fourth print is usually the best, because by then the ink is spread evenly over the block. Look twice and cut once: a line you have cut away cannot be put back.`,
    },
  },
  {
    slug: 'seife-im-kaltverfahren-sicher-sieden',
    title: { de: 'Seife im Kaltverfahren: sicher sieden von Anfang an', en: 'Cold-process soap: safe soap making from the start' },
    excerpt: {
      de: 'Lauge klingt gefährlich und ist es auch, wenn man schlampig arbeitet. Mit Schutzbrille, Waage und einem guten Rezept wird Seifensieden aber zu einem ruhigen, sehr befriedigenden Handwerk.',
      en: 'Lye sounds dangerous, and it is if you work carelessly. With goggles, scales and a good recipe, however, soap making becomes a calm and very satisfying craft.',
    },
    author: authors.eva,
    tags: ['Anleitung', 'Material', 'Sicherheit'],
    crafts: ['kerzen-seife'],
    daysAgo: 27,
    body: {
      de: `Seife entsteht, wenn Fette und Lauge miteinander reagieren. Chemiker nennen das Verseifung, und sie passiert von selbst, wenn du die Zutaten im richtigen Verhältnis mischst. Beim Kaltverfahren wird nichts gekocht: Du rührst Öle und Lauge zusammen, gießt die Masse in eine Form und lässt sie vier bis sechs Wochen reifen.

## Sicherheit zuerst

Natriumhydroxid, also Ätznatron, ist stark ätzend. Das klingt abschreckend, lässt sich aber mit ein paar festen Regeln gut beherrschen:

- Trag immer Schutzbrille, Handschuhe und langärmelige Kleidung.
- Gib das Natriumhydroxid langsam und in kleinen Portionen ins kalte Wasser, nie das Wasser auf das Natriumhydroxid: Sonst kann die Mischung schlagartig aufkochen und ätzend herausspritzen.
- Die frisch angerührte Lauge wird sehr heiß. Lass sie an einem sicheren Platz abkühlen, bevor du weiterarbeitest.
- Arbeite bei offenem Fenster und atme die Dämpfe nicht ein.
- Halte Kinder und Haustiere während des Siedens aus der Küche fern.
- Spritzt dir Lauge auf die Haut oder ins Auge, spül sofort und lange mit viel fließendem Wasser, nicht mit Essig. Bei Augenkontakt geh danach zur Ärztin oder zum Arzt.
- Verwende Gefäße aus Edelstahl oder hitzebeständigem Kunststoff, kein Aluminium.

## Das Rezept berechnen

Jedes Öl braucht eine andere Menge Lauge, um vollständig zu verseifen. Diese Menge heißt Verseifungszahl. Seifenrechner im Netz nehmen dir die Rechnerei ab, aber du solltest verstehen, was sie tun. Wichtig ist die Überfettung: Man nimmt absichtlich etwas weniger Lauge, als nötig wäre, meistens fünf bis acht Prozent. So bleibt ein Rest Öl in der Seife, der die Haut pflegt und sicherstellt, dass keine freie Lauge übrig ist.

## Ein einfaches Grundrezept

Für den Anfang eignet sich eine Mischung aus Olivenöl, Kokosöl und Sheabutter. Olivenöl macht die Seife mild, Kokosöl sorgt für Schaum und Härte, Sheabutter für ein cremiges Gefühl. Wiege alles auf das Gramm genau ab, digitale Küchenwaagen sind dafür gut genug.

## Rühren bis zur Puddingspur

Wenn Öle und Lauge etwa gleich warm sind, gießt du die Lauge zu den Ölen und rührst mit einem Stabmixer in kurzen Stößen. Nach einigen Minuten wird die Masse dicker. Sobald ein Tropfen auf der Oberfläche kurz liegen bleibt, ist die sogenannte Puddingspur erreicht. Jetzt kannst du Duft, Tonerde oder getrocknete Blüten unterrühren und die Seife in die Form gießen.

## Geduld beim Reifen

Nach ein bis zwei Tagen kannst du den Block aus der Form nehmen und in Stücke schneiden. Dann brauchen die Seifen noch Wochen an einem luftigen Ort. Je länger sie reifen, desto milder und härter werden sie. Das Warten ist der schwierigste Teil, versprochen.`,
      en: `Soap is made when fats and lye react with each other. Chemists call it saponification, and it happens by itself when you mix the ingredients in the right ratio. In the cold process nothing is boiled: you stir oils and lye together, pour the mixture into a mould and let it cure for four to six weeks.

## Safety first

Sodium hydroxide, or caustic soda, is strongly corrosive. That sounds off-putting, but a few firm rules keep it well under control:

- Always wear goggles, gloves and long sleeves.
- Add the sodium hydroxide to cold water slowly and in small portions, never the water to the sodium hydroxide: otherwise the mixture can boil up suddenly and spatter caustic solution.
- The freshly mixed lye solution gets very hot. Let it cool in a safe place before you carry on.
- Work with the window open and do not breathe in the fumes.
- Keep children and pets out of the kitchen while you make soap.
- If lye splashes onto your skin or into your eyes, rinse at once and for a long time with plenty of running water, not vinegar. After contact with the eyes, see a doctor.
- Use containers made of stainless steel or heat-resistant plastic, never aluminium.

## Calculating the recipe

Every oil needs a different amount of lye to saponify completely. That amount is called the saponification value. Online soap calculators do the arithmetic for you, but you should understand what they do. The superfat matters: you deliberately use a little less lye than needed, usually five to eight per cent. That leaves some oil in the soap, which cares for the skin and makes sure no free lye remains.

## A simple basic recipe

To begin with, a blend of olive oil, coconut oil and shea butter works well. Olive oil makes the soap mild, coconut oil gives lather and hardness, shea butter a creamy feel. Weigh everything to the gram; digital kitchen scales are good enough.

## Stirring to trace

When oils and lye are about the same temperature, pour the lye into the oils and blend in short bursts with a stick blender. After a few minutes the mixture thickens. As soon as a drop rests on the surface for a moment, you have reached trace. Now you can stir in fragrance, clay or dried flowers and pour the soap into the mould.

## Patience while curing

After one or two days you can take the loaf out of the mould and cut it into bars. Then the soaps need weeks in an airy place. The longer they cure, the milder and harder they become. The waiting is the hardest part, we promise.`,
    },
  },
  {
    slug: 'drechseln-mit-frischem-obstholz',
    title: { de: 'Drechseln: warum frisches Obstholz der beste Lehrmeister ist', en: 'Woodturning: why green fruitwood is the best teacher' },
    excerpt: {
      de: 'Nasses Holz schneidet sich wie Butter, verzeiht Fehler und kostet fast nichts. Warum Drechslerinnen für die ersten Schalen zu Kirsche und Zwetschke aus dem Nachbargarten greifen.',
      en: 'Wet wood cuts like butter, forgives mistakes and costs next to nothing. Why turners reach for cherry and plum from the neighbour’s garden for their first bowls.',
    },
    author: authors.felix,
    tags: ['Technik', 'Material', 'Holz'],
    crafts: ['holz'],
    daysAgo: 44,
    body: {
      de: `Wer drechseln lernt, denkt oft zuerst an edle, trockene Bretter aus dem Holzhandel. Für die ersten Stunden an der Drechselbank ist frisches Holz aber viel besser geeignet. Es ist weicher, die Späne fliegen in langen Bändern vom Werkzeug, und wenn etwas schiefgeht, hast du nur ein Stück Brennholz verloren.

## Woher das Holz kommt

Jeden Herbst und Winter werden in Gärten Obstbäume geschnitten oder gefällt. Kirsche, Zwetschke, Apfel, Birne und Nuss landen meistens im Häcksler oder im Kamin. Frag in der Nachbarschaft, bei Gärtnereien oder bei der Gemeinde: Viele sind froh, wenn jemand die Stämme abholt. Achte auf Stücke ohne Fäulnis und mit möglichst wenigen Ästen.

## Frisch drehen, langsam trocknen

Frisches Holz enthält viel Wasser. Beim Trocknen schwindet es, und zwar in verschiedene Richtungen unterschiedlich stark. Deshalb wird eine Schale zweimal gedreht:

- Zuerst wird die Schale grob vorgedreht, mit einer Wandstärke von etwa einem Zehntel des Durchmessers.
- Dann trocknet sie einige Monate in einem Papiersack an einem kühlen Ort.
- Sie verzieht sich dabei leicht oval, reißt aber meistens nicht, weil die dünne Wand gleichmäßig trocknet.
- Zum Schluss wird sie ein zweites Mal eingespannt und auf die endgültige Form gedreht.

## Das richtige Werkzeug

Für Schalen brauchst du am Anfang zwei Werkzeuge: eine Schalenröhre für Außen- und Innenform und einen Abstechstahl. Die Schruppröhre, mit der du Spindelarbeiten wie Kerzenständer grob vordrehst, gehört nie an eine Schale: Ihr schmaler Schaft ist für Querholz nicht gemacht, sie kann einhaken und brechen. Wichtiger als viele Werkzeuge ist ein scharfes Werkzeug. Lern früh, deine Röhren am Schleifbock zu schärfen, denn stumpfe Schneiden reißen das Holz auf, statt es zu schneiden.

## Sicherheit an der Bank

Drechseln ist sicher, wenn du ein paar Regeln beachtest. Trag eine Schutzbrille oder besser ein Gesichtsschild, lange Haare gehören zusammengebunden, weite Ärmel und Schmuck bleiben weg. Dreh jedes Werkstück vor dem Einschalten einmal von Hand, damit nichts an der Auflage anschlägt, und beginne mit niedriger Drehzahl.

## Die Schönheit des Zufalls

Obstholz steckt voller Überraschungen. Kirsche leuchtet rötlich, Zwetschke zeigt violette Adern, Nuss hat dunkle Streifen. Manchmal läuft ein Riss quer durch die Schale, und du entscheidest dich, ihn mit eingelassenen Schmetterlingen zu sichern, kleinen Holzkeilen in Form eines doppelten Schwalbenschwanzes, statt das Stück wegzuwerfen. Genau dieser Dialog mit dem Material macht das Drechseln so besonders.`,
      en: `People learning to turn often think first of fine, dry boards from the timber merchant. For your first hours at the lathe, however, green wood is far better suited. It is softer, the shavings fly off the tool in long ribbons, and if something goes wrong you have only lost a piece of firewood.

## Where the wood comes from

Every autumn and winter fruit trees are pruned or felled in gardens. Cherry, plum, apple, pear and walnut usually end up in the chipper or the fireplace. Ask around the neighbourhood, at nurseries or at the council: many are glad when someone collects the logs. Look for pieces without rot and with as few branches as possible.

## Turn green, dry slowly

Green wood contains a lot of water. As it dries it shrinks, and by different amounts in different directions. That is why turners turn bowls twice:

- First the bowl is roughed out, with a wall thickness of about a tenth of its diameter.
- Then it dries for a few months in a paper bag somewhere cool.
- It warps into a slight oval as it does so but usually does not crack, because the thin wall dries evenly.
- Finally it is mounted again and turned to its final shape.

## The right tools

For bowls you need two tools to begin with: a bowl gouge for the outside and the inside, and a parting tool. The spindle roughing gouge, with which you rough out spindle work such as candlesticks, never belongs on a bowl: its narrow tang is not made for cross-grain work, and it can catch and break. A sharp tool matters more than many tools. Learn early to sharpen your gouges on the grinder, because blunt edges tear the wood instead of cutting it.

## Safety at the lathe

Turning is safe if you follow a few rules. Wear safety glasses or, better, a face shield, tie back long hair, and leave loose sleeves and jewellery off. Turn every piece once by hand before switching on so that nothing catches on the tool rest, and start at a low speed.

## The beauty of chance

Fruitwood is full of surprises. Cherry glows reddish, plum shows purple veins, walnut has dark stripes. Sometimes a crack runs right across the bowl, and you decide to secure it with inlaid butterfly keys, small wooden keys shaped like a double dovetail, rather than throw the piece away. It is exactly this dialogue with the material that makes turning so special.`,
    },
  },
  {
    slug: 'werkstaetten-in-graz-linz-und-salzburg',
    title: { de: 'Graz, Linz, Salzburg: Werkstätten abseits von Wien', en: 'Graz, Linz, Salzburg: workshops beyond Vienna' },
    excerpt: {
      de: 'Nicht nur in Wien wird getöpfert, gedruckt und gewebt. Eine Reise zu offenen Werkstätten, Wollgeschäften und Druckereien in drei österreichischen Städten.',
      en: 'Vienna is not the only place where people throw pots, print and weave. A trip to open workshops, yarn shops and print studios in three Austrian cities.',
    },
    author: authors.jakob,
    tags: ['Szene', 'Reportage', 'Graz', 'Linz', 'Salzburg'],
    crafts: ['toepfern-keramik', 'stricken-haekeln', 'druck', 'holz'],
    daysAgo: 62,
    body: {
      de: `Wer über Handwerk in Österreich schreibt, landet schnell in Wien. Dabei passiert in den anderen Städten mindestens genauso viel, oft mit weniger Aufsehen und mehr Platz. Für diesen Artikel bin ich mit dem Zug nach Graz, Linz und Salzburg gefahren und habe Werkstätten besucht, die man kennen sollte.

## Graz: Keramik im Lendviertel

Am rechten Murufer, im Lendviertel, haben sich in den letzten Jahren viele kleine Ateliers angesiedelt. In einer ehemaligen Schlosserei stehen heute Drehscheiben, und am Donnerstagabend sitzen dort Studentinnen neben pensionierten Lehrer:innen. Was mir auffiel: In Graz wird viel mit Steinzeug gearbeitet, das hoch gebrannt wird und auch im Geschirrspüler hält. Eine Nähschule in der Innenstadt bietet Kurse an, in denen man sich eine Jeans nach Maß näht, samt Nieten und Kappnähten.

## Linz: Offene Werkstätten und Donauwolle

Linz hat eine lange Tradition als Industriestadt, und das merkt man. Die offenen Werkstätten sind groß, gut ausgestattet und ziehen Leute an, die lieber bauen als reden. In einer davon wird jeden Dienstag aus Paletten und alten Fenstern Neues gebaut, die Teilnahme ist kostenlos. In der Altstadt wiederum gibt es ein Wollgeschäft, dessen Inhaberin Garne von Schafen aus dem Mühlviertel verkauft und jeden Mittwochnachmittag zur Häkelrunde lädt.

## Salzburg: Druck und Tracht

In Salzburg habe ich zwei Orte besucht, die unterschiedlicher kaum sein könnten. In der Steingasse arbeitet eine Druckwerkstatt mit Radierpressen, die älter sind als die meisten Häuser in der Neustadt. Nur ein paar Gehminuten weiter, ebenfalls am rechten Salzachufer, verkauft eine junge Strickerin in der Linzer Gasse Trachtenwolle, Loden und Brennnesselgarn.

## Was die Städte verbindet

So verschieden die Orte sind, ein paar Dinge haben sie gemeinsam:

- Die Gruppen sind klein, selten mehr als acht Personen.
- Material kommt, wo es geht, aus der Region.
- Fast überall gibt es einen kostenlosen Abend, an dem man einfach vorbeischauen kann.
- Und überall hörte ich denselben Satz: Man muss nichts können, um anzufangen.

## Mein Tipp

Verbinde einen Städtetrip mit einem Kurs. Ein Samstag an der Drehscheibe in Graz oder ein Abend an der Druckpresse in Salzburg bleibt länger in Erinnerung als jede Sehenswürdigkeit. Alle Orte aus diesem Artikel findest du im Verzeichnis des Magazins, mit Öffnungszeiten und den nächsten Terminen.`,
      en: `Anyone writing about crafts in Austria quickly ends up in Vienna. Yet at least as much is happening in the other cities, often with less fuss and more space. For this article I took the train to Graz, Linz and Salzburg and visited workshops worth knowing.

## Graz: ceramics in the Lend district

On the right bank of the Mur, in the Lend district, many small studios have settled in recent years. Potter’s wheels now stand in a former metalwork shop, and on Thursday evenings students sit next to retired teachers. What struck me: in Graz people work a lot with stoneware, which is fired high and survives the dishwasher. A sewing school in the city centre offers courses in which you sew made-to-measure jeans, rivets and flat-felled seams included.

## Linz: open workshops and Danube wool

Linz has a long tradition as an industrial city, and you can tell. Its open workshops are big, well equipped and attract people who would rather build than talk. In one of them, every Tuesday, pallets and old windows are turned into something new, free of charge. In the old town there is a yarn shop whose owner sells yarn from sheep in the Mühlviertel and invites people to a crochet circle every Wednesday afternoon.

## Salzburg: printing and tradition

In Salzburg I visited two places that could hardly be more different. In Steingasse a print studio works with etching presses older than most houses in the new town. A few minutes’ walk away, also on the right bank of the Salzach, a young knitter on Linzer Gasse sells traditional costume wool, loden and nettle yarn.

## What the cities share

Different as the places are, they have a few things in common:

- Groups are small, rarely more than eight people.
- Materials come from the region wherever possible.
- Almost everywhere there is a free evening when you can simply drop in.
- And everywhere I heard the same sentence: you do not need to be able to do anything to start.

## My tip

Combine a city break with a course. A Saturday at the wheel in Graz or an evening at the press in Salzburg stays in your memory longer than any sight. You will find every place from this article in the magazine’s directory, with opening hours and the next dates.`,
    },
  },
  {
    slug: 'wolle-faerben-mit-pflanzen',
    title: { de: 'Wolle färben mit Krapp, Reseda und Walnuss', en: 'Dyeing wool with madder, weld and walnut' },
    excerpt: {
      de: 'Rot aus Wurzeln, Gelb aus einem Wegrandkraut, Braun aus Nussschalen: Pflanzenfarben sind weniger kompliziert, als sie klingen. Eine Einführung in Beize, Farbbad und Geduld.',
      en: 'Red from roots, yellow from a wayside herb, brown from nut shells: plant dyes are less complicated than they sound. An introduction to mordants, dye baths and patience.',
    },
    author: authors.miriam,
    tags: ['Material', 'Technik', 'Garn', 'Nachhaltigkeit'],
    crafts: ['stricken-haekeln', 'weben'],
    daysAgo: 75,
    body: {
      de: `Bevor es synthetische Farbstoffe gab, wurde jede Wolle mit Pflanzen, Insekten oder Mineralien gefärbt. Die Farben, die dabei entstehen, sind nie ganz gleichmäßig, und genau das macht ihren Reiz aus. Ein pflanzengefärbter Pullover lebt, er schimmert je nach Licht ein wenig anders.

## Erst beizen, dann färben

Wolle nimmt die meisten Pflanzenfarben nur auf, wenn sie vorher gebeizt wurde. Die klassische Beize ist Alaun, ein Salz, das die Farbstoffe an die Faser bindet. Du löst etwa zehn Prozent des Wollgewichts an Alaun in warmem Wasser, legst die nasse Wolle hinein und lässt sie eine Stunde knapp unter dem Siedepunkt ziehen. Wichtig: Wolle verfilzt, wenn sie Temperaturschocks bekommt oder bewegt wird. Also langsam erwärmen, langsam abkühlen und nicht rühren.

## Drei Pflanzen für den Anfang

- Krapp: Die getrocknete Wurzel färbt Orange bis Ziegelrot. Halte das Farbbad unter 80 Grad, sonst wird das Rot bräunlich.
- Reseda: Der Färberwau wächst an Wegrändern und ergibt ein klares, lichtechtes Gelb.
- Walnuss: Die grünen Schalen färben auch ohne Beize kräftig Braun. Handschuhe nicht vergessen, sonst färbst du deine Hände gleich mit.

## Das Farbbad

Nimm dafür einen eigenen Topf aus Edelstahl oder Emaille, in dem du danach nie wieder Essen kochst, und arbeite bei offenem Fenster. Weiche die Pflanzenteile über Nacht ein, koch sie eine Stunde aus und seih sie ab. In diesen Sud legst du die gebeizte, nasse Wolle und hältst sie wieder eine Stunde warm. Je mehr Pflanzenmaterial du im Verhältnis zur Wolle nimmst, desto kräftiger wird die Farbe. Für satte Töne rechnet man mit gleich viel Pflanze wie Wolle.

## Überfärben

Spannend wird es, wenn du Farben kombinierst. Gelb von Reseda, danach kurz in ein Indigobad getaucht, ergibt Grün. Krapp über Walnuss ergibt ein warmes Rostbraun. Notier dir jedes Bad mit Gewicht, Temperatur und Dauer, sonst kannst du einen Lieblingston nie wieder treffen.

## Nachhaltig, aber nicht automatisch

Pflanzenfarben sind nicht von selbst umweltfreundlich. Sie brauchen viel Wasser und Energie, und manche Beizen wie Kupfer oder Eisen gehören nicht ins Abwasser. Arbeite mit kleinen Mengen, verwende Farbbäder mehrmals, bis sie erschöpft sind, und entsorge Metallbeizen über den Problemstoffsammelplatz. Dann ist das Färben mit Pflanzen eine der schönsten Arten, Garn ganz zu deinem eigenen zu machen.`,
      en: `Before synthetic dyes existed, every wool was dyed with plants, insects or minerals. The colours that result are never completely even, and that is exactly their charm. A plant-dyed jumper is alive; it shimmers a little differently depending on the light.

## Mordant first, then dye

Wool only takes up most plant dyes if it has been mordanted first. The classic mordant is alum, a salt that binds the dyes to the fibre. You dissolve about ten per cent of the wool’s weight in alum in warm water, put the wet wool in and let it steep for an hour just below boiling point. Important: wool felts if it gets temperature shocks or is agitated. So heat slowly, cool slowly and do not stir.

## Three plants to start with

- Madder: the dried root dyes orange to brick red. Keep the dye bath below 80 degrees, or the red turns brownish.
- Weld: dyer’s rocket grows by the roadside and gives a clear, lightfast yellow.
- Walnut: the green hulls dye a strong brown even without a mordant. Do not forget gloves, or you will dye your hands too.

## The dye bath

Use a pot of your own, stainless steel or enamel, that you never cook food in again, and keep a window open. Soak the plant material overnight, simmer it for an hour and strain it. Put the mordanted, wet wool into this liquid and keep it warm for another hour. The more plant material you use in relation to the wool, the stronger the colour. For rich shades, reckon on as much plant as wool.

## Overdyeing

It gets exciting when you combine colours. Yellow from weld, then briefly dipped into an indigo bath, gives green. Madder over walnut gives a warm rusty brown. Note every bath with weight, temperature and time, or you will never hit a favourite shade again.

## Sustainable, but not automatically

Plant dyes are not environmentally friendly by themselves. They need a lot of water and energy, and some mordants such as copper or iron do not belong in the drain. Work in small quantities, reuse dye baths until they are exhausted, and take metal mordants to the hazardous waste collection point. Then dyeing with plants is one of the loveliest ways to make yarn entirely your own.`,
    },
  },
  {
    slug: 'pflanzlich-gegerbtes-leder',
    title: { de: 'Pflanzlich gegerbtes Leder: was du vor dem ersten Projekt wissen solltest', en: 'Vegetable-tanned leather: what to know before your first project' },
    excerpt: {
      de: 'Warum Sattler auf Leder aus der Lohgerberei schwören, was die Stärke in Millimetern bedeutet und wie du mit zwei Nadeln eine Naht nähst, die länger hält als jede Maschinennaht.',
      en: 'Why saddlers swear by bark-tanned leather, what the thickness in millimetres means and how to sew a seam with two needles that outlasts any machine seam.',
    },
    author: authors.felix,
    tags: ['Material', 'Einstieg', 'Leder'],
    crafts: ['leder', 'schmuck'],
    daysAgo: 96,
    body: {
      de: `Leder ist nicht gleich Leder. Die meisten Taschen und Schuhe im Handel bestehen aus chromgegerbtem Leder: weich, gleichmäßig, schnell hergestellt. Für Handarbeit greifen Sattlerinnen aber fast immer zu pflanzlich gegerbtem Leder, auch Lohleder genannt. Es wird mit Gerbstoffen aus Rinde, Holz und Früchten behandelt, und das dauert Wochen.

## Warum pflanzlich gegerbt?

- Es lässt sich schneiden, prägen und formen, wenn es feucht ist, und behält die Form, wenn es trocknet.
- Die Kanten lassen sich glatt polieren, ohne dass sie umgenäht werden müssen.
- Es bekommt mit der Zeit eine Patina: Es dunkelt nach und erzählt die Geschichte seiner Benutzung.
- Es riecht nach Leder und nicht nach Chemie.

## Stärke und Teil der Haut

Leder wird nach seiner Stärke in Millimetern verkauft. Für Geldbörsen und kleine Etuis nimmst du ein bis eineinhalb Millimeter, für Gürtel und Taschenriemen drei bis vier. Außerdem kommt es darauf an, aus welchem Teil der Haut ein Stück stammt. Der Rücken, das sogenannte Croupon, ist am festesten und gleichmäßigsten. Hals und Bauch sind lockerer und dehnen sich stärker.

## Der Sattlerstich

Die klassische Naht in der Lederarbeit wird von Hand mit zwei Nadeln an einem Faden genäht. Zuerst markierst du die Nahtlinie und stichst die Löcher mit einem Pricking-Eisen vor. Dann führst du beide Nadeln abwechselnd durch jedes Loch, sodass sich der Faden in jedem Stich kreuzt. Reißt ein Stich, hält der Rest der Naht trotzdem, anders als eine Maschinennaht, die sich von einem gerissenen Stich aus nach und nach lösen kann.

## Kanten, die man gern anfasst

Eine schöne Lederarbeit erkennst du an ihren Kanten. Schräg sie zuerst mit einem Kantenhobel ab, schleif sie mit feinem Schleifpapier und polier sie dann mit etwas Wasser oder Gummi Tragant und einem Holzglätter, bis sie glänzen. Das dauert, aber es ist der Schritt, der aus einem Werkstück ein Lieblingsstück macht.

## Womit anfangen?

Ein Schlüsselanhänger oder ein schmales Kartenetui ist ein idealer erster Versuch. Du brauchst wenig Material, lernst alle Grundtechniken und hast nach einem Nachmittag etwas in der Hand, das du jeden Tag benutzt.`,
      en: `Leather is not just leather. Most bags and shoes in the shops are made of chrome-tanned leather: soft, even, quickly produced. For handwork, however, saddlers almost always reach for vegetable-tanned leather, also called bark-tanned. It is treated with tannins from bark, wood and fruit, and that takes weeks.

## Why vegetable-tanned?

- It can be cut, tooled and moulded when damp and keeps its shape when it dries.
- Its edges can be burnished smooth without having to be folded over.
- It develops a patina over time: it darkens and tells the story of its use.
- It smells of leather, not of chemicals.

## Thickness and part of the hide

Leather is sold by its thickness in millimetres. For wallets and small cases you use one to one and a half millimetres, for belts and bag straps three to four. It also matters which part of the hide a piece comes from. The back, the so-called bend, is the firmest and most even. Neck and belly are looser and stretch more.

## The saddle stitch

The classic seam in leatherwork is sewn by hand with two needles on one thread. First you mark the stitch line and pre-punch the holes with a pricking iron. Then you pass both needles alternately through each hole, so that the thread crosses in every stitch. If one stitch breaks, the rest of the seam still holds, unlike a machine seam, which can gradually come undone from a broken stitch.

## Edges you enjoy touching

You recognise fine leatherwork by its edges. First bevel them with an edge beveller, sand them with fine sandpaper and then burnish them with a little water or gum tragacanth and a wooden slicker until they shine. It takes time, but it is the step that turns a piece of work into a favourite piece.

## Where to start?

A key fob or a slim card holder is an ideal first attempt. You need little material, you learn all the basic techniques, and after one afternoon you hold something in your hands that you use every day.`,
    },
  },
];

export function demoArticles(now: Date): ArticleRecord[] {
  return specs.map((spec) => {
    const publishedAt = new Date(now.getTime() - spec.daysAgo * DAY);
    return {
      slug: spec.slug,
      title: spec.title,
      excerpt: spec.excerpt,
      body: spec.body,
      author: spec.author,
      tags: spec.tags,
      craftSlugs: spec.crafts,
      publishedAt,
      cover: craftIllustration(spec.crafts[0], spec.title.de),
      published: true,
      updatedAt: publishedAt,
    };
  });
}
