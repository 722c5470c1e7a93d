/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ArticleCard_article on Article {\n    slug\n    title\n    excerpt\n    publishedAt\n    readingMinutes\n    author {\n      name\n    }\n    cover {\n      url\n      alt\n      width\n      height\n    }\n  }\n": typeof types.ArticleCard_ArticleFragmentDoc,
    "\n  query PageViewer {\n    viewer {\n      uid\n      role\n      profile {\n        name\n        avatar {\n          url\n        }\n      }\n    }\n  }\n": typeof types.PageViewerDocument,
    "\n  mutation SubmitEvent($slug: ID!) {\n    submitEvent(slug: $slug) {\n      slug\n      review\n    }\n  }\n": typeof types.SubmitEventDocument,
    "\n  query EventFormChoices {\n    viewer {\n      trustedOrganiser\n    }\n    crafts {\n      slug\n      name\n    }\n  }\n": typeof types.EventFormChoicesDocument,
    "\n  query VenueOptions($after: String) {\n    venues(first: 50, after: $after) {\n      edges {\n        node {\n          slug\n          name\n          address {\n            locality\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.VenueOptionsDocument,
    "\n  query DiscoveryPlace($query: String!) {\n    places(query: $query, first: 1) {\n      label\n      radiusKm\n      postalCodes\n      center {\n        lat\n        lng\n      }\n    }\n  }\n": typeof types.DiscoveryPlaceDocument,
    "\n  fragment TaxonomyFields on Query {\n    crafts {\n      slug\n      name\n    }\n    cities {\n      slug\n      name\n    }\n  }\n": typeof types.TaxonomyFieldsFragmentDoc,
    "\n  query Taxonomy {\n    ...TaxonomyFields @unmask\n  }\n": typeof types.TaxonomyDocument,
    "\n  fragment EventCard_event on Event {\n    slug\n    title\n    startsAt\n    endsAt\n    timeZone\n    status\n    level\n    seatsLeft\n    registration\n    bookingOpen\n    isSample\n    minimum {\n      decidesAt\n      outcome\n      stillNeeded\n    }\n    sessions {\n      startsAt\n      endsAt\n    }\n    price {\n      amountCents\n      currency\n    }\n    venue {\n      slug\n      name\n    }\n    crafts {\n      slug\n      name\n    }\n  }\n": typeof types.EventCard_EventFragmentDoc,
    "\n  fragment EventTimeFields on Event {\n    startsAt\n    endsAt\n    timeZone\n    sessions {\n      startsAt\n      endsAt\n    }\n  }\n": typeof types.EventTimeFieldsFragmentDoc,
    "\n  fragment ViewerEventFields on Event {\n    slug\n    title\n    ...EventTimeFields @unmask\n    status\n    review\n  }\n": typeof types.ViewerEventFieldsFragmentDoc,
    "\n  fragment ViewerBookingFields on Booking {\n    id\n    status\n    refundOnCancel\n    order {\n      id\n      amountCents\n      currency\n    }\n    event {\n      slug\n      title\n      cancellationDeadline\n      ...EventTimeFields @unmask\n      status\n      venue {\n        name\n      }\n    }\n  }\n": typeof types.ViewerBookingFieldsFragmentDoc,
    "\n  query EventList($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        distanceKm\n        inPlace\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n  }\n": typeof types.EventListDocument,
    "\n  query PublicVenues($first: Int!, $after: String) {\n    venues(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          name\n          updatedAt\n          city {\n            slug\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.PublicVenuesDocument,
    "\n  query PublicEvents($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          title\n          startsAt\n          timeZone\n          status\n          updatedAt\n          venue {\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.PublicEventsDocument,
    "\n  query PublicArticles($first: Int!, $after: String) {\n    articles(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          title\n          updatedAt\n        }\n      }\n    }\n  }\n": typeof types.PublicArticlesDocument,
    "\n  fragment LiveEventFields on LiveEvent {\n    phase\n    seatsLeft\n    delayMinutes\n    room\n    watchers\n    version\n    latestUpdate {\n      id\n      text\n      at\n    }\n    event {\n      slug\n      title\n      startsAt\n      endsAt\n      timeZone\n      registration\n      sessions {\n        startsAt\n        endsAt\n      }\n      venue {\n        slug\n        name\n      }\n      crafts {\n        slug\n        name\n      }\n    }\n  }\n": typeof types.LiveEventFieldsFragmentDoc,
    "\n  query LiveEvents($filter: LiveFilter) {\n    liveEvents(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n": typeof types.LiveEventsDocument,
    "\n  query LiveEvent($slug: ID!) {\n    liveEvent(slug: $slug) {\n      ...LiveEventFields\n    }\n  }\n": typeof types.LiveEventDocument,
    "\n  subscription LiveEventsStream($filter: LiveFilter) {\n    liveEvents(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n": typeof types.LiveEventsStreamDocument,
    "\n  subscription LiveEventStream($slug: ID!) {\n    liveEvent(slug: $slug) {\n      ...LiveEventFields\n    }\n  }\n": typeof types.LiveEventStreamDocument,
    "\n  query LivePosts($slug: ID!) {\n    event(slug: $slug) {\n      livePosts(first: 50) {\n        id\n        kind\n        text\n        image {\n          url\n          alt\n          width\n          height\n        }\n        delayMinutes\n        room\n        createdAt\n      }\n    }\n  }\n": typeof types.LivePostsDocument,
    "\n  fragment RadarNoticeFields on RadarMatch {\n    id\n    reason\n    at\n    event {\n      slug\n      title\n      startsAt\n      timeZone\n    }\n  }\n": typeof types.RadarNoticeFieldsFragmentDoc,
    "\n  subscription RadarNoticesStream {\n    radarNotices {\n      ...RadarNoticeFields\n    }\n  }\n": typeof types.RadarNoticesStreamDocument,
    "\n  query RadarNoticesPoll {\n    myRadarAlerts {\n      matches(first: 20) {\n        ...RadarNoticeFields\n      }\n    }\n  }\n": typeof types.RadarNoticesPollDocument,
    "\n  query LiveStreamTicket {\n    liveStreamTicket {\n      ticket\n      expiresAt\n    }\n  }\n": typeof types.LiveStreamTicketDocument,
    "\n  mutation SaveRadarAlert($id: ID, $input: RadarAlertInput!) {\n    saveRadarAlert(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.SaveRadarAlertDocument,
    "\n  mutation SetRadarAlertActive($id: ID!, $active: Boolean!) {\n    setRadarAlertActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": typeof types.SetRadarAlertActiveDocument,
    "\n  mutation DeleteRadarAlert($id: ID!) {\n    deleteRadarAlert(id: $id)\n  }\n": typeof types.DeleteRadarAlertDocument,
    "\n  fragment RadarAlertFields on RadarAlert {\n    id\n    active\n    crafts {\n      slug\n      name\n    }\n    place {\n      label\n      kind\n      center {\n        lat\n        lng\n      }\n      radiusKm\n    }\n    weekdays\n    startsFrom\n    startsUntil\n    maxPriceCents\n    matches(first: 3) {\n      id\n      reason\n      at\n      event {\n        slug\n        title\n      }\n    }\n  }\n": typeof types.RadarAlertFieldsFragmentDoc,
    "\n  fragment VenueCard_venue on Venue {\n    slug\n    name\n    kind\n    crafts {\n      slug\n      name\n    }\n    address {\n      district\n      locality\n    }\n    city {\n      slug\n      name\n    }\n  }\n": typeof types.VenueCard_VenueFragmentDoc,
    "\n  query VenueDirectoryList($first: Int!, $after: String, $filter: VenueFilter) {\n    venues(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        distanceKm\n        inPlace\n        node {\n          slug\n          name\n          geo {\n            lat\n            lng\n          }\n          ...VenueCard_venue\n        }\n      }\n    }\n  }\n": typeof types.VenueDirectoryListDocument,
    "\n  fragment VenuePage_venue on Venue {\n    slug\n    name\n    kind\n    description\n    website\n    socialLinks\n    timeZone\n    openNow\n    crafts {\n      slug\n      name\n    }\n    address {\n      street\n      postalCode\n      locality\n      district\n      country\n    }\n    city {\n      slug\n      name\n    }\n    geo {\n      lat\n      lng\n    }\n    openingHours {\n      day\n      opens\n      closes\n    }\n    openStudioHours {\n      day\n      opens\n      closes\n    }\n    equipment\n    contact {\n      email\n      phone\n    }\n    images {\n      url\n      alt\n      width\n      height\n    }\n    upcomingEvents(first: 5) {\n      slug\n      ...EventCard_event\n    }\n    relatedArticles(first: 3) {\n      slug\n      title\n      excerpt\n      readingMinutes\n    }\n    nearbyVenues(first: 4, radiusKm: 5) {\n      distanceKm\n      node {\n        slug\n        ...VenueCard_venue\n      }\n    }\n  }\n": typeof types.VenuePage_VenueFragmentDoc,
    "\n  query VenuePage($slug: ID!) {\n    venue(slug: $slug) {\n      ...VenuePage_venue\n    }\n  }\n": typeof types.VenuePageDocument,
    "\n  query SampleVenuePage {\n    sampleVenue {\n      ...VenuePage_venue\n    }\n  }\n": typeof types.SampleVenuePageDocument,
    "\n  mutation AdminReviewEvent($slug: ID!, $decision: Decision!, $note: String) {\n    reviewEvent(slug: $slug, decision: $decision, note: $note) {\n      slug\n    }\n  }\n": typeof types.AdminReviewEventDocument,
    "\n  mutation AdminReviewVenueChange($venue: ID!, $decision: Decision!, $note: String) {\n    reviewVenueChange(venue: $venue, decision: $decision, note: $note) {\n      state\n    }\n  }\n": typeof types.AdminReviewVenueChangeDocument,
    "\n  mutation AdminDecideClaim($id: ID!, $decision: Decision!, $note: String) {\n    decideClaim(id: $id, decision: $decision, note: $note) {\n      id\n    }\n  }\n": typeof types.AdminDecideClaimDocument,
    "\n  mutation AdminSetRole($uid: ID!, $role: SiteRole!) {\n    setRole(uid: $uid, role: $role) {\n      uid\n    }\n  }\n": typeof types.AdminSetRoleDocument,
    "\n  mutation AdminSetTrustedOrganiser($uid: ID!, $trusted: Boolean!) {\n    setTrustedOrganiser(uid: $uid, trusted: $trusted) {\n      uid\n    }\n  }\n": typeof types.AdminSetTrustedOrganiserDocument,
    "\n  mutation AdminMarkContactMessageHandled($id: ID!) {\n    markContactMessageHandled(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminMarkContactMessageHandledDocument,
    "\n  query AdminQueue {\n    moderationQueue {\n      events {\n        slug\n        title\n        description\n        ...EventTimeFields @unmask\n        venue {\n          name\n        }\n        crafts {\n          name\n        }\n        organiser {\n          name\n        }\n      }\n      venueChanges {\n        state\n        updatedAt\n        venue {\n          slug\n          name\n        }\n        author {\n          name\n        }\n      }\n      claims {\n        id\n        message\n        createdAt\n        venue {\n          slug\n          name\n        }\n        claimant {\n          name\n        }\n      }\n    }\n  }\n": typeof types.AdminQueueDocument,
    "\n  query AdminUsers($first: Int!, $offset: Int!) {\n    users(first: $first, offset: $offset) {\n      totalCount\n      users {\n        uid\n        email\n        name\n        role\n        trustedOrganiser\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminMessages($first: Int!, $offset: Int!) {\n    contactMessages(first: $first, offset: $offset) {\n      totalCount\n      messages {\n        id\n        name\n        email\n        subject\n        message\n        handled\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminMessagesDocument,
    "\n  query AdminLog($first: Int!, $offset: Int!) {\n    moderationLog(first: $first, offset: $offset) {\n      totalCount\n      entries {\n        id\n        subject\n        subjectId\n        action\n        note\n        at\n        actor {\n          name\n        }\n      }\n    }\n  }\n": typeof types.AdminLogDocument,
    "\n  query AdminFigures {\n    siteFigures {\n      from\n      to\n      viewsPerDay {\n        day\n        count\n      }\n      topPages {\n        path\n        count\n      }\n      topReferrers {\n        key\n        count\n      }\n      topLanguages {\n        key\n        count\n      }\n      emptySearches {\n        term\n        count\n      }\n      bookingsPerWeek {\n        day\n        count\n      }\n    }\n  }\n": typeof types.AdminFiguresDocument,
    "\n  mutation CancelBooking($id: ID!, $expectRefund: Boolean) {\n    cancelBooking(id: $id, expectRefund: $expectRefund) {\n      id\n      status\n    }\n  }\n": typeof types.CancelBookingDocument,
    "\n  query AppHome {\n    viewer {\n      uid\n      role\n      profile {\n        name\n      }\n      bookings {\n        ...ViewerBookingFields @unmask\n      }\n      events {\n        ...ViewerEventFields @unmask\n      }\n      venues {\n        slug\n        name\n      }\n      attention {\n        kind\n        subjectId\n        note\n        count\n      }\n    }\n    myRadarAlerts {\n      ...RadarAlertFields @unmask\n    }\n    crafts {\n      slug\n      name\n    }\n  }\n": typeof types.AppHomeDocument,
    "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      slug\n    }\n  }\n": typeof types.CreateEventDocument,
    "\n  mutation UpdateEvent($slug: ID!, $input: EventInput!) {\n    updateEvent(slug: $slug, input: $input) {\n      slug\n    }\n  }\n": typeof types.UpdateEventDocument,
    "\n  mutation CancelEvent($slug: ID!, $reason: String) {\n    cancelEvent(slug: $slug, reason: $reason) {\n      slug\n    }\n  }\n": typeof types.CancelEventDocument,
    "\n  mutation PostLiveUpdate($slug: ID!, $input: LivePostInput!) {\n    postLiveUpdate(slug: $slug, input: $input) {\n      id\n    }\n  }\n": typeof types.PostLiveUpdateDocument,
    "\n  mutation DeleteLiveUpdate($id: ID!) {\n    deleteLiveUpdate(id: $id)\n  }\n": typeof types.DeleteLiveUpdateDocument,
    "\n  query EditableEvent($slug: ID!) {\n    editableEvent(slug: $slug) {\n      slug\n      title\n      description\n      ...EventTimeFields @unmask\n      status\n      review\n      reviewNote\n      capacity\n      seatsLeft\n      registration\n      minimum {\n        participants\n        hoursBefore\n        decidesAt\n        outcome\n        stillNeeded\n      }\n      cancellationHoursBefore\n      vatNote\n      level\n      whatToBring\n      materialsIncluded\n      price {\n        amountCents\n        currency\n      }\n      crafts {\n        slug\n        name\n      }\n      venue {\n        slug\n        name\n        address {\n          locality\n        }\n      }\n      images {\n        url\n        alt\n      }\n      source {\n        titleDe\n        titleEn\n        descriptionDe\n        descriptionEn\n        whatToBringDe\n      }\n      bookings {\n        id\n        status\n        createdAt\n        order {\n          status\n          amountCents\n          currency\n        }\n        person {\n          name\n        }\n      }\n      livePosts(first: 50) {\n        id\n        kind\n        text\n        image {\n          url\n          alt\n        }\n        delayMinutes\n        room\n        createdAt\n      }\n    }\n  }\n": typeof types.EditableEventDocument,
    "\n  mutation SaveVenueChange($venue: ID!, $input: VenueInput!) {\n    saveVenueChange(venue: $venue, input: $input) {\n      state\n    }\n  }\n": typeof types.SaveVenueChangeDocument,
    "\n  mutation SubmitVenueChange($venue: ID!) {\n    submitVenueChange(venue: $venue) {\n      state\n    }\n  }\n": typeof types.SubmitVenueChangeDocument,
    "\n  mutation CancelPremium($venue: ID!) {\n    cancelPremium(venueSlug: $venue) {\n      cancelAtPeriodEnd\n    }\n  }\n": typeof types.CancelPremiumDocument,
    "\n  mutation ClaimVenue($venue: ID!, $message: String!) {\n    claimVenue(venue: $venue, message: $message) {\n      id\n    }\n  }\n": typeof types.ClaimVenueDocument,
    "\n  fragment VenueForm_venue on Venue {\n    slug\n    name\n    kind\n    description\n    descriptionSource {\n      de\n      en\n    }\n    website\n    socialLinks\n    crafts {\n      slug\n    }\n    address {\n      street\n      postalCode\n      locality\n    }\n    contact {\n      email\n      phone\n    }\n    openingHours {\n      day\n      opens\n      closes\n    }\n    openStudioHours {\n      day\n      opens\n      closes\n    }\n    equipment\n    images {\n      url\n      alt\n    }\n  }\n": typeof types.VenueForm_VenueFragmentDoc,
    "\n  query VenueProfile {\n    viewer {\n      venues {\n        ...VenueForm_venue\n      }\n      claims {\n        id\n        state\n        reviewNote\n        createdAt\n        venue {\n          slug\n          name\n        }\n      }\n    }\n    crafts {\n      slug\n      name\n    }\n    equipment\n  }\n": typeof types.VenueProfileDocument,
    "\n  query VenueProfileChange($venue: ID!) {\n    venueChange(venue: $venue) {\n      state\n      reviewNote\n      updatedAt\n      venue {\n        ...VenueForm_venue\n      }\n    }\n  }\n": typeof types.VenueProfileChangeDocument,
    "\n  query VenueProfileFigures($venue: ID!) {\n    venueFigures(venue: $venue, months: 6) {\n      month\n      venuePageViews\n      eventPageViews\n      bookings\n      radarMatches\n    }\n  }\n": typeof types.VenueProfileFiguresDocument,
    "\n  query VenueProfilePremium($venue: ID!) {\n    venue(slug: $venue) {\n      premium {\n        status\n        plan\n        featured\n        currentPeriodEnd\n        cancelAtPeriodEnd\n      }\n    }\n  }\n": typeof types.VenueProfilePremiumDocument,
    "\n  query FrontPage($homeCity: ID!, $eventCount: Int!) {\n    ...TaxonomyFields @unmask\n    featuredVenues: venues(first: 6) {\n      edges {\n        node {\n          slug\n          ...VenueCard_venue\n        }\n      }\n    }\n    homeCityEvents: events(first: $eventCount, filter: { city: $homeCity }) {\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n    upcomingEvents: events(first: $eventCount) {\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n    latestArticles: articles(first: 3) {\n      edges {\n        node {\n          slug\n          ...ArticleCard_article\n        }\n      }\n    }\n  }\n": typeof types.FrontPageDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      session {\n        token\n        expiresAt\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation RequestSignInLink($email: String!, $locale: Locale, $next: String) {\n    requestSignInLink(email: $email, locale: $locale, next: $next)\n  }\n": typeof types.RequestSignInLinkDocument,
    "\n  mutation SignInWithLink($email: String!, $code: String!) {\n    signInWithLink(email: $email, code: $code) {\n      session {\n        token\n        expiresAt\n      }\n    }\n  }\n": typeof types.SignInWithLinkDocument,
    "\n  mutation RequestPasswordReset($email: String!, $locale: Locale) {\n    requestPasswordReset(email: $email, locale: $locale)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($code: String!, $password: String!) {\n    resetPassword(code: $code, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      session {\n        token\n        expiresAt\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  query ArticlePage($slug: ID!) {\n    article(slug: $slug) {\n      slug\n      title\n      excerpt\n      body\n      tags\n      publishedAt\n      updatedAt\n      readingMinutes\n      author {\n        name\n        bio\n      }\n      cover {\n        url\n        alt\n        width\n        height\n      }\n      crafts {\n        slug\n        name\n      }\n      upcomingEvents(first: 3) {\n        slug\n        ...EventCard_event\n      }\n      venues(first: 3) {\n        slug\n        ...VenueCard_venue\n      }\n    }\n  }\n": typeof types.ArticlePageDocument,
    "\n  query ArticleList($first: Int!, $after: String, $filter: ArticleFilter) {\n    crafts {\n      slug\n      name\n    }\n    articles(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          ...ArticleCard_article\n        }\n      }\n    }\n  }\n": typeof types.ArticleListDocument,
    "\n  mutation SendContactMessage($input: ContactInput!) {\n    sendContactMessage(input: $input)\n  }\n": typeof types.SendContactMessageDocument,
    "\n  mutation BookEvent($slug: ID!) {\n    bookEvent(slug: $slug) {\n      id\n      status\n      order {\n        id\n      }\n    }\n  }\n": typeof types.BookEventDocument,
    "\n  mutation CancelEventBooking($id: ID!, $expectRefund: Boolean) {\n    cancelBooking(id: $id, expectRefund: $expectRefund) {\n      id\n    }\n  }\n": typeof types.CancelEventBookingDocument,
    "\n  query EventPage($slug: ID!) {\n    event(slug: $slug) {\n      slug\n      title\n      description\n      ...EventTimeFields @unmask\n      status\n      level\n      capacity\n      seatsLeft\n      registration\n      bookingOpen\n      isSample\n      minimum {\n        participants\n        decidesAt\n        outcome\n        stillNeeded\n      }\n      cancellationDeadline\n      viewerBooking {\n        id\n        status\n        refundOnCancel\n        order {\n          id\n          amountCents\n          currency\n        }\n      }\n      whatToBring\n      materialsIncluded\n      updatedAt\n      price {\n        amountCents\n        currency\n      }\n      crafts {\n        slug\n        name\n      }\n      images {\n        url\n        alt\n        width\n        height\n      }\n      venue {\n        slug\n        name\n        address {\n          street\n          postalCode\n          locality\n          district\n          country\n        }\n        geo {\n          lat\n          lng\n        }\n      }\n      relatedEvents(first: 3) {\n        slug\n        ...EventCard_event\n      }\n    }\n  }\n": typeof types.EventPageDocument,
    "\n  query LiveNext($first: Int!, $filter: EventFilter) {\n    events(first: $first, filter: $filter) {\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n  }\n": typeof types.LiveNextDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  query NumberedEvents($first: Int!, $offset: Int!) {\n    events(first: $first, offset: $offset) {\n      totalCount\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n  }\n": typeof types.NumberedEventsDocument,
    "\n  mutation StartCheckout($orderId: ID!) {\n    startCheckout(orderId: $orderId) {\n      checkoutUrl\n    }\n  }\n": typeof types.StartCheckoutDocument,
    "\n  mutation CancelCheckout($orderId: ID!) {\n    cancelCheckout(orderId: $orderId) {\n      id\n      status\n    }\n  }\n": typeof types.CancelCheckoutDocument,
    "\n  mutation StartPremiumCheckout($venueSlug: ID!, $plan: String!) {\n    startPremiumCheckout(venueSlug: $venueSlug, plan: $plan) {\n      checkoutUrl\n    }\n  }\n": typeof types.StartPremiumCheckoutDocument,
    "\n  query PaymentOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      amountCents\n      currency\n      holdUntil\n      paidAt\n      refundReason\n      event {\n        slug\n        title\n        startsAt\n        timeZone\n        venue {\n          name\n        }\n      }\n    }\n  }\n": typeof types.PaymentOrderDocument,
    "\n  query PremiumVenues {\n    viewer {\n      venues {\n        slug\n        name\n        premium {\n          status\n          plan\n          featured\n          currentPeriodEnd\n          cancelAtPeriodEnd\n        }\n      }\n    }\n  }\n": typeof types.PremiumVenuesDocument,
    "\n  mutation TestCheckout($sessionId: ID!, $action: TestCheckoutAction!) {\n    testCheckout(sessionId: $sessionId, action: $action)\n  }\n": typeof types.TestCheckoutDocument,
    "\n  query TestCheckoutSession($id: ID!) {\n    testCheckoutSession(id: $id) {\n      id\n      description\n      amountCents\n      currency\n      status\n    }\n  }\n": typeof types.TestCheckoutSessionDocument,
    "\n  query ProfileEvents {\n    viewer {\n      uid\n      events {\n        ...ViewerEventFields @unmask\n        reviewNote\n      }\n      bookings {\n        ...ViewerBookingFields @unmask\n      }\n    }\n  }\n": typeof types.ProfileEventsDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      uid\n      locale\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation DeleteAccount($confirmEmail: String!) {\n    deleteAccount(confirmEmail: $confirmEmail)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  query ProfilePage {\n    viewer {\n      uid\n      email\n      emailVerified\n      signInMethods\n      profile {\n        name\n        bio\n        locale\n        avatar {\n          url\n        }\n        homeCity {\n          slug\n        }\n        favouriteCrafts {\n          slug\n        }\n      }\n    }\n    cities {\n      slug\n      name\n    }\n    crafts {\n      slug\n      name\n    }\n    myRadarAlerts {\n      ...RadarAlertFields @unmask\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  mutation ResumeRadarByToken($token: String!) {\n    setRadarAlertActiveByToken(token: $token, active: true) {\n      id\n      active\n    }\n  }\n": typeof types.ResumeRadarByTokenDocument,
    "\n  mutation PauseRadarByToken($token: String!) {\n    setRadarAlertActiveByToken(token: $token, active: false) {\n      id\n      active\n      crafts {\n        slug\n        name\n      }\n      place {\n        label\n        kind\n        radiusKm\n      }\n      weekdays\n      startsFrom\n      startsUntil\n      maxPriceCents\n    }\n  }\n": typeof types.PauseRadarByTokenDocument,
    "\n  query Diagnostics {\n    diagnostics {\n      buildId\n      builtAt\n      storeAdapter\n      storeReachable\n      storeWritable\n      serverTime\n    }\n  }\n": typeof types.DiagnosticsDocument,
    "\n  query VenuePreview($venue: ID!) {\n    venueChange(venue: $venue) {\n      state\n      reviewNote\n      updatedAt\n      venue {\n        ...VenuePage_venue\n      }\n    }\n  }\n": typeof types.VenuePreviewDocument,
    "\n  query ArticleFeed($first: Int!) {\n    articles(first: $first) {\n      edges {\n        node {\n          slug\n          title\n          excerpt\n          publishedAt\n          updatedAt\n          tags\n          author {\n            name\n          }\n          crafts {\n            slug\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.ArticleFeedDocument,
    "\n  fragment CalendarEvent_event on Event {\n    slug\n    title\n    description\n    ...EventTimeFields @unmask\n    status\n    updatedAt\n    crafts {\n      name\n    }\n    venue {\n      name\n      address {\n        street\n        postalCode\n        locality\n      }\n      geo {\n        lat\n        lng\n      }\n    }\n  }\n": typeof types.CalendarEvent_EventFragmentDoc,
    "\n  query CalendarScope($craft: ID!, $city: ID!, $venue: ID!, $byCraft: Boolean!, $byCity: Boolean!, $byVenue: Boolean!) {\n    craft(slug: $craft) @include(if: $byCraft) {\n      name\n    }\n    city(slug: $city) @include(if: $byCity) {\n      name\n    }\n    venue(slug: $venue) @include(if: $byVenue) {\n      name\n    }\n  }\n": typeof types.CalendarScopeDocument,
    "\n  query CalendarEvents($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...CalendarEvent_event\n        }\n      }\n    }\n  }\n": typeof types.CalendarEventsDocument,
    "\n  query CalendarEvent($slug: ID!) {\n    event(slug: $slug) {\n      ...CalendarEvent_event\n    }\n  }\n": typeof types.CalendarEventDocument,
};
const documents: Documents = {
    "\n  fragment ArticleCard_article on Article {\n    slug\n    title\n    excerpt\n    publishedAt\n    readingMinutes\n    author {\n      name\n    }\n    cover {\n      url\n      alt\n      width\n      height\n    }\n  }\n": types.ArticleCard_ArticleFragmentDoc,
    "\n  query PageViewer {\n    viewer {\n      uid\n      role\n      profile {\n        name\n        avatar {\n          url\n        }\n      }\n    }\n  }\n": types.PageViewerDocument,
    "\n  mutation SubmitEvent($slug: ID!) {\n    submitEvent(slug: $slug) {\n      slug\n      review\n    }\n  }\n": types.SubmitEventDocument,
    "\n  query EventFormChoices {\n    viewer {\n      trustedOrganiser\n    }\n    crafts {\n      slug\n      name\n    }\n  }\n": types.EventFormChoicesDocument,
    "\n  query VenueOptions($after: String) {\n    venues(first: 50, after: $after) {\n      edges {\n        node {\n          slug\n          name\n          address {\n            locality\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.VenueOptionsDocument,
    "\n  query DiscoveryPlace($query: String!) {\n    places(query: $query, first: 1) {\n      label\n      radiusKm\n      postalCodes\n      center {\n        lat\n        lng\n      }\n    }\n  }\n": types.DiscoveryPlaceDocument,
    "\n  fragment TaxonomyFields on Query {\n    crafts {\n      slug\n      name\n    }\n    cities {\n      slug\n      name\n    }\n  }\n": types.TaxonomyFieldsFragmentDoc,
    "\n  query Taxonomy {\n    ...TaxonomyFields @unmask\n  }\n": types.TaxonomyDocument,
    "\n  fragment EventCard_event on Event {\n    slug\n    title\n    startsAt\n    endsAt\n    timeZone\n    status\n    level\n    seatsLeft\n    registration\n    bookingOpen\n    isSample\n    minimum {\n      decidesAt\n      outcome\n      stillNeeded\n    }\n    sessions {\n      startsAt\n      endsAt\n    }\n    price {\n      amountCents\n      currency\n    }\n    venue {\n      slug\n      name\n    }\n    crafts {\n      slug\n      name\n    }\n  }\n": types.EventCard_EventFragmentDoc,
    "\n  fragment EventTimeFields on Event {\n    startsAt\n    endsAt\n    timeZone\n    sessions {\n      startsAt\n      endsAt\n    }\n  }\n": types.EventTimeFieldsFragmentDoc,
    "\n  fragment ViewerEventFields on Event {\n    slug\n    title\n    ...EventTimeFields @unmask\n    status\n    review\n  }\n": types.ViewerEventFieldsFragmentDoc,
    "\n  fragment ViewerBookingFields on Booking {\n    id\n    status\n    refundOnCancel\n    order {\n      id\n      amountCents\n      currency\n    }\n    event {\n      slug\n      title\n      cancellationDeadline\n      ...EventTimeFields @unmask\n      status\n      venue {\n        name\n      }\n    }\n  }\n": types.ViewerBookingFieldsFragmentDoc,
    "\n  query EventList($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        distanceKm\n        inPlace\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n  }\n": types.EventListDocument,
    "\n  query PublicVenues($first: Int!, $after: String) {\n    venues(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          name\n          updatedAt\n          city {\n            slug\n            name\n          }\n        }\n      }\n    }\n  }\n": types.PublicVenuesDocument,
    "\n  query PublicEvents($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          title\n          startsAt\n          timeZone\n          status\n          updatedAt\n          venue {\n            name\n          }\n        }\n      }\n    }\n  }\n": types.PublicEventsDocument,
    "\n  query PublicArticles($first: Int!, $after: String) {\n    articles(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          title\n          updatedAt\n        }\n      }\n    }\n  }\n": types.PublicArticlesDocument,
    "\n  fragment LiveEventFields on LiveEvent {\n    phase\n    seatsLeft\n    delayMinutes\n    room\n    watchers\n    version\n    latestUpdate {\n      id\n      text\n      at\n    }\n    event {\n      slug\n      title\n      startsAt\n      endsAt\n      timeZone\n      registration\n      sessions {\n        startsAt\n        endsAt\n      }\n      venue {\n        slug\n        name\n      }\n      crafts {\n        slug\n        name\n      }\n    }\n  }\n": types.LiveEventFieldsFragmentDoc,
    "\n  query LiveEvents($filter: LiveFilter) {\n    liveEvents(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n": types.LiveEventsDocument,
    "\n  query LiveEvent($slug: ID!) {\n    liveEvent(slug: $slug) {\n      ...LiveEventFields\n    }\n  }\n": types.LiveEventDocument,
    "\n  subscription LiveEventsStream($filter: LiveFilter) {\n    liveEvents(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n": types.LiveEventsStreamDocument,
    "\n  subscription LiveEventStream($slug: ID!) {\n    liveEvent(slug: $slug) {\n      ...LiveEventFields\n    }\n  }\n": types.LiveEventStreamDocument,
    "\n  query LivePosts($slug: ID!) {\n    event(slug: $slug) {\n      livePosts(first: 50) {\n        id\n        kind\n        text\n        image {\n          url\n          alt\n          width\n          height\n        }\n        delayMinutes\n        room\n        createdAt\n      }\n    }\n  }\n": types.LivePostsDocument,
    "\n  fragment RadarNoticeFields on RadarMatch {\n    id\n    reason\n    at\n    event {\n      slug\n      title\n      startsAt\n      timeZone\n    }\n  }\n": types.RadarNoticeFieldsFragmentDoc,
    "\n  subscription RadarNoticesStream {\n    radarNotices {\n      ...RadarNoticeFields\n    }\n  }\n": types.RadarNoticesStreamDocument,
    "\n  query RadarNoticesPoll {\n    myRadarAlerts {\n      matches(first: 20) {\n        ...RadarNoticeFields\n      }\n    }\n  }\n": types.RadarNoticesPollDocument,
    "\n  query LiveStreamTicket {\n    liveStreamTicket {\n      ticket\n      expiresAt\n    }\n  }\n": types.LiveStreamTicketDocument,
    "\n  mutation SaveRadarAlert($id: ID, $input: RadarAlertInput!) {\n    saveRadarAlert(id: $id, input: $input) {\n      id\n    }\n  }\n": types.SaveRadarAlertDocument,
    "\n  mutation SetRadarAlertActive($id: ID!, $active: Boolean!) {\n    setRadarAlertActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": types.SetRadarAlertActiveDocument,
    "\n  mutation DeleteRadarAlert($id: ID!) {\n    deleteRadarAlert(id: $id)\n  }\n": types.DeleteRadarAlertDocument,
    "\n  fragment RadarAlertFields on RadarAlert {\n    id\n    active\n    crafts {\n      slug\n      name\n    }\n    place {\n      label\n      kind\n      center {\n        lat\n        lng\n      }\n      radiusKm\n    }\n    weekdays\n    startsFrom\n    startsUntil\n    maxPriceCents\n    matches(first: 3) {\n      id\n      reason\n      at\n      event {\n        slug\n        title\n      }\n    }\n  }\n": types.RadarAlertFieldsFragmentDoc,
    "\n  fragment VenueCard_venue on Venue {\n    slug\n    name\n    kind\n    crafts {\n      slug\n      name\n    }\n    address {\n      district\n      locality\n    }\n    city {\n      slug\n      name\n    }\n  }\n": types.VenueCard_VenueFragmentDoc,
    "\n  query VenueDirectoryList($first: Int!, $after: String, $filter: VenueFilter) {\n    venues(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        distanceKm\n        inPlace\n        node {\n          slug\n          name\n          geo {\n            lat\n            lng\n          }\n          ...VenueCard_venue\n        }\n      }\n    }\n  }\n": types.VenueDirectoryListDocument,
    "\n  fragment VenuePage_venue on Venue {\n    slug\n    name\n    kind\n    description\n    website\n    socialLinks\n    timeZone\n    openNow\n    crafts {\n      slug\n      name\n    }\n    address {\n      street\n      postalCode\n      locality\n      district\n      country\n    }\n    city {\n      slug\n      name\n    }\n    geo {\n      lat\n      lng\n    }\n    openingHours {\n      day\n      opens\n      closes\n    }\n    openStudioHours {\n      day\n      opens\n      closes\n    }\n    equipment\n    contact {\n      email\n      phone\n    }\n    images {\n      url\n      alt\n      width\n      height\n    }\n    upcomingEvents(first: 5) {\n      slug\n      ...EventCard_event\n    }\n    relatedArticles(first: 3) {\n      slug\n      title\n      excerpt\n      readingMinutes\n    }\n    nearbyVenues(first: 4, radiusKm: 5) {\n      distanceKm\n      node {\n        slug\n        ...VenueCard_venue\n      }\n    }\n  }\n": types.VenuePage_VenueFragmentDoc,
    "\n  query VenuePage($slug: ID!) {\n    venue(slug: $slug) {\n      ...VenuePage_venue\n    }\n  }\n": types.VenuePageDocument,
    "\n  query SampleVenuePage {\n    sampleVenue {\n      ...VenuePage_venue\n    }\n  }\n": types.SampleVenuePageDocument,
    "\n  mutation AdminReviewEvent($slug: ID!, $decision: Decision!, $note: String) {\n    reviewEvent(slug: $slug, decision: $decision, note: $note) {\n      slug\n    }\n  }\n": types.AdminReviewEventDocument,
    "\n  mutation AdminReviewVenueChange($venue: ID!, $decision: Decision!, $note: String) {\n    reviewVenueChange(venue: $venue, decision: $decision, note: $note) {\n      state\n    }\n  }\n": types.AdminReviewVenueChangeDocument,
    "\n  mutation AdminDecideClaim($id: ID!, $decision: Decision!, $note: String) {\n    decideClaim(id: $id, decision: $decision, note: $note) {\n      id\n    }\n  }\n": types.AdminDecideClaimDocument,
    "\n  mutation AdminSetRole($uid: ID!, $role: SiteRole!) {\n    setRole(uid: $uid, role: $role) {\n      uid\n    }\n  }\n": types.AdminSetRoleDocument,
    "\n  mutation AdminSetTrustedOrganiser($uid: ID!, $trusted: Boolean!) {\n    setTrustedOrganiser(uid: $uid, trusted: $trusted) {\n      uid\n    }\n  }\n": types.AdminSetTrustedOrganiserDocument,
    "\n  mutation AdminMarkContactMessageHandled($id: ID!) {\n    markContactMessageHandled(id: $id) {\n      id\n    }\n  }\n": types.AdminMarkContactMessageHandledDocument,
    "\n  query AdminQueue {\n    moderationQueue {\n      events {\n        slug\n        title\n        description\n        ...EventTimeFields @unmask\n        venue {\n          name\n        }\n        crafts {\n          name\n        }\n        organiser {\n          name\n        }\n      }\n      venueChanges {\n        state\n        updatedAt\n        venue {\n          slug\n          name\n        }\n        author {\n          name\n        }\n      }\n      claims {\n        id\n        message\n        createdAt\n        venue {\n          slug\n          name\n        }\n        claimant {\n          name\n        }\n      }\n    }\n  }\n": types.AdminQueueDocument,
    "\n  query AdminUsers($first: Int!, $offset: Int!) {\n    users(first: $first, offset: $offset) {\n      totalCount\n      users {\n        uid\n        email\n        name\n        role\n        trustedOrganiser\n        createdAt\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminMessages($first: Int!, $offset: Int!) {\n    contactMessages(first: $first, offset: $offset) {\n      totalCount\n      messages {\n        id\n        name\n        email\n        subject\n        message\n        handled\n        createdAt\n      }\n    }\n  }\n": types.AdminMessagesDocument,
    "\n  query AdminLog($first: Int!, $offset: Int!) {\n    moderationLog(first: $first, offset: $offset) {\n      totalCount\n      entries {\n        id\n        subject\n        subjectId\n        action\n        note\n        at\n        actor {\n          name\n        }\n      }\n    }\n  }\n": types.AdminLogDocument,
    "\n  query AdminFigures {\n    siteFigures {\n      from\n      to\n      viewsPerDay {\n        day\n        count\n      }\n      topPages {\n        path\n        count\n      }\n      topReferrers {\n        key\n        count\n      }\n      topLanguages {\n        key\n        count\n      }\n      emptySearches {\n        term\n        count\n      }\n      bookingsPerWeek {\n        day\n        count\n      }\n    }\n  }\n": types.AdminFiguresDocument,
    "\n  mutation CancelBooking($id: ID!, $expectRefund: Boolean) {\n    cancelBooking(id: $id, expectRefund: $expectRefund) {\n      id\n      status\n    }\n  }\n": types.CancelBookingDocument,
    "\n  query AppHome {\n    viewer {\n      uid\n      role\n      profile {\n        name\n      }\n      bookings {\n        ...ViewerBookingFields @unmask\n      }\n      events {\n        ...ViewerEventFields @unmask\n      }\n      venues {\n        slug\n        name\n      }\n      attention {\n        kind\n        subjectId\n        note\n        count\n      }\n    }\n    myRadarAlerts {\n      ...RadarAlertFields @unmask\n    }\n    crafts {\n      slug\n      name\n    }\n  }\n": types.AppHomeDocument,
    "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      slug\n    }\n  }\n": types.CreateEventDocument,
    "\n  mutation UpdateEvent($slug: ID!, $input: EventInput!) {\n    updateEvent(slug: $slug, input: $input) {\n      slug\n    }\n  }\n": types.UpdateEventDocument,
    "\n  mutation CancelEvent($slug: ID!, $reason: String) {\n    cancelEvent(slug: $slug, reason: $reason) {\n      slug\n    }\n  }\n": types.CancelEventDocument,
    "\n  mutation PostLiveUpdate($slug: ID!, $input: LivePostInput!) {\n    postLiveUpdate(slug: $slug, input: $input) {\n      id\n    }\n  }\n": types.PostLiveUpdateDocument,
    "\n  mutation DeleteLiveUpdate($id: ID!) {\n    deleteLiveUpdate(id: $id)\n  }\n": types.DeleteLiveUpdateDocument,
    "\n  query EditableEvent($slug: ID!) {\n    editableEvent(slug: $slug) {\n      slug\n      title\n      description\n      ...EventTimeFields @unmask\n      status\n      review\n      reviewNote\n      capacity\n      seatsLeft\n      registration\n      minimum {\n        participants\n        hoursBefore\n        decidesAt\n        outcome\n        stillNeeded\n      }\n      cancellationHoursBefore\n      vatNote\n      level\n      whatToBring\n      materialsIncluded\n      price {\n        amountCents\n        currency\n      }\n      crafts {\n        slug\n        name\n      }\n      venue {\n        slug\n        name\n        address {\n          locality\n        }\n      }\n      images {\n        url\n        alt\n      }\n      source {\n        titleDe\n        titleEn\n        descriptionDe\n        descriptionEn\n        whatToBringDe\n      }\n      bookings {\n        id\n        status\n        createdAt\n        order {\n          status\n          amountCents\n          currency\n        }\n        person {\n          name\n        }\n      }\n      livePosts(first: 50) {\n        id\n        kind\n        text\n        image {\n          url\n          alt\n        }\n        delayMinutes\n        room\n        createdAt\n      }\n    }\n  }\n": types.EditableEventDocument,
    "\n  mutation SaveVenueChange($venue: ID!, $input: VenueInput!) {\n    saveVenueChange(venue: $venue, input: $input) {\n      state\n    }\n  }\n": types.SaveVenueChangeDocument,
    "\n  mutation SubmitVenueChange($venue: ID!) {\n    submitVenueChange(venue: $venue) {\n      state\n    }\n  }\n": types.SubmitVenueChangeDocument,
    "\n  mutation CancelPremium($venue: ID!) {\n    cancelPremium(venueSlug: $venue) {\n      cancelAtPeriodEnd\n    }\n  }\n": types.CancelPremiumDocument,
    "\n  mutation ClaimVenue($venue: ID!, $message: String!) {\n    claimVenue(venue: $venue, message: $message) {\n      id\n    }\n  }\n": types.ClaimVenueDocument,
    "\n  fragment VenueForm_venue on Venue {\n    slug\n    name\n    kind\n    description\n    descriptionSource {\n      de\n      en\n    }\n    website\n    socialLinks\n    crafts {\n      slug\n    }\n    address {\n      street\n      postalCode\n      locality\n    }\n    contact {\n      email\n      phone\n    }\n    openingHours {\n      day\n      opens\n      closes\n    }\n    openStudioHours {\n      day\n      opens\n      closes\n    }\n    equipment\n    images {\n      url\n      alt\n    }\n  }\n": types.VenueForm_VenueFragmentDoc,
    "\n  query VenueProfile {\n    viewer {\n      venues {\n        ...VenueForm_venue\n      }\n      claims {\n        id\n        state\n        reviewNote\n        createdAt\n        venue {\n          slug\n          name\n        }\n      }\n    }\n    crafts {\n      slug\n      name\n    }\n    equipment\n  }\n": types.VenueProfileDocument,
    "\n  query VenueProfileChange($venue: ID!) {\n    venueChange(venue: $venue) {\n      state\n      reviewNote\n      updatedAt\n      venue {\n        ...VenueForm_venue\n      }\n    }\n  }\n": types.VenueProfileChangeDocument,
    "\n  query VenueProfileFigures($venue: ID!) {\n    venueFigures(venue: $venue, months: 6) {\n      month\n      venuePageViews\n      eventPageViews\n      bookings\n      radarMatches\n    }\n  }\n": types.VenueProfileFiguresDocument,
    "\n  query VenueProfilePremium($venue: ID!) {\n    venue(slug: $venue) {\n      premium {\n        status\n        plan\n        featured\n        currentPeriodEnd\n        cancelAtPeriodEnd\n      }\n    }\n  }\n": types.VenueProfilePremiumDocument,
    "\n  query FrontPage($homeCity: ID!, $eventCount: Int!) {\n    ...TaxonomyFields @unmask\n    featuredVenues: venues(first: 6) {\n      edges {\n        node {\n          slug\n          ...VenueCard_venue\n        }\n      }\n    }\n    homeCityEvents: events(first: $eventCount, filter: { city: $homeCity }) {\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n    upcomingEvents: events(first: $eventCount) {\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n    latestArticles: articles(first: 3) {\n      edges {\n        node {\n          slug\n          ...ArticleCard_article\n        }\n      }\n    }\n  }\n": types.FrontPageDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      session {\n        token\n        expiresAt\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation RequestSignInLink($email: String!, $locale: Locale, $next: String) {\n    requestSignInLink(email: $email, locale: $locale, next: $next)\n  }\n": types.RequestSignInLinkDocument,
    "\n  mutation SignInWithLink($email: String!, $code: String!) {\n    signInWithLink(email: $email, code: $code) {\n      session {\n        token\n        expiresAt\n      }\n    }\n  }\n": types.SignInWithLinkDocument,
    "\n  mutation RequestPasswordReset($email: String!, $locale: Locale) {\n    requestPasswordReset(email: $email, locale: $locale)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($code: String!, $password: String!) {\n    resetPassword(code: $code, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      session {\n        token\n        expiresAt\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  query ArticlePage($slug: ID!) {\n    article(slug: $slug) {\n      slug\n      title\n      excerpt\n      body\n      tags\n      publishedAt\n      updatedAt\n      readingMinutes\n      author {\n        name\n        bio\n      }\n      cover {\n        url\n        alt\n        width\n        height\n      }\n      crafts {\n        slug\n        name\n      }\n      upcomingEvents(first: 3) {\n        slug\n        ...EventCard_event\n      }\n      venues(first: 3) {\n        slug\n        ...VenueCard_venue\n      }\n    }\n  }\n": types.ArticlePageDocument,
    "\n  query ArticleList($first: Int!, $after: String, $filter: ArticleFilter) {\n    crafts {\n      slug\n      name\n    }\n    articles(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          ...ArticleCard_article\n        }\n      }\n    }\n  }\n": types.ArticleListDocument,
    "\n  mutation SendContactMessage($input: ContactInput!) {\n    sendContactMessage(input: $input)\n  }\n": types.SendContactMessageDocument,
    "\n  mutation BookEvent($slug: ID!) {\n    bookEvent(slug: $slug) {\n      id\n      status\n      order {\n        id\n      }\n    }\n  }\n": types.BookEventDocument,
    "\n  mutation CancelEventBooking($id: ID!, $expectRefund: Boolean) {\n    cancelBooking(id: $id, expectRefund: $expectRefund) {\n      id\n    }\n  }\n": types.CancelEventBookingDocument,
    "\n  query EventPage($slug: ID!) {\n    event(slug: $slug) {\n      slug\n      title\n      description\n      ...EventTimeFields @unmask\n      status\n      level\n      capacity\n      seatsLeft\n      registration\n      bookingOpen\n      isSample\n      minimum {\n        participants\n        decidesAt\n        outcome\n        stillNeeded\n      }\n      cancellationDeadline\n      viewerBooking {\n        id\n        status\n        refundOnCancel\n        order {\n          id\n          amountCents\n          currency\n        }\n      }\n      whatToBring\n      materialsIncluded\n      updatedAt\n      price {\n        amountCents\n        currency\n      }\n      crafts {\n        slug\n        name\n      }\n      images {\n        url\n        alt\n        width\n        height\n      }\n      venue {\n        slug\n        name\n        address {\n          street\n          postalCode\n          locality\n          district\n          country\n        }\n        geo {\n          lat\n          lng\n        }\n      }\n      relatedEvents(first: 3) {\n        slug\n        ...EventCard_event\n      }\n    }\n  }\n": types.EventPageDocument,
    "\n  query LiveNext($first: Int!, $filter: EventFilter) {\n    events(first: $first, filter: $filter) {\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n  }\n": types.LiveNextDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  query NumberedEvents($first: Int!, $offset: Int!) {\n    events(first: $first, offset: $offset) {\n      totalCount\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n  }\n": types.NumberedEventsDocument,
    "\n  mutation StartCheckout($orderId: ID!) {\n    startCheckout(orderId: $orderId) {\n      checkoutUrl\n    }\n  }\n": types.StartCheckoutDocument,
    "\n  mutation CancelCheckout($orderId: ID!) {\n    cancelCheckout(orderId: $orderId) {\n      id\n      status\n    }\n  }\n": types.CancelCheckoutDocument,
    "\n  mutation StartPremiumCheckout($venueSlug: ID!, $plan: String!) {\n    startPremiumCheckout(venueSlug: $venueSlug, plan: $plan) {\n      checkoutUrl\n    }\n  }\n": types.StartPremiumCheckoutDocument,
    "\n  query PaymentOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      amountCents\n      currency\n      holdUntil\n      paidAt\n      refundReason\n      event {\n        slug\n        title\n        startsAt\n        timeZone\n        venue {\n          name\n        }\n      }\n    }\n  }\n": types.PaymentOrderDocument,
    "\n  query PremiumVenues {\n    viewer {\n      venues {\n        slug\n        name\n        premium {\n          status\n          plan\n          featured\n          currentPeriodEnd\n          cancelAtPeriodEnd\n        }\n      }\n    }\n  }\n": types.PremiumVenuesDocument,
    "\n  mutation TestCheckout($sessionId: ID!, $action: TestCheckoutAction!) {\n    testCheckout(sessionId: $sessionId, action: $action)\n  }\n": types.TestCheckoutDocument,
    "\n  query TestCheckoutSession($id: ID!) {\n    testCheckoutSession(id: $id) {\n      id\n      description\n      amountCents\n      currency\n      status\n    }\n  }\n": types.TestCheckoutSessionDocument,
    "\n  query ProfileEvents {\n    viewer {\n      uid\n      events {\n        ...ViewerEventFields @unmask\n        reviewNote\n      }\n      bookings {\n        ...ViewerBookingFields @unmask\n      }\n    }\n  }\n": types.ProfileEventsDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      uid\n      locale\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation DeleteAccount($confirmEmail: String!) {\n    deleteAccount(confirmEmail: $confirmEmail)\n  }\n": types.DeleteAccountDocument,
    "\n  query ProfilePage {\n    viewer {\n      uid\n      email\n      emailVerified\n      signInMethods\n      profile {\n        name\n        bio\n        locale\n        avatar {\n          url\n        }\n        homeCity {\n          slug\n        }\n        favouriteCrafts {\n          slug\n        }\n      }\n    }\n    cities {\n      slug\n      name\n    }\n    crafts {\n      slug\n      name\n    }\n    myRadarAlerts {\n      ...RadarAlertFields @unmask\n    }\n  }\n": types.ProfilePageDocument,
    "\n  mutation ResumeRadarByToken($token: String!) {\n    setRadarAlertActiveByToken(token: $token, active: true) {\n      id\n      active\n    }\n  }\n": types.ResumeRadarByTokenDocument,
    "\n  mutation PauseRadarByToken($token: String!) {\n    setRadarAlertActiveByToken(token: $token, active: false) {\n      id\n      active\n      crafts {\n        slug\n        name\n      }\n      place {\n        label\n        kind\n        radiusKm\n      }\n      weekdays\n      startsFrom\n      startsUntil\n      maxPriceCents\n    }\n  }\n": types.PauseRadarByTokenDocument,
    "\n  query Diagnostics {\n    diagnostics {\n      buildId\n      builtAt\n      storeAdapter\n      storeReachable\n      storeWritable\n      serverTime\n    }\n  }\n": types.DiagnosticsDocument,
    "\n  query VenuePreview($venue: ID!) {\n    venueChange(venue: $venue) {\n      state\n      reviewNote\n      updatedAt\n      venue {\n        ...VenuePage_venue\n      }\n    }\n  }\n": types.VenuePreviewDocument,
    "\n  query ArticleFeed($first: Int!) {\n    articles(first: $first) {\n      edges {\n        node {\n          slug\n          title\n          excerpt\n          publishedAt\n          updatedAt\n          tags\n          author {\n            name\n          }\n          crafts {\n            slug\n            name\n          }\n        }\n      }\n    }\n  }\n": types.ArticleFeedDocument,
    "\n  fragment CalendarEvent_event on Event {\n    slug\n    title\n    description\n    ...EventTimeFields @unmask\n    status\n    updatedAt\n    crafts {\n      name\n    }\n    venue {\n      name\n      address {\n        street\n        postalCode\n        locality\n      }\n      geo {\n        lat\n        lng\n      }\n    }\n  }\n": types.CalendarEvent_EventFragmentDoc,
    "\n  query CalendarScope($craft: ID!, $city: ID!, $venue: ID!, $byCraft: Boolean!, $byCity: Boolean!, $byVenue: Boolean!) {\n    craft(slug: $craft) @include(if: $byCraft) {\n      name\n    }\n    city(slug: $city) @include(if: $byCity) {\n      name\n    }\n    venue(slug: $venue) @include(if: $byVenue) {\n      name\n    }\n  }\n": types.CalendarScopeDocument,
    "\n  query CalendarEvents($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...CalendarEvent_event\n        }\n      }\n    }\n  }\n": types.CalendarEventsDocument,
    "\n  query CalendarEvent($slug: ID!) {\n    event(slug: $slug) {\n      ...CalendarEvent_event\n    }\n  }\n": types.CalendarEventDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleCard_article on Article {\n    slug\n    title\n    excerpt\n    publishedAt\n    readingMinutes\n    author {\n      name\n    }\n    cover {\n      url\n      alt\n      width\n      height\n    }\n  }\n"): (typeof documents)["\n  fragment ArticleCard_article on Article {\n    slug\n    title\n    excerpt\n    publishedAt\n    readingMinutes\n    author {\n      name\n    }\n    cover {\n      url\n      alt\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageViewer {\n    viewer {\n      uid\n      role\n      profile {\n        name\n        avatar {\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PageViewer {\n    viewer {\n      uid\n      role\n      profile {\n        name\n        avatar {\n          url\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitEvent($slug: ID!) {\n    submitEvent(slug: $slug) {\n      slug\n      review\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitEvent($slug: ID!) {\n    submitEvent(slug: $slug) {\n      slug\n      review\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventFormChoices {\n    viewer {\n      trustedOrganiser\n    }\n    crafts {\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  query EventFormChoices {\n    viewer {\n      trustedOrganiser\n    }\n    crafts {\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VenueOptions($after: String) {\n    venues(first: 50, after: $after) {\n      edges {\n        node {\n          slug\n          name\n          address {\n            locality\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query VenueOptions($after: String) {\n    venues(first: 50, after: $after) {\n      edges {\n        node {\n          slug\n          name\n          address {\n            locality\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoveryPlace($query: String!) {\n    places(query: $query, first: 1) {\n      label\n      radiusKm\n      postalCodes\n      center {\n        lat\n        lng\n      }\n    }\n  }\n"): (typeof documents)["\n  query DiscoveryPlace($query: String!) {\n    places(query: $query, first: 1) {\n      label\n      radiusKm\n      postalCodes\n      center {\n        lat\n        lng\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaxonomyFields on Query {\n    crafts {\n      slug\n      name\n    }\n    cities {\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment TaxonomyFields on Query {\n    crafts {\n      slug\n      name\n    }\n    cities {\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Taxonomy {\n    ...TaxonomyFields @unmask\n  }\n"): (typeof documents)["\n  query Taxonomy {\n    ...TaxonomyFields @unmask\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCard_event on Event {\n    slug\n    title\n    startsAt\n    endsAt\n    timeZone\n    status\n    level\n    seatsLeft\n    registration\n    bookingOpen\n    isSample\n    minimum {\n      decidesAt\n      outcome\n      stillNeeded\n    }\n    sessions {\n      startsAt\n      endsAt\n    }\n    price {\n      amountCents\n      currency\n    }\n    venue {\n      slug\n      name\n    }\n    crafts {\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment EventCard_event on Event {\n    slug\n    title\n    startsAt\n    endsAt\n    timeZone\n    status\n    level\n    seatsLeft\n    registration\n    bookingOpen\n    isSample\n    minimum {\n      decidesAt\n      outcome\n      stillNeeded\n    }\n    sessions {\n      startsAt\n      endsAt\n    }\n    price {\n      amountCents\n      currency\n    }\n    venue {\n      slug\n      name\n    }\n    crafts {\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventTimeFields on Event {\n    startsAt\n    endsAt\n    timeZone\n    sessions {\n      startsAt\n      endsAt\n    }\n  }\n"): (typeof documents)["\n  fragment EventTimeFields on Event {\n    startsAt\n    endsAt\n    timeZone\n    sessions {\n      startsAt\n      endsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerEventFields on Event {\n    slug\n    title\n    ...EventTimeFields @unmask\n    status\n    review\n  }\n"): (typeof documents)["\n  fragment ViewerEventFields on Event {\n    slug\n    title\n    ...EventTimeFields @unmask\n    status\n    review\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerBookingFields on Booking {\n    id\n    status\n    refundOnCancel\n    order {\n      id\n      amountCents\n      currency\n    }\n    event {\n      slug\n      title\n      cancellationDeadline\n      ...EventTimeFields @unmask\n      status\n      venue {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ViewerBookingFields on Booking {\n    id\n    status\n    refundOnCancel\n    order {\n      id\n      amountCents\n      currency\n    }\n    event {\n      slug\n      title\n      cancellationDeadline\n      ...EventTimeFields @unmask\n      status\n      venue {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventList($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        distanceKm\n        inPlace\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventList($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        distanceKm\n        inPlace\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicVenues($first: Int!, $after: String) {\n    venues(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          name\n          updatedAt\n          city {\n            slug\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicVenues($first: Int!, $after: String) {\n    venues(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          name\n          updatedAt\n          city {\n            slug\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicEvents($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          title\n          startsAt\n          timeZone\n          status\n          updatedAt\n          venue {\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicEvents($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          title\n          startsAt\n          timeZone\n          status\n          updatedAt\n          venue {\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicArticles($first: Int!, $after: String) {\n    articles(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          title\n          updatedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicArticles($first: Int!, $after: String) {\n    articles(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          title\n          updatedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveEventFields on LiveEvent {\n    phase\n    seatsLeft\n    delayMinutes\n    room\n    watchers\n    version\n    latestUpdate {\n      id\n      text\n      at\n    }\n    event {\n      slug\n      title\n      startsAt\n      endsAt\n      timeZone\n      registration\n      sessions {\n        startsAt\n        endsAt\n      }\n      venue {\n        slug\n        name\n      }\n      crafts {\n        slug\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LiveEventFields on LiveEvent {\n    phase\n    seatsLeft\n    delayMinutes\n    room\n    watchers\n    version\n    latestUpdate {\n      id\n      text\n      at\n    }\n    event {\n      slug\n      title\n      startsAt\n      endsAt\n      timeZone\n      registration\n      sessions {\n        startsAt\n        endsAt\n      }\n      venue {\n        slug\n        name\n      }\n      crafts {\n        slug\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveEvents($filter: LiveFilter) {\n    liveEvents(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n"): (typeof documents)["\n  query LiveEvents($filter: LiveFilter) {\n    liveEvents(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveEvent($slug: ID!) {\n    liveEvent(slug: $slug) {\n      ...LiveEventFields\n    }\n  }\n"): (typeof documents)["\n  query LiveEvent($slug: ID!) {\n    liveEvent(slug: $slug) {\n      ...LiveEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveEventsStream($filter: LiveFilter) {\n    liveEvents(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n"): (typeof documents)["\n  subscription LiveEventsStream($filter: LiveFilter) {\n    liveEvents(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveEventStream($slug: ID!) {\n    liveEvent(slug: $slug) {\n      ...LiveEventFields\n    }\n  }\n"): (typeof documents)["\n  subscription LiveEventStream($slug: ID!) {\n    liveEvent(slug: $slug) {\n      ...LiveEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LivePosts($slug: ID!) {\n    event(slug: $slug) {\n      livePosts(first: 50) {\n        id\n        kind\n        text\n        image {\n          url\n          alt\n          width\n          height\n        }\n        delayMinutes\n        room\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query LivePosts($slug: ID!) {\n    event(slug: $slug) {\n      livePosts(first: 50) {\n        id\n        kind\n        text\n        image {\n          url\n          alt\n          width\n          height\n        }\n        delayMinutes\n        room\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RadarNoticeFields on RadarMatch {\n    id\n    reason\n    at\n    event {\n      slug\n      title\n      startsAt\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  fragment RadarNoticeFields on RadarMatch {\n    id\n    reason\n    at\n    event {\n      slug\n      title\n      startsAt\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RadarNoticesStream {\n    radarNotices {\n      ...RadarNoticeFields\n    }\n  }\n"): (typeof documents)["\n  subscription RadarNoticesStream {\n    radarNotices {\n      ...RadarNoticeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RadarNoticesPoll {\n    myRadarAlerts {\n      matches(first: 20) {\n        ...RadarNoticeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RadarNoticesPoll {\n    myRadarAlerts {\n      matches(first: 20) {\n        ...RadarNoticeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveStreamTicket {\n    liveStreamTicket {\n      ticket\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query LiveStreamTicket {\n    liveStreamTicket {\n      ticket\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRadarAlert($id: ID, $input: RadarAlertInput!) {\n    saveRadarAlert(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRadarAlert($id: ID, $input: RadarAlertInput!) {\n    saveRadarAlert(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRadarAlertActive($id: ID!, $active: Boolean!) {\n    setRadarAlertActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation SetRadarAlertActive($id: ID!, $active: Boolean!) {\n    setRadarAlertActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRadarAlert($id: ID!) {\n    deleteRadarAlert(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRadarAlert($id: ID!) {\n    deleteRadarAlert(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RadarAlertFields on RadarAlert {\n    id\n    active\n    crafts {\n      slug\n      name\n    }\n    place {\n      label\n      kind\n      center {\n        lat\n        lng\n      }\n      radiusKm\n    }\n    weekdays\n    startsFrom\n    startsUntil\n    maxPriceCents\n    matches(first: 3) {\n      id\n      reason\n      at\n      event {\n        slug\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RadarAlertFields on RadarAlert {\n    id\n    active\n    crafts {\n      slug\n      name\n    }\n    place {\n      label\n      kind\n      center {\n        lat\n        lng\n      }\n      radiusKm\n    }\n    weekdays\n    startsFrom\n    startsUntil\n    maxPriceCents\n    matches(first: 3) {\n      id\n      reason\n      at\n      event {\n        slug\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VenueCard_venue on Venue {\n    slug\n    name\n    kind\n    crafts {\n      slug\n      name\n    }\n    address {\n      district\n      locality\n    }\n    city {\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment VenueCard_venue on Venue {\n    slug\n    name\n    kind\n    crafts {\n      slug\n      name\n    }\n    address {\n      district\n      locality\n    }\n    city {\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VenueDirectoryList($first: Int!, $after: String, $filter: VenueFilter) {\n    venues(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        distanceKm\n        inPlace\n        node {\n          slug\n          name\n          geo {\n            lat\n            lng\n          }\n          ...VenueCard_venue\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VenueDirectoryList($first: Int!, $after: String, $filter: VenueFilter) {\n    venues(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        distanceKm\n        inPlace\n        node {\n          slug\n          name\n          geo {\n            lat\n            lng\n          }\n          ...VenueCard_venue\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VenuePage_venue on Venue {\n    slug\n    name\n    kind\n    description\n    website\n    socialLinks\n    timeZone\n    openNow\n    crafts {\n      slug\n      name\n    }\n    address {\n      street\n      postalCode\n      locality\n      district\n      country\n    }\n    city {\n      slug\n      name\n    }\n    geo {\n      lat\n      lng\n    }\n    openingHours {\n      day\n      opens\n      closes\n    }\n    openStudioHours {\n      day\n      opens\n      closes\n    }\n    equipment\n    contact {\n      email\n      phone\n    }\n    images {\n      url\n      alt\n      width\n      height\n    }\n    upcomingEvents(first: 5) {\n      slug\n      ...EventCard_event\n    }\n    relatedArticles(first: 3) {\n      slug\n      title\n      excerpt\n      readingMinutes\n    }\n    nearbyVenues(first: 4, radiusKm: 5) {\n      distanceKm\n      node {\n        slug\n        ...VenueCard_venue\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment VenuePage_venue on Venue {\n    slug\n    name\n    kind\n    description\n    website\n    socialLinks\n    timeZone\n    openNow\n    crafts {\n      slug\n      name\n    }\n    address {\n      street\n      postalCode\n      locality\n      district\n      country\n    }\n    city {\n      slug\n      name\n    }\n    geo {\n      lat\n      lng\n    }\n    openingHours {\n      day\n      opens\n      closes\n    }\n    openStudioHours {\n      day\n      opens\n      closes\n    }\n    equipment\n    contact {\n      email\n      phone\n    }\n    images {\n      url\n      alt\n      width\n      height\n    }\n    upcomingEvents(first: 5) {\n      slug\n      ...EventCard_event\n    }\n    relatedArticles(first: 3) {\n      slug\n      title\n      excerpt\n      readingMinutes\n    }\n    nearbyVenues(first: 4, radiusKm: 5) {\n      distanceKm\n      node {\n        slug\n        ...VenueCard_venue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VenuePage($slug: ID!) {\n    venue(slug: $slug) {\n      ...VenuePage_venue\n    }\n  }\n"): (typeof documents)["\n  query VenuePage($slug: ID!) {\n    venue(slug: $slug) {\n      ...VenuePage_venue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SampleVenuePage {\n    sampleVenue {\n      ...VenuePage_venue\n    }\n  }\n"): (typeof documents)["\n  query SampleVenuePage {\n    sampleVenue {\n      ...VenuePage_venue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReviewEvent($slug: ID!, $decision: Decision!, $note: String) {\n    reviewEvent(slug: $slug, decision: $decision, note: $note) {\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReviewEvent($slug: ID!, $decision: Decision!, $note: String) {\n    reviewEvent(slug: $slug, decision: $decision, note: $note) {\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReviewVenueChange($venue: ID!, $decision: Decision!, $note: String) {\n    reviewVenueChange(venue: $venue, decision: $decision, note: $note) {\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReviewVenueChange($venue: ID!, $decision: Decision!, $note: String) {\n    reviewVenueChange(venue: $venue, decision: $decision, note: $note) {\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDecideClaim($id: ID!, $decision: Decision!, $note: String) {\n    decideClaim(id: $id, decision: $decision, note: $note) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDecideClaim($id: ID!, $decision: Decision!, $note: String) {\n    decideClaim(id: $id, decision: $decision, note: $note) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetRole($uid: ID!, $role: SiteRole!) {\n    setRole(uid: $uid, role: $role) {\n      uid\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetRole($uid: ID!, $role: SiteRole!) {\n    setRole(uid: $uid, role: $role) {\n      uid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetTrustedOrganiser($uid: ID!, $trusted: Boolean!) {\n    setTrustedOrganiser(uid: $uid, trusted: $trusted) {\n      uid\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetTrustedOrganiser($uid: ID!, $trusted: Boolean!) {\n    setTrustedOrganiser(uid: $uid, trusted: $trusted) {\n      uid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkContactMessageHandled($id: ID!) {\n    markContactMessageHandled(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMarkContactMessageHandled($id: ID!) {\n    markContactMessageHandled(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQueue {\n    moderationQueue {\n      events {\n        slug\n        title\n        description\n        ...EventTimeFields @unmask\n        venue {\n          name\n        }\n        crafts {\n          name\n        }\n        organiser {\n          name\n        }\n      }\n      venueChanges {\n        state\n        updatedAt\n        venue {\n          slug\n          name\n        }\n        author {\n          name\n        }\n      }\n      claims {\n        id\n        message\n        createdAt\n        venue {\n          slug\n          name\n        }\n        claimant {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminQueue {\n    moderationQueue {\n      events {\n        slug\n        title\n        description\n        ...EventTimeFields @unmask\n        venue {\n          name\n        }\n        crafts {\n          name\n        }\n        organiser {\n          name\n        }\n      }\n      venueChanges {\n        state\n        updatedAt\n        venue {\n          slug\n          name\n        }\n        author {\n          name\n        }\n      }\n      claims {\n        id\n        message\n        createdAt\n        venue {\n          slug\n          name\n        }\n        claimant {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($first: Int!, $offset: Int!) {\n    users(first: $first, offset: $offset) {\n      totalCount\n      users {\n        uid\n        email\n        name\n        role\n        trustedOrganiser\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($first: Int!, $offset: Int!) {\n    users(first: $first, offset: $offset) {\n      totalCount\n      users {\n        uid\n        email\n        name\n        role\n        trustedOrganiser\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMessages($first: Int!, $offset: Int!) {\n    contactMessages(first: $first, offset: $offset) {\n      totalCount\n      messages {\n        id\n        name\n        email\n        subject\n        message\n        handled\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMessages($first: Int!, $offset: Int!) {\n    contactMessages(first: $first, offset: $offset) {\n      totalCount\n      messages {\n        id\n        name\n        email\n        subject\n        message\n        handled\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLog($first: Int!, $offset: Int!) {\n    moderationLog(first: $first, offset: $offset) {\n      totalCount\n      entries {\n        id\n        subject\n        subjectId\n        action\n        note\n        at\n        actor {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminLog($first: Int!, $offset: Int!) {\n    moderationLog(first: $first, offset: $offset) {\n      totalCount\n      entries {\n        id\n        subject\n        subjectId\n        action\n        note\n        at\n        actor {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFigures {\n    siteFigures {\n      from\n      to\n      viewsPerDay {\n        day\n        count\n      }\n      topPages {\n        path\n        count\n      }\n      topReferrers {\n        key\n        count\n      }\n      topLanguages {\n        key\n        count\n      }\n      emptySearches {\n        term\n        count\n      }\n      bookingsPerWeek {\n        day\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminFigures {\n    siteFigures {\n      from\n      to\n      viewsPerDay {\n        day\n        count\n      }\n      topPages {\n        path\n        count\n      }\n      topReferrers {\n        key\n        count\n      }\n      topLanguages {\n        key\n        count\n      }\n      emptySearches {\n        term\n        count\n      }\n      bookingsPerWeek {\n        day\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBooking($id: ID!, $expectRefund: Boolean) {\n    cancelBooking(id: $id, expectRefund: $expectRefund) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBooking($id: ID!, $expectRefund: Boolean) {\n    cancelBooking(id: $id, expectRefund: $expectRefund) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppHome {\n    viewer {\n      uid\n      role\n      profile {\n        name\n      }\n      bookings {\n        ...ViewerBookingFields @unmask\n      }\n      events {\n        ...ViewerEventFields @unmask\n      }\n      venues {\n        slug\n        name\n      }\n      attention {\n        kind\n        subjectId\n        note\n        count\n      }\n    }\n    myRadarAlerts {\n      ...RadarAlertFields @unmask\n    }\n    crafts {\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  query AppHome {\n    viewer {\n      uid\n      role\n      profile {\n        name\n      }\n      bookings {\n        ...ViewerBookingFields @unmask\n      }\n      events {\n        ...ViewerEventFields @unmask\n      }\n      venues {\n        slug\n        name\n      }\n      attention {\n        kind\n        subjectId\n        note\n        count\n      }\n    }\n    myRadarAlerts {\n      ...RadarAlertFields @unmask\n    }\n    crafts {\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($slug: ID!, $input: EventInput!) {\n    updateEvent(slug: $slug, input: $input) {\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvent($slug: ID!, $input: EventInput!) {\n    updateEvent(slug: $slug, input: $input) {\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEvent($slug: ID!, $reason: String) {\n    cancelEvent(slug: $slug, reason: $reason) {\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation CancelEvent($slug: ID!, $reason: String) {\n    cancelEvent(slug: $slug, reason: $reason) {\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostLiveUpdate($slug: ID!, $input: LivePostInput!) {\n    postLiveUpdate(slug: $slug, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PostLiveUpdate($slug: ID!, $input: LivePostInput!) {\n    postLiveUpdate(slug: $slug, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLiveUpdate($id: ID!) {\n    deleteLiveUpdate(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteLiveUpdate($id: ID!) {\n    deleteLiveUpdate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditableEvent($slug: ID!) {\n    editableEvent(slug: $slug) {\n      slug\n      title\n      description\n      ...EventTimeFields @unmask\n      status\n      review\n      reviewNote\n      capacity\n      seatsLeft\n      registration\n      minimum {\n        participants\n        hoursBefore\n        decidesAt\n        outcome\n        stillNeeded\n      }\n      cancellationHoursBefore\n      vatNote\n      level\n      whatToBring\n      materialsIncluded\n      price {\n        amountCents\n        currency\n      }\n      crafts {\n        slug\n        name\n      }\n      venue {\n        slug\n        name\n        address {\n          locality\n        }\n      }\n      images {\n        url\n        alt\n      }\n      source {\n        titleDe\n        titleEn\n        descriptionDe\n        descriptionEn\n        whatToBringDe\n      }\n      bookings {\n        id\n        status\n        createdAt\n        order {\n          status\n          amountCents\n          currency\n        }\n        person {\n          name\n        }\n      }\n      livePosts(first: 50) {\n        id\n        kind\n        text\n        image {\n          url\n          alt\n        }\n        delayMinutes\n        room\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditableEvent($slug: ID!) {\n    editableEvent(slug: $slug) {\n      slug\n      title\n      description\n      ...EventTimeFields @unmask\n      status\n      review\n      reviewNote\n      capacity\n      seatsLeft\n      registration\n      minimum {\n        participants\n        hoursBefore\n        decidesAt\n        outcome\n        stillNeeded\n      }\n      cancellationHoursBefore\n      vatNote\n      level\n      whatToBring\n      materialsIncluded\n      price {\n        amountCents\n        currency\n      }\n      crafts {\n        slug\n        name\n      }\n      venue {\n        slug\n        name\n        address {\n          locality\n        }\n      }\n      images {\n        url\n        alt\n      }\n      source {\n        titleDe\n        titleEn\n        descriptionDe\n        descriptionEn\n        whatToBringDe\n      }\n      bookings {\n        id\n        status\n        createdAt\n        order {\n          status\n          amountCents\n          currency\n        }\n        person {\n          name\n        }\n      }\n      livePosts(first: 50) {\n        id\n        kind\n        text\n        image {\n          url\n          alt\n        }\n        delayMinutes\n        room\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveVenueChange($venue: ID!, $input: VenueInput!) {\n    saveVenueChange(venue: $venue, input: $input) {\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation SaveVenueChange($venue: ID!, $input: VenueInput!) {\n    saveVenueChange(venue: $venue, input: $input) {\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitVenueChange($venue: ID!) {\n    submitVenueChange(venue: $venue) {\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitVenueChange($venue: ID!) {\n    submitVenueChange(venue: $venue) {\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPremium($venue: ID!) {\n    cancelPremium(venueSlug: $venue) {\n      cancelAtPeriodEnd\n    }\n  }\n"): (typeof documents)["\n  mutation CancelPremium($venue: ID!) {\n    cancelPremium(venueSlug: $venue) {\n      cancelAtPeriodEnd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimVenue($venue: ID!, $message: String!) {\n    claimVenue(venue: $venue, message: $message) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimVenue($venue: ID!, $message: String!) {\n    claimVenue(venue: $venue, message: $message) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VenueForm_venue on Venue {\n    slug\n    name\n    kind\n    description\n    descriptionSource {\n      de\n      en\n    }\n    website\n    socialLinks\n    crafts {\n      slug\n    }\n    address {\n      street\n      postalCode\n      locality\n    }\n    contact {\n      email\n      phone\n    }\n    openingHours {\n      day\n      opens\n      closes\n    }\n    openStudioHours {\n      day\n      opens\n      closes\n    }\n    equipment\n    images {\n      url\n      alt\n    }\n  }\n"): (typeof documents)["\n  fragment VenueForm_venue on Venue {\n    slug\n    name\n    kind\n    description\n    descriptionSource {\n      de\n      en\n    }\n    website\n    socialLinks\n    crafts {\n      slug\n    }\n    address {\n      street\n      postalCode\n      locality\n    }\n    contact {\n      email\n      phone\n    }\n    openingHours {\n      day\n      opens\n      closes\n    }\n    openStudioHours {\n      day\n      opens\n      closes\n    }\n    equipment\n    images {\n      url\n      alt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VenueProfile {\n    viewer {\n      venues {\n        ...VenueForm_venue\n      }\n      claims {\n        id\n        state\n        reviewNote\n        createdAt\n        venue {\n          slug\n          name\n        }\n      }\n    }\n    crafts {\n      slug\n      name\n    }\n    equipment\n  }\n"): (typeof documents)["\n  query VenueProfile {\n    viewer {\n      venues {\n        ...VenueForm_venue\n      }\n      claims {\n        id\n        state\n        reviewNote\n        createdAt\n        venue {\n          slug\n          name\n        }\n      }\n    }\n    crafts {\n      slug\n      name\n    }\n    equipment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VenueProfileChange($venue: ID!) {\n    venueChange(venue: $venue) {\n      state\n      reviewNote\n      updatedAt\n      venue {\n        ...VenueForm_venue\n      }\n    }\n  }\n"): (typeof documents)["\n  query VenueProfileChange($venue: ID!) {\n    venueChange(venue: $venue) {\n      state\n      reviewNote\n      updatedAt\n      venue {\n        ...VenueForm_venue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VenueProfileFigures($venue: ID!) {\n    venueFigures(venue: $venue, months: 6) {\n      month\n      venuePageViews\n      eventPageViews\n      bookings\n      radarMatches\n    }\n  }\n"): (typeof documents)["\n  query VenueProfileFigures($venue: ID!) {\n    venueFigures(venue: $venue, months: 6) {\n      month\n      venuePageViews\n      eventPageViews\n      bookings\n      radarMatches\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VenueProfilePremium($venue: ID!) {\n    venue(slug: $venue) {\n      premium {\n        status\n        plan\n        featured\n        currentPeriodEnd\n        cancelAtPeriodEnd\n      }\n    }\n  }\n"): (typeof documents)["\n  query VenueProfilePremium($venue: ID!) {\n    venue(slug: $venue) {\n      premium {\n        status\n        plan\n        featured\n        currentPeriodEnd\n        cancelAtPeriodEnd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FrontPage($homeCity: ID!, $eventCount: Int!) {\n    ...TaxonomyFields @unmask\n    featuredVenues: venues(first: 6) {\n      edges {\n        node {\n          slug\n          ...VenueCard_venue\n        }\n      }\n    }\n    homeCityEvents: events(first: $eventCount, filter: { city: $homeCity }) {\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n    upcomingEvents: events(first: $eventCount) {\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n    latestArticles: articles(first: 3) {\n      edges {\n        node {\n          slug\n          ...ArticleCard_article\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FrontPage($homeCity: ID!, $eventCount: Int!) {\n    ...TaxonomyFields @unmask\n    featuredVenues: venues(first: 6) {\n      edges {\n        node {\n          slug\n          ...VenueCard_venue\n        }\n      }\n    }\n    homeCityEvents: events(first: $eventCount, filter: { city: $homeCity }) {\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n    upcomingEvents: events(first: $eventCount) {\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n    latestArticles: articles(first: 3) {\n      edges {\n        node {\n          slug\n          ...ArticleCard_article\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      session {\n        token\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      session {\n        token\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestSignInLink($email: String!, $locale: Locale, $next: String) {\n    requestSignInLink(email: $email, locale: $locale, next: $next)\n  }\n"): (typeof documents)["\n  mutation RequestSignInLink($email: String!, $locale: Locale, $next: String) {\n    requestSignInLink(email: $email, locale: $locale, next: $next)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithLink($email: String!, $code: String!) {\n    signInWithLink(email: $email, code: $code) {\n      session {\n        token\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInWithLink($email: String!, $code: String!) {\n    signInWithLink(email: $email, code: $code) {\n      session {\n        token\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!, $locale: Locale) {\n    requestPasswordReset(email: $email, locale: $locale)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!, $locale: Locale) {\n    requestPasswordReset(email: $email, locale: $locale)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($code: String!, $password: String!) {\n    resetPassword(code: $code, password: $password)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($code: String!, $password: String!) {\n    resetPassword(code: $code, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      session {\n        token\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      session {\n        token\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticlePage($slug: ID!) {\n    article(slug: $slug) {\n      slug\n      title\n      excerpt\n      body\n      tags\n      publishedAt\n      updatedAt\n      readingMinutes\n      author {\n        name\n        bio\n      }\n      cover {\n        url\n        alt\n        width\n        height\n      }\n      crafts {\n        slug\n        name\n      }\n      upcomingEvents(first: 3) {\n        slug\n        ...EventCard_event\n      }\n      venues(first: 3) {\n        slug\n        ...VenueCard_venue\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArticlePage($slug: ID!) {\n    article(slug: $slug) {\n      slug\n      title\n      excerpt\n      body\n      tags\n      publishedAt\n      updatedAt\n      readingMinutes\n      author {\n        name\n        bio\n      }\n      cover {\n        url\n        alt\n        width\n        height\n      }\n      crafts {\n        slug\n        name\n      }\n      upcomingEvents(first: 3) {\n        slug\n        ...EventCard_event\n      }\n      venues(first: 3) {\n        slug\n        ...VenueCard_venue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleList($first: Int!, $after: String, $filter: ArticleFilter) {\n    crafts {\n      slug\n      name\n    }\n    articles(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          ...ArticleCard_article\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArticleList($first: Int!, $after: String, $filter: ArticleFilter) {\n    crafts {\n      slug\n      name\n    }\n    articles(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          ...ArticleCard_article\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactInput!) {\n    sendContactMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactInput!) {\n    sendContactMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookEvent($slug: ID!) {\n    bookEvent(slug: $slug) {\n      id\n      status\n      order {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BookEvent($slug: ID!) {\n    bookEvent(slug: $slug) {\n      id\n      status\n      order {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEventBooking($id: ID!, $expectRefund: Boolean) {\n    cancelBooking(id: $id, expectRefund: $expectRefund) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CancelEventBooking($id: ID!, $expectRefund: Boolean) {\n    cancelBooking(id: $id, expectRefund: $expectRefund) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPage($slug: ID!) {\n    event(slug: $slug) {\n      slug\n      title\n      description\n      ...EventTimeFields @unmask\n      status\n      level\n      capacity\n      seatsLeft\n      registration\n      bookingOpen\n      isSample\n      minimum {\n        participants\n        decidesAt\n        outcome\n        stillNeeded\n      }\n      cancellationDeadline\n      viewerBooking {\n        id\n        status\n        refundOnCancel\n        order {\n          id\n          amountCents\n          currency\n        }\n      }\n      whatToBring\n      materialsIncluded\n      updatedAt\n      price {\n        amountCents\n        currency\n      }\n      crafts {\n        slug\n        name\n      }\n      images {\n        url\n        alt\n        width\n        height\n      }\n      venue {\n        slug\n        name\n        address {\n          street\n          postalCode\n          locality\n          district\n          country\n        }\n        geo {\n          lat\n          lng\n        }\n      }\n      relatedEvents(first: 3) {\n        slug\n        ...EventCard_event\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventPage($slug: ID!) {\n    event(slug: $slug) {\n      slug\n      title\n      description\n      ...EventTimeFields @unmask\n      status\n      level\n      capacity\n      seatsLeft\n      registration\n      bookingOpen\n      isSample\n      minimum {\n        participants\n        decidesAt\n        outcome\n        stillNeeded\n      }\n      cancellationDeadline\n      viewerBooking {\n        id\n        status\n        refundOnCancel\n        order {\n          id\n          amountCents\n          currency\n        }\n      }\n      whatToBring\n      materialsIncluded\n      updatedAt\n      price {\n        amountCents\n        currency\n      }\n      crafts {\n        slug\n        name\n      }\n      images {\n        url\n        alt\n        width\n        height\n      }\n      venue {\n        slug\n        name\n        address {\n          street\n          postalCode\n          locality\n          district\n          country\n        }\n        geo {\n          lat\n          lng\n        }\n      }\n      relatedEvents(first: 3) {\n        slug\n        ...EventCard_event\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveNext($first: Int!, $filter: EventFilter) {\n    events(first: $first, filter: $filter) {\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LiveNext($first: Int!, $filter: EventFilter) {\n    events(first: $first, filter: $filter) {\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NumberedEvents($first: Int!, $offset: Int!) {\n    events(first: $first, offset: $offset) {\n      totalCount\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NumberedEvents($first: Int!, $offset: Int!) {\n    events(first: $first, offset: $offset) {\n      totalCount\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCheckout($orderId: ID!) {\n    startCheckout(orderId: $orderId) {\n      checkoutUrl\n    }\n  }\n"): (typeof documents)["\n  mutation StartCheckout($orderId: ID!) {\n    startCheckout(orderId: $orderId) {\n      checkoutUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelCheckout($orderId: ID!) {\n    cancelCheckout(orderId: $orderId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelCheckout($orderId: ID!) {\n    cancelCheckout(orderId: $orderId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPremiumCheckout($venueSlug: ID!, $plan: String!) {\n    startPremiumCheckout(venueSlug: $venueSlug, plan: $plan) {\n      checkoutUrl\n    }\n  }\n"): (typeof documents)["\n  mutation StartPremiumCheckout($venueSlug: ID!, $plan: String!) {\n    startPremiumCheckout(venueSlug: $venueSlug, plan: $plan) {\n      checkoutUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      amountCents\n      currency\n      holdUntil\n      paidAt\n      refundReason\n      event {\n        slug\n        title\n        startsAt\n        timeZone\n        venue {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      amountCents\n      currency\n      holdUntil\n      paidAt\n      refundReason\n      event {\n        slug\n        title\n        startsAt\n        timeZone\n        venue {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PremiumVenues {\n    viewer {\n      venues {\n        slug\n        name\n        premium {\n          status\n          plan\n          featured\n          currentPeriodEnd\n          cancelAtPeriodEnd\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PremiumVenues {\n    viewer {\n      venues {\n        slug\n        name\n        premium {\n          status\n          plan\n          featured\n          currentPeriodEnd\n          cancelAtPeriodEnd\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCheckout($sessionId: ID!, $action: TestCheckoutAction!) {\n    testCheckout(sessionId: $sessionId, action: $action)\n  }\n"): (typeof documents)["\n  mutation TestCheckout($sessionId: ID!, $action: TestCheckoutAction!) {\n    testCheckout(sessionId: $sessionId, action: $action)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestCheckoutSession($id: ID!) {\n    testCheckoutSession(id: $id) {\n      id\n      description\n      amountCents\n      currency\n      status\n    }\n  }\n"): (typeof documents)["\n  query TestCheckoutSession($id: ID!) {\n    testCheckoutSession(id: $id) {\n      id\n      description\n      amountCents\n      currency\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileEvents {\n    viewer {\n      uid\n      events {\n        ...ViewerEventFields @unmask\n        reviewNote\n      }\n      bookings {\n        ...ViewerBookingFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileEvents {\n    viewer {\n      uid\n      events {\n        ...ViewerEventFields @unmask\n        reviewNote\n      }\n      bookings {\n        ...ViewerBookingFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      uid\n      locale\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      uid\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($confirmEmail: String!) {\n    deleteAccount(confirmEmail: $confirmEmail)\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($confirmEmail: String!) {\n    deleteAccount(confirmEmail: $confirmEmail)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage {\n    viewer {\n      uid\n      email\n      emailVerified\n      signInMethods\n      profile {\n        name\n        bio\n        locale\n        avatar {\n          url\n        }\n        homeCity {\n          slug\n        }\n        favouriteCrafts {\n          slug\n        }\n      }\n    }\n    cities {\n      slug\n      name\n    }\n    crafts {\n      slug\n      name\n    }\n    myRadarAlerts {\n      ...RadarAlertFields @unmask\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage {\n    viewer {\n      uid\n      email\n      emailVerified\n      signInMethods\n      profile {\n        name\n        bio\n        locale\n        avatar {\n          url\n        }\n        homeCity {\n          slug\n        }\n        favouriteCrafts {\n          slug\n        }\n      }\n    }\n    cities {\n      slug\n      name\n    }\n    crafts {\n      slug\n      name\n    }\n    myRadarAlerts {\n      ...RadarAlertFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeRadarByToken($token: String!) {\n    setRadarAlertActiveByToken(token: $token, active: true) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeRadarByToken($token: String!) {\n    setRadarAlertActiveByToken(token: $token, active: true) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseRadarByToken($token: String!) {\n    setRadarAlertActiveByToken(token: $token, active: false) {\n      id\n      active\n      crafts {\n        slug\n        name\n      }\n      place {\n        label\n        kind\n        radiusKm\n      }\n      weekdays\n      startsFrom\n      startsUntil\n      maxPriceCents\n    }\n  }\n"): (typeof documents)["\n  mutation PauseRadarByToken($token: String!) {\n    setRadarAlertActiveByToken(token: $token, active: false) {\n      id\n      active\n      crafts {\n        slug\n        name\n      }\n      place {\n        label\n        kind\n        radiusKm\n      }\n      weekdays\n      startsFrom\n      startsUntil\n      maxPriceCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Diagnostics {\n    diagnostics {\n      buildId\n      builtAt\n      storeAdapter\n      storeReachable\n      storeWritable\n      serverTime\n    }\n  }\n"): (typeof documents)["\n  query Diagnostics {\n    diagnostics {\n      buildId\n      builtAt\n      storeAdapter\n      storeReachable\n      storeWritable\n      serverTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VenuePreview($venue: ID!) {\n    venueChange(venue: $venue) {\n      state\n      reviewNote\n      updatedAt\n      venue {\n        ...VenuePage_venue\n      }\n    }\n  }\n"): (typeof documents)["\n  query VenuePreview($venue: ID!) {\n    venueChange(venue: $venue) {\n      state\n      reviewNote\n      updatedAt\n      venue {\n        ...VenuePage_venue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleFeed($first: Int!) {\n    articles(first: $first) {\n      edges {\n        node {\n          slug\n          title\n          excerpt\n          publishedAt\n          updatedAt\n          tags\n          author {\n            name\n          }\n          crafts {\n            slug\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArticleFeed($first: Int!) {\n    articles(first: $first) {\n      edges {\n        node {\n          slug\n          title\n          excerpt\n          publishedAt\n          updatedAt\n          tags\n          author {\n            name\n          }\n          crafts {\n            slug\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarEvent_event on Event {\n    slug\n    title\n    description\n    ...EventTimeFields @unmask\n    status\n    updatedAt\n    crafts {\n      name\n    }\n    venue {\n      name\n      address {\n        street\n        postalCode\n        locality\n      }\n      geo {\n        lat\n        lng\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CalendarEvent_event on Event {\n    slug\n    title\n    description\n    ...EventTimeFields @unmask\n    status\n    updatedAt\n    crafts {\n      name\n    }\n    venue {\n      name\n      address {\n        street\n        postalCode\n        locality\n      }\n      geo {\n        lat\n        lng\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarScope($craft: ID!, $city: ID!, $venue: ID!, $byCraft: Boolean!, $byCity: Boolean!, $byVenue: Boolean!) {\n    craft(slug: $craft) @include(if: $byCraft) {\n      name\n    }\n    city(slug: $city) @include(if: $byCity) {\n      name\n    }\n    venue(slug: $venue) @include(if: $byVenue) {\n      name\n    }\n  }\n"): (typeof documents)["\n  query CalendarScope($craft: ID!, $city: ID!, $venue: ID!, $byCraft: Boolean!, $byCity: Boolean!, $byVenue: Boolean!) {\n    craft(slug: $craft) @include(if: $byCraft) {\n      name\n    }\n    city(slug: $city) @include(if: $byCity) {\n      name\n    }\n    venue(slug: $venue) @include(if: $byVenue) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarEvents($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...CalendarEvent_event\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CalendarEvents($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...CalendarEvent_event\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarEvent($slug: ID!) {\n    event(slug: $slug) {\n      ...CalendarEvent_event\n    }\n  }\n"): (typeof documents)["\n  query CalendarEvent($slug: ID!) {\n    event(slug: $slug) {\n      ...CalendarEvent_event\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;