/** GET /beheer: every job, open ones first and then newest first, filtered by kind and status, searched by plate, reference or name. */
import { jobStatuses, statusById } from '../../src/data/job-statuses';
import { plateKey, type JobRow } from '../store/jobs';
import { date, dateTime, escape, page } from './page';

export const pageSize = 50;
export const kindLabels: Record<string, string> = { report: 'Schademelding', appointment: 'Afspraakverzoek', message: 'Bericht' };

export interface ListQuery {
  kind: string;
  status: string;
  q: string;
  page: number;
}

export const readQuery = (url: URL): ListQuery => {
  const kind = url.searchParams.get('soort') ?? '';
  const status = url.searchParams.get('status') ?? '';
  return {
    kind: kind in kindLabels ? kind : '',
    status: statusById(status) || status === 'open' ? status : '',
    q: (url.searchParams.get('zoek') ?? '').trim().slice(0, 60),
    page: Math.min(1000, Math.max(1, Number.parseInt(url.searchParams.get('pagina') ?? '1', 10) || 1)),
  };
};

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type ListRow = Pick<JobRow, 'reference' | 'kind' | 'received_at' | 'name' | 'plate' | 'car' | 'work' | 'status' | 'is_open' | 'promised_date' | 'opened_at'>;

/** One page of the list (one row more than shown: whether there is a next page). Served by the indexes of migrations/. */
export const listJobs = async (db: D1Database, query: ListQuery): Promise<{ rows: ListRow[]; more: boolean }> => {
  const where: string[] = [];
  const binds: unknown[] = [];
  if (query.kind) where.push('kind = ?'), binds.push(query.kind);
  if (query.status === 'open') where.push('is_open = 1');
  else if (query.status) where.push('status = ?'), binds.push(query.status);
  if (query.q) {
    const plate = plateKey(query.q);
    where.push(`(search LIKE ? ESCAPE '\\'${plate ? ` OR search LIKE ? ESCAPE '\\'` : ''})`);
    binds.push(like(query.q.toLowerCase()), ...(plate ? [like(plate)] : []));
  }
  const sql =
    'SELECT reference, kind, received_at, name, plate, car, work, status, is_open, promised_date, opened_at FROM jobs' +
    (where.length ? ` WHERE ${where.join(' AND ')}` : '') +
    ' ORDER BY is_open DESC, received_at DESC LIMIT ? OFFSET ?';
  const { results } = await db.prepare(sql).bind(...binds, pageSize + 1, (query.page - 1) * pageSize).all<ListRow>();
  return { rows: results.slice(0, pageSize), more: results.length > pageSize };
};

const option = (value: string, label: string, selected: string) =>
  `<option value="${escape(value)}"${value === selected ? ' selected' : ''}>${escape(label)}</option>`;

const link = (query: ListQuery, pageNumber: number) => {
  const params = new URLSearchParams();
  if (query.kind) params.set('soort', query.kind);
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('zoek', query.q);
  params.set('pagina', String(pageNumber));
  return `/beheer?${params}`;
};

const line = (r: ListRow) => {
  const status = statusById(r.status)?.label ?? r.status;
  const car = [r.plate, r.car].filter(Boolean).join(' · ');
  return (
    `<li class="${r.is_open ? 'open' : 'closed'}"><a href="/beheer/${r.reference}">` +
    `<span class="what">${r.opened_at ? '' : '<span class="badge new">nieuw</span> '}${kindLabels[r.kind] ?? r.kind}${r.work ? `: ${escape(r.work)}` : ''}</span>` +
    `<span class="state"><span class="badge">${escape(status)}</span></span>` +
    `<span class="meta">${escape([car, r.name].filter(Boolean).join(' – ') || r.reference)}</span>` +
    `<span class="meta state">${dateTime(r.received_at)}${r.promised_date ? `<br>Beloofd: ${date(r.promised_date)}` : ''}</span>` +
    `</a></li>`
  );
};

export const listPage = async (db: D1Database, url: URL, user: string): Promise<Response> => {
  const query = readQuery(url);
  const { rows, more } = await listJobs(db, query);
  const filters =
    `<form class="filters" method="get" action="/beheer" role="search">` +
    `<label>Zoeken<input type="search" name="zoek" value="${escape(query.q)}" placeholder="Kenteken, referentie of naam"></label>` +
    `<label>Soort<select name="soort">${option('', 'Alle soorten', query.kind)}${Object.entries(kindLabels).map(([v, l]) => option(v, l, query.kind)).join('')}</select></label>` +
    `<label>Status<select name="status">${option('', 'Alle statussen', query.status)}${option('open', 'Alles wat open is', query.status)}${jobStatuses.map((s) => option(s.id, s.label, query.status)).join('')}</select></label>` +
    `<button type="submit">Tonen</button></form>`;
  const list = rows.length ? `<ul class="jobs">${rows.map(line).join('')}</ul>` : '<p>Niets gevonden.</p>';
  const pager =
    `<nav class="pager" aria-label="Pagina’s">${query.page > 1 ? `<a href="${escape(link(query, query.page - 1))}">Vorige pagina</a>` : ''}` +
    `${more ? `<a href="${escape(link(query, query.page + 1))}">Volgende pagina</a>` : ''}</nav>`;
  return page(200, 'Binnengekomen', `<h1>Binnengekomen</h1>${filters}${list}${pager}`, user);
};
