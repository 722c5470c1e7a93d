// The door's scanner, with JavaScript only (the typed code's form works without): the phone's camera read a few times
// a second, and „Foto eines Codes wählen“ for a picture of a ticket, both through the same decoder (qr-decoder.ts).
// A code read is handed to `onCode` once; the same code again counts only after a pause, so a ticket held up for a
// moment is not checked in twice.
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** How often a camera frame is read. */
const FRAME_INTERVAL_MS = 250;
/** How long the same code is ignored after it was read. */
const REPEAT_PAUSE_MS = 4000;

export function Scanner({ onCode }: { onCode: (code: string) => void }) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<'off' | 'on' | 'unavailable'>('off');
  const [photoProblem, setPhotoProblem] = useState(false);
  const stream = useRef<MediaStream | null>(null);
  const lastRead = useRef<{ code: string; at: number } | null>(null);
  const handOver = useRef(onCode);
  useEffect(() => {
    handOver.current = onCode;
  }, [onCode]);

  const read = (code: string | null) => {
    if (!code) return;
    const now = Date.now();
    if (lastRead.current && lastRead.current.code === code && now - lastRead.current.at < REPEAT_PAUSE_MS) return;
    lastRead.current = { code, at: now };
    handOver.current(code);
  };

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setCamera('off');
  };

  useEffect(() => {
    if (camera !== 'on') return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const element = video.current;
      if (cancelled || !element) return;
      if (element.readyState >= element.HAVE_CURRENT_DATA) {
        const { decodeQr } = await import('./qr-decoder');
        read(await decodeQr(element).catch(() => null));
      }
      if (!cancelled) timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
    };
    void tick();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [camera]);

  // The camera is given back when the page is left.
  useEffect(() => () => stream.current?.getTracks().forEach((track) => track.stop()), []);

  const start = async () => {
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      stream.current = media;
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
      }
      setCamera('on');
    } catch {
      setCamera('unavailable');
    }
  };

  const choosePhoto = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const { decodeQrFile } = await import('./qr-decoder');
    const code = await decodeQrFile(file);
    setPhotoProblem(code === null);
    input.value = '';
    if (code) {
      lastRead.current = null; // a photo chosen on purpose always counts
      read(code);
    }
  };

  return (
    <section className="check-in-scanner" aria-label={intl.formatMessage({ id: 'checkIn.scanner.label' })}>
      <div className="check-in-scanner__buttons">
        {camera === 'on' ? (
          <button type="button" className="button secondary" onClick={stop}>
            <FormattedMessage id="checkIn.camera.stop" />
          </button>
        ) : (
          <button type="button" className="button" onClick={() => void start()}>
            <FormattedMessage id="checkIn.camera.start" />
          </button>
        )}
        <label className="button secondary check-in-scanner__photo">
          <FormattedMessage id="checkIn.photo" />
          <input type="file" accept="image/*" onChange={(event) => void choosePhoto(event.currentTarget)} />
        </label>
      </div>
      {camera === 'unavailable' ? (
        <p role="alert">
          <FormattedMessage id="checkIn.camera.unavailable" />
        </p>
      ) : null}
      {photoProblem ? (
        <p role="alert">
          <FormattedMessage id="checkIn.photo.noCode" />
        </p>
      ) : null}
      <video ref={video} className="check-in-scanner__video" hidden={camera !== 'on'} muted playsInline />
    </section>
  );
}
