// Datenschutzerklärung (German, the binding version): DSGVO, österreichisches DSG und § 165 TKG 2021.
import { formatLastUpdated } from './meta';
import { OperatorAddress } from './OperatorAddress';
import { operator } from './operator';

export function PrivacyDe() {
  return (
    <>
      <p className="legal-updated">Stand: {formatLastUpdated('de')}</p>
      <p>
        Der Schutz deiner Daten ist uns wichtig. Hier erfährst du, welche personenbezogenen Daten wir verarbeiten, wenn
        du das {operator.magazineName.de} liest, ein Konto anlegst oder Kurse einträgst, wozu wir das tun, wie lange
        wir die Daten aufbewahren und welche Rechte du nach der Datenschutz-Grundverordnung (DSGVO) und dem
        österreichischen Datenschutzgesetz (DSG) hast.
      </p>

      <section>
        <h2>1. Verantwortlicher</h2>
        <p>Verantwortlich für die Datenverarbeitung auf dieser Website im Sinne von Art. 4 Z 7 DSGVO ist:</p>
        <OperatorAddress language="de" />
        <p>
          Für alle Fragen zum Datenschutz und um deine Rechte auszuüben, schreib uns an{' '}
          <a href={`mailto:${operator.privacyEmail}`}>{operator.privacyEmail}</a>. Datenschutzbeauftragte haben
          wir nicht bestellt, weil wir dazu nach Art. 37 DSGVO nicht verpflichtet sind.
        </p>
      </section>

      <section>
        <h2>2. Das Wichtigste in Kürze</h2>
        <ul>
          <li>Du kannst das Magazin und das Verzeichnis ohne Konto lesen.</li>
          <li>
            Wir setzen nur Cookies, die für die Website unbedingt nötig sind: eines für die Sprache und, wenn du dich
            anmeldest oder registrierst, eines für deine Sitzung.
          </li>
          <li>
            Wir zählen Seitenaufrufe selbst, ohne Cookies und ohne dich wiederzuerkennen: nur Tagessummen pro Seite.
            Werbe-Tracking gibt es bei uns nicht.
          </li>
          <li>Wir verkaufen keine Daten und geben sie nicht für Werbezwecke weiter.</li>
          <li>Unsere Datenbanken liegen in Rechenzentren in der Europäischen Union.</li>
        </ul>
      </section>

      <section>
        <h2>3. Welche Daten wir verarbeiten, wozu und auf welcher Rechtsgrundlage</h2>

        <h3>3.1 Aufruf der Website (Server-Protokolle)</h3>
        <p>
          Wenn du eine Seite aufrufst, übermittelt dein Browser technisch bedingt Daten an unseren Server. Dieser
          speichert sie in Protokolldateien: deine IP-Adresse, Datum und Uhrzeit des Zugriffs, die aufgerufene Adresse
          (URL), den HTTP-Statuscode, die übertragene Datenmenge, die zuvor besuchte Seite (Referrer) sowie Browser und
          Betriebssystem (User-Agent).
        </p>
        <p>
          Wir brauchen diese Daten, um dir die Seiten auszuliefern, um Angriffe und Missbrauch abzuwehren und um Fehler
          zu finden. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren und funktionierenden Angebot
          (Art. 6 Abs. 1 lit. f DSGVO). Die Protokolle werden nach 30 Tagen automatisch gelöscht. Länger bewahren wir
          einzelne Einträge nur auf, solange wir sie zur Aufklärung eines konkreten Sicherheitsvorfalls brauchen.
        </p>

        <h3>3.2 Dein Benutzerkonto</h3>
        <p>
          Wenn du dich registrierst, verarbeiten wir deine E-Mail-Adresse, deinen Anzeigenamen, dein Passwort (nur als
          gesalzenen Hashwert, nie im Klartext), freiwillige Profilangaben sowie den Zeitpunkt der Registrierung und der
          letzten Anmeldung. Meldest du dich mit einem Link per E-Mail an, verwenden wir nur deine E-Mail-Adresse.
          Meldest du dich mit dem Konto eines anderen Dienstes an (etwa Google), übermittelt uns dieser Dienst deinen
          Namen, deine E-Mail-Adresse, eine Benutzerkennung und gegebenenfalls dein Profilbild; was er selbst
          verarbeitet, regelt seine eigene Datenschutzerklärung.
        </p>
        <p>
          Wir verwenden diese Daten, um dein Konto zu führen, dich anzumelden, dir die Funktionen bereitzustellen, die
          es nur mit Anmeldung gibt, und dir Nachrichten zu deinem Konto zu schicken (etwa einen
          Anmeldelink oder einen Link zum Zurücksetzen deines Passworts). Rechtsgrundlage ist die Erfüllung
          des Nutzungsvertrags (Art. 6 Abs. 1 lit. b DSGVO). Die Daten bleiben gespeichert, solange dein Konto besteht.
          Löschst du dein Konto, löschen wir deine Kontodaten innerhalb von 30 Tagen, außer dem, was wir als
          Buchhaltungsbeleg aufbewahren müssen (siehe Abschnitte 3.7 und 3.8); Sicherungskopien werden spätestens
          nach 90 Tagen überschrieben.
        </p>

        <h3>3.3 Kurse und andere Beiträge</h3>
        <p>
          Wenn du Kurse einträgst oder als Betreiber:in einen Ort im Verzeichnis pflegst,
          veröffentlichen wir diese Angaben zusammen mit dem Namen, den du dafür angibst. Rechtsgrundlage ist die
          Erfüllung des Nutzungsvertrags (Art. 6 Abs. 1 lit. b DSGVO). Die Beiträge bleiben sichtbar, bis du sie oder
          dein Konto löschst. Wo ein Beitrag für andere noch wichtig ist, etwa ein Kurs, für den es bereits
          Buchungen gibt, entfernen wir nach der Löschung deines Kontos deinen Namen daraus, statt den Beitrag zu
          löschen.
        </p>

        <h3>3.4 Buchungen</h3>
        <p>
          Buchst du über die Website einen Platz in einem Kurs, verarbeiten wir deinen Namen, deine E-Mail-Adresse, den
          gebuchten Kurs und die Zahl der Plätze und geben diese Angaben an die Veranstalter:innen des Kurses weiter,
          mit denen du den Vertrag schließt (Art. 6 Abs. 1 lit. b DSGVO). Diese verarbeiten die Daten ab dann als
          eigene Verantwortliche. Wir bewahren die Buchungsdaten bis drei Jahre nach dem Ende des Kurses auf, um
          Rückfragen und Ansprüche klären zu können (Art. 6 Abs. 1 lit. f DSGVO); Belege, die wir nach § 132 BAO und
          § 212 UGB aufbewahren müssen, sieben Jahre (Art. 6 Abs. 1 lit. c DSGVO).
        </p>

        <h3>3.5 Kontaktformular und E-Mails an uns</h3>
        <p>
          Schreibst du uns über das <a href="/contact">Kontaktformular</a>, speichern wir in unserer Datenbank deinen
          Namen, deine E-Mail-Adresse, den Betreff, deine Nachricht und den Zeitpunkt; bist du angemeldet, außerdem die
          Kennung deines Kontos. Lesen können die Nachricht nur unsere Redaktion und die
          Administrator:innen der Website, in ihrem geschützten Bereich; wir antworten dir per
          E-Mail an die angegebene Adresse. Deine IP-Adresse nutzen wir dabei nur, um massenhaftes Absenden zu
          bremsen: Sie wird nicht gespeichert, sondern nur im Arbeitsspeicher des Servers mitgezählt und ist spätestens
          nach dessen nächstem Neustart vergessen. Schreibst du uns direkt per E-Mail, verarbeiten wir deine
          E-Mail-Adresse und den Inhalt deiner Nachricht ebenso.
        </p>
        <p>
          Rechtsgrundlage ist unser berechtigtes Interesse, Anfragen zu beantworten (Art. 6 Abs. 1 lit. f DSGVO), oder,
          wenn es um einen Vertrag mit dir geht, Art. 6 Abs. 1 lit. b DSGVO. Wir löschen die Nachricht und unsere
          Antwort, sobald die Anfrage erledigt ist und keine Rückfragen mehr zu erwarten sind, spätestens drei Jahre
          danach, außer wir müssen sie aus gesetzlichen Gründen länger aufbewahren (Art. 6 Abs. 1 lit. c DSGVO).
        </p>

        <h3>3.6 E-Mails, die wir dir schicken</h3>
        <p>
          Die Website schickt dir E-Mails, die du anforderst oder die zu deinem Konto, deinen Buchungen und deinen
          Beiträgen gehören: Anmeldelinks, Links zum Zurücksetzen des Passworts, Bestätigungen und Absagen von
          Buchungen, Nachrichten von der Warteliste und unsere Entscheidungen über Kurse und Orte, die du
          eingetragen hast. Werbung schicken wir nicht. Dafür verarbeiten wir deine E-Mail-Adresse, deinen Namen und den
          Inhalt der jeweiligen E-Mail (Art. 6 Abs. 1 lit. b DSGVO).
        </p>
        <p>
          Jede E-Mail legen wir zuerst als Versandauftrag in unserer Datenbank ab. Die Firebase-Erweiterung „Trigger
          Email“ übergibt ihn von dort an unseren E-Mail-Versanddienst, {operator.mailProvider.de}, der die E-Mail über
          SMTP zustellt und dafür als unser Auftragsverarbeiter (Art. 28 DSGVO) die Empfängeradresse und den Inhalt
          erhält. Versandaufträge löschen wir 30 Tage nach dem Versand. Ist kein Versanddienst eingerichtet, etwa
          wenn die Website zum Ausprobieren auf einem einzelnen Rechner läuft, verlässt keine E-Mail den Server: Sie
          bleibt dann nur im Postausgang der dortigen Datenbank.
        </p>

        <h3>3.7 Bezahlung und Rechnungen</h3>
        <p>
          Kurse mit Preis und Premium für Orte bezahlst du über den Zahlungsdienst Stripe (Stripe Payments Europe,
          Limited, 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Irland). Deine Zahlungsdaten, etwa
          die Kartennummer oder deine Kontodaten, gibst du direkt auf der Bezahlseite von Stripe ein; wir bekommen sie
          nie zu sehen. Stripe übermitteln wir, wofür du bezahlst, den Betrag und deine E-Mail-Adresse. Von Stripe
          erhalten wir, ob und wann bezahlt wurde, eine Kennung der Zahlung und, bei Premium, den Namen und die
          Rechnungsadresse, die du dort angibst, für die Rechnung. Bezahlst du einen Platz in einem Kurs, wickelt Stripe
          die Zahlung für die Veranstalter:innen ab, an die sie geht (Stripe Connect), und erfährt dafür auch, für wessen
          Konto bei Stripe sie bestimmt ist. Den Beleg dafür stellen wir im Namen der Veranstalter:innen auf deinen
          Namen aus.
        </p>
        <p>
          Bei uns gespeichert werden zu jeder Zahlung der Kurs oder der Ort, der Betrag, der Stand der Zahlung mit
          seinen Zeitpunkten, die Kennungen bei Stripe und, wenn wir etwas erstatten, der Grund dafür; außerdem
          jeder Beleg, jede Rechnung und jede Stornorechnung dazu, mit Nummer, Namen, Beträgen und Datum, die du in
          deinem Bereich herunterladen kannst. Rechtsgrundlage ist die Erfüllung des Vertrags (Art. 6 Abs. 1
          lit. b DSGVO). Als Buchhaltungsbelege bewahren wir diese Angaben sieben Jahre auf (§ 132 BAO, § 212 UGB;
          Art. 6 Abs. 1 lit. c DSGVO), auch wenn du dein Konto vorher löschst.
        </p>
        <p>
          Stripe verarbeitet die Zahlungsdaten zum Teil als eigene Verantwortliche, etwa um Betrug vorzubeugen und
          eigene gesetzliche Pflichten zu erfüllen; was Stripe dabei tut, steht in der Datenschutzerklärung von Stripe.
          Stripe kann Daten auch an die Stripe, Inc. in den USA übermitteln, die unter dem EU-US Data Privacy Framework
          zertifiziert ist (Art. 45 DSGVO). Ist kein Zahlungsdienst eingerichtet, etwa wenn die Website zum Ausprobieren
          auf einem einzelnen Rechner läuft, bezahlst du auf einer Testseite dieses Rechners: Es wird kein Geld bewegt,
          und keine Daten verlassen ihn.
        </p>

        <h3>3.8 Wenn du Kurse mit Preis verkaufst</h3>
        <p>
          Um Plätze in deinen Kursen mit Preis zu verkaufen, gibst du uns unter „Auszahlungen“ deine Angaben als
          Verkäufer:in: Name oder Firma, Anschrift, Land, ob du Kleinunternehmer:in oder umsatzsteuerpflichtig bist und
          dann deine UID-Nummer und deinen Steuersatz. Wir drucken sie auf die Belege, die wir in deinem Namen für
          deine Teilnehmenden ausstellen, und auf unsere Rechnungen über die Gebühr; wer bei dir einen Platz bezahlt,
          sieht sie also auf dem Beleg. Zu deinem Auszahlungskonto speichern wir außerdem seine Kennung bei Stripe, wie
          es darum steht (ob es Zahlungen annimmt und auszahlt und welche Angaben Stripe noch verlangt, nur deren
          Bezeichnungen), deine Verkäufe, unsere Gebühren, die Erstattungen und die Auszahlungen auf dein Bankkonto, die
          Stripe uns meldet, mit Betrag, Datum und Stand. Rechtsgrundlage ist die Erfüllung des Nutzungsvertrags
          (Art. 6 Abs. 1 lit. b DSGVO) und, für Belege und Rechnungen, unsere gesetzliche Pflicht (Art. 6 Abs. 1
          lit. c DSGVO).
        </p>
        <p>
          Das Auszahlungskonto selbst richtest du bei Stripe ein (Stripe Payments Europe, Limited, Dublin, Irland). Wir
          übermitteln Stripe dafür deine E-Mail-Adresse, dein Land, deinen Namen als Verkäufer:in und die Kennung
          deines Kontos bei uns. Alles Weitere, etwa dein Geburtsdatum, einen Ausweis und deine Bankverbindung, gibst
          du direkt bei Stripe an; wir bekommen es nicht zu sehen. Stripe verarbeitet diese Daten als eigene
          Verantwortliche, um zu prüfen, wer du bist, und um eigene gesetzliche Pflichten zu erfüllen, etwa gegen
          Geldwäsche; was Stripe dabei tut, steht in der Datenschutzerklärung von Stripe.
        </p>
        <p>
          Belege, Rechnungen und Stornorechnungen sind Buchhaltungsbelege: Wir bewahren sie samt deinen Angaben als
          Verkäufer:in, deinem Auszahlungskonto und deinen Auszahlungen sieben Jahre auf (§ 132 BAO, § 212 UGB;
          Art. 6 Abs. 1 lit. c DSGVO). Löschst du dein Konto, bleiben sie deshalb gespeichert, bis die Frist
          abgelaufen ist; alles andere löschen wir, wie in Abschnitt 3.2 beschrieben.
        </p>

        <h3>3.9 Gutscheine</h3>
        <p>
          Kaufst du einen Gutschein, speichern wir zu ihm dein Konto als das der Käufer:in, den Wert oder den Kurs,
          für den du ihn kaufst, den Namen der beschenkten Person und deine Nachricht, wie sie auf dem Gutschein
          stehen, und, wenn wir ihn verschicken sollen, die E-Mail-Adresse der beschenkten Person und den Tag des
          Versands. Dazu kommen der Code, der Stand der Zahlung und jede Einlösung: wann, mit welchem Betrag, für
          welchen Kurs, und was bei einer Erstattung auf den Gutschein zurückging. Bezahlt wird wie in Abschnitt 3.7
          über Stripe; die Zahlung geht an uns. Rechtsgrundlage ist die Erfüllung des Vertrags über den Gutschein
          (Art. 6 Abs. 1 lit. b DSGVO). Den Namen und die Adresse der beschenkten Person gibst du uns, damit wir ihr
          den Gutschein zustellen und ihren Namen darauf drucken; das ist unser berechtigtes Interesse (Art. 6 Abs. 1
          lit. f DSGVO). Gib uns ihre Adresse bitte nur, wenn du annehmen darfst, dass sie damit einverstanden ist.
        </p>
        <p>
          Wer einen Gutschein einlöst, gibt nur seinen Code ein; wir speichern dazu, welche Bestellung er bezahlt hat.
          Wer das Guthaben eines Codes abfragt, sieht nur Wert, Guthaben, Stand und Gültigkeit, nicht, wer ihn gekauft
          hat, und weder Namen noch Nachricht. Falsche Codes zählen wir pro Konto und pro Adresse, von der sie kommen,
          um das Durchprobieren von Codes zu bremsen; gespeichert werden dafür nur ein Hashwert und die Zeitpunkte der
          letzten Versuche (Art. 6 Abs. 1 lit. f DSGVO).
        </p>
        <p>
          Den Gutschein mit diesen Angaben und seinen Einlösungen bewahren wir auf, solange er eingelöst werden kann,
          damit er gedruckt und eingelöst werden kann, auch wenn du dein Konto vorher löschst; danach als
          Buchhaltungsunterlage noch sieben Jahre (§ 132 BAO, § 212 UGB; Art. 6 Abs. 1 lit. c DSGVO).
        </p>
      </section>

      <section>
        <h2>4. Cookies und Speicherung auf deinem Gerät</h2>
        <p>
          Nach § 165 Abs. 3 Telekommunikationsgesetz 2021 (TKG 2021) dürfen wir Informationen auf deinem Gerät nur
          speichern oder von dort auslesen, wenn du eingewilligt hast oder wenn das unbedingt erforderlich ist, damit wir
          dir den Dienst bereitstellen können, den du ausdrücklich nutzen willst. Wir verwenden derzeit nur solche
          unbedingt erforderlichen Cookies:
        </p>
        <ul>
          <li>
            <code>i18n_redirected</code> merkt sich die Sprache, die du für die Website gewählt hast (
            <code>de</code> oder <code>en</code>), und enthält sonst nichts. Unser Server setzt es, wenn du über die
            Sprachauswahl die Sprache wechselst, wenn du in deinem Profil eine andere Sprache speicherst und bei deinem
            ersten Besuch der Startseite (mit der Sprache aus der Einstellung deines Browsers). Auswirkung hat es nur
            auf der Startseite, die dich damit in deiner Sprache begrüßt. Es ist jeweils 365 Tage gültig.
            Rechtsgrundlage ist unser berechtigtes Interesse, dir die Website in der Sprache zu zeigen, die du gewählt
            hast (Art. 6 Abs. 1 lit. f DSGVO).
          </li>
          <li>
            <code>__session</code> hält dich angemeldet und merkt sich außerdem deine Sprachwahl, denn Firebase
            Hosting, über das wir die Seiten ausliefern, gibt kein anderes Cookie an unseren Server weiter. Es wird zu denselben Zeitpunkten gesetzt
            wie <code>i18n_redirected</code> und enthält dann nur <code>lang:de</code> oder <code>lang:en</code>, für alle
            mit dieser Sprache gleich, gültig 365 Tage. Wenn du dich anmeldest (mit Passwort, Anmeldelink oder Google)
            oder ein Konto anlegst, enthält es zusätzlich ein zufälliges oder signiertes Sitzungstoken, an dem unser
            Server dein Konto erkennt. Skripte auf der Seite können es nicht lesen (<code>HttpOnly</code>), und dein
            Browser schickt es nur über verschlüsselte Verbindungen (<code>Secure</code>). Deine Sitzung endet 14 Tage
            nach der Anmeldung, oder früher, wenn du dich abmeldest oder sie nicht mehr gültig ist, etwa weil du dein
            Passwort zurückgesetzt hast; dann bleibt nur die Sprache im Cookie. Rechtsgrundlage ist die Erfüllung des
            Nutzungsvertrags (Art. 6 Abs. 1 lit. b DSGVO) und, für die Sprache, unser oben genanntes berechtigtes
            Interesse (Art. 6 Abs. 1 lit. f DSGVO).
          </li>
        </ul>
        <p>
          Du kannst Cookies jederzeit in deinem Browser löschen. Ohne <code>__session</code> bist du danach
          abgemeldet; ohne beide Cookies wählt die Startseite die Sprache wieder nach deinem Browser.
        </p>
        <p>
          Wenn du oben auf der Seite „System“, „Hell“ oder „Dunkel“ wählst, merkt sich dein Browser das in seinem
          lokalen Speicher (<code>color-mode</code> mit <code>system</code>, <code>light</code> oder <code>dark</code>),
          bis du den Speicher der Website löschst. Unser Server erfährt davon nichts; die Seite liest den Eintrag nur,
          um sich in deinen Farben zu zeigen.
        </p>
      </section>

      <section>
        <h2>5. Reichweitenmessung</h2>
        <p>
          Wir zählen selbst, wie oft unsere Seiten gelesen werden, ohne fremde Dienste. Öffnest du eine Seite, meldet
          ein kleines Skript unserer Website an unseren Server:
        </p>
        <ul>
          <li>den Pfad der Seite ohne Parameter, etwa /venues/oelmuehle,</li>
          <li>bei einer Suche den Suchbegriff und ob sie etwas gefunden hat,</li>
          <li>
            den Namen der Website, von der du über einen Link gekommen bist, etwa google.com (nie die genaue Adresse),
          </li>
          <li>die Sprache deines Browsers, etwa de.</li>
        </ul>
        <p>
          Der Server macht daraus nur Tagessummen: wie oft eine Seite an einem Tag aufgerufen wurde, von welchen
          Websites aus und in welchen Sprachen, und wie oft ein Suchbegriff nichts gefunden hat. Einzelne Besuche,
          deine IP-Adresse, dein Browser und dein Gerät werden dabei nicht gespeichert. Wir setzen dafür kein Cookie,
          speichern nichts auf deinem Gerät, vergeben keine Kennung und erkennen dich nicht wieder; Profile entstehen
          keine. Aufrufe von Suchmaschinen-Robotern und automatisierten Browsern zählen wir nicht. Damit niemand die
          Zählung mit vielen Meldungen verfälscht, merkt sich der Server höchstens etwa eine Stunde lang, wie viele
          Meldungen von einer Internetadresse kamen, und zwar nur als nicht umkehrbaren Hashwert, nie die Adresse
          selbst.
        </p>
        <p>
          Sendet dein Browser „Do Not Track“ oder „Global Privacy Control“, meldet das Skript nichts und der Server
          zählt nichts. Rechtsgrundlage ist unser berechtigtes Interesse zu erfahren, welche Inhalte gelesen werden und
          welche Suchen ins Leere gehen (Art. 6 Abs. 1 lit. f DSGVO). Weil nichts auf deinem Gerät gespeichert oder
          ausgelesen wird, braucht die Zählung keine Einwilligung nach § 165 Abs. 3 TKG 2021. Die Tagessummen lassen
          keinen Schluss auf einzelne Menschen zu und bleiben gespeichert. Die Redaktion sieht sie; wer einen Ort mit
          Premium bei uns betreut, sieht die Zahlen der eigenen Seiten.
        </p>
        <p>
          Sollten wir stattdessen ein anderes Werkzeug einrichten, ergänzen wir diese Erklärung vorher um das
          Werkzeug, das Unternehmen dahinter, die verarbeiteten Daten und die Speicherdauer. Speichert oder liest ein
          solches Werkzeug Informationen auf deinem Gerät, laden wir es nur mit deiner Einwilligung (Art. 6 Abs. 1 lit. a
          DSGVO, § 165 Abs. 3 TKG 2021), die du jederzeit widerrufen kannst.
        </p>
      </section>

      <section>
        <h2>6. Karten</h2>
        <p>
          Die Übersicht der Orte und die Seite jedes Ortes zeigen eine Karte. Dafür lädt dein Browser die
          Kartenausschnitte (Kacheln) direkt von {operator.mapTileProvider.de}; für das Vereinigte Königreich hat die
          EU-Kommission ein angemessenes Datenschutzniveau festgestellt. Der Kartendienst erfährt dabei deine IP-Adresse, den Kartenausschnitt und die
          Angaben deines Browsers, aber nicht, wer du bist. Wir brauchen das, um dir die Orte auf der Karte zu zeigen;
          Rechtsgrundlage ist unser berechtigtes Interesse an einer brauchbaren Karte (Art. 6 Abs. 1 lit. f DSGVO). Die
          Liste der Orte funktioniert auch ohne Karte.
        </p>
        <p>
          Die Links „Route planen“ bei den Orten und den Live-Kursen führen zur Website von OpenStreetMap, „In der
          Karten-App öffnen“ zur Karten-App deines Geräts. Solange du keinem davon folgst, wird nichts übertragen; folgst
          du einem, erfährt der jeweilige Dienst deine IP-Adresse und das Ziel, nach den Datenschutzbestimmungen dieses
          Dienstes.
        </p>
      </section>

      <section>
        <h2>7. Hosting und Auftragsverarbeiter</h2>
        <p>
          Wir betreiben die Website mit Diensten der Google Cloud Platform und von Firebase (Hosting, Cloud Functions,
          Cloud Firestore, Realtime Database, Cloud Storage und Authentication). Unser Vertragspartner dafür ist Google Cloud
          EMEA Limited, 70 Sir John Rogerson’s Quay, Dublin 2, Irland. Google verarbeitet die Daten als unser
          Auftragsverarbeiter nach Art. 28 DSGVO und nur nach unseren Weisungen, geregelt in den
          Datenverarbeitungsbedingungen von Google Cloud und Firebase.
        </p>
        <p>
          Unsere Datenbanken, Dateien und Serverfunktionen laufen in der Region europe-west3 (Frankfurt am Main,
          Deutschland); die Datenbank für Live-Aktualisierungen in der Region europe-west1 (Belgien). Die Seiten selbst
          liefert Firebase Hosting über ein weltweites Netz von Servern aus, und Firebase Authentication verarbeitet
          Kontodaten auch auf Servern der Google LLC in den USA. Für diese Übermittlungen stützen wir uns auf den
          Angemessenheitsbeschluss der Europäischen Kommission zum EU-US Data Privacy Framework, unter dem Google LLC
          zertifiziert ist (Art. 45 DSGVO), und zusätzlich auf die Standardvertragsklauseln der Europäischen Kommission
          (Art. 46 Abs. 2 lit. c DSGVO), die Teil der Datenverarbeitungsbedingungen von Google sind. Eine Kopie der
          Standardvertragsklauseln schicken wir dir auf Anfrage.
        </p>
        <p>
          Der Selbermach-Assistent (/ai, /gemini, /claude) schreibt seine Antworten mit einem Sprachmodell, wenn wir eines
          eingerichtet haben: Gemini von Google oder Claude von Anthropic PBC (USA), als unsere Auftragsverarbeiter.
          Google bzw. Anthropic erhält dann nur deine Frage, deine früheren Fragen aus derselben Unterhaltung, einen groben Ort
          (die Stadt, den Bezirk oder die Postleitzahl, die du eingibst, oder den Namen der nächsten Stadt, wenn du „In der Nähe“ nutzt; nie deine
          genaue Position) und die passenden Einträge des Magazins – nicht deine IP-Adresse und nicht dein Konto.
          Schreib deshalb bitte nichts Persönliches in die Frage. Die Unterhaltung speichert nur dein Browser, solange
          der Tab offen ist. Speicherst du angemeldet eine Antwort, bewahren wir deine Frage, den Text der Antwort und
          die Verweise auf ihre Einträge bei deinem Konto auf, bis du sie löschst; löschst du dein Konto, löschen wir
          sie mit (Art. 6 Abs. 1 lit. b DSGVO). Rechtsgrundlage ist unser berechtigtes Interesse, dir passende Kurse und Orte zu zeigen
          (Art. 6 Abs. 1 lit. f DSGVO); für Übermittlungen in die USA gelten die Standardvertragsklauseln.
        </p>
      </section>

      <section>
        <h2>8. Empfänger</h2>
        <p>Deine Daten erhalten nur:</p>
        <ul>
          <li>Google als unser Auftragsverarbeiter (siehe Abschnitt 7);</li>
          <li>unser E-Mail-Versanddienst als Auftragsverarbeiter, für die E-Mails an dich (siehe Abschnitt 3.6);</li>
          <li>Stripe, wenn du etwas bezahlst oder Kurse mit Preis verkaufst (siehe Abschnitte 3.7 und 3.8);</li>
          <li>die Veranstalter:innen der Kurse, in denen du einen Platz buchst (siehe Abschnitt 3.4);</li>
          <li>
            wer bei dir einen Platz in einem Kurs mit Preis bezahlt: deine Angaben als Verkäufer:in auf dem Beleg
            (siehe Abschnitt 3.8);
          </li>
          <li>unsere Steuerberatung, soweit Buchhaltungsunterlagen betroffen sind;</li>
          <li>
            Behörden und Gerichte, wenn wir gesetzlich dazu verpflichtet sind (Art. 6 Abs. 1 lit. c DSGVO), und
            unsere Rechtsvertretung, wenn wir eigene Ansprüche durchsetzen oder abwehren müssen (Art. 6 Abs. 1 lit. f DSGVO).
          </li>
        </ul>
      </section>

      <section>
        <h2>9. Musst du uns Daten geben?</h2>
        <p>
          Nein. Ohne die technisch nötigen Verbindungsdaten aus Abschnitt 3.1 können wir dir die Website allerdings
          nicht ausliefern, und ohne E-Mail-Adresse können wir kein Konto für dich anlegen. Eine automatisierte
          Entscheidungsfindung einschließlich Profiling nach Art. 22 DSGVO findet nicht statt.
        </p>
      </section>

      <section>
        <h2>10. Deine Rechte</h2>
        <p>Du hast gegenüber uns das Recht auf</p>
        <ul>
          <li>Auskunft über die Daten, die wir über dich verarbeiten (Art. 15 DSGVO);</li>
          <li>Berichtigung unrichtiger oder Vervollständigung unvollständiger Daten (Art. 16 DSGVO);</li>
          <li>Löschung deiner Daten (Art. 17 DSGVO);</li>
          <li>Einschränkung der Verarbeitung (Art. 18 DSGVO);</li>
          <li>
            Datenübertragbarkeit: die Daten, die du uns gegeben hast, in einem gängigen, maschinenlesbaren Format zu
            erhalten (Art. 20 DSGVO);
          </li>
          <li>
            Widerspruch gegen Verarbeitungen, die auf unserem berechtigten Interesse beruhen, aus Gründen, die sich aus
            deiner besonderen Situation ergeben (Art. 21 DSGVO);
          </li>
          <li>
            Widerruf einer Einwilligung mit Wirkung für die Zukunft; die Verarbeitung bis zum Widerruf bleibt
            rechtmäßig (Art. 7 Abs. 3 DSGVO).
          </li>
        </ul>
        <p>
          Schreib uns dafür an <a href={`mailto:${operator.privacyEmail}`}>{operator.privacyEmail}</a>. Wir antworten
          innerhalb eines Monats (Art. 12 Abs. 3 DSGVO) und fragen gegebenenfalls nach, um sicherzugehen, dass die
          Anfrage wirklich von dir stammt.
        </p>
      </section>

      <section>
        <h2>11. Beschwerde bei der Datenschutzbehörde</h2>
        <p>
          Wenn du meinst, dass wir deine Daten nicht rechtmäßig verarbeiten, kannst du dich bei der Aufsichtsbehörde
          beschweren (Art. 77 DSGVO, § 24 DSG). In Österreich ist das die Datenschutzbehörde:
        </p>
        <address className="legal-address">
          Österreichische Datenschutzbehörde
          <br />
          Barichgasse 40–42
          <br />
          1030 Wien
          <br />
          E-Mail: <a href="mailto:dsb@dsb.gv.at">dsb@dsb.gv.at</a>
          <br />
          Web: <a href="https://www.dsb.gv.at">www.dsb.gv.at</a>
        </address>
        <p>
          Du kannst dich auch an die Aufsichtsbehörde des EU-Mitgliedstaats wenden, in dem du lebst oder arbeitest. Am
          schnellsten klären wir die Sache aber meist gemeinsam: Schreib uns gern zuerst.
        </p>
      </section>

      <section>
        <h2>12. Änderungen dieser Erklärung</h2>
        <p>
          Wir passen diese Datenschutzerklärung an, wenn sich die Website oder die Rechtslage ändert, etwa bevor wir
          neue Funktionen einführen. Es gilt jeweils die hier veröffentlichte Fassung; das Datum oben zeigt, wann wir
          sie zuletzt geändert haben.
        </p>
      </section>
    </>
  );
}
