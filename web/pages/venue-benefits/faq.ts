// The questions venue owners ask, in the order they tend to ask them: `venueBenefits.faq.<code>.q` and `.a` in the
// catalogs. Shared by the page and its head (FAQPage JSON-LD).
export const faqQuestions = ['cost', 'cancel', 'invoice', 'featured', 'data', 'review', 'noCourses'] as const;
