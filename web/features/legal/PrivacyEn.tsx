// Privacy policy (English translation of PrivacyDe, which is the binding version).
import { formatLastUpdated } from './meta';
import { OperatorAddress } from './OperatorAddress';
import { operator } from './operator';

export function PrivacyEn() {
  return (
    <>
      <p className="legal-updated">Last updated: {formatLastUpdated('en')}</p>
      <p>
        We care about protecting your data. This policy explains which personal data we process when you read the{' '}
        {operator.magazineName.en}, create an account or add courses, why we do so, how long we keep the data and
        which rights you have under the General Data Protection Regulation (GDPR) and the Austrian Data Protection
        Act (DSG). This is a translation; the German version is binding.
      </p>

      <section>
        <h2>1. Controller</h2>
        <p>The controller for the processing of data on this website within the meaning of Art. 4(7) GDPR is:</p>
        <OperatorAddress language="en" />
        <p>
          For any question about data protection and to exercise your rights, write to{' '}
          <a href={`mailto:${operator.privacyEmail}`}>{operator.privacyEmail}</a>. We have not appointed a data
          protection officer because Art. 37 GDPR does not require us to.
        </p>
      </section>

      <section>
        <h2>2. The essentials in brief</h2>
        <ul>
          <li>You can read the magazine and the directory without an account.</li>
          <li>
            We only set cookies the website strictly needs: one for your language and, when you sign in or register,
            one for your session.
          </li>
          <li>
            We count page views ourselves, without cookies and without recognising you: only daily totals per page.
            There is no advertising tracking on our site.
          </li>
          <li>We do not sell data and do not pass it on for advertising.</li>
          <li>Our databases are located in data centres in the European Union.</li>
        </ul>
      </section>

      <section>
        <h2>3. Which data we process, why, and on which legal basis</h2>

        <h3>3.1 Visiting the website (server logs)</h3>
        <p>
          When you open a page, your browser necessarily transmits data to our server, which stores it in log files:
          your IP address, the date and time of access, the address requested (URL), the HTTP status code, the amount
          of data transferred, the previously visited page (referrer) and your browser and operating system (user
          agent).
        </p>
        <p>
          We need these data to deliver the pages to you, to fend off attacks and abuse and to find errors. The legal
          basis is our legitimate interest in a secure and working service (Art. 6(1)(f) GDPR). The logs are deleted
          automatically after 30 days. We keep individual entries longer only as long as we need them to investigate a
          specific security incident.
        </p>

        <h3>3.2 Your user account</h3>
        <p>
          When you register, we process your email address, your display name, your password (only as a salted hash,
          never in plain text), optional profile details, and the time of registration and of your last sign-in. If
          you sign in with a link sent by email, we use only your email address. If you sign in with an account from
          another provider (such as Google), that provider sends us your name, your email address, a user ID and, where
          applicable, your profile picture; what that provider itself processes is governed by its own privacy policy.
        </p>
        <p>
          We use these data to keep your account, sign you in, provide the features for signed-in users and send you
          messages about your account (such as a sign-in link or a link to reset your password). The legal basis is
          the performance of the contract of use (Art. 6(1)(b) GDPR). The data are kept as long as your account exists.
          If you delete your account, we delete your account data within 30 days, except what we must keep as
          accounting records (see sections 3.7 and 3.8); backup copies are overwritten after 90 days at the latest.
        </p>

        <h3>3.3 Courses and other contributions</h3>
        <p>
          When you add courses or, as an operator, maintain a venue in the directory, we publish this information
          together with the name you give for it. The legal basis is the performance of the contract of use (Art.
          6(1)(b) GDPR). Contributions remain visible until you delete them or your account. Where a contribution still
          matters to others, such as a course that already has bookings, we remove your name from it after your account
          is deleted instead of deleting the contribution.
        </p>

        <h3>3.4 Bookings</h3>
        <p>
          When you book a seat in a course through the website, we process your name, your email address, the course
          booked and the number of seats, and pass this information on to the course’s organiser, with whom you enter
          into the contract (Art. 6(1)(b) GDPR). From then on, the organiser processes the data as a controller in
          their own right. We keep booking data for three years after the course has ended to deal with questions and
          claims (Art. 6(1)(f) GDPR), and records we must retain under § 132 of the Austrian Federal Fiscal Code (BAO) and § 212 of
          the Austrian Commercial Code (UGB) for seven years (Art. 6(1)(c) GDPR).
        </p>

        <h3>3.5 Contact form and emails to us</h3>
        <p>
          When you write to us through the <a href="/en/contact">contact form</a>, we store your name, your email
          address, the subject, your message and the time in our database and, if you are signed in, the ID of your
          account. Only our editors and the website’s administrators can read the message, in their protected area; we
          reply by email to the address you gave. We use your IP address only to slow down mass submissions: it is not
          stored but only counted in the server’s memory, and is forgotten at the latest when the server next restarts.
          When you email us directly, we process your email address and the content of your message in the same way.
        </p>
        <p>
          The legal basis is our legitimate interest in answering enquiries (Art. 6(1)(f) GDPR) or, where a contract
          with you is concerned, Art. 6(1)(b) GDPR. We delete the message and our reply once the enquiry has been dealt
          with and no follow-up questions are to be expected, three years later at the latest, unless we are legally
          required to keep them longer (Art. 6(1)(c) GDPR).
        </p>

        <h3>3.6 Emails we send you</h3>
        <p>
          The website sends you emails that you ask for or that belong to your account, your bookings and your
          contributions: sign-in links, links to reset your password, confirmations and cancellations of bookings,
          news from the waiting list and our decisions on courses and venues you have added. We do not send
          advertising. For this we process your email address, your name and the content of the email (Art. 6(1)(b)
          GDPR).
        </p>
        <p>
          We first store every email as a sending job in our database. From there, the Firebase extension “Trigger
          Email” hands it to our email delivery service, {operator.mailProvider.en}, which delivers it via SMTP and, as
          our processor (Art. 28 GDPR), receives the recipient’s address and the content for this purpose. We delete
          sending jobs 30 days after sending. Where no delivery service is set up, for instance when the website runs
          on a single computer for trying it out, no email leaves the server: it then stays in the outbox of the
          database there.
        </p>

        <h3>3.7 Payments and invoices</h3>
        <p>
          You pay for courses with a price and for Premium for venues through the payment service Stripe (Stripe
          Payments Europe, Limited, 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Ireland). You enter
          your payment details, such as your card number or bank details, directly on Stripe’s payment page; we never
          see them. We pass on to Stripe what you are paying for, the amount and your email address. From Stripe we
          receive whether and when you paid, an identifier of the payment and, for Premium, the name and billing
          address you give there, for the invoice. When you pay for a seat in a course, Stripe processes the payment for
          the organiser it goes to (Stripe Connect) and for this also learns which Stripe account it is meant for. We
          issue the receipt in the organiser’s name, made out to you.
        </p>
        <p>
          For each payment we store the course or venue, the amount, the payment’s state with its times, Stripe’s
          identifiers and, if we refund something, the reason; also each receipt, invoice and credit note that goes
          with it, with its number, names, amounts and date, which you can download in your account. The legal basis
          is the performance of the contract (Art. 6(1)(b) GDPR). As accounting records we keep these details for
          seven years (§ 132 BAO, § 212 UGB; Art. 6(1)(c) GDPR), even if you delete your account before then.
        </p>
        <p>
          Stripe processes payment data partly as a controller in its own right, for instance to prevent fraud and to
          meet its own legal obligations; what Stripe does is described in Stripe’s privacy policy. Stripe may also
          transfer data to Stripe, Inc. in the USA, which is certified under the EU-US Data Privacy Framework
          (Art. 45 GDPR). Where no payment service is set up, for instance when the website runs on a single computer
          for trying it out, you pay on a test page on that computer: no money moves and no data leave it.
        </p>

        <h3>3.8 When you sell courses with a price</h3>
        <p>
          To sell seats in your courses with a price, you give us your details as the seller under “Payouts”: name or
          company, address, country, whether you are a small business or registered for VAT and, if so, your VAT number
          and VAT rate. We print them on the receipts we issue in your name to your participants and on our invoices
          for the fee; whoever pays for a seat with you therefore sees them on the receipt. For your payout account we
          also store its identifier at Stripe, where it stands (whether it accepts payments and pays out, and which
          details Stripe still asks for, by their names only), your sales, our fees, the refunds and the payouts to
          your bank account that Stripe reports to us, with amount, date and state. The legal basis is the performance
          of the contract of use (Art. 6(1)(b) GDPR) and, for receipts and invoices, our legal obligation
          (Art. 6(1)(c) GDPR).
        </p>
        <p>
          You set up the payout account itself with Stripe (Stripe Payments Europe, Limited, Dublin, Ireland). For this
          we pass on to Stripe your email address, your country, your name as the seller and the identifier of your
          account with us. Everything else, such as your date of birth, an identity document and your bank details,
          you enter directly with Stripe; we never see it. Stripe processes these data as a controller in its own
          right, to verify who you are and to meet its own legal obligations, for instance against money laundering;
          what Stripe does is described in Stripe’s privacy policy.
        </p>
        <p>
          Receipts, invoices and credit notes are accounting records: we keep them, together with your details as the
          seller, your payout account and your payouts, for seven years (§ 132 BAO, § 212 UGB; Art. 6(1)(c) GDPR).
          If you delete your account, they therefore stay stored until that period has passed; everything else we
          delete as described in section 3.2.
        </p>

        <h3>3.9 Gift vouchers</h3>
        <p>
          When you buy a gift voucher, we store with it your account as the buyer’s, the value or the course you buy it
          for, the recipient’s name and your message as printed on the voucher and, if we are to send it, the
          recipient’s email address and the day of sending. Added to that are the code, the state of the payment and
          every redemption: when, with which amount, for which course, and what went back to the voucher with a
          refund. Payment is through Stripe as in section 3.7; the payment goes to us. The legal basis is the
          performance of the contract for the voucher (Art. 6(1)(b) GDPR). You give us the recipient’s name and
          address so that we deliver the voucher to them and print their name on it; that is our legitimate interest
          (Art. 6(1)(f) GDPR). Please give us their address only if you may assume that they agree.
        </p>
        <p>
          Whoever redeems a voucher types only its code; we store which order it paid for. Whoever checks a code’s
          balance sees only its value, balance, state and validity, not who bought it, and neither the name nor the
          message. We count wrong codes per account and per address they come from, to slow down trying out codes;
          all we store for it is a hash value and the times of the latest attempts (Art. 6(1)(f) GDPR).
        </p>
        <p>
          We keep the voucher with these details and its redemptions for as long as it can be redeemed, so that it can
          be printed and redeemed, even if you delete your account before then; after that, as an accounting record,
          for another seven years (§ 132 BAO, § 212 UGB; Art. 6(1)(c) GDPR).
        </p>
      </section>

      <section>
        <h2>4. Cookies and storage on your device</h2>
        <p>
          Under § 165(3) of the Austrian Telecommunications Act 2021 (TKG 2021), we may only store information on your
          device or read it from there if you have consented or if this is strictly necessary to provide the service
          you have explicitly asked to use. We currently use only such strictly necessary cookies:
        </p>
        <ul>
          <li>
            <code>i18n_redirected</code> remembers the language you chose for the website (<code>de</code> or{' '}
            <code>en</code>) and contains nothing else. Our server sets it when you switch language with the language
            links, when you save a different language in your profile, and on your first visit to the front page (with
            the language of your browser’s setting). It only has an effect on the front page, which greets you in your
            language with it. Each time it is set, it is valid for 365 days. The legal basis is our legitimate interest
            in showing you the website in the language you chose (Art. 6(1)(f) GDPR).
          </li>
          <li>
            <code>__session</code> keeps you signed in, and remembers your language choice as well: our hosting
            provider passes no other cookie on to our server. Set at the same moments as <code>i18n_redirected</code>,
            it then holds only <code>lang:de</code> or <code>lang:en</code>, the same for everyone with that language,
            valid for 365 days. When you sign in (with a password, a sign-in link or Google) or create an account, it
            also holds a random or signed session token by which our server recognises your account. Scripts on the
            page cannot read it (<code>HttpOnly</code>), and your browser only sends it over encrypted connections (
            <code>Secure</code>). Your session ends 14 days after you sign in, or earlier when you sign out or when it
            is no longer valid, for instance because you have reset your password; then only the language stays in the
            cookie. The legal basis is the performance of the contract of use (Art. 6(1)(b) GDPR) and, for the
            language, our legitimate interest named above (Art. 6(1)(f) GDPR).
          </li>
        </ul>
        <p>
          You can delete cookies in your browser at any time. Without <code>__session</code> you are then signed out;
          without both cookies the front page chooses the language from your browser again.
        </p>
        <p>
          When you choose “System”, “Light” or “Dark” at the top of the page, your browser remembers it in its local
          storage (a single entry: <code>system</code>, <code>light</code> or <code>dark</code>) until you
          clear the site’s storage. Our server learns nothing of it; the page reads the entry only to show itself in your
          colours.
        </p>
      </section>

      <section>
        <h2>5. Audience measurement</h2>
        <p>
          We count how often our pages are read ourselves, without outside services. When you open a page, a small
          script of our website reports to our server:
        </p>
        <ul>
          <li>the page’s path without parameters, for example /venues/oelmuehle,</li>
          <li>for a search, the search term and whether it found anything,</li>
          <li>the name of the website whose link brought you here, for example google.com (never the exact address),</li>
          <li>your browser’s language, for example de.</li>
        </ul>
        <p>
          The server keeps only daily totals: how often a page was viewed on a day, from which websites and in which
          languages, and how often a search term found nothing. Single visits, your IP address, your browser and your
          device are not stored. We set no cookie for this, store nothing on your device, assign no identifier and do
          not recognise you again; no profiles are created. Visits by search engine robots and automated browsers are
          not counted. So that nobody can distort the count with many reports, the server remembers for at most about
          an hour how many reports came from one internet address, and only as a hash that cannot be reversed, never
          the address itself.
        </p>
        <p>
          If your browser sends “Do Not Track” or “Global Privacy Control”, the script reports nothing and the server
          counts nothing. The legal basis is our legitimate interest in knowing which content is read and which
          searches come up empty (Art. 6(1)(f) GDPR). As nothing is stored on or read from your device, the count
          needs no consent under § 165(3) TKG 2021. The daily totals say nothing about individual people and are kept.
          The editors see them; whoever looks after a venue with Premium sees the figures of
          their own pages.
        </p>
        <p>
          Should we set up another tool instead, we will first add the tool and the company behind it, the data
          processed and the retention period to this policy. If such a tool stores or reads information on your
          device, we will load it only with your consent (Art. 6(1)(a) GDPR, § 165(3) TKG 2021), which you can
          withdraw at any time.
        </p>
      </section>

      <section>
        <h2>6. Maps</h2>
        <p>
          The overview of venues and each venue’s page show a map. For it, your browser loads the map sections (tiles)
          directly from {operator.mapTileProvider.en}; the European Commission has found that the United Kingdom
          ensures an adequate level of data protection. The map service thereby
          learns your IP address, the map section and your browser’s details, but not who you are. We need this to
          show you the venues on the map; the legal basis is our legitimate interest in a usable map (Art. 6(1)(f)
          GDPR). The list of venues also works without the map.
        </p>
        <p>
          The “Get directions” links of the venues and the live courses lead to the OpenStreetMap website, “Open in
          your maps app” to your device’s maps app. As long as you follow none of them, nothing is sent; if you follow one,
          that service learns your IP address and the destination, under its own privacy terms.
        </p>
      </section>

      <section>
        <h2>7. Hosting and processors</h2>
        <p>
          We run the website on services of Google Cloud Platform and Firebase (Hosting, Cloud Functions, Cloud
          Firestore, Realtime Database, Cloud Storage and Authentication). Our provider is Google Cloud EMEA Limited, 70
          Sir John Rogerson’s Quay, Dublin 2, Ireland. Google processes the data as our processor under Art. 28 GDPR
          and only on our instructions, as set out in the data processing terms of Google Cloud and Firebase.
        </p>
        <p>
          Our databases, files and server functions run in the region europe-west3 (Frankfurt am Main, Germany); the
          database for live updates in the region europe-west1 (Belgium). Firebase Hosting delivers the pages
          themselves through a worldwide network of servers, and Firebase Authentication also processes account data
          on servers of Google LLC in the USA. For these transfers we rely on the European Commission’s adequacy
          decision on the EU-US Data Privacy Framework, under which Google LLC is certified (Art. 45 GDPR), and in
          addition on the European Commission’s standard contractual clauses (Art. 46(2)(c) GDPR), which are part of
          Google’s data processing terms. We will send you a copy of the standard contractual clauses on request.
        </p>
        <p>
          The craft assistant (/ai, /gemini, /claude) writes its answers with a language model when we have configured
          one: Google’s Gemini or Claude by Anthropic PBC (USA), as our processors. The provider then receives only your
          question, your earlier questions in the same conversation, a coarse location (the city, district or postcode you type, or the name
          of the nearest city when you use “Nearby”; never your exact position) and the matching listings of the
          magazine – not your IP address and not your account. So please write nothing personal in the question. Only
          your browser keeps the conversation, while the tab is open. When you save an answer while signed in, we keep
          your question, the answer’s text and the references to its listings with your account until you delete it;
          when you delete your account, we delete them with it (Art. 6(1)(b) GDPR). The legal basis is our legitimate interest in
          showing you fitting courses and venues (Art. 6(1)(f) GDPR); transfers to the USA are covered by the standard
          contractual clauses.
        </p>
      </section>

      <section>
        <h2>8. Recipients</h2>
        <p>Your data are only received by:</p>
        <ul>
          <li>Google as our processor (see section 7);</li>
          <li>our email delivery service as a processor, for the emails to you (see section 3.6);</li>
          <li>Stripe, when you pay for something or sell courses with a price (see sections 3.7 and 3.8);</li>
          <li>the organisers of the courses in which you book a seat (see section 3.4);</li>
          <li>
            whoever pays for a seat in one of your courses with a price: your details as the seller on the receipt
            (see section 3.8);
          </li>
          <li>our tax advisers, where accounting records are concerned;</li>
          <li>
            authorities and courts where we are legally obliged (Art. 6(1)(c) GDPR), and our legal representatives
            where we need to assert or defend our own claims (Art. 6(1)(f) GDPR).
          </li>
        </ul>
      </section>

      <section>
        <h2>9. Do you have to give us data?</h2>
        <p>
          No. Without the technically necessary connection data from section 3.1, however, we cannot deliver the
          website to you, and without an email address we cannot create an account for you. There is no automated
          decision-making, including profiling, within the meaning of Art. 22 GDPR.
        </p>
      </section>

      <section>
        <h2>10. Your rights</h2>
        <p>You have the right to</p>
        <ul>
          <li>access the data we process about you (Art. 15 GDPR);</li>
          <li>rectification of inaccurate data or completion of incomplete data (Art. 16 GDPR);</li>
          <li>erasure of your data (Art. 17 GDPR);</li>
          <li>restriction of processing (Art. 18 GDPR);</li>
          <li>
            data portability: to receive the data you have given us in a common, machine-readable format (Art. 20
            GDPR);
          </li>
          <li>
            object to processing based on our legitimate interest, on grounds relating to your particular situation
            (Art. 21 GDPR);
          </li>
          <li>
            withdraw consent with effect for the future; processing up to the withdrawal remains lawful (Art. 7(3)
            GDPR).
          </li>
        </ul>
        <p>
          To do so, write to <a href={`mailto:${operator.privacyEmail}`}>{operator.privacyEmail}</a>. We reply within
          one month (Art. 12(3) GDPR) and may ask you for details to make sure that the request really comes from you.
        </p>
      </section>

      <section>
        <h2>11. Complaint to the Data Protection Authority</h2>
        <p>
          If you believe that we do not process your data lawfully, you can lodge a complaint with the supervisory
          authority (Art. 77 GDPR, § 24 DSG). In Austria, this is the Data Protection Authority:
        </p>
        <address className="legal-address">
          Österreichische Datenschutzbehörde (Austrian Data Protection Authority)
          <br />
          Barichgasse 40–42
          <br />
          1030 Vienna, Austria
          <br />
          Email: <a href="mailto:dsb@dsb.gv.at">dsb@dsb.gv.at</a>
          <br />
          Web: <a href="https://www.dsb.gv.at">www.dsb.gv.at</a>
        </address>
        <p>
          You can also turn to the supervisory authority of the EU member state where you live or work. Most things are
          cleared up fastest together, though: feel free to write to us first.
        </p>
      </section>

      <section>
        <h2>12. Changes to this policy</h2>
        <p>
          We adapt this privacy policy when the website or the law changes, for example before we introduce new
          features. The version published here applies; the date at the top shows when we last changed it.
        </p>
      </section>
    </>
  );
}
