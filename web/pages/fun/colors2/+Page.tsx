// /fun/colors2 (and /en/fun/colors2): a palette from a photo. The page explains itself as server-rendered text (what
// the tool does, that the photo stays on the device, that it needs JavaScript); the tool itself works in the browser.
import { FormattedMessage } from 'react-intl';
import { PageIntro } from '../../../components/PageIntro';
import { PhotoPalette } from './PhotoPalette';
import './colors2.css';

const steps = ['colors2.how.choose', 'colors2.how.count', 'colors2.how.adjust'] as const;

export default function Page() {
  return (
    <div className="colors2">
      <PageIntro heading="colors2.heading" intro="colors2.intro" />
      <p className="colors2__privacy">
        <FormattedMessage id="colors2.privacy" />
      </p>
      <section aria-labelledby="colors2-how" className="colors2__section">
        <h2 id="colors2-how">
          <FormattedMessage id="colors2.how.heading" />
        </h2>
        <ol className="colors2__steps">
          {steps.map((step) => (
            <li key={step}>
              <FormattedMessage id={step} />
            </li>
          ))}
        </ol>
        <p className="colors2__note">
          <FormattedMessage id="colors2.needsJs" />
        </p>
      </section>
      <PhotoPalette />
    </div>
  );
}
