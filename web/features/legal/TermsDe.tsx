// Nutzungsbedingungen (German, the binding version). The imprint has its own page (/impressum). The platform's fee
// is the operator's current one, which the page reads from the API (see platform-fee.ts).
import { formatLastUpdated } from './meta';
import { operator } from './operator';
import { formatPlatformFee, type PlatformFee } from './platform-fee';

export function TermsDe({ fee }: { fee: PlatformFee }) {
  const { percent, fixed } = formatPlatformFee(fee, 'de');
  return (
    <>
      <p className="legal-updated">Stand: {formatLastUpdated('de')}</p>

      <section>
        <h2>1. Geltungsbereich</h2>
        <p>
          Diese Nutzungsbedingungen gelten für das {operator.magazineName.de} und alle Funktionen dieser Website und
          regeln deren Nutzung. Betreiberin ist die {operator.name} (im Folgenden „wir“; Angaben im{' '}
          <a href="/impressum">Impressum</a>). Zum Lesen brauchst du kein Konto. Wenn du ein Konto anlegst, stimmst du
          diesen Bedingungen zu; sie bilden dann den Nutzungsvertrag zwischen dir und uns. Wie wir mit deinen Daten
          umgehen, erklären wir in der{' '}
          <a href="/privacy">Datenschutzerklärung</a>.
        </p>
      </section>

      <section>
        <h2>2. Was wir anbieten</h2>
        <ul>
          <li>ein Magazin mit Berichten, Anleitungen und Porträts rund um Handwerk und Selbstgemachtes;</li>
          <li>
            ein Verzeichnis von Orten – Läden, Werkstätten, Kreativräumen und Kursanbietern – sowie einen Kalender
            mit Kursen, vom einmaligen Workshop oder Abend bis zur Kursreihe (in diesen Bedingungen alle „Kurse“
            genannt), zuerst in Wien;
          </li>
          <li>
            Schritt für Schritt auch Benutzerkonten, mit denen du ein Profil führen, Kurse eintragen und als
            Betreiber:in die Seite deines Orts pflegen kannst.
          </li>
        </ul>
        <p>
          Das Lesen und ein Konto sind kostenlos. Wir entwickeln das Angebot laufend weiter und dürfen Funktionen
          ändern, ergänzen oder einstellen, wenn das für dich zumutbar ist, insbesondere weil es geringfügig und
          sachlich gerechtfertigt ist. Einen Anspruch auf eine bestimmte Funktion oder auf ständige Verfügbarkeit der
          Website hast du nicht.
        </p>
      </section>

      <section>
        <h2>3. Dein Konto</h2>
        <ul>
          <li>Für ein Konto musst du mindestens 14 Jahre alt sein.</li>
          <li>Deine Angaben müssen wahr sein. Ein Konto gehört genau einer Person und ist nicht übertragbar.</li>
          <li>
            Halte dein Passwort geheim. Wenn du vermutest, dass jemand dein Konto missbraucht, sag uns bitte sofort
            Bescheid.
          </li>
          <li>Du kannst dein Konto jederzeit ohne Angabe von Gründen löschen.</li>
          <li>
            Verstößt du gegen diese Bedingungen, dürfen wir dein Konto nach einer erfolglosen Ermahnung sperren oder
            kündigen, bei schweren Verstößen (etwa strafbaren Inhalten) auch sofort. Ohne solchen Grund können wir den
            Nutzungsvertrag mit einer Frist von einem Monat kündigen.
          </li>
        </ul>
      </section>

      <section>
        <h2>4. Was du beiträgst</h2>
        <p>
          Für Kurse, Angaben zu Orten, Texte und Bilder, die du einträgst, bist du selbst verantwortlich. Sie
          müssen richtig und aktuell sein (vor allem Termine, Preise und freie Plätze), dürfen nicht gegen Gesetze
          verstoßen und keine Rechte anderer verletzen, etwa Urheber-, Marken- oder Persönlichkeitsrechte. Nicht
          erlaubt sind insbesondere Werbung ohne Bezug zu einem Kurs oder einem Ort, irreführende Angaben,
          Hassrede sowie Inhalte, die andere herabsetzen.
        </p>
        <p>
          Die Rechte an deinen Beiträgen bleiben bei dir. Du räumst uns daran ein einfaches, unentgeltliches, räumlich
          unbeschränktes Recht ein, sie auf dieser Website und in Vorschauen unserer Inhalte (etwa beim Teilen eines
          Links) zu veröffentlichen und dafür technisch anzupassen, zum Beispiel Bilder zuzuschneiden oder Texte zu
          übersetzen. Dieses Recht endet, wenn du den Beitrag oder dein Konto löschst; Sicherungskopien werden danach
          nach spätestens 90 Tagen überschrieben.
        </p>
        <p>
          Wir dürfen Beiträge prüfen, in der Form anpassen und Beiträge, die gegen diese Bedingungen oder Gesetze
          verstoßen, ablehnen oder entfernen. Rechtswidrige Inhalte kannst du uns jederzeit per E-Mail an{' '}
          <a href={`mailto:${operator.email}`}>{operator.email}</a> melden; wir prüfen jede Meldung zügig. Entfernen
          wir einen deiner Beiträge oder schränken wir ihn ein, teilen wir dir die Gründe mit (Art. 17 der Verordnung
          über digitale Dienste, DSA).
        </p>
      </section>

      <section>
        <h2>5. Inhalte des Magazins</h2>
        <p>
          Texte, Fotos und Grafiken des Magazins sind urheberrechtlich geschützt. Du darfst sie für dich lesen,
          ausdrucken, verlinken und im gesetzlich erlaubten Umfang zitieren (§ 42f UrhG). Jede darüber hinausgehende
          Verwendung, etwa das Kopieren ganzer Beiträge auf andere Websites, braucht unsere Zustimmung.
        </p>
      </section>

      <section>
        <h2>6. Einträge ohne Gewähr</h2>
        <p>
          Angaben zu Orten und Kursen stammen zum Teil von denen, die die Orte betreiben oder die Kurse veranstalten,
          oder aus öffentlichen Quellen. Wir prüfen sie sorgfältig, können aber nicht garantieren, dass sie
          vollständig, richtig und aktuell sind: Öffnungszeiten, Preise und freie Plätze ändern sich. Bitte erkundige
          dich vor deinem Besuch direkt beim Ort oder bei den Veranstalter:innen des Kurses.
        </p>
      </section>

      <section>
        <h2>7. Buchungen und Bezahlung</h2>
        <p>
          Buchst du über die Website einen Platz in einem Kurs, kommt der Vertrag ausschließlich zwischen dir und den
          Veranstalter:innen des Kurses zustande, deren Namen und Kontakt wir dir vor der Buchung zeigen. Wir
          vermitteln nur; nur Kurse, die wir selbst veranstalten, verkaufen wir selbst, und Gutscheine (Abschnitt 9).
          Für die Durchführung, den
          Preis, Absagen und Erstattungen sind die Veranstalter:innen verantwortlich. Ob dir ein Rücktrittsrecht
          zusteht, richtet sich nach dem Fern- und Auswärtsgeschäfte-Gesetz (FAGG); für Dienstleistungen im
          Zusammenhang mit Freizeitbetätigungen, die zu einem bestimmten Zeitpunkt oder in einem genau angegebenen
          Zeitraum erbracht werden, besteht es nicht (§ 18 Abs. 1 Z 10 FAGG).
        </p>
        <p>
          Hat ein Kurs einen Preis, bezahlst du ihn bei der Buchung über den Zahlungsdienst Stripe. Wir nehmen die
          Zahlung im Namen und für Rechnung der Veranstalter:innen entgegen: Stripe wickelt sie für sie ab und schreibt
          sie ihrem Konto bei Stripe gut, abzüglich unserer Gebühr (Abschnitt 8); was du bezahlt hast, hast du an sie
          bezahlt. Den Beleg für deinen Platz stellen wir im Namen der Veranstalter:innen aus und schicken ihn dir als
          PDF per E-Mail; herunterladen kannst du ihn auch in deinem Bereich. Während du bezahlst, halten wir den Platz
          15 Minuten lang für dich frei; ist die Zahlung bis dahin nicht abgeschlossen, geben wir ihn wieder frei.
          Kommt deine Zahlung erst danach an und ist der Platz inzwischen vergeben, erstatten wir dir den ganzen Betrag
          von selbst.
        </p>
        <p>
          Stornierst du vor der Stornofrist, die beim Kurs steht (ohne andere Angabe 48 Stunden vor Beginn), bekommst
          du den ganzen Betrag zurück. Danach kannst du weiterhin stornieren, damit jemand von der Warteliste
          nachrücken kann, der Betrag wird dann aber nicht erstattet. Sagen die Veranstalter:innen den Kurs ab oder
          findet ein Kurs mangels Anmeldungen nicht statt, weil er seine Mindestzahl an Teilnehmer:innen nicht erreicht
          hat, bekommen alle den ganzen Betrag zurück. Erstattungen gehen auf das Zahlungsmittel, mit dem du bezahlt
          hast; wann sie dort ankommen, hängt von deiner Bank ab. Zu jeder Erstattung bekommst du eine Stornorechnung,
          die deinen Beleg berichtigt.
        </p>
      </section>

      <section>
        <h2>8. Kurse mit Preis verkaufen</h2>
        <p>
          Verkaufst du über die Website Plätze in deinen Kursen mit Preis, verkaufst du sie in deinem eigenen Namen und
          für deine eigene Rechnung: Für den Kurs, seinen Preis, deine Angaben als Verkäufer:in und deine Steuern bist
          du verantwortlich. Wir vermitteln die Buchung und nehmen die Zahlung über Stripe für dich entgegen. Dafür
          brauchst du ein Auszahlungskonto bei Stripe (Stripe Connect), das du unter „Auszahlungen“ in deinem Bereich
          einrichtest. Stripe prüft dabei, wer du bist, und für dein Konto bei Stripe gilt zusätzlich der Vertrag, dem
          du dort zustimmst (Stripe Connected Account Agreement). Kurse mit Preis kannst du erst einreichen, wenn dein
          Konto Zahlungen annehmen kann; kostenlose Kurse brauchen kein Konto. Schränkt Stripe dein Konto ein, etwa
          weil Angaben fehlen, kann niemand neue Plätze in deinen Kursen mit Preis bezahlen, bis du sie nachreichst;
          bereits bezahlte Plätze bleiben gültig.
        </p>
        <p>
          Pro bezahltem Platz behalten wir eine Gebühr von {percent} des Preises plus {fixed}, inklusive 20 %
          Umsatzsteuer, höchstens aber den Preis des Platzes. Du siehst sie unter „Auszahlungen“, bevor du einen Kurs
          mit Preis einreichst; es gilt die Gebühr zum Zeitpunkt der Buchung. Eine Änderung der Gebühr ist eine
          Änderung dieser Bedingungen (Abschnitt 13).
        </p>
        <p>
          Du beauftragst uns, die Belege für deine Teilnehmenden in deinem Namen und für deine Rechnung auszustellen,
          mit deinen Angaben als Verkäufer:in: Name, Anschrift und, wenn du umsatzsteuerpflichtig bist, deine
          UID-Nummer und der Steuersatz deiner Kurse; als Kleinunternehmer:in (§ 6 Abs. 1 Z 27 UStG) ohne
          Umsatzsteuer und mit dem Hinweis darauf. Halte diese Angaben aktuell. Über unsere Gebühr stellen wir dir eine
          Rechnung mit 20 % Umsatzsteuer aus; bist du in einem anderen EU-Staat umsatzsteuerpflichtig, ohne
          Umsatzsteuer, weil die Steuerschuld auf dich übergeht. Wird ein Platz erstattet, berichtigen wir den Beleg und
          unsere Rechnung mit je einer Stornorechnung. Deine Belege tragen eine eigene, lückenlos fortlaufende
          Nummernfolge; wir bewahren alle Belege und Rechnungen sieben Jahre auf, und du kannst sie in deinem Bereich
          als PDF herunterladen.
        </p>
        <p>
          Storniert jemand vor der Stornofrist, sagst du einen Kurs ab, findet er mangels Anmeldungen nicht statt oder
          erstattet die Redaktion einen Platz, bekommt die Person den ganzen Preis zurück: Deinen Anteil bucht Stripe
          von deinem Konto zurück, und unsere Gebühr erstatten wir.
        </p>
        <p>
          Stripe zahlt dein Guthaben nach dem Auszahlungsplan deines Kontos auf dein Bankkonto aus: ohne andere
          Einstellung täglich, jeweils was bei Stripe verfügbar geworden ist, meist wenige Werktage nach der Zahlung;
          die erste Auszahlung kann länger dauern. Dein Guthaben verwahrt Stripe, nicht wir. Was du verkauft hast, was
          wir einbehalten haben, was erstattet und was ausgezahlt wurde, siehst du pro Kurs und Monat unter
          „Auszahlungen“ in deinem Bereich; von dort kommst du auch zu deinem Konto bei Stripe, wo du deine
          Bankverbindung verwaltest.
        </p>
      </section>

      <section>
        <h2>9. Gutscheine und Rabattcodes</h2>
        <p>
          Gutscheine für Kurse verkaufen wir selbst, in unserem eigenen Namen. Ein Gutschein hat den Wert, den du beim
          Kauf bezahlst; kaufst du ihn für einen bestimmten Kurs, steht dieser Kurs darauf und sein damaliger Preis ist
          der Wert. Eingelöst werden kann jeder Gutschein für Plätze in allen Kursen mit Preis auf der Website, auch
          wenn der Kurs, für den er gekauft wurde, abgesagt oder vorbei ist. Du bezahlst ihn wie einen Platz über
          Stripe; die Zahlung geht an uns. Der Gutschein ist ein Mehrzweckgutschein: Umsatzsteuer fällt nicht beim Kauf
          an, sondern erst, wenn er einen Platz bezahlt, und zwar für die Veranstalter:innen, die den Platz verkaufen.
          Nach der Zahlung bekommst du den Gutschein als PDF per E-Mail, oder wir schicken ihn an dem Tag, den du
          wählst, an die beschenkte Person.
        </p>
        <p>
          Der Wert eines Gutscheins kann bis zum Ende des 30. Jahres nach dem Kauf eingelöst werden; das Datum steht auf
          dem Gutschein. Eine kürzere Frist setzen wir nicht: Nach österreichischem Recht verjährt der Anspruch aus
          einem Gutschein grundsätzlich erst nach 30 Jahren, und eine kürzere Befristung braucht eine sachliche
          Rechtfertigung, die es hier nicht gibt (OGH 1 Ob 88/14v; OLG Wien 2018 zur dreijährigen Befristung von
          Erlebnisgutscheinen).
        </p>
        <p>
          Du löst einen Gutschein ein, indem du beim Bezahlen eines Platzes seinen Code eingibst. Deckt er den Preis
          nicht ganz, zahlst du den Rest mit Karte; bleibt etwas übrig, bleibt es als Guthaben auf dem Gutschein. Wie
          viel noch darauf ist, siehst du auf der Seite „Gutscheine“ unter „Guthaben prüfen“. Wer den Code kennt, kann
          den Gutschein einlösen: Bewahr ihn auf wie Bargeld. Falsche Codes zählen wir mit; wer zu oft einen falschen
          eingibt, muss eine Weile warten, bevor er es wieder versuchen kann.
        </p>
        <p>
          Einen gekauften Gutschein kannst du binnen 14 Tagen nach der Zahlung ohne Angabe von Gründen widerrufen,
          solange er noch nicht eingelöst ist (§ 11 FAGG): auf der Seite des Gutscheins, die du in deinem Bereich unter
          „Meine Gutscheine“ findest, oder mit einer Nachricht an uns. Wir erstatten dir dann den ganzen Betrag auf das
          Zahlungsmittel, mit dem du bezahlt hast.
        </p>
        <p>
          Wird ein Platz erstattet, den ein Gutschein ganz oder zum Teil bezahlt hat, weil du vor der Stornofrist
          stornierst, der Kurs abgesagt wird oder nicht stattfindet oder die Redaktion ihn erstattet, geht der Teil,
          den der Gutschein bezahlt hat, auf den Gutschein zurück, der Teil, den du mit Karte bezahlt hast, auf deine
          Karte. Dasselbe gilt, wenn eine Buchung unbezahlt endet: Der Gutschein bekommt seinen Teil zurück.
        </p>
        <p>
          Rabattcodes geben Veranstalter:innen für ihre eigenen Kurse aus und die Redaktion für alle Kurse mit Preis.
          Pro Bestellung gilt ein Rabattcode; für welche Kurse, in welchem Zeitraum und wie oft er gilt, insgesamt und
          pro Person, legt fest, wer ihn ausgibt. Groß- und Kleinschreibung spielt beim Eingeben keine Rolle. Wird ein
          Platz mit Rabattcode erstattet, bekommst du zurück, was du bezahlt hast, und die Einlösung zählt nicht mehr.
        </p>
        <p>
          Den Nachlass eines Rabattcodes, den Veranstalter:innen ausgeben, tragen sie selbst: Sie bekommen den
          niedrigeren Preis, und unsere Gebühr (Abschnitt 8) berechnen wir von diesem Preis. Ausgeben können sie Codes,
          solange ihr Auszahlungskonto Zahlungen annimmt. Den Nachlass eines Rabattcodes der Plattform tragen wir: Die
          Veranstalter:innen bekommen ihren Anteil wie beim vollen Preis, und unsere Gebühr berechnen wir vom vollen
          Preis. Zahlt ein Gutschein einen Platz ganz oder zum Teil oder trägt die Plattform einen Nachlass, bekommen
          die Veranstalter:innen ihren Anteil wie bei jeder anderen Zahlung: Was die Karte nicht trägt, überweisen wir
          ihnen über Stripe aus unserem Guthaben, in dem das Geld der verkauften Gutscheine liegt. Wird der Platz
          erstattet, buchen wir diese Überweisung zurück.
        </p>
      </section>

      <section>
        <h2>10. Premium für Orte</h2>
        <p>
          Wer einen Ort im Verzeichnis betreibt, kann für ihn Premium buchen, monatlich oder jährlich, zu den Preisen
          auf der Seite <a href="/venue-benefits">Für Orte: Eintrag und Premium</a>; sie enthalten 20 % Umsatzsteuer. Premium ist ein
          Angebot für Unternehmen, Vereine und Einrichtungen, die einen Ort betreiben, nicht für Verbraucher:innen.
          Bezahlt wird über Stripe, im Voraus für den ganzen Zeitraum; nach jeder Zahlung bekommst du die Rechnung per
          E-Mail.
        </p>
        <p>
          Premium verlängert sich am Ende jedes bezahlten Zeitraums um einen gleich langen, bis du es kündigst. Kündigen
          kannst du jederzeit auf der Seite deines Orts; Premium läuft dann bis zum Ende des bezahlten Zeitraums, eine
          anteilige Erstattung gibt es nicht. Hervorgehobene Orte und Kurse kennzeichnen wir als „Anzeige“ (§ 26
          MedienG). Sie erscheinen nur in Listen, zu deren Suche sie passen; einen bestimmten Platz oder eine
          bestimmte Zahl von Besuchen sagen wir nicht zu.
        </p>
      </section>

      <section>
        <h2>11. Haftung</h2>
        <ul>
          <li>
            Für Schäden, die wir vorsätzlich oder grob fahrlässig verursachen, und für Personenschäden haften wir
            uneingeschränkt.
          </li>
          <li>
            Für Sach- und Vermögensschäden, die wir nur leicht fahrlässig verursachen, haften wir nicht. Diese
            Beschränkung gilt nicht für Personenschäden (§ 6 Abs. 1 Z 9 KSchG). Zwingende gesetzliche Haftungen, etwa
            nach dem Produkthaftungsgesetz, bleiben unberührt.
          </li>
          <li>
            Für Beiträge, die andere auf der Website veröffentlichen, haften wir als Hostingdienst erst, wenn wir von
            einem rechtswidrigen Inhalt wissen und ihn nicht unverzüglich entfernen (Art. 6 DSA).
          </li>
        </ul>
      </section>

      <section>
        <h2>12. Links</h2>
        <p>
          Wir verlinken auf Websites von Orten, Veranstalter:innen und anderen Dritten. Für die Inhalte dieser
          Websites ist ausschließlich verantwortlich, wer sie betreibt. Als wir die Links gesetzt haben, waren uns keine
          rechtswidrigen Inhalte bekannt. Erfahren wir von solchen Inhalten, entfernen wir den Link umgehend (§ 17
          ECG).
        </p>
      </section>

      <section>
        <h2>13. Änderungen dieser Bedingungen</h2>
        <p>
          Wir können diese Bedingungen ändern, wenn es dafür einen sachlichen Grund gibt, etwa neue Funktionen oder
          eine geänderte Rechtslage. Hast du ein Konto, informieren wir dich mindestens einen Monat vor dem
          Inkrafttreten per E-Mail. Änderungen zu deinem Nachteil gelten für dich nur, wenn du ihnen zustimmst.
          Stimmst du nicht zu, können wir den Nutzungsvertrag mit einer Frist von einem Monat kündigen.
        </p>
      </section>

      <section>
        <h2>14. Anwendbares Recht und Gerichtsstand</h2>
        <p>
          Es gilt österreichisches Recht unter Ausschluss der Verweisungsnormen des internationalen Privatrechts und
          des UN-Kaufrechts. Bist du Verbraucher:in, behältst du den Schutz der zwingenden
          Bestimmungen des Rechts des Staates, in dem du deinen gewöhnlichen Aufenthalt hast.
        </p>
        <p>
          Für Streitigkeiten mit Unternehmer:innen ist ausschließlich das für unseren Sitz in Wien sachlich
          zuständige Gericht zuständig. Bist du Verbraucher:in, kannst du uns auch an deinem Wohnsitz klagen; wir
          können dich nur an den Gerichten klagen, die für deinen Wohnsitz, deinen gewöhnlichen Aufenthalt oder deinen
          Arbeitsplatz zuständig sind (§ 14 KSchG), und wenn du in einem anderen EU-Staat lebst, nur dort (Art. 18
          EuGVVO).
        </p>
      </section>

      <section>
        <h2>15. Streitbeilegung</h2>
        <p>
          Schreib uns bei Problemen bitte zuerst an <a href={`mailto:${operator.email}`}>{operator.email}</a>. Finden
          wir keine Lösung, kannst du dich als Verbraucher:in an die{' '}
          {operator.consumerArbitration.name} wenden (
          <a href={operator.consumerArbitration.url}>{operator.consumerArbitration.url.replace('https://', '')}</a>
          ); wir sind bereit, an einem Schlichtungsverfahren dort teilzunehmen.
        </p>
      </section>

    </>
  );
}
