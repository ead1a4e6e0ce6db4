/**
 * A local stand-in for the RDW's open data (https://opendata.rdw.nl), so no test reaches the internet: the receiver
 * runs with `--var RDW_URL:http://127.0.0.1:<port>` and asks this server
 * `GET /resource/m9d7-ebf2.json?kenteken=AB12CD`.
 *
 * The answers have the shape of the real Socrata endpoint of "Gekentekende voertuigen" (m9d7-ebf2): a JSON array of
 * rows, every field a string, the RDW's field names as its API documents them (opendata.rdw.nl, data set m9d7-ebf2,
 * "API Field Name"): `kenteken` without dashes, `merk` and `handelsbenaming` in capitals (the make often repeated in
 * `handelsbenaming`), `eerste_kleur` ("GRIJS", or "Niet geregistreerd"), dates as `YYYYMMDD` in
 * `datum_eerste_toelating` and `vervaldatum_apk` and as floating timestamps in their `_dt` twins; `[]` for a plate
 * it does not know. A few more fields of a real row are kept, so the receiver is tested against a full row.
 *
 * On command, per plate, it misbehaves as the real one may: answers too late, 500, 429 with Retry-After, or a body
 * that is not JSON. It counts the requests per plate and checks the path and the query.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type RdwRow = Record<string, string>;
export type Misbehaviour = 'slow' | 'error' | 'throttled' | 'malformed' | 'wrong-shape';

/** A row as the RDW answers it (a real row has some 90 fields; these are a representative part). */
export const rdwRow = (kenteken: string, fields: Partial<RdwRow>): RdwRow => {
  const row: RdwRow = {
    kenteken,
    voertuigsoort: 'Personenauto',
    merk: 'VOLKSWAGEN',
    handelsbenaming: 'GOLF',
    vervaldatum_apk: '20260930',
    datum_tenaamstelling: '20200601',
    inrichting: 'hatchback',
    aantal_zitplaatsen: '5',
    eerste_kleur: 'GRIJS',
    tweede_kleur: 'Niet geregistreerd',
    aantal_cilinders: '4',
    cilinderinhoud: '1395',
    massa_ledig_voertuig: '1265',
    datum_eerste_toelating: '20180312',
    datum_eerste_tenaamstelling_in_nederland: '20180312',
    wacht_op_keuren: 'Geen verstrekking in Open Data',
    wam_verzekerd: 'Ja',
    aantal_deuren: '4',
    export_indicator: 'Nee',
    openstaande_terugroepactie_indicator: 'Nee',
    taxi_indicator: 'Nee',
    tenaamstellen_mogelijk: 'Ja',
    ...fields,
  };
  const dt = (d: string | undefined) => (d && /^\d{8}$/.test(d) ? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T00:00:00.000` : undefined);
  for (const name of ['vervaldatum_apk', 'datum_tenaamstelling', 'datum_eerste_toelating', 'datum_eerste_tenaamstelling_in_nederland']) {
    const value = dt(row[name]);
    if (value && !(`${name}_dt` in row)) row[`${name}_dt`] = value;
  }
  return row;
};

/** A date `days` from today as the RDW writes it (YYYYMMDD): APK dates stay in the future however old the fixture gets. */
export const rdwDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');

/** The fixture plates (as the RDW writes them, without dashes). */
export const fixtures: Record<string, RdwRow> = {
  // A grey 2018 Volkswagen Golf whose APK is valid for another 300 days: the example of issue 27.
  AB12CD: rdwRow('AB12CD', { vervaldatum_apk: rdwDate(300) }),
  // The make repeated in the model, a colour the RDW does not register, an APK that expires in three weeks.
  '12ABC3': rdwRow('12ABC3', { merk: 'NISSAN', handelsbenaming: 'NISSAN NOTE', eerste_kleur: 'N.v.t.', vervaldatum_apk: rdwDate(21), datum_eerste_toelating: '20140306' }),
};

export class FakeRdw {
  readonly url: string;
  private counts = new Map<string, number>();
  private modes = new Map<string, Misbehaviour>();
  /** Rows set by a test (the APK reminder's cars, whose APK date moves); null: the RDW does not know the plate. */
  private rows = new Map<string, RdwRow | null>();
  private open = new Set<ServerResponse>();

  private constructor(private readonly server: Server, readonly port: number) {
    this.url = `http://127.0.0.1:${port}`;
  }

  static async start(port: number): Promise<FakeRdw> {
    let rdw!: FakeRdw;
    const server = createServer((req, res) => rdw.answer(req, res));
    rdw = new FakeRdw(server, port);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    return rdw;
  }

  /** From now on the RDW misbehaves for this plate (AB12CD or AB-12-CD). */
  misbehave(plate: string, mode: Misbehaviour) {
    this.modes.set(plate.replace(/-/g, '').toUpperCase(), mode);
  }

  /** From now on the RDW answers this row for the plate (AB12CD or AB-12-CD), or `[]` for null. */
  setRow(plate: string, row: RdwRow | null) {
    this.rows.set(plate.replace(/-/g, '').toUpperCase(), row);
  }

  /** How many times the receiver asked for this plate. */
  requests(plate: string): number {
    return this.counts.get(plate.replace(/-/g, '').toUpperCase()) ?? 0;
  }

  private answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json;charset=utf-8', ...headers });
      res.end(body);
    };
    if (req.method !== 'GET' || url.pathname !== '/resource/m9d7-ebf2.json') return send(404, '{"error":true,"message":"not found"}');
    const plate = url.searchParams.get('kenteken') ?? '';
    this.counts.set(plate, (this.counts.get(plate) ?? 0) + 1);
    switch (this.modes.get(plate)) {
      case 'slow':
        // Far beyond the receiver's time limit; closed when the server stops.
        this.open.add(res);
        setTimeout(() => {
          this.open.delete(res);
          if (!res.writableEnded) send(200, JSON.stringify([fixtures.AB12CD]));
        }, 10_000).unref();
        return;
      case 'error':
        return send(500, '{"code":"internal_error","error":true,"message":"Internal error"}');
      case 'throttled':
        return send(429, '{"code":"too_many_requests","error":true}', { 'Retry-After': '30' });
      case 'malformed':
        return send(200, '[{"kenteken":"AB12CD","merk":"VOLKS');
      case 'wrong-shape':
        return send(200, JSON.stringify({ kenteken: plate, merk: 'VOLKSWAGEN' }));
      default: {
        const row = this.rows.has(plate) ? this.rows.get(plate) : fixtures[plate];
        return send(200, JSON.stringify(row ? [row] : []));
      }
    }
  }

  async stop() {
    for (const res of this.open) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
