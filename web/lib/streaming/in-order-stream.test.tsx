// @vitest-environment node
// Streaming in document order: what is there leaves at once, a part the server still waits for holds back only what
// follows it, and the document that arrives is whole. The test holds a part's data behind a gate it opens itself:
// it never times anything.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { streamInOrder } from './in-order-stream.server';
import { Streamed, type Streamable } from './Streamed';

type TestData = { first: string; slow: Streamable<string>; later: Streamable<string> };

function TestPage({ data }: { data: TestData }) {
  return (
    <main>
      <h1>Shell</h1>
      <p>{data.first}</p>
      <Streamed name="slow" value={data.slow} pending="wird geladen">
        {(text) => <p className="slow">{text}</p>}
      </Streamed>
      <Streamed name="later" value={data.later} pending="wird geladen">
        {(text) => <p className="later">{text}</p>}
      </Streamed>
      <footer>Fuß</footer>
    </main>
  );
}

function gate<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

/** Lets every callback already due run (promise jobs and I/O callbacks), without waiting for any time to pass. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('streamInOrder', () => {
  it('sends the shell and the first part before a slow part arrives, and the rest after', async () => {
    const slow = gate<string>();
    const data: TestData = { first: 'Heute live', slow: slow.promise, later: Promise.resolve('Meistgelesen') };
    const { html, settled } = streamInOrder(data, () => renderToString(<TestPage data={data} />));
    const received: string[] = [];
    html.on('data', (chunk: Buffer) => received.push(chunk.toString('utf8')));
    const ended = new Promise((resolve) => html.on('end', resolve));

    await settle();
    const before = received.join('');
    expect(before).toContain('<h1>Shell</h1>');
    expect(before).toContain('<p>Heute live</p>');
    expect(before).toContain('wird geladen');
    expect(before).not.toContain('class="slow"');
    expect(before).not.toContain('Meistgelesen');
    expect(before).not.toContain('Fuß');
    expect(before).not.toContain('data-stream-until');

    slow.open('Freie Plätze');
    await ended;
    const document = received.join('');
    expect(document.slice(0, before.length)).toBe(before);
    const rest = document.slice(before.length);
    expect(rest).toContain('<p class="slow">Freie Plätze</p>');
    expect(rest).toContain('<p class="later">Meistgelesen</p>');
    expect(rest).toContain('<footer>Fuß</footer>');
    // The whole document is what one render with all the data makes: nothing but the order of arrival differs.
    expect(document).toBe(renderToString(<TestPage data={{ first: 'Heute live', slow: 'Freie Plätze', later: 'Meistgelesen' }} />));
    await settled;
    expect(data).toEqual({ first: 'Heute live', slow: 'Freie Plätze', later: 'Meistgelesen' });
  });

  it('holds a part that arrived early until the parts above it are there', async () => {
    const slow = gate<string>();
    const data: TestData = { first: 'a', slow: slow.promise, later: Promise.resolve('b') };
    const { html } = streamInOrder(data, () => renderToString(<TestPage data={data} />));
    const received: string[] = [];
    html.on('data', (chunk: Buffer) => received.push(chunk.toString('utf8')));
    await settle();
    expect(data.later).toBe('b');
    expect(received.join('')).not.toContain('class="later"');
    slow.open('c');
    await new Promise((resolve) => html.on('end', resolve));
    expect(received.join('')).toMatch(/class="slow">c<.*class="later">b</s);
  });

  it('sends everything at once when nothing is pending', async () => {
    const data: TestData = { first: 'a', slow: 'b', later: 'c' };
    const { html } = streamInOrder(data, () => renderToString(<TestPage data={data} />));
    const chunks: string[] = [];
    for await (const chunk of html) chunks.push(String(chunk));
    expect(chunks).toEqual([renderToString(<TestPage data={data} />)]);
  });

  it('ends with an error when a part rejects, after what was already sent', async () => {
    const data: TestData = { first: 'a', slow: Promise.reject(new Error('kaputt')), later: 'c' };
    const { html } = streamInOrder(data, () => renderToString(<TestPage data={data} />));
    const chunks: string[] = [];
    await expect(
      (async () => {
        for await (const chunk of html) chunks.push(String(chunk));
      })(),
    ).rejects.toThrow('kaputt');
    expect(chunks.join('')).toContain('<h1>Shell</h1>');
  });

  it('refuses a render that changed above what was sent', async () => {
    const slow = gate<string>();
    const data: TestData = { first: 'a', slow: slow.promise, later: 'c' };
    let renders = 0;
    const { html } = streamInOrder(data, () => renderToString(<TestPage data={{ ...data, first: `render ${++renders}` }} />));
    const failed = (async () => {
      for await (const _ of html) {
        // read on
      }
    })();
    slow.open('b');
    await expect(failed).rejects.toThrow('rendered differently');
  });
});
