// A small self-contained page for developers on GET /graphql (browsers only): write a query, run it, read the root
// fields. No CDN assets, so it works offline and on the embedded single-server deployment.

const EXAMPLE = `query Venues($first: Int) {
  venues(first: $first) {
    totalCount
    edges { cursor node { slug name kind city { name } crafts { name } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

export function explorerPage(endpoint: string): string {
  const config = JSON.stringify({ endpoint, example: EXAMPLE }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>GraphQL-API – Magazin für Selbstgemachtes</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #222; background: #faf7f2; }
  header, main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
  h1 { font-size: 1.4rem; margin: 0; } p { margin: .25rem 0 0; }
  main { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
  label { font-weight: 600; display: block; margin-top: .5rem; }
  textarea, pre { width: 100%; box-sizing: border-box; font: 13px/1.4 ui-monospace, monospace; border: 1px solid #bbb;
    border-radius: 4px; background: #fff; padding: .5rem; }
  pre { min-height: 24rem; overflow: auto; white-space: pre-wrap; margin: 0; }
  button { margin-top: .5rem; padding: .4rem 1rem; font: inherit; cursor: pointer; }
  ul { padding-left: 1.2rem; } code { font-size: 13px; }
  @media (max-width: 50rem) { main { grid-template-columns: 1fr; } }
</style>
</head>
<body>
<header>
  <h1>GraphQL-API – Magazin für Selbstgemachtes</h1>
  <p>Öffentliche Schnittstelle für Entwickler:innen. Schreib eine Abfrage und führ sie aus (Strg+Enter). <span lang="en">Public API for developers: write a query and run it (Ctrl+Enter).</span></p>
</header>
<main>
  <section>
    <label for="query">Abfrage <span lang="en">/ Query</span></label>
    <textarea id="query" rows="16" spellcheck="false"></textarea>
    <label for="variables">Variablen (JSON) <span lang="en">/ Variables</span></label>
    <textarea id="variables" rows="4" spellcheck="false">{ "first": 5 }</textarea>
    <button id="run" type="button">Ausführen <span lang="en">/ Run</span></button>
    <h2>Einstiegsfelder <span lang="en">/ Root fields</span></h2>
    <ul id="fields"><li>…</li></ul>
  </section>
  <section>
    <label for="result">Antwort <span lang="en">/ Response</span></label>
    <pre id="result" aria-live="polite"></pre>
  </section>
</main>
<script>
  const config = ${config};
  const $ = (id) => document.getElementById(id);
  $('query').value = config.example;
  async function post(body) {
    const response = await fetch(config.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return response.json();
  }
  async function run() {
    let variables;
    try { variables = JSON.parse($('variables').value || '{}'); }
    catch (error) { $('result').textContent = 'Variablen sind kein gültiges JSON / Variables are not valid JSON: ' + error.message; return; }
    $('result').textContent = '…';
    try { $('result').textContent = JSON.stringify(await post({ query: $('query').value, variables }), null, 2); }
    catch (error) { $('result').textContent = String(error); }
  }
  $('run').addEventListener('click', run);
  document.addEventListener('keydown', (event) => { if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) run(); });
  post({ query: '{ __schema { queryType { fields { name description args { name } } } } }' }).then((result) => {
    const list = $('fields');
    list.textContent = '';
    for (const field of result.data.__schema.queryType.fields) {
      const item = document.createElement('li');
      const code = document.createElement('code');
      code.textContent = field.name + (field.args.length ? '(' + field.args.map((a) => a.name).join(', ') + ')' : '');
      item.append(code, field.description ? ' – ' + field.description : '');
      list.append(item);
    }
  }, (error) => { $('fields').textContent = String(error); });
</script>
</body>
</html>
`;
}
