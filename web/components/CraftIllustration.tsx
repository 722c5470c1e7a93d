// The drawing of a craft (public/illustrations/<slug>.svg), described by the craft's name.
import { useIntl } from 'react-intl';

export function CraftIllustration({ slug, name, size = 64 }: { slug: string; name: string; size?: number }) {
  const intl = useIntl();
  return (
    <img
      className="craft-illustration"
      src={`/illustrations/${slug}.svg`}
      alt={intl.formatMessage({ id: 'craft.illustrationAlt' }, { craft: name })}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
