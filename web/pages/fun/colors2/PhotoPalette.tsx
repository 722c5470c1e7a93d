// The photo palette tool: a photo chosen, dropped or the sample one, decoded and clustered in the browser (the
// file goes nowhere), its colours editable, shown on the swatches, taken on to /fun/colors or downloaded.
// Server-rendered with its controls disabled: they work once the page's script runs, which the page says.
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../../components/LocalizedLink';
import { dominantColours, maxColours, minColours } from '../../../features/colors/photo/dominant-colours';
import { photoFileProblem, type PhotoProblem } from '../../../features/colors/photo/photo-file';
import { decodePhoto, drawFitted, photoPixels, UndecodablePhotoError } from '../../../features/colors/photo/read-photo';
import { downloadFile } from '../../../features/colors/download';
import { paletteExportFiles } from '../../../features/colors/palette-export';
import { normalizeHex } from '../../../features/colors/palette-model';
import { buildPaletteUrl } from '../../../features/colors/palette-url';
import { SwatchPreviews } from './SwatchPreviews';

/** The sample photo (web/public/fun, drawn by features/colors/photo/make-sample-photo.ts). */
export const samplePhotoUrl = '/fun/colors2-sample.png';
const defaultCount = 6;
/** The longest side of the photo shown beside the palette. */
const previewSide = 480;

type Problem = { kind: PhotoProblem | 'sample'; name: string };
type Photo = { image: ImageBitmap; pixels: Uint8ClampedArray; name: string };
type Found = { hex: string; share: number };

const counts = Array.from({ length: maxColours - minColours + 1 }, (_, i) => minColours + i);
const exportKinds = ['css', 'gpl', 'ase'] as const;

export function PhotoPalette() {
  const intl = useIntl();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [count, setCount] = useState(defaultCount);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [found, setFound] = useState<Found[]>([]);
  const [colours, setColours] = useState<string[]>([]);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<Problem | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  // The controls come alive once the script runs (the server renders them disabled: they need it).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (photo && canvas.current) drawFitted(canvas.current, photo.image, previewSide);
  }, [photo]);

  const cluster = (pixels: Uint8ClampedArray, k: number) => {
    const colours = dominantColours(pixels, k);
    setFound(colours);
    setColours(colours.map((colour) => colour.hex));
    setDrafts({});
    setInvalid(new Set());
  };

  const open = async (blob: Blob, name: string) => {
    setProblem(null);
    setBusy(true);
    try {
      const image = await decodePhoto(blob);
      const pixels = photoPixels(image);
      photo?.image.close();
      setPhoto({ image, pixels, name });
      cluster(pixels, count);
    } catch (error) {
      if (!(error instanceof UndecodablePhotoError)) throw error;
      setProblem({ kind: 'undecodable', name });
    } finally {
      setBusy(false);
    }
  };

  const take = (file: File | undefined) => {
    if (!file) return;
    const kind = photoFileProblem(file);
    if (kind) setProblem({ kind, name: file.name });
    else void open(file, file.name);
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files?.[0]);
    // The same file chosen again (after editing it elsewhere) must fire a change again.
    event.target.value = '';
  };

  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    if (ready) setDragging(true);
  };
  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (ready) take(event.dataTransfer.files[0]);
  };

  const trySample = async () => {
    const name = intl.formatMessage({ id: 'colors2.photo.sampleName' });
    try {
      const response = await fetch(samplePhotoUrl);
      if (!response.ok) throw new Error(`sample photo: ${response.status}`);
      await open(await response.blob(), name);
    } catch (error) {
      console.warn('sample photo could not be loaded', error);
      setProblem({ kind: 'sample', name });
    }
  };

  const changeCount = (event: ChangeEvent<HTMLSelectElement>) => {
    const k = Number(event.target.value);
    setCount(k);
    if (photo) cluster(photo.pixels, k);
  };

  const setColour = (index: number, hex: string) => setColours((current) => current.map((colour, i) => (i === index ? hex : colour)));
  const forget = <T,>(record: Record<number, T>, index: number) => Object.fromEntries(Object.entries(record).filter(([key]) => Number(key) !== index));
  const withoutInvalid = (index: number) => setInvalid((current) => new Set([...current].filter((i) => i !== index)));

  const picked = (index: number, value: string) => {
    const hex = normalizeHex(value);
    if (!hex) return;
    setColour(index, hex);
    setDrafts((current) => forget(current, index));
    withoutInvalid(index);
  };
  const typed = (index: number, value: string) => {
    setDrafts((current) => ({ ...current, [index]: value }));
    withoutInvalid(index);
    // Six digits are a whole colour: shown at once. Three wait for the field to be left (they may be a beginning).
    if (/^#?[0-9a-f]{6}$/i.test(value.trim())) setColour(index, normalizeHex(value)!);
  };
  const left = (index: number) => {
    const draft = drafts[index];
    if (draft === undefined) return;
    const hex = normalizeHex(draft);
    if (hex) {
      setColour(index, hex);
      setDrafts((current) => forget(current, index));
    } else setInvalid((current) => new Set([...current, index]));
  };

  const title = intl.formatMessage({ id: 'colors2.export.title' });
  const files = colours.length > 0 ? paletteExportFiles(colours.map((hex) => ({ hex })), title) : null;
  const percent = (share: number) => intl.formatNumber(share, { style: 'percent', maximumFractionDigits: share < 0.01 ? 1 : 0 });

  return (
    <div className="colors2__tool">
      <section aria-labelledby="colors2-photo" className="colors2__section">
        <h2 id="colors2-photo">
          <FormattedMessage id="colors2.photo.heading" />
        </h2>
        <div className={`colors2__drop${dragging ? ' colors2__drop--over' : ''}`} onDragOver={dragOver} onDragEnter={dragOver} onDragLeave={() => setDragging(false)} onDrop={dropped}>
          <label htmlFor="colors2-file" className="colors2__drop-title">
            <FormattedMessage id="colors2.photo.choose" />
          </label>
          <span id="colors2-file-hint" className="colors2__drop-hint">
            <FormattedMessage id="colors2.photo.hint" />
          </span>
          <input
            id="colors2-file"
            type="file"
            accept="image/*"
            className="colors2__file"
            aria-describedby="colors2-file-hint"
            disabled={!ready || busy}
            onChange={chosen}
          />
        </div>
        <div className="colors2__controls">
          <button type="button" className="button" disabled={!ready || busy} onClick={() => void trySample()}>
            <FormattedMessage id="colors2.photo.sample" />
          </button>
          <label className="colors2__count">
            <FormattedMessage id="colors2.photo.count" />{' '}
            <select value={count} disabled={!ready || busy} onChange={changeCount}>
              {counts.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className="colors2__note">
          <FormattedMessage id="colors2.photo.sampleCredit" />
        </p>
        <p role="alert" className="colors2__problem">
          {problem ? <FormattedMessage id={`colors2.error.${problem.kind}`} values={{ name: problem.name }} /> : null}
        </p>
        <p role="status" className="colors2__status">
          {busy ? (
            <FormattedMessage id="colors2.photo.reading" />
          ) : photo && colours.length > 0 ? (
            <FormattedMessage id="colors2.photo.found" values={{ count: colours.length, name: photo.name }} />
          ) : null}
        </p>
        {photo ? <canvas ref={canvas} className="colors2__photo" role="img" aria-label={intl.formatMessage({ id: 'colors2.photo.preview' }, { name: photo.name })} /> : null}
      </section>

      <section aria-labelledby="colors2-palette" className="colors2__section">
        <h2 id="colors2-palette">
          <FormattedMessage id="colors2.palette.heading" />
        </h2>
        {colours.length === 0 ? (
          <p className="colors2__note">
            <FormattedMessage id="colors2.palette.empty" />
          </p>
        ) : (
          <>
            <ol className="colors2__palette">
              {colours.map((hex, index) => {
                const number = index + 1;
                const bad = invalid.has(index);
                return (
                  <li key={index} className="colors2__colour" data-colour={hex}>
                    <label className="colors2__picker">
                      <span className="colors2__colour-name">
                        <FormattedMessage id="colors2.palette.colour" values={{ number }} />
                      </span>
                      <input type="color" value={hex} onChange={(event) => picked(index, event.target.value)} />
                    </label>
                    <label className="colors2__hex">
                      <span className="visually-hidden">
                        <FormattedMessage id="colors2.palette.hex" values={{ number }} />
                      </span>
                      <input
                        type="text"
                        value={drafts[index] ?? hex}
                        spellCheck={false}
                        autoComplete="off"
                        size={8}
                        maxLength={7}
                        aria-invalid={bad || undefined}
                        aria-describedby={bad ? `colors2-hex-error-${index}` : undefined}
                        onChange={(event) => typed(index, event.target.value)}
                        onBlur={() => left(index)}
                      />
                    </label>
                    {found[index] ? (
                      <span className="colors2__share">
                        <FormattedMessage id="colors2.palette.share" values={{ share: percent(found[index].share) }} />
                      </span>
                    ) : null}
                    {bad ? (
                      <span id={`colors2-hex-error-${index}`} className="colors2__hex-error">
                        <FormattedMessage id="colors2.palette.hexInvalid" />
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ol>
            <h3>
              <FormattedMessage id="colors2.preview.heading" />
            </h3>
            <SwatchPreviews colours={colours} />
          </>
        )}
      </section>

      {files ? (
        <section aria-labelledby="colors2-next" className="colors2__section">
          <h2 id="colors2-next">
            <FormattedMessage id="colors2.next.heading" />
          </h2>
          <p>
            <LocalizedLink href={buildPaletteUrl('/fun/colors', { base: colours[0], colours })} className="button">
              <FormattedMessage id="colors2.next.colors" />
            </LocalizedLink>
          </p>
          <p className="colors2__note">
            <FormattedMessage id="colors2.next.colorsHint" />
          </p>
          <h3>
            <FormattedMessage id="colors2.next.download" />
          </h3>
          <ul className="colors2__downloads">
            {exportKinds.map((kind) => (
              <li key={kind}>
                <button type="button" className="colors2__download" onClick={() => downloadFile(files[kind])}>
                  <FormattedMessage id={`colors2.export.${kind}`} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
