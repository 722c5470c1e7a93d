// Downloads (CSS, .gpl, .ase) made in the browser, the CSS to copy, and the share link.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { copyText, downloadFile } from '../../../features/colors/download';
import { paletteExportFiles } from '../../../features/colors/palette-export';

type Props = { colours: readonly string[]; names: readonly string[]; title: string; shareUrl: string; ready: boolean };

export function ExportPanel({ colours, names, title, shareUrl, ready }: Props) {
  const intl = useIntl();
  const shareId = useId();
  const [status, setStatus] = useState('');
  const files = paletteExportFiles(
    colours.map((hex, index) => ({ hex, name: names[index] })),
    title,
  );
  const css = files.css.content as string;

  const copy = async (text: string) => {
    setStatus(intl.formatMessage({ id: (await copyText(text)) ? 'colors.copied' : 'colors.copyFailed' }));
  };

  return (
    <section className="colors-section" aria-labelledby="colors-export-heading">
      <h2 id="colors-export-heading">
        <FormattedMessage id="colors.export.heading" />
      </h2>
      <div className="colors-export__buttons">
        <button type="button" className="button" disabled={!ready} onClick={() => downloadFile(files.css)}>
          <FormattedMessage id="colors.export.css" />
        </button>
        <button type="button" className="button" disabled={!ready} onClick={() => void copy(css)}>
          <FormattedMessage id="colors.export.copyCss" />
        </button>
        <button type="button" className="button" disabled={!ready} onClick={() => downloadFile(files.gpl)}>
          <FormattedMessage id="colors.export.gpl" />
        </button>
        <button type="button" className="button" disabled={!ready} onClick={() => downloadFile(files.ase)}>
          <FormattedMessage id="colors.export.ase" />
        </button>
      </div>
      <details className="colors-export__css">
        <summary>
          <FormattedMessage id="colors.export.showCss" />
        </summary>
        <pre>
          <code>{css}</code>
        </pre>
      </details>
      <div className="colors-export__share">
        <label htmlFor={shareId}>
          <FormattedMessage id="colors.share.label" />
        </label>
        <input id={shareId} type="text" readOnly value={shareUrl} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button" disabled={!ready} onClick={() => void copy(shareUrl)}>
          <FormattedMessage id="colors.share.copy" />
        </button>
      </div>
      <p className="colors-export__status" role="status">
        {status}
      </p>
    </section>
  );
}
