// Terms of use (English translation of TermsDe, which is the binding version). The imprint has its own page
// (/en/impressum). The platform's fee is the operator's current one, which the page reads from the API (see
// platform-fee.ts).
import { formatLastUpdated } from './meta';
import { operator } from './operator';
import { formatPlatformFee, type PlatformFee } from './platform-fee';

export function TermsEn({ fee }: { fee: PlatformFee }) {
  const { percent, fixed } = formatPlatformFee(fee, 'en');
  return (
    <>
      <p className="legal-updated">Last updated: {formatLastUpdated('en')}</p>

      <section>
        <h2>1. Scope</h2>
        <p>
          These terms of use govern the use of the {operator.magazineName.en} and all features of this website.
          It is run by {operator.name} (“we” below; details in the <a href="/en/impressum">imprint</a>). You do not
          need an account to read. When you create an account, you accept these terms; they then form the contract of
          use between you and us. How we handle your data is explained in the <a href="/en/privacy">privacy
          policy</a>. This is a translation; the German version is binding.
        </p>
      </section>

      <section>
        <h2>2. What we offer</h2>
        <ul>
          <li>a magazine with reports, how-tos and portraits about crafts and handmade things;</li>
          <li>
            a directory of venues – shops, workshops, creative spaces and course providers – and a calendar of
            courses, from a one-off workshop or evening to a series (all called “courses” in these terms), starting in
            Vienna;
          </li>
          <li>
            step by step, user accounts with which you can keep a profile, add courses and, as an operator, maintain
            the page of your venue.
          </li>
        </ul>
        <p>
          Reading and an account are free of charge. We keep developing the service and may change, add or discontinue
          features where this is reasonable for you, in particular because the change is minor and objectively
          justified. You are not entitled to any particular feature or to the website being available at all times.
        </p>
      </section>

      <section>
        <h2>3. Your account</h2>
        <ul>
          <li>You must be at least 14 years old to have an account.</li>
          <li>Your details must be true. An account belongs to exactly one person and cannot be transferred.</li>
          <li>Keep your password secret. If you suspect that someone is misusing your account, please tell us at once.</li>
          <li>You can delete your account at any time without giving reasons.</li>
          <li>
            If you breach these terms, we may suspend or terminate your account after an unheeded warning, and in the
            case of serious breaches (such as criminal content) immediately. Without such a reason, we can terminate the
            contract of use with one month’s notice.
          </li>
        </ul>
      </section>

      <section>
        <h2>4. What you contribute</h2>
        <p>
          You are responsible for the courses, venue details, texts and images you add. They must be correct and up to
          date (especially dates, prices and available seats), must not break the law and must not infringe the
          rights of others, such as copyright, trade mark or personality rights. In particular, advertising unrelated
          to a course or venue, misleading information, hate speech and content that disparages others are not allowed.
        </p>
        <p>
          You keep the rights to your contributions. You grant us a non-exclusive, free, territorially unlimited right
          to publish them on this website and in previews of our content (such as when a link is shared) and to adapt
          them technically for that purpose, for example by cropping images or translating texts. This right ends when
          you delete the contribution or your account; backup copies are then overwritten after 90 days at the latest.
        </p>
        <p>
          We may review contributions, adjust their form, and reject or remove contributions that breach these terms
          or the law. You can report illegal content to us at any time by email to{' '}
          <a href={`mailto:${operator.email}`}>{operator.email}</a>; we review every report promptly. If we remove or
          restrict one of your contributions, we tell you why (Art. 17 of the Digital Services Act, DSA).
        </p>
      </section>

      <section>
        <h2>5. Magazine content</h2>
        <p>
          The magazine’s texts, photos and graphics are protected by copyright. You may read them for yourself, print
          them, link to them and quote them to the extent permitted by law (§ 42f of the Austrian Copyright Act, UrhG).
          Any further use, such as copying whole articles to other websites, requires our permission.
        </p>
      </section>

      <section>
        <h2>6. Listings without guarantee</h2>
        <p>
          Information about venues and courses comes in part from their operators and organisers or from public
          sources. We check it carefully but cannot guarantee that it is complete, correct and up to date: opening
          hours, prices and available seats change. Please check directly with the venue or the course’s organiser
          before your visit.
        </p>
      </section>

      <section>
        <h2>7. Bookings and payment</h2>
        <p>
          If you book a seat in a course through the website, the contract is concluded solely between you and the
          course’s organiser, whose name and contact details we show you before you book. We only act as an
          intermediary; only courses we hold ourselves are sold by us, and gift vouchers (section 9). The organiser is
          responsible for holding the
          course, the price, cancellations and refunds. Whether you have a right of withdrawal depends on the Austrian
          Distance and Off-Premises Contracts Act (FAGG); for services related to leisure activities provided on a
          specific date or within a specified period, there is none (§ 18(1)(10) FAGG).
        </p>
        <p>
          If a course has a price, you pay it when you book, through the payment service Stripe. We accept the payment
          in the organiser’s name and on their behalf: Stripe processes it for them and credits it to their Stripe
          account, less our fee (section 8); what you have paid, you have paid them. We issue the receipt for your
          seat in the organiser’s name and send it to you as a PDF by email; you can also download it in your account.
          While you pay, we hold the seat for you for 15 minutes; if the payment is not complete by then, we release
          it. If your payment arrives after that and the seat has gone to someone else in the meantime, we refund the
          full amount without you having to ask.
        </p>
        <p>
          If you cancel before the cancellation deadline shown with the course (48 hours before it begins unless stated
          otherwise), you get the full amount back. After that you can still cancel, so that someone from the waiting
          list can move up, but the amount is not refunded. If the organiser cancels the course, or a course does not
          run because it did not reach its minimum number of participants, everyone gets the full amount back. Refunds
          go to the means of payment you paid with; when they arrive there depends on your bank. With every refund you
          receive a credit note (“Stornorechnung”) correcting your receipt.
        </p>
      </section>

      <section>
        <h2>8. Selling courses with a price</h2>
        <p>
          If you sell seats in your courses with a price through the website, you sell them in your own name and on
          your own account: you are responsible for the course, its price, your details as the seller and your taxes.
          We arrange the booking and collect the payment for you through Stripe. For this you need a payout account
          with Stripe (Stripe Connect), which you set up under “Payouts” in your account. Stripe checks who you are, and
          your Stripe account is also governed by the agreement you accept there (the Stripe Connected Account
          Agreement). You can only submit courses with a price once your account can accept payments; free courses
          need no account. If Stripe restricts your account, for instance because details are missing, nobody can pay
          for new seats in your courses with a price until you provide them; seats already paid for remain valid.
        </p>
        <p>
          For each paid seat we keep a fee of {percent} of the price plus {fixed}, including 20 % Austrian VAT, but
          never more than the price of the seat. You see it under “Payouts” before you submit a course with a price;
          the fee at the time of booking applies. A change to the fee is a change to these terms (section 13).
        </p>
        <p>
          You instruct us to issue the receipts for your participants in your name and on your behalf, with your
          details as the seller: name, address and, if you are registered for VAT, your VAT number and your courses’
          VAT rate; as a small business (“Kleinunternehmer”, § 6(1)(27) UStG) without VAT and with a note saying
          so. Keep these details up to date. We invoice you for our fee with 20 % Austrian VAT; if you are registered
          for VAT in another EU member state, without VAT, as the tax liability passes to you (reverse charge). If a
          seat is refunded, we correct the receipt and our invoice with a credit note each. Your receipts carry their
          own sequence of numbers without gaps; we keep all receipts and invoices for seven years, and you can
          download them as PDFs in your account.
        </p>
        <p>
          If someone cancels before the cancellation deadline, you cancel a course, it does not run for lack of
          bookings, or the editors refund a seat, the person gets the full price back: Stripe takes your share back
          from your account, and we refund our fee.
        </p>
        <p>
          Stripe pays your balance out to your bank account on your account’s payout schedule: unless set
          otherwise, daily, each time what has become available at Stripe, usually a few business days after the
          payment; the first payout may take longer. Stripe holds your balance, not us. What you sold, what we kept,
          what was refunded and what was paid out, you see per course and month under “Payouts” in your account; from
          there you also reach your Stripe account, where you manage your bank details.
        </p>
      </section>

      <section>
        <h2>9. Gift vouchers and promo codes</h2>
        <p>
          We sell gift vouchers for courses ourselves, in our own name. A voucher is worth what you pay for it; if you
          buy it for a particular course, that course is printed on it and its price at the time is the value. Every
          voucher can be redeemed for seats in any course with a price on the website, even if the course it was
          bought for is cancelled or over. You pay for it like a seat, through Stripe; the payment goes to us. The
          voucher is a multi-purpose voucher: VAT is not due when it is sold but when it pays for a seat, and then
          for the organiser who sells the seat. Once paid, you receive the voucher as a PDF by email, or we send it to
          the person you give it to on the day you choose.
        </p>
        <p>
          A voucher’s value can be redeemed until the end of the 30th year after its purchase; the date is printed on
          the voucher. We set no shorter term: under Austrian law the claim from a voucher generally becomes
          time-barred only after 30 years, and a shorter term needs an objective justification, which there is not
          here (OGH 1 Ob 88/14v; Vienna Higher Regional Court, 2018, on the three-year term of experience vouchers).
        </p>
        <p>
          You redeem a voucher by typing its code when you pay for a seat. If it does not cover the whole price, you
          pay the rest by card; whatever is left stays on the voucher as its balance. You can see the balance on the
          “Gift vouchers” page under “Check a balance”. Whoever knows the code can redeem the voucher: keep it as you
          would keep cash. We count wrong codes; whoever types too many has to wait a while before trying again.
        </p>
        <p>
          You may withdraw from a voucher you bought within 14 days of paying for it, without giving reasons, as long
          as it has not been redeemed (§ 11 FAGG): on the voucher’s page, which you find under “My gift vouchers” in
          your account, or with a message to us. We then refund the full amount to the means of payment you paid with.
        </p>
        <p>
          If a seat paid for in whole or in part by a voucher is refunded – because you cancel before the cancellation
          deadline, the course is cancelled or does not run, or the editors refund it – the part the voucher paid goes
          back to the voucher and the part you paid by card goes back to your card. The same applies when a booking
          ends unpaid: the voucher gets its part back.
        </p>
        <p>
          Promo codes are given by organisers for their own courses and by the editors for all courses with a price.
          One promo code applies per order; whoever gives a code decides for which courses, in which period and how
          often it applies, in all and per person. Upper or lower case does not matter when typing it. If a seat
          bought with a promo code is refunded, you get back what you paid, and the use no longer counts.
        </p>
        <p>
          The discount of a promo code given by an organiser is funded by the organiser: they are paid the lower
          price, and we work out our fee (section 8) on that price. Organisers can give codes while their payout
          account accepts payments. The discount of a promo code given by the platform is funded by us: the organiser
          is paid their share as for the full price, and we work out our fee on the full price. When a voucher pays
          for a seat in whole or in part, or the platform funds a discount, the organiser is paid their share as for
          any other payment: what the card does not cover, we transfer to them through Stripe from our own balance,
          where the money of the vouchers sold lies. If the seat is refunded, we reverse that transfer.
        </p>
      </section>

      <section>
        <h2>10. Premium for venues</h2>
        <p>
          Whoever runs a venue in the directory can buy Premium for it, monthly or yearly, at the prices on the page{' '}
          <a href="/en/venue-benefits">For venues: listing and Premium</a>; they include 20 % VAT. Premium is offered to
          businesses, associations and institutions that run a venue, not to consumers. It is paid through Stripe, in
          advance for the whole period; after every payment you receive the invoice by email.
        </p>
        <p>
          Premium renews at the end of each paid period for another period of the same length until you cancel it. You
          can cancel at any time on your venue’s page; Premium then runs until the end of the paid period, and there is
          no partial refund. We mark paid placements of venues and courses as “Advertisement” (“Anzeige” under § 26 MedienG). They
          only appear in lists whose search they fit; we do not promise a particular position or number of visits.
        </p>
      </section>

      <section>
        <h2>11. Liability</h2>
        <ul>
          <li>We are liable without limitation for damage we cause intentionally or through gross negligence and for personal injury.</li>
          <li>
            We are not liable for damage to property or financial loss that we cause only through slight negligence.
            This limitation does not apply to personal injury (§ 6(1)(9) of the Austrian Consumer Protection Act,
            KSchG). Mandatory statutory liability, such as under the Product Liability Act, remains unaffected.
          </li>
          <li>
            As a hosting provider, we are liable for contributions by other users only if we know of illegal content and
            do not remove it without delay (Art. 6 DSA).
          </li>
        </ul>
      </section>

      <section>
        <h2>12. Links</h2>
        <p>
          We link to websites of venues, organisers and other third parties. Their operators alone are responsible for
          their content. When we set the links, we were not aware of any illegal content. If we learn of such content,
          we remove the link immediately (§ 17 of the Austrian E-Commerce Act, ECG).
        </p>
      </section>

      <section>
        <h2>13. Changes to these terms</h2>
        <p>
          We may change these terms where there is an objective reason, such as new features or a change in the law.
          If you have an account, we inform you by email at least one month before the changes take effect. Changes to
          your disadvantage apply to you only if you agree to them. If you do not agree, we can terminate the contract
          of use with one month’s notice.
        </p>
      </section>

      <section>
        <h2>14. Applicable law and jurisdiction</h2>
        <p>
          Austrian law applies, excluding the conflict-of-law rules of private international law and the UN Convention
          on Contracts for the International Sale of Goods. If you are a consumer, you keep the protection of the
          mandatory provisions of the law of the country in which you have your habitual residence.
        </p>
        <p>
          For disputes with businesses, the court with subject-matter jurisdiction for our registered office in Vienna
          has exclusive jurisdiction. If you are a consumer, you can also sue us where you live; we can only sue you at
          the courts competent for where you are domiciled, habitually resident or employed (§ 14 KSchG), and if you
          live in another EU country, only there (Art. 18 of the Brussels Ia Regulation).
        </p>
      </section>

      <section>
        <h2>15. Dispute resolution</h2>
        <p>
          If there is a problem, please write to us first at <a href={`mailto:${operator.email}`}>{operator.email}</a>.
          If we cannot find a solution, you can, as a consumer, turn to the Austrian consumer arbitration body{' '}
          {operator.consumerArbitration.name} (
          <a href={operator.consumerArbitration.url}>{operator.consumerArbitration.url.replace('https://', '')}</a>
          ); we are willing to take part in arbitration proceedings there.
        </p>
      </section>

    </>
  );
}
