// The drawing of a craft (public/illustrations/<slug>.svg), described by the craft's name.
import { useIntl } from 'react-intl';

/** `loading="eager"` where the page may be printed: a lazy image below the fold is missing on paper. */
export function CraftIllustration({ slug, name, size = 64, loading = 'lazy' }: { slug: string; name: string; size?: number; loading?: 'lazy' | 'eager' }) {
  const intl = useIntl();
  return (
    <img
      className="craft-illustration"
      src={`/illustrations/${slug}.svg`}
      alt={intl.formatMessage({ id: 'craft.illustrationAlt' }, { craft: name })}
      width={size}
      height={size}
      loading={loading}
      decoding="async"
    />
  );
}
