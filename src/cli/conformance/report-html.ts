/**
 * The pages of the conformance report (./report.ts): plain HTML with its
 * style and a few lines of script inline, no request to any server. The
 * index is a table, one row per grammar's rule or operation, one column per
 * implementation, each cell its pass count and a colour by its share; a click
 * on a cell opens, on the implementation's page, the list of the cases that
 * did not pass there.
 */
import { slug, type Cell, type Failure, type ImplementationReport, type ReportData } from './report-data.js';

/** Cases of one rule listed on a page; the JSON summary has them all. */
const LISTED = 100;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A string as JSON, so that spaces, controls and lone surrogates show. */
const shown = (s: unknown) => `<code>${escape(JSON.stringify(s) ?? String(s))}</code>`;

const STYLE = `
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #1f2328; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-top: 1.5em; }
table { border-collapse: collapse; }
th, td { border: 1px solid #d0d7de; padding: 2px 6px; text-align: left; vertical-align: top; }
th { background: #f6f8fa; position: sticky; top: 0; }
td.n { text-align: right; white-space: nowrap; }
td.cell a { color: inherit; text-decoration: none; display: block; }
.all { background: #c9f2d3; } .most { background: #e7f5b8; } .half { background: #fde7b0; } .few { background: #f9c8c4; } .none { background: #eee; color: #888; }
tr.grammar th { background: #eaeef2; text-align: left; }
pre { background: #f6f8fa; padding: 4px 8px; margin: 2px 0; white-space: pre-wrap; }
details { margin: 4px 0; } summary { cursor: pointer; font-weight: 600; }
.small { color: #57606a; font-size: 0.9em; }
`;

/** Opens the <details> a link points at (#grammar/rule), on load and on every click that changes the fragment. */
const SCRIPT = `
function openTarget() {
  var id = decodeURIComponent(location.hash.slice(1));
  var el = id && document.getElementById(id);
  if (el && el.tagName === 'DETAILS') { el.open = true; el.scrollIntoView(); }
}
window.addEventListener('hashchange', openTarget);
window.addEventListener('DOMContentLoaded', openTarget);
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${STYLE}</style>
<script>${SCRIPT}</script>
</head>
<body>
${body}
</body>
</html>
`;
}

/** The colour class of a cell: every case passed, most, half, few. */
function shade(c: Cell): string {
  const scored = c.pass + c.fail + c.errored;
  if (scored === 0) return 'none';
  const share = c.pass / scored;
  return share === 1 ? 'all' : share >= 0.9 ? 'most' : share >= 0.5 ? 'half' : 'few';
}

/** A cell's text: passes of the cases scored; skipped and errored beside; offsets agreed. */
function cellText(c: Cell): string {
  const scored = c.pass + c.fail + c.errored;
  const extra = [c.skipped ? `${c.skipped} skipped` : '', c.errored ? `${c.errored} errored` : '', c.offsetPass + c.offsetFail ? `offsets ${c.offsetPass}/${c.offsetPass + c.offsetFail}` : ''].filter(Boolean);
  return `${c.pass}/${scored}${extra.length ? `<br><span class="small">${extra.join(', ')}</span>` : ''}`;
}

const versionOf = (i: ImplementationReport) => `${escape(i.header.implementation.name)}${i.header.implementation.version ? ` ${escape(i.header.implementation.version)}` : ''}`;

/** index.html. */
export function indexPage(data: ReportData): string {
  const impls = data.implementations;
  const head = `<tr><th>grammar</th><th>rule</th>${impls.map((i) => `<th><a href="implementations/${slug(i.header.implementation.name)}.html">${versionOf(i)}</a><br><span class="small">${escape(i.header.implementation.language ?? '')}</span></th>`).join('')}</tr>`;
  const totals = `<tr><th colspan="2">all cases</th>${impls.map((i) => `<td class="n cell ${shade(i.totals)}">${cellText(i.totals)}</td>`).join('')}</tr>`;
  const body: string[] = [];
  for (const { grammar, rows } of data.rows) {
    body.push(`<tr class="grammar"><th colspan="${2 + impls.length}">${escape(grammar)}</th></tr>`);
    for (const row of rows) {
      const cells = impls.map((i) => {
        const c = i.cells[grammar]?.[row];
        if (c === undefined) return '<td class="n none">—</td>';
        const target = `implementations/${slug(i.header.implementation.name)}.html#${encodeURIComponent(`${grammar}/${row}`)}`;
        return `<td class="n cell ${shade(c)}"><a href="${target}" data-grammar="${escape(grammar)}" data-row="${escape(row)}">${cellText(c)}</a></td>`;
      });
      body.push(`<tr><td>${escape(grammar)}</td><td>${escape(row)}</td>${cells.join('')}</tr>`);
    }
  }
  const dates = impls.map((i) => i.header.date.slice(0, 10)).sort();
  return page(
    'URI conformance report',
    `<h1>Conformance to the grammars, rule by rule</h1>
<p>Each cell: the cases an implementation passed, of those it was sent (what its adapter claims); the colour by the share
(all, 90% or more, half or more, fewer). A click on a cell lists the cases that did not pass, each with the grammar's
explanation and the smallest input that shows the difference. Run ${escape(dates[0] ?? '')}${dates.length > 1 && dates[dates.length - 1] !== dates[0] ? ` to ${escape(dates[dates.length - 1]!)}` : ''}.</p>
<table id="matrix">
<thead>${head}</thead>
<tbody>
${totals}
${body.join('\n')}
</tbody>
</table>`,
  );
}

function failureRow(f: Failure): string {
  const c = f.case ?? {};
  const given = ['input', 'base', 'ref', 'a', 'b'].filter((k) => c[k] !== undefined).map((k) => `${k} ${shown(c[k])}`).join('<br>');
  const expectedKeys = ['valid', 'offset', 'target', 'output', 'equivalent'].filter((k) => c[k] !== undefined);
  const expected = expectedKeys.map((k) => `${k} ${shown(c[k])}`).join('<br>');
  const answer = Object.entries(f.answer).map(([k, v]) => `${escape(k)} ${shown(v)}`).join('<br>');
  const shrunk = f.shrunk
    ? `<div class="shrunk"><b>smallest input that shows it:</b> ${shown(f.shrunk.input)}: the grammar says ${f.shrunk.valid ? 'valid' : `invalid at ${f.shrunk.offset}`}, the implementation ${shown(f.shrunk.answer.valid)}<pre>${escape(f.shrunkExplanation ?? '')}</pre></div>`
    : '';
  const why = typeof c.why === 'string' ? `<div class="small">${escape(c.why)}</div>` : '';
  return `<tr class="${escape(f.outcome)}"><td>${escape(f.id)}<br><span class="small">${escape(f.outcome)}${f.offset === 'fail' ? ', offset' : ''}</span></td><td>${given}${why}</td><td>${expected}</td><td>${answer}</td><td>${f.explanation ? `<pre>${escape(f.explanation)}</pre>` : ''}${shrunk}</td></tr>`;
}

/** implementations/NAME.html. */
export function implementationPage(impl: ImplementationReport, data: ReportData): string {
  const h = impl.header;
  const claimed = h.claims ? `<pre>${escape(JSON.stringify(h.claims))}</pre>` : '<p>no claims: every case was sent</p>';
  const sections: string[] = [];
  for (const { grammar, rows } of data.rows) {
    for (const row of rows) {
      const c = impl.cells[grammar]?.[row];
      if (c === undefined) continue;
      const fs = impl.failures[`${grammar} ${row}`] ?? [];
      const list = fs.length
        ? `<table><thead><tr><th>case</th><th>given</th><th>expected</th><th>answer</th><th>the grammar says</th></tr></thead><tbody>
${fs.slice(0, LISTED).map(failureRow).join('\n')}
</tbody></table>${fs.length > LISTED ? `<p class="small">${fs.length - LISTED} more in the JSON report</p>` : ''}`
        : '<p>every case passed</p>';
      sections.push(`<details id="${escape(`${grammar}/${row}`)}"${fs.length ? '' : ''}><summary>${escape(grammar)} ${escape(row)}: <span class="${shade(c)}">${cellText(c).replace('<br>', ' ')}</span></summary>
${list}
</details>`);
    }
  }
  return page(
    `${h.implementation.name}: URI conformance`,
    `<p><a href="../index.html">all implementations</a></p>
<h1>${versionOf(impl)}</h1>
<p>${escape(h.implementation.language ?? '')} · adapter <code>${escape(h.adapter)}</code> · run ${escape(h.date)} · ${h.claimed} of ${h.cases} cases claimed · ${h.seconds} s${h.restarts ? ` · ${h.restarts} restarts` : ''}${h.error ? ` · <b>${escape(h.error)}</b>` : ''}</p>
<h2>Claims</h2>
${claimed}
<h2>By grammar and rule</h2>
${sections.join('\n')}`,
  );
}
