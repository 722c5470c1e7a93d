// /fun/colors (and /en/fun/colors): palettes for crafters. The server renders the palette the URL asks for (or the
// default one), so the page reads well before any script; the tool then works in the browser.
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../../components/LocalizedLink';
import { PageIntro } from '../../../components/PageIntro';
import { PaletteTool } from './PaletteTool';
import './colors.css';

export default function Page() {
  return (
    <div className="colors">
      <PageIntro heading="colors.heading" intro="colors.intro" />
      <noscript>
        <p className="colors__noscript">
          <FormattedMessage id="colors.noscript" />
        </p>
      </noscript>
      <PaletteTool />
      <p className="colors__photo">
        <LocalizedLink href="/fun/colors2">
          <FormattedMessage id="colors.photoLink" />
        </LocalizedLink>
      </p>
    </div>
  );
}
