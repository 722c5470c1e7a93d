// The mark of paid placement („Anzeige“ / “Advertisement”) on a Premium venue or course shown on top of a list: written
// out, so that it is read aloud and seen without colour, as Austrian media law asks of paid content.
import { FormattedMessage } from 'react-intl';
import './ad-mark.css';

export function AdMark() {
  return (
    <p className="ad-mark">
      <FormattedMessage id="featured.mark" />
    </p>
  );
}
