// What the magazine says about each craft of its taxonomy, beyond the name: the words a wish uses for it (objects,
// materials, techniques, in German and English), the equipment a workshop needs for it, and short texts for someone
// starting out (what it is, first steps, materials and tools). The craft assistant connects wishes to crafts with the
// words and shows the texts when no language model is configured (decision 026). Keyed by craft slug; a craft
// without a guide is still found by its name.
export interface CraftGuide {
  /** Words that point to this craft, both languages; matched like search terms (folded and stemmed). */
  words: string[];
  /** Equipment codes (equipment.ts) a workshop has for this craft. */
  equipment: string[];
  /** What the craft works with, as keys of MATERIAL_NAMES: crafts sharing one are related on /indexx. */
  materialKinds: MaterialKind[];
  /** What the craft is, in a sentence or two. */
  summary: { de: string; en: string };
  /** First steps for a beginner, in order. */
  firstSteps: { de: string[]; en: string[] };
  /** What a beginner needs. */
  materials: { de: string[]; en: string[] };
  /** First questions the assistant's pages suggest for this craft (each one finds it). */
  suggestions: { de: string[]; en: string[] };
}

/**
 * The materials crafts have in common, named for readers. Coarser than a guide's materials list (Nähgarn,
 * Buchbindezwirn and gewachster Faden are all thread), so that crafts working with the same stuff meet.
 */
export const MATERIAL_NAMES = {
  clay: { de: 'Ton', en: 'clay' },
  glaze: { de: 'Glasur', en: 'glaze' },
  fabric: { de: 'Stoff', en: 'fabric' },
  thread: { de: 'Faden', en: 'thread' },
  yarn: { de: 'Garn', en: 'yarn' },
  wood: { de: 'Holz', en: 'wood' },
  metal: { de: 'Metall', en: 'metal' },
  paper: { de: 'Papier', en: 'paper' },
  board: { de: 'Karton', en: 'board' },
  ink: { de: 'Druckfarbe', en: 'printing ink' },
  paint: { de: 'Farbe', en: 'paint' },
  wax: { de: 'Wachs', en: 'wax' },
  oil: { de: 'Öl', en: 'oil' },
  glass: { de: 'Glas', en: 'glass' },
  leather: { de: 'Leder', en: 'leather' },
} as const satisfies Record<string, { de: string; en: string }>;

export type MaterialKind = keyof typeof MATERIAL_NAMES;

export const CRAFT_GUIDES: Readonly<Record<string, CraftGuide>> = {
  'toepfern-keramik': {
    words: 'töpfern töpferei keramik ton tasse tassen becher schale schüssel vase teller krug glasur glasieren drehscheibe brennen aufbauen pottery ceramics clay mug cup bowl vase plate glaze wheel throwing kiln'.split(' '),
    equipment: ['KILN', 'POTTERY_WHEEL'],
    materialKinds: ['clay', 'glaze'],
    summary: {
      de: 'Beim Töpfern formst du Ton mit der Hand oder auf der Drehscheibe zu Tassen, Schalen und Vasen; nach dem Trocknen wird er gebrannt und glasiert.',
      en: 'In pottery you shape clay by hand or on the wheel into cups, bowls and vases; once dry it is fired and glazed.',
    },
    firstSteps: {
      de: ['Fang mit Aufbautechniken an (Daumenschale, Wulsttechnik), bevor du an die Drehscheibe gehst.', 'Lerne in einem Einsteigerkurs, den Ton zu zentrieren und hochzuziehen.', 'Lass deine Stücke in der Werkstatt brennen und glasieren: Ein Brennofen ist nichts für zu Hause.'],
      en: ['Start with hand-building (pinch pots, coils) before you try the wheel.', 'Learn to centre and pull up clay in a beginners’ course.', 'Have your pieces fired and glazed at the workshop: a kiln is nothing for home.'],
    },
    materials: {
      de: ['Ton (schamottiert für den Anfang)', 'Modellierhölzer, Schlinge und Schwamm', 'Glasuren', 'Kleidung, die schmutzig werden darf'],
      en: ['Clay (grogged clay to start)', 'Modelling tools, loop tool and sponge', 'Glazes', 'Clothes that may get dirty'],
    },
    suggestions: {
      de: ['Ich möchte eine Tasse töpfern', 'Wo kann ich abends an der Drehscheibe üben?'],
      en: ['I’d like to make a mug', 'Where can I practise on the wheel in the evening?'],
    },
  },
  naehen: {
    words: 'nähen nähmaschine stoff schnitt schnittmuster rock kleid hose tasche beutel stoffbeutel jutebeutel kissen saum flicken reparieren overlock sewing sew fabric pattern skirt dress trousers tote bag pouch cushion hem mend repair'.split(' '),
    equipment: ['SEWING_MACHINE', 'OVERLOCK'],
    materialKinds: ['fabric', 'thread'],
    summary: {
      de: 'Beim Nähen verbindest du Stoffteile mit der Hand oder der Nähmaschine – vom Stoffbeutel über Kissen bis zum ersten Rock.',
      en: 'In sewing you join pieces of fabric by hand or machine – from a tote bag or a cushion to your first skirt.',
    },
    firstSteps: {
      de: ['Übe gerade Nähte auf Stoffresten, bis die Maschine tut, was du willst.', 'Nimm dir ein einfaches Projekt mit geraden Nähten vor, etwa einen Stoffbeutel oder ein Kissen.', 'Miete stundenweise eine Nähmaschine in einem Nähcafé, bevor du eine kaufst.'],
      en: ['Practise straight seams on scraps until the machine does what you want.', 'Pick a simple project with straight seams, such as a tote bag or a cushion.', 'Rent a sewing machine by the hour at a sewing café before you buy one.'],
    },
    materials: {
      de: ['Baumwollstoff (fest, nicht dehnbar)', 'Nähgarn', 'Stecknadeln, Stoffschere und Maßband', 'Nähmaschine'],
      en: ['Cotton fabric (firm, not stretchy)', 'Sewing thread', 'Pins, fabric scissors and a tape measure', 'Sewing machine'],
    },
    suggestions: {
      de: ['Ich möchte einen Stoffbeutel nähen', 'Wo kann ich stundenweise eine Nähmaschine nutzen?'],
      en: ['I’d like to sew a tote bag', 'Where can I use a sewing machine by the hour?'],
    },
  },
  'stricken-haekeln': {
    words: 'stricken häkeln wolle garn nadel stricknadel häkelnadel socken pullover mütze schal handschuhe masche amigurumi knitting knit crochet yarn wool needle socks jumper sweater hat beanie scarf mittens stitch'.split(' '),
    equipment: ['KNITTING_MACHINE'],
    materialKinds: ['yarn'],
    summary: {
      de: 'Beim Stricken und Häkeln bildest du aus einem Faden Maschen – für Schals, Mützen, Socken und Pullover.',
      en: 'Knitting and crochet turn a single strand of yarn into stitches – for scarves, hats, socks and jumpers.',
    },
    firstSteps: {
      de: ['Lerne Anschlagen, rechte und linke Maschen (oder Luftmaschen und feste Maschen beim Häkeln).', 'Strick ein Probestück, um deine Maschenprobe zu kennen.', 'Fang mit einem Schal oder einer Mütze an; ein Strickstammtisch hilft, wenn du hängen bleibst.'],
      en: ['Learn to cast on, knit and purl (or chain and single crochet).', 'Knit a swatch to know your gauge.', 'Start with a scarf or a hat; a knitting circle helps when you get stuck.'],
    },
    materials: {
      de: ['Glattes, helles Garn in mittlerer Stärke', 'Stricknadeln oder Häkelnadel passend zum Garn', 'Schere und Wollnadel'],
      en: ['Smooth, light-coloured yarn of medium weight', 'Knitting needles or a crochet hook to match the yarn', 'Scissors and a tapestry needle'],
    },
    suggestions: {
      de: ['Ich möchte Socken stricken lernen', 'Welche Wolle brauche ich für eine Mütze?'],
      en: ['I’d like to learn to knit socks', 'Which yarn do I need for a hat?'],
    },
  },
  holz: {
    words: 'holz tischlern schreinern hocker schneidbrett regal löffel schnitzen drechseln drechselbank hobel säge stemmeisen werkbank möbel wood woodwork woodworking carpentry stool board shelf spoon carve carving turning woodturning lathe plane saw chisel workbench furniture'.split(' '),
    equipment: ['WORKBENCH', 'WOOD_LATHE', 'CNC_MILL'],
    materialKinds: ['wood'],
    summary: {
      de: 'In der Holzwerkstatt sägst, hobelst und verbindest du Holz – vom geschnitzten Löffel über das Schneidbrett bis zum Hocker.',
      en: 'In woodwork you saw, plane and join wood – from a carved spoon or a cutting board to a stool.',
    },
    firstSteps: {
      de: ['Lerne die Handwerkzeuge kennen: Säge, Hobel, Stemmeisen.', 'Bau ein kleines Stück wie ein Schneidbrett, bevor du an Möbel gehst.', 'Arbeite an Maschinen nur nach einer Einweisung in einer Werkstatt.'],
      en: ['Get to know the hand tools: saw, plane, chisel.', 'Make a small piece such as a cutting board before you try furniture.', 'Use machines only after an introduction in a workshop.'],
    },
    materials: {
      de: ['Holz aus der Region (Eiche, Buche, Zirbe)', 'Japansäge, Handhobel und Stemmeisen', 'Schleifpapier und Leinöl', 'Schutzbrille und Gehörschutz'],
      en: ['Regional timber (oak, beech, stone pine)', 'Japanese saw, hand plane and chisels', 'Sandpaper and linseed oil', 'Safety glasses and ear protection'],
    },
    suggestions: {
      de: ['Ich möchte einen Hocker bauen', 'Wo kann ich drechseln lernen?'],
      en: ['I’d like to build a stool', 'Where can I learn woodturning?'],
    },
  },
  schmuck: {
    words: 'schmuck ring ringe trauring ehering kette armband ohrringe anhänger silber gold schmieden löten goldschmied jewellery jewelry ring wedding necklace bracelet earrings pendant silver gold silversmith solder'.split(' '),
    equipment: ['SOLDERING_STATION'],
    materialKinds: ['metal'],
    summary: {
      de: 'Beim Schmuckmachen sägst, biegst, lötest und polierst du Metall wie Silber zu Ringen, Anhängern und Ohrringen.',
      en: 'In jewellery making you saw, bend, solder and polish metal such as silver into rings, pendants and earrings.',
    },
    firstSteps: {
      de: ['Fang mit einem schlichten Silberring in einem Tageskurs an.', 'Lerne Sägen, Feilen und Löten an der Goldschmiedewerkbank.', 'Poliere und punziere dein Stück, dann weißt du, ob du weitermachen willst.'],
      en: ['Start with a simple silver ring in a one-day course.', 'Learn sawing, filing and soldering at the jeweller’s bench.', 'Polish and hallmark your piece, then decide whether to go on.'],
    },
    materials: {
      de: ['Silberdraht oder -blech', 'Laubsäge, Feilen und Ringriegel', 'Lötstation (in der Werkstatt)'],
      en: ['Silver wire or sheet', 'Jeweller’s saw, files and ring mandrel', 'Soldering station (at the workshop)'],
    },
    suggestions: {
      de: ['Ich möchte einen Silberring schmieden', 'Trauringe selbst schmieden – wo geht das?'],
      en: ['I’d like to make a silver ring', 'Where can we forge our own wedding rings?'],
    },
  },
  'papier-buchbinden': {
    words: 'papier buchbinden buchbinderei notizbuch buch heft tagebuch album fadenheftung japanische bindung koptisch karton paper bookbinding notebook book journal diary album binding stitch cardboard'.split(' '),
    equipment: ['PRINTING_PRESS'],
    materialKinds: ['paper', 'board', 'thread'],
    summary: {
      de: 'Beim Buchbinden faltest, heftest und bindest du Papier zu Notizbüchern, Alben und Heften.',
      en: 'In bookbinding you fold, stitch and bind paper into notebooks, albums and journals.',
    },
    firstSteps: {
      de: ['Binde ein einfaches Heft mit Fadenheftung.', 'Probier die japanische Bindung: Sie braucht kaum Werkzeug.', 'Lerne danach, feste Einbände mit Karton und Bezugspapier zu machen.'],
      en: ['Bind a simple booklet with a pamphlet stitch.', 'Try Japanese stab binding: it needs hardly any tools.', 'Then learn to make hard covers with board and cover paper.'],
    },
    materials: {
      de: ['Papier mit passender Laufrichtung', 'Buchbindezwirn und Nadel', 'Falzbein, Ahle und Cutter', 'Graupappe für Einbände'],
      en: ['Paper with the right grain direction', 'Bookbinding thread and needle', 'Bone folder, awl and craft knife', 'Greyboard for covers'],
    },
    suggestions: {
      de: ['Ich möchte ein Notizbuch binden', 'Wo lerne ich die japanische Bindung?'],
      en: ['I’d like to bind a notebook', 'Where can I learn Japanese stab binding?'],
    },
  },
  druck: {
    words: 'druck drucken druckerei linolschnitt linol siebdruck bleisatz stempel grußkarten karten poster print printing printmaking linocut screen letterpress stamp cards greeting poster'.split(' '),
    equipment: ['PRINTING_PRESS', 'SCREEN_PRINTING'],
    materialKinds: ['paper', 'ink'],
    summary: {
      de: 'Beim Drucken überträgst du ein Motiv mit Farbe von einem Druckstock, Sieb oder Bleisatz auf Papier oder Stoff – etwa für Karten und Poster.',
      en: 'In printmaking you transfer a motif with ink from a block, a screen or metal type onto paper or fabric – for cards and posters, say.',
    },
    firstSteps: {
      de: ['Fang mit Linolschnitt an: Motiv zeichnen, spiegelverkehrt übertragen, schneiden.', 'Druck erst mit dem Löffel, dann an der Presse in einer Werkstatt.', 'Probier danach Siebdruck oder Bleisatz.'],
      en: ['Start with linocut: draw the motif, transfer it mirrored, cut.', 'Print with a spoon first, then on a press in a workshop.', 'Then try screen printing or letterpress.'],
    },
    materials: {
      de: ['Linolplatte und Linolschnittmesser', 'Druckfarbe auf Wasserbasis und Walze', 'Papier'],
      en: ['Lino block and lino cutters', 'Water-based printing ink and a roller', 'Paper'],
    },
    suggestions: {
      de: ['Ich möchte Grußkarten im Linolschnitt drucken', 'Wo kann ich Siebdruck ausprobieren?'],
      en: ['I’d like to print linocut greeting cards', 'Where can I try screen printing?'],
    },
  },
  'malen-zeichnen': {
    words: 'malen zeichnen zeichnung bild aquarell acryl öl skizze skizzieren porträt aktzeichnen leinwand pinsel painting paint drawing draw sketch watercolour watercolor acrylic oil portrait canvas brush'.split(' '),
    equipment: [],
    materialKinds: ['paper', 'paint'],
    summary: {
      de: 'Beim Malen und Zeichnen bringst du mit Stift, Aquarell oder Acryl auf Papier und Leinwand, was du siehst oder dir ausdenkst.',
      en: 'In painting and drawing you put what you see or imagine on paper and canvas with pencil, watercolour or acrylic.',
    },
    firstSteps: {
      de: ['Zeichne jeden Tag ein paar Minuten, was vor dir steht.', 'Lerne in einem Grundkurs Licht, Schatten und Farbmischung.', 'Probier offenes Zeichnen mit Modell, um schneller zu sehen.'],
      en: ['Draw what is in front of you for a few minutes every day.', 'Learn light, shade and colour mixing in a basics course.', 'Try open life drawing to learn to see faster.'],
    },
    materials: {
      de: ['Skizzenbuch und Bleistifte', 'Aquarellkasten oder Acrylfarben', 'Pinsel in zwei, drei Größen', 'Aquarellpapier'],
      en: ['Sketchbook and pencils', 'Watercolour set or acrylic paints', 'Brushes in two or three sizes', 'Watercolour paper'],
    },
    suggestions: {
      de: ['Ich möchte Aquarell malen lernen', 'Wo gibt es offenes Aktzeichnen?'],
      en: ['I’d like to learn watercolour', 'Where is there open life drawing?'],
    },
  },
  'kerzen-seife': {
    words: 'kerze kerzen kerzenziehen wachs bienenwachs seife seifen sieden kaltverfahren duft candle candles wax beeswax soap soapmaking scent'.split(' '),
    equipment: [],
    materialKinds: ['wax', 'oil'],
    summary: {
      de: 'Beim Kerzenziehen und Seifensieden gießt und ziehst du Wachs oder verseifst Öle zu Kerzen und Seifen.',
      en: 'In candle and soap making you dip and pour wax or turn oils into soap.',
    },
    firstSteps: {
      de: ['Fang mit gegossenen Kerzen aus Bienen- oder Rapswachs an.', 'Seife im Kaltverfahren lernst du am sichersten in einem Kurs: Lauge ist ätzend.', 'Halte dich genau an Rezepte und Temperaturen.'],
      en: ['Start with poured candles from beeswax or rapeseed wax.', 'Learn cold-process soap safely in a course: lye is caustic.', 'Follow recipes and temperatures exactly.'],
    },
    materials: {
      de: ['Wachs und Dochte', 'Seifenöle, Natriumhydroxid und eine Waage', 'Schutzbrille und Handschuhe', 'Formen'],
      en: ['Wax and wicks', 'Soap oils, sodium hydroxide and scales', 'Safety glasses and gloves', 'Moulds'],
    },
    suggestions: {
      de: ['Ich möchte Seife sieden', 'Wo kann ich mit Kindern Kerzen ziehen?'],
      en: ['I’d like to make soap', 'Where can I dip candles with children?'],
    },
  },
  upcycling: {
    words: 'upcycling wiederverwenden jeans reste altkleider reparieren reparatur reparaturcafé flicken nachhaltig umnähen reuse leftovers scraps repair café mend sustainable'.split(' '),
    equipment: ['SEWING_MACHINE'],
    materialKinds: ['fabric', 'thread'],
    summary: {
      de: 'Beim Upcycling machst du aus Altem Neues: aus Jeans eine Tasche, aus Resten ein Kissen, aus Kaputtem wieder etwas Brauchbares.',
      en: 'Upcycling turns old into new: jeans into a bag, scraps into a cushion, broken things into something useful again.',
    },
    firstSteps: {
      de: ['Sammle, was du verwandeln willst, und überleg dir ein einfaches Ziel.', 'Lass dir in einem Reparaturtreff zeigen, wie es geht.', 'Trau dich an ein erstes Projekt wie eine Tasche aus alten Jeans.'],
      en: ['Collect what you want to transform and pick a simple goal.', 'Get shown how at a repair meeting.', 'Try a first project such as a bag from old jeans.'],
    },
    materials: {
      de: ['Alte Kleidung, Stoffreste oder Fundstücke', 'Nähmaschine oder Werkzeug je nach Material', 'Schere und Nähgarn'],
      en: ['Old clothes, fabric scraps or found objects', 'A sewing machine or tools as the material needs', 'Scissors and thread'],
    },
    suggestions: {
      de: ['Was kann ich aus alten Jeans machen?', 'Wo gibt es ein Reparaturcafé?'],
      en: ['What can I make from old jeans?', 'Where is there a repair café?'],
    },
  },
  sticken: {
    words: 'sticken stickerei stickgarn kreuzstich stickrahmen monogramm embroidery embroider cross stitch hoop monogram'.split(' '),
    equipment: ['EMBROIDERY_MACHINE'],
    materialKinds: ['fabric', 'thread'],
    summary: {
      de: 'Beim Sticken verzierst du Stoff mit Stichen aus Garn – von Kreuzstich bis zum Monogramm auf der Tasche.',
      en: 'Embroidery decorates fabric with stitches of thread – from cross stitch to a monogram on a bag.',
    },
    firstSteps: {
      de: ['Spann Stoff in einen Stickrahmen und übe Vorstich, Rückstich und Kettenstich.', 'Stick ein kleines Motiv oder Initialen.', 'Probier dann Kreuzstich nach Vorlage.'],
      en: ['Put fabric in a hoop and practise running, back and chain stitch.', 'Embroider a small motif or initials.', 'Then try cross stitch from a pattern.'],
    },
    materials: {
      de: ['Stickrahmen', 'Baumwollstoff oder Aida', 'Stickgarn und Sticknadeln', 'Kleine Schere'],
      en: ['Embroidery hoop', 'Cotton fabric or Aida cloth', 'Embroidery thread and needles', 'Small scissors'],
    },
    suggestions: {
      de: ['Ich möchte ein Monogramm sticken', 'Wo lerne ich Kreuzstich?'],
      en: ['I’d like to embroider a monogram', 'Where can I learn cross stitch?'],
    },
  },
  weben: {
    words: 'weben webstuhl webrahmen teppich wandbehang schal textil faser färben weaving weave loom rug wall hanging textile fibre fiber dye dyeing'.split(' '),
    equipment: ['LOOM', 'DYE_KITCHEN'],
    materialKinds: ['yarn'],
    summary: {
      de: 'Beim Weben kreuzt du Kett- und Schussfäden zu Stoff – auf dem Webrahmen oder am großen Webstuhl.',
      en: 'Weaving interlaces warp and weft threads into cloth – on a frame loom or a floor loom.',
    },
    firstSteps: {
      de: ['Fang auf einem kleinen Webrahmen mit einem Wandbehang an.', 'Lerne in einer Webstube, einen Webstuhl einzurichten.', 'Probier verschiedene Garne und Bindungen.'],
      en: ['Start with a wall hanging on a small frame loom.', 'Learn to warp a loom at a weaving studio.', 'Try different yarns and weave structures.'],
    },
    materials: {
      de: ['Webrahmen', 'Kettgarn (Baumwolle) und Schussgarne', 'Webschiffchen und Kamm'],
      en: ['Frame loom', 'Warp yarn (cotton) and weft yarns', 'Shuttle and beater'],
    },
    suggestions: {
      de: ['Ich möchte einen Wandbehang weben', 'Wo kann ich an einem Webstuhl arbeiten?'],
      en: ['I’d like to weave a wall hanging', 'Where can I work on a loom?'],
    },
  },
  glas: {
    words: 'glas glasblasen glasperlen fusing mosaik buntglas tiffany perlen glass glassblowing beads bead mosaic stained'.split(' '),
    equipment: ['GLASS_KILN'],
    materialKinds: ['glass'],
    summary: {
      de: 'Bei der Glasarbeit schmilzt, formst und setzt du Glas zusammen – zu Perlen, Fusing-Schalen, Mosaiken und Buntglas.',
      en: 'Glass work melts, shapes and assembles glass – into beads, fused bowls, mosaics and stained glass.',
    },
    firstSteps: {
      de: ['Fang mit Mosaik oder Fusing an: Beides geht ohne offene Flamme.', 'Lerne in einem Kurs, Glas sicher zu schneiden.', 'Perlen an der Flamme und Glasblasen lernst du in einer Werkstatt mit Ofen.'],
      en: ['Start with mosaic or fusing: neither needs an open flame.', 'Learn to cut glass safely in a course.', 'Lampwork beads and glassblowing are learnt in a workshop with a kiln.'],
    },
    materials: {
      de: ['Glas (für Fusing zueinander passend)', 'Glasschneider und Brechzange', 'Schutzbrille', 'Glasofen (in der Werkstatt)'],
      en: ['Glass (compatible for fusing)', 'Glass cutter and running pliers', 'Safety glasses', 'Glass kiln (at the workshop)'],
    },
    suggestions: {
      de: ['Ich möchte Glasperlen machen', 'Wo kann ich Glasblasen ausprobieren?'],
      en: ['I’d like to make glass beads', 'Where can I try glassblowing?'],
    },
  },
  leder: {
    words: 'leder lederwerkstatt gürtel geldbörse portemonnaie brieftasche etui sattlerstich lederarbeit leather belt wallet purse case saddle stitch'.split(' '),
    equipment: [],
    materialKinds: ['leather', 'thread'],
    summary: {
      de: 'Bei der Lederarbeit schneidest, lochst und nähst du Leder von Hand – zu Gürteln, Geldbörsen und Etuis.',
      en: 'Leatherwork cuts, punches and hand-stitches leather – into belts, wallets and cases.',
    },
    firstSteps: {
      de: ['Fang mit pflanzlich gegerbtem Leder und einem kleinen Etui an.', 'Lerne den Sattlerstich mit zwei Nadeln.', 'Lass dir Kanten schleifen und polieren zeigen.'],
      en: ['Start with vegetable-tanned leather and a small case.', 'Learn the saddle stitch with two needles.', 'Get shown how to sand and burnish edges.'],
    },
    materials: {
      de: ['Pflanzlich gegerbtes Leder', 'Cutter, Lineal und Locheisen', 'Gewachster Faden und zwei Sattlernadeln'],
      en: ['Vegetable-tanned leather', 'Knife, ruler and pricking irons', 'Waxed thread and two harness needles'],
    },
    suggestions: {
      de: ['Ich möchte einen Ledergürtel machen', 'Wo lerne ich den Sattlerstich?'],
      en: ['I’d like to make a leather belt', 'Where can I learn saddle stitching?'],
    },
  },
};

