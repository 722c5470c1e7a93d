import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkifiedText } from './LinkifiedText';

const render = (text: string) => {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<LinkifiedText text={text} />);
  return host.firstElementChild!;
};

describe('LinkifiedText', () => {
  it('links web and e-mail addresses and keeps the rest as text', () => {
    const p = render('Fotos: https://example.org/a?b=1&c=2 oder www.toepferei.at, Fragen an kurs@example.org.');
    expect(p.textContent).toBe('Fotos: https://example.org/a?b=1&c=2 oder www.toepferei.at, Fragen an kurs@example.org.');
    expect([...p.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['https://example.org/a?b=1&c=2', 'nofollow ugc noopener'],
      ['http://www.toepferei.at', 'nofollow ugc noopener'],
      ['mailto:kurs@example.org', 'nofollow ugc noopener'],
    ]);
  });

  it('never renders markup or unsafe links', () => {
    const hostile = '<img src=x onerror=alert(1)><script>alert(1)</script> javascript:alert(1) <a href="javascript:x">hi</a>';
    const p = render(hostile);
    expect(p.textContent).toBe(hostile);
    expect(p.querySelector('img, script')).toBeNull();
    expect([...p.querySelectorAll('a')].every((a) => /^(https?|mailto):/.test(a.getAttribute('href') ?? ''))).toBe(true);
  });
});
