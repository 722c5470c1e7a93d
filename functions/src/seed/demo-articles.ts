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
    tags: ['Anleitung', 'Einsteiger', 'Keramik'],
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
    tags: ['Material', 'Garn', 'Einsteiger'],
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
      de: 'Von der Buchbinderei in der Josefstadt bis zum Glasstudio in Favoriten: ein Streifzug durch Wiens Werkstätten, in denen du selbst Hand anlegen kannst.',
      en: 'From the bindery in Josefstadt to the glass studio in Favoriten: a tour of Vienna’s workshops where you can get your own hands busy.',
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

Je weiter du nach außen kommst, desto größer werden die Werkstätten. In Ottakring und Rudolfsheim-Fünfhaus gibt es Holzwerkstätten in Hinterhöfen, in denen du eine Hobelbank mieten kannst, und Vereine, die aus Sperrmüll Möbel bauen. In Favoriten arbeitet ein Glasstudio mit Brennern und Fusing-Öfen.

## Worauf du achten solltest

Bevor du einen Kurs buchst, lohnt ein Blick auf ein paar Details:

1. **Gruppengröße:** Bei mehr als acht Personen bleibt wenig Zeit für Fragen.
2. **Material:** Ist es im Preis enthalten, oder zahlst du extra nach Verbrauch?
3. **Brennen und Trocknen:** Bei Keramik und Glas musst du deine Stücke oft Wochen später abholen.
4. **Offene Werkstatt:** Kannst du nach dem Kurs weiterüben, ohne gleich eigenes Werkzeug zu kaufen?

## Mehr als ein Hobby

Viele Werkstätten sind auch Treffpunkte. Am Strickstammtisch, im Reparaturcafé oder beim offenen Aktzeichnen lernst du Menschen aus deinem Grätzel kennen, mit denen du sonst kaum ins Gespräch kämst. Die Stadt wird dadurch ein Stück kleiner und freundlicher. In unserer Übersicht der Orte findest du alle Werkstätten, die wir besucht haben, mit Öffnungszeiten und den nächsten Terminen.`,
      en: `Vienna has a long tradition of arts and crafts. More than a hundred years ago, the Wiener Werkstätte shaped what furniture, jewellery and tableware could look like. Today the scene is smaller and more scattered, but livelier than you might think. In almost every district there are places where you can not only buy things but make them yourself.

## Neubau and Mariahilf: close together

Around Neubaugasse and Gumpendorfer Straße, pottery studios, yarn shops and sewing cafés are often only a few streets apart. Many have open evenings when you can drop by without a course. A taster evening at the wheel is a good way in: afterwards you will know whether clay has got hold of you.

## Josefstadt and Alsergrund: paper and paint

Small binderies have survived in Josefstadt and today mainly give courses. There you learn how a book is put together and go home with a notebook you bound yourself. In Alsergrund you will find painting schools with tall old rooms and north light that teach watercolour, acrylics and drawing.

## Ottakring, Fünfhaus and Favoriten: room for shavings

The further out you go, the larger the workshops get. In Ottakring and Rudolfsheim-Fünfhaus there are wood workshops in courtyards where you can rent a workbench, and associations that build furniture from bulky waste. In Favoriten a glass studio works with torches and fusing kilns.

## What to look out for

Before you book a course, it is worth checking a few details:

1. **Group size:** with more than eight people there is little time for questions.
2. **Materials:** are they included in the price, or do you pay extra for what you use?
3. **Firing and drying:** with ceramics and glass you often collect your pieces weeks later.
4. **Open workshop:** can you keep practising after the course without buying your own tools straight away?

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
