// The course widget's pages (/embed/…; decision 053): framed by organisers' and venues' own websites, so HTML only.
// Without client hooks vike loads neither its client runtime nor React for them: the page ships no JavaScript, and its
// links are plain links (security-headers.ts gives these paths `script-src 'none'` and lets any site frame them).
import type { Config } from 'vike/types';

export default {
  clientHooks: false,
} satisfies Config;
