// A page section named by its own heading: assistive technology announces the <section> by its <h2>.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export function LabelledSection({ id, heading, className, children }: { id: string; heading: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id}>
        <FormattedMessage id={heading} />
      </h2>
      {children}
    </section>
  );
}
